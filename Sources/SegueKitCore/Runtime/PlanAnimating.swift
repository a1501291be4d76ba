import SegueEngine
import SeguePlan

/// An interruptible animator over a ``PlanPlayer``: the state machine of UIKit's `UIViewAnimating`
/// (https://developer.apple.com/documentation/uikit/uiviewanimating), which SegueKit's
/// `SegueInterruptibleAnimator` forwards to in one-line members, and which
/// `interruptibleAnimator(using:)` returns for the whole transition.
///
/// What each call does to a transition:
/// - `startAnimation()`: from inactive, plays the plan; after a pause, plays the effect's release
///   towards the end (towards the start when `isReversed`), as when a finger lifts.
/// - `pauseAnimation()`: from inactive, stages the transition paused at 0 (an interactive start);
///   while running, pauses it where it stands. `fractionComplete` then scrubs it.
/// - `stopAnimation(false)` stops it where it stands (state stopped) until `finishAnimation(at:)`
///   ends it: `.end` finishes the transition, `.start` cancels it, `.current` finishes it unless
///   reversed (or, during a release, as the release was heading: UIKit was already told). A
///   transition must end with one `completeTransition`, so `stopAnimation(true)`, which leaves a
///   view animation inactive with nothing further, here ends it as `.current` does.
public final class PlanAnimating<K: SegueToolkit> {
    /// `UIViewAnimatingState`.
    package enum Status: Sendable, Hashable { case inactive, active, stopped }
    /// `UIViewAnimatingPosition`.
    package enum Position: Sendable, Hashable { case end, start, current }

    /// The player it drives.
    package let player: PlanPlayer<K>
    /// Where it is.
    package private(set) var state = Status.inactive
    /// True when a release plays towards the start.
    package var isReversed = false
    private let begin: (PlanPlayer<K>) -> Void
    private let beginPaused: (PlanPlayer<K>) -> Void
    private var completions: [(Position) -> Void] = []
    private var ending: Position?

    /// An animator playing `player` in `context`.
    package init<C: SegueTransitionContext>(player: PlanPlayer<K>, context: C) where C.View == K.View {
        self.player = player
        begin = { $0.start(in: context) }
        beginPaused = { $0.startInteractive(in: context) }
        player.onComplete = { [weak self] _ in self?.settle() }
    }

    /// True while the transition plays on its own (not paused, stopped or ended).
    package var isRunning: Bool { player.phase == .running || player.phase == .releasing }

    /// The fraction shown; setting it while paused scrubs the transition.
    package var fractionComplete: Double {
        get { player.position }
        set { if player.phase == .interacting { player.update(newValue) } }
    }

    /// `startAnimation()`: plays the plan from the start, or after a pause plays the effect's release.
    package func startAnimation() {
        switch player.phase {
        case .idle: begin(player)
        case .interacting: player.release(finishing: !isReversed, completionCurve: PlanTimingFunction(.linear, segmentDuration: 0))
        case .running, .releasing, .completed: break
        }
        settle()
    }

    /// `startAnimation()` from `animateTransition(using:)`: when the plan captures the arriving
    /// view (``PlanPlayer/capturesArrivingView``) and `schedule` is given (the UIKit side passes
    /// the main queue's `async` for a push or pop), staging and its captures run in the work
    /// `schedule` is handed, after UIKit's callback has returned, as Hero defers its navigation
    /// snapshots; the animator is active meanwhile. Otherwise it starts now.
    package func startAnimation(deferringCapturesWith schedule: ((@escaping () -> Void) -> Void)?) {
        guard let schedule, player.phase == .idle, state == .inactive, player.capturesArrivingView else {
            startAnimation()
            return
        }
        state = .active
        schedule { [weak self] in self?.startAnimation() }
    }

    /// `pauseAnimation()`: stages the transition paused at 0, or pauses a running one where it stands.
    package func pauseAnimation() {
        switch player.phase {
        case .idle: beginPaused(player)
        case .running: player.pause()
        case .interacting, .releasing, .completed: break
        }
        settle()
    }

    /// `stopAnimation(_:)`: stops where it stands; with `withoutFinishing` it also ends the transition as `.current` would.
    package func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if player.phase == .running { player.pause() }
        if withoutFinishing {
            finish(at: .current)
        } else if player.phase == .interacting {
            state = .stopped
        }
    }

    /// `finishAnimation(at:)`: only from the stopped state, as UIKit requires.
    package func finishAnimation(at position: Position) {
        guard state == .stopped else { return }
        finish(at: position)
    }

    /// `addCompletion(_:)`: called once with the position the transition ended at.
    package func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }

    private func finish(at position: Position) {
        let finishing =
            switch position {
            case .end: true
            case .start: false
            // Where it stands: a release already under way keeps the outcome UIKit was told of.
            case .current: player.releaseFinishes ?? !isReversed
            }
        ending = position
        player.end(finishing ? .finished : .cancelled)
    }

    /// Follows the player: active from its start until it completes, then inactive, with each
    /// completion called once.
    private func settle() {
        if player.phase == .completed {
            guard state != .inactive || !completions.isEmpty else { return }
            state = .inactive
            let ended = ending ?? (player.outcome == .finished ? .end : .start)
            let pending = completions
            completions = []
            for completion in pending { completion(ended) }
        } else if player.phase != .idle, state == .inactive {
            state = .active
        }
    }
}
