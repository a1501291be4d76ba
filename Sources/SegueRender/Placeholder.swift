// SegueRender
