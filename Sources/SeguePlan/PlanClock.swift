import SegueEngine

/// Where a plan's animations stand: the engine's clock, which its frames and a plan's playback
/// both give the one evaluator (``LayerAnimations``).
package typealias PlanClock = AnimationClock
