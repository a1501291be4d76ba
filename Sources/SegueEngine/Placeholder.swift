// SegueEngine
