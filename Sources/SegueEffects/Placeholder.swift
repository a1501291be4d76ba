// SegueEffects
