/// A change made before the first frame (UIKit: code before `UIView.animate`).
package enum SetupChange: Sendable, Hashable, Codable {
    /// Sets a property ("hide the real from view", "put the to view off-screen").
    case set(ActorID, AnimatableProperty, AnimatableValue)
    /// Sets or clears a mask.
    case mask(ActorID, Mask?)
    /// Sets or clears a filter.
    case filter(ActorID, FilterState?)
}

/// How a completion step calls `completeTransition(_:)`.
package enum CompletionFlag: Sendable, Hashable, Codable {
    /// `completeTransition(!transitionContext.transitionWasCancelled)`: the correct call.
    case notCancelled
    /// A fixed flag (`completeTransition(true)` even on cancel is a classic bug).
    case always(Bool)
}

/// How a transition ended.
package enum TransitionOutcome: String, Sendable, Hashable, Codable {
    case finished, cancelled
}

/// One step run when the animation ends (the animation's completion block).
package indirect enum CompletionStep: Sendable, Hashable, Codable {
    /// Removes a created actor (snapshot, slice, overlay, ...) and its children.
    case removeActor(ActorID)
    /// `isUserInteractionEnabled = true` on a view whose touches the timeline turned off
    /// (``Timeline/touchesDisabled``).
    case enableTouches(ActorID)
    /// Sets a property.
    case setProperty(ActorID, AnimatableProperty, AnimatableValue)
    /// Puts an actor back into its state at the start, before setup changes.
    case restoreInitialState(ActorID)
    /// `isHidden = false`.
    case showView(ActorID)
    /// `isHidden = true`.
    case hideView(ActorID)
    /// `removeFromSuperview()` of a real view, done by the animator itself.
    case removeFromSuperview(ActorID)
    /// Clears a mask.
    case removeMask(ActorID)
    /// Clears a filter.
    case removeFilter(ActorID)
    /// `completeTransition(...)`.
    case completeTransition(CompletionFlag)
    /// Steps that run only for one outcome.
    case onlyIf(TransitionOutcome, [CompletionStep])
}

/// What the animation's completion block does.
package struct CompletionPlan: Sendable, Hashable, Codable {
    /// Steps in order.
    package var steps: [CompletionStep]

    /// Creates a plan.
    package init(_ steps: [CompletionStep]) {
        self.steps = steps
    }

    /// The correct plan for a timeline creating `createdActors`: remove them, clear masks and filters
    /// of the real views, restore the from view and the container, give the to view an identity
    /// transform and show it, then `completeTransition(!cancelled)`.
    package static func standard(removing createdActors: [ActorID], keepingMasks: Bool = false) -> CompletionPlan {
        var steps: [CompletionStep] = createdActors.map { .removeActor($0) }
        if !keepingMasks {
            steps += [.removeMask(.from), .removeMask(.to), .removeMask(.container)]
        }
        steps += [.removeFilter(.from), .removeFilter(.to), .removeFilter(.container)]
        steps += [
            .restoreInitialState(.from),
            .restoreInitialState(.container),
            .setProperty(.to, .transform, .transform(.identity)),
            .showView(.to),
            .completeTransition(.notCancelled),
        ]
        return CompletionPlan(steps)
    }
}

/// Everything an animator does for one direction: created actors, setup, tracks and completion.
public struct Timeline: Sendable, Hashable, Codable {
    /// Length in seconds; must equal the animator's duration for the direction.
    public var duration: Double
    /// Actors created at the start, in insertion order (later ones draw above at equal zPosition).
    public var actors: [ActorSpec]
    /// Changes made to the scene before the first frame.
    package var setup: [SetupChange]
    /// The animations.
    public var tracks: [Track]
    /// The completion block.
    package var completion: CompletionPlan
    /// True when a mask left on a real view at the end is deliberate (not reported).
    package var masksStayOnPurpose: Bool
    /// True when the completion block is a layer animation's `animationDidStop` (XWCircleSpreadAnimator
    /// calls `completeTransition` there), not a UIView animation's completion. Released without the
    /// interactive timer, such an animation jumps to its end and has ended: the completion runs on
    /// the next frame instead of waiting for UIKit's completion tail of the view animations.
    package var completesWithLayerAnimation: Bool
    /// Set when the animator drives interaction itself instead of UIKit's percent-driven
    /// controller, as Hero does: on finish or cancel every animation restarts from where it stands,
    /// over the remaining time `(1 - p) * duration` in both directions, on this fresh curve
    /// (HeroTransition+Interactive.swift `finish`/`cancel`, HeroCoreAnimationViewContext `resume`).
    package var restartCurveOnRelease: TimingFunction?
    /// Created actors a successful transition leaves in the container on purpose (a manifest's
    /// `outlives:`): the completion removes them only on cancel, and `leftover.actor` does not report
    /// them after success. XWDrawerAnimator.m keeps the covered screen's snapshot beside the drawer.
    package var outlivesOnPurpose: [ActorID] = []
    /// Where the drawn view rests on purpose when that is not the frame the context gives it: after a
    /// successful "to" the arriving view ends there, and going back the leaving view starts there and
    /// returns there on cancel. XWDrawerAnimator.m leaves its drawer with only `moveDistance` on screen.
    package var restingFrame: Rect?
    /// Views whose `isUserInteractionEnabled` the animator sets to false when the transition
    /// starts, as VCTransitionsLibrary's NatGeo does to the view left behind; a completion step
    /// ``CompletionStep/enableTouches(_:)`` turns them back on. A view still off when it is the
    /// screen the user is left on is the `touches.disabled` finding.
    package var touchesDisabled: [ActorID] = []
    /// True when the animator takes the presenting controller's `view` itself
    /// (`toViewController.view`, as VCTransitionsLibrary's CEReversibleAnimationController and Hero
    /// do) instead of `view(forKey:)`. Under a presentation that keeps the presenter in the window
    /// the view is then not out of reach (``UnavailableView`` does not apply): a dismissal adds it to
    /// the container, and UIKit removes that container, and the presenter with it, when the
    /// dismissal ends (a black screen: Hero issue 705, openradar 20069328).
    package var reachesPresenter = false

    /// This timeline with `actors` outliving a successful transition: their removal in the
    /// completion runs only on cancel.
    package func keeping(_ actors: [ActorID]) -> Timeline {
        guard !actors.isEmpty else { return self }
        var copy = self
        copy.outlivesOnPurpose = actors
        copy.completion.steps = completion.steps.map { step in
            if case .removeActor(let id) = step, actors.contains(id) { return .onlyIf(.cancelled, [step]) }
            return step
        }
        return copy
    }

    /// Creates a timeline; the completion defaults to ``CompletionPlan/standard(removing:keepingMasks:)``.
    package init(
        duration: Double, actors: [ActorSpec] = [], setup: [SetupChange] = [], tracks: [Track] = [],
        completion: CompletionPlan? = nil, masksStayOnPurpose: Bool = false, completesWithLayerAnimation: Bool = false,
        restartCurveOnRelease: TimingFunction? = nil
    ) {
        self.restartCurveOnRelease = restartCurveOnRelease
        self.completesWithLayerAnimation = completesWithLayerAnimation
        self.duration = duration
        self.actors = actors
        self.setup = setup
        self.tracks = tracks
        self.completion =
            completion ?? .standard(removing: actors.map(\.id), keepingMasks: masksStayOnPurpose)
        self.masksStayOnPurpose = masksStayOnPurpose
    }

    /// The resolved scene at `time` seconds of an uninterrupted run: a pure function.
    ///
    /// Compiles the timeline for this one call: to take many scenes, keep a ``TimelineSampler``.
    public func sample(at time: Double, in context: TransitionContext) -> ResolvedScene {
        TimelineSampler(self, in: context).scene(at: time)
    }
}
