import SegueEngine

/// `UIPercentDrivenInteractiveTransition`'s arithmetic for a played plan: the percent `update(_:)`
/// keeps, and the run to the end (`finish()`) or back to the start (`cancel()`) after release.
///
/// The controller clamps `percentComplete` to 0...1. After release the container's animations
/// run the remaining time divided by `completionSpeed`
/// (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completionspeed),
/// paced by `completionCurve`
/// (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completioncurve).
/// ``PlanPlayback`` samples it frame by frame and SegueKit's player moves a paused container's
/// `timeOffset` with it, so both come from here; the arithmetic is the engine's
/// ``PercentDrivenController``, which the simulator's released frames come from.
package struct PercentDrivenRun: Sendable {
    /// True when it runs on to the end, false when it runs back to the start.
    package let finishing: Bool
    /// Seconds the run takes.
    package let seconds: Double
    /// The engine's controller, which the simulator's released frames come from.
    private let controller: PercentDrivenController

    /// The run after releasing at `percent` of a plan lasting `duration` seconds; a speed that is
    /// not a positive number is 1, as UIKit treats it.
    package init(
        percent: Double, duration: Double, finishing: Bool, completionSpeed: Double, completionCurve: PlanTimingFunction
    ) {
        var controller = PercentDrivenController(
            duration: duration, completionSpeed: completionSpeed, completionCurve: completionCurve.timingFunction)
        controller.update(percent)
        self.controller = controller
        self.finishing = finishing
        seconds = finishing ? controller.finishDuration : controller.cancelDuration
    }

    /// The percent `update(_:)` positions the animations at: 0...1, anything not finite 0.
    package static func percent(_ raw: Double) -> Double {
        PercentDrivenController.positioned(raw)
    }

    /// The container's time (seconds of the plan) at `fraction` (0...1) of the run.
    package func viewTime(atFraction fraction: Double) -> Double {
        controller.animationSeconds(atFraction: fraction, finishing: finishing)
    }
}
