/// What each `check` finding code means, for SARIF rules and people: a one-line description and
/// the fuller text a CI page shows beside a result. The invariant table of docs/reference/findings.md lists the same
/// codes; a test keeps the two and the engine's codes in step.
public enum FindingRules {
    /// One finding code and its descriptions.
    public struct Rule: Sendable, Hashable {
        /// The finding code (`completion.jump`).
        public let id: String
        /// One line: what goes wrong.
        public let short: String
        /// What the user sees and how to fix it.
        public let full: String

        /// A rule for `id`.
        public init(id: String, short: String, full: String) {
            self.id = id
            self.short = short
            self.full = full
        }
    }

    /// Every finding code `check` can report, with its descriptions.
    public static let all: [Rule] = [
        Rule(id: "complete.missing", short: "completeTransition is never called",
             full: "UIKit waits for completeTransition(_:) forever: the app stops responding to touches. Call it exactly once when the animation ends."),
        Rule(id: "complete.twice", short: "completeTransition is called more than once",
             full: "UIKit ignores the second call, so whatever it was meant to finish is left undone."),
        Rule(id: "complete.wrong-flag", short: "completeTransition gets the wrong flag",
             full: "didComplete must be !transitionWasCancelled; a wrong flag leaves both screens, or neither, in the hierarchy."),
        Rule(id: "completion.jump", short: "The last frame and the completed state differ",
             full: "Something still visible at the last animated frame (an overlay, a dimming view, a value off its model value) snaps away on completion: a one-frame jump on a device."),
        Rule(id: "final.to-view", short: "The arriving screen is not where UIKit expects after the transition",
             full: "After a finished transition the to view must sit at finalFrame(for:) with an identity transform and full alpha."),
        Rule(id: "final.from-view-present", short: "The leaving screen stays after a finished transition",
             full: "After a finished push, pop, tab or child swap the from view is removed; leaving it in the container covers or blocks the new screen."),
        Rule(id: "final.presenter", short: "The presenter is missing or moved after a presentation",
             full: "A presentation that keeps its presenter must leave the presenter's view where it was."),
        Rule(id: "touches.disabled", short: "The screen left on shows ignores touches",
             full: "The effect turned a view's isUserInteractionEnabled off and the view is what the user is left on (the new screen after a finish, the old one after a cancel) with touches still off (VCTransitionsLibrary pull request 16). Turn touches back on in the completion for both outcomes."),
        Rule(id: "navigation.back-swipe-lost", short: "The system swipe back no longer works after this push",
             full: "A navigation delegate that supplies animators turns off UINavigationController's interactivePopGestureRecognizer (openradar 15215690; Hero issues 62, 143, 269). Give the route a back gesture that pans right from the edge, or restore the system swipe and set restoresBackSwipe: true."),
        Rule(id: "navigation.opaque-bar-frame", short: "A pushed screen is laid out under an opaque navigation bar",
             full: "Under an opaque navigation bar UIKit gives a pushed screen a frame that starts below the bar (extendedLayoutIncludesOpaqueBars is false by default); an animator that lays the screen out over the whole container ends under the bar, and the screen moves when the transition completes (IBAnimatable issues 305, 324). Lay it out at transitionContext.finalFrame(for:)."),
        Rule(id: "navigation.bar-visibility-jump", short: "A screen that hides or shows an opaque navigation bar jumps by the bar's height when the transition completes",
             full: "When the to screen of a custom push or pop hides the navigation bar (setNavigationBarHidden(true, animated: true) in viewWillAppear) or shows it again, UIKit cannot change the bar before the screen appears: it lays the screen out for the bar as it was when the transition began (finalFrame(for: .to)), and once the transition completes the navigation controller lays it out again for the bar's new state. Under an opaque bar that is a different frame: a blank strip shows where the bar was, then the whole screen jumps by the bar's height (openradar 16974099; CBStoreHouseTransition issue 1). Let the screen extend under the bar (extendedLayoutIncludesOpaqueBars = true) or make the bar translucent, and declare it with navigationBar: translucent."),
        Rule(id: "reentry.navigation", short: "A push or pop asked for during a navigation transition starts on top of it",
             full: "UINavigationController starts the second transition before the first completed and logs 'nested push animation can result in corrupted navigation bar'; a pop straight after a push can leave the navigation stuck (objc.io issue 5). Hold the request until navigationController(_:didShow:animated:) and set reentry: wait, or turn the back swipe and buttons off while a transition runs."),
        Rule(id: "reentry.tab", short: "A second tab tap during a custom tab transition starts another one",
             full: "UITabBarController starts a new custom transition while the first still holds both views: the screen can go blank and the tab bar stop responding (Hero issues 166, 193, 226, 245). Return false from tabBarController(_:shouldSelect:) while a transition runs and set reentry: refuse."),
        Rule(id: "reentry.container", short: "A child swap during a running swap starts another one",
             full: "A custom container has no guard of UIKit's: both transitions move the same views at once. Ignore or queue swaps while one runs (reentry: refuse or wait)."),
        Rule(id: "reentry.dropped", short: "A present or dismiss asked for during a modal transition never happens",
             full: "UIKit refuses a presentation or dismissal while one is in progress and only logs it ('Attempt to present ... while a presentation is in progress'), so the user's tap is lost. Make the request from the running transition's completion (reentry: wait)."),
        Rule(id: "interaction.update-after-end", short: "update(_:) is called after the interaction finished or cancelled",
             full: "UIKit documents no meaning for update(_:) after finish() or cancel(), and Hero's controller re-seeks the running animation so the transition sticks half way (Hero issues 90, 123). Stop forwarding the pan once you have finished or cancelled."),
        Rule(id: "interaction.end-after-end", short: "finish() or cancel() is called again after the interaction ended",
             full: "UIKit documents one finish() or cancel() per interaction and no meaning for another. Hero's controller acts on one that comes before the transition completed (its finish and cancel check only that it is still animating): a cancel() after finish() runs the transition back and cancels it, so the screen the user swiped to slides away again, and a second finish() restarts the finishing animations (Hero issues 90, 123). A pan handler ends twice when its .ended and .cancelled branches both end the interaction, or a timer and the release both do. Finish or cancel only while the handler still holds a running interaction, and let go of it then."),
        Rule(id: "interaction.release-at-end", short: "An interaction reaches exactly 100% and then finishes",
             full: "A note: with nothing of the transition left to run, UIKit on iOS 7 never called the animation's completion block (VCTransitionsLibrary issue 4), so the transition never completed. To support such systems pass just under 1 at a full swipe, as that library does with 0.99 (a gesture's fullPercent: 0.99 in a manifest)."),
        Rule(id: "presentation.sheet-by-default", short: "A presentation without a style is a sheet since iOS 13",
             full: "A route that presents without a presentation style gets UIKit's default, .automatic: since iOS 13 a sheet (a form sheet from iOS 18, a page sheet before; a card on a phone), not the full-screen transition the effect was written for (Hero issues 614, 639, 644). Set presentation: full-screen (modalPresentationStyle = .fullScreen), or presentation: automatic to keep the sheet."),
        Rule(id: "presentation.presenter-unavailable", short: "The effect animates a presenter UIKit does not hand it",
             full: "Under an over-full-screen or custom presentation view(forKey:) is nil for the presenting view, so whatever the effect does to it never happens on a device: the presenter stays still beneath. Present full screen, or animate only the presented view."),
        Rule(id: "presentation.presenter-lost", short: "A dismissal takes the presenter away with the container: black screen",
             full: "Under an over-full-screen or custom presentation UIKit keeps the presenting view in the window. An animator that takes it from its view controller (presenterView: viewController) instead of view(forKey:) moves it into the transition's container, which UIKit removes when the dismissal ends, so nothing is left on screen (Hero issue 705, openradar 20069328). Use view(forKey:) and leave the presenter alone, or put it back in the window in the completion."),
        Rule(id: "tabbar.animations-left", short: "UIKit's animations stay on the tab bar and it stops taking touches",
             full: "Pushing a screen with hidesBottomBarWhenPushed, and popping back, UIKit animates the tab bar alongside the transition and leaves those animations on the bar's layer after a custom transition, so the bar stops responding (Hero issues 354, 275). Remove them when the transition ends (tabBarController?.tabBar.layer.removeAllAnimations(), as Hero does) and declare it with clearsTabBarAnimations: true."),
        Rule(id: "cancel.from-view", short: "A cancelled transition leaves the old screen changed",
             full: "After a cancel the from view must be back in its initial state: frame, transform, alpha, in the container."),
        Rule(id: "cancel.to-view", short: "A cancelled transition leaves the new screen behind",
             full: "After a cancel the to view must be removed from the container."),
        Rule(id: "cancel.presenter-left", short: "A cancelled dismissal leaves the presenter's view in the container",
             full: "UIKit does not remove the to view when a dismissal is cancelled (Apple's CustomTransitions sample, AAPLSwipeTransitionAnimator.m): the animator must remove it when transitionWasCancelled, or the presenter's view stays in the presented screen's container, on top of it or hidden under it, and later dismissals misbehave (VCTransitionsLibrary pull request 46, IBAnimatable pull request 175)."),
        Rule(id: "cancel.flash", short: "A cancel shows the finished state for a frame",
             full: "A layer animation without its model value reset jumps to its final value when the cancelled animation is removed: reset the model value on cancel."),
        Rule(id: "leftover.actor", short: "A view made for the transition is left in the container",
             full: "Snapshots, overlays and dimming views the animator adds must be removed when the transition ends, or declared to outlive it."),
        Rule(id: "leftover.mask", short: "A mask is left on a view",
             full: "A mask set for the transition must be removed at the end, or the view stays clipped."),
        Rule(id: "leftover.filter", short: "A filter is left on a view",
             full: "A Core Image filter set for the transition must be removed at the end."),
        Rule(id: "leftover.container-transform", short: "The container keeps a transform",
             full: "A transform or sublayerTransform set on the container must be reset at the end."),
        Rule(id: "frame.non-finite", short: "A frame has NaN or infinite geometry",
             full: "A non-finite value (a zero scale inverted, a division by zero) makes Core Animation drop the layer or the whole animation."),
        Rule(id: "frame.blank", short: "A frame shows nothing opaque",
             full: "Nothing covers the screen for at least one frame: the user sees the window's background flash."),
        Rule(id: "interaction.layer-jump", short: "A layer animation jumps when the finger lifts",
             full: "Layer animations outside the container's timing (masks, filter ratios) do not follow the percent-driven controller's tail; drive the tail with the interactive timer (needsInteractiveTimer)."),
        Rule(id: "duration.mismatch", short: "The animation lasts longer or shorter than declared",
             full: "transitionDuration(using:) must match what the animator runs, or interactive transitions end early or late (XWTransition's lines and scanning ran back for toDuration)."),
        Rule(id: "navigation.wrong-animator", short: "A pop is animated by a different animator than the push",
             full: "Each pop should be animated by the animator that pushed the screen; a navigation delegate that returns one animator for every operation gets this wrong after several pushes."),
        Rule(id: "percent.out-of-range", short: "The interaction percent leaves 0...1",
             full: "UIPercentDrivenInteractiveTransition.update(_:) clamps below 0 and treats above 1 as complete; the gesture's percent should stay in range."),
        Rule(id: "spring.snap", short: "A spring does not settle within its duration",
             full: "UIKit ends the animation at its duration; a spring still moving then snaps to its end."),
        Rule(id: "timeline.invalid", short: "The effect's timeline cannot be built",
             full: "The kind or keyframes produced a timeline the engine cannot run (a track with no keyframes, a time outside 0...1)."),
        Rule(id: "gesture.not-begun", short: "The gesture never begins",
             full: "The pan starts outside its edge spacing or moves the other way, so no interactive transition begins."),
        Rule(id: "scenario.invalid-step", short: "A scenario step cannot run",
             full: "A step of the scenario or script does not apply here (a pop with nothing to pop) and is skipped."),
        Rule(id: "simulation.budget", short: "The run is over the simulation budget",
             full: "Frames times actors exceeds limits.maxActorFrames; lower the frame rate, the duration or the number of slices."),
        Rule(id: "check.no-animator", short: "The effect provides no animator for this operation",
             full: "The effect cannot animate this operation, so UIKit's default transition would run."),
    ]

    private static let byID: [String: Rule] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule of `code`; a code this table does not know gets a rule made from it, so output
    /// stays valid when the engine learns a new invariant first.
    public static func rule(for code: String) -> Rule {
        if let rule = byID[code] { return rule }
        return Rule(id: code, short: "Segue finding \(code)", full: "See the invariant table in Segue's docs/reference/findings.md for \(code).")
    }
}
