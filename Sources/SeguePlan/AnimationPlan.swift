import SegueEngine

/// What a transition hands to an animation system, for one effect, operation and context: the
/// actors with their state before the first frame, one animation per animated property in the terms
/// Core Animation and the Web Animations API share, and what the completion block does.
///
/// A pure value compiled by ``PlanCompiler`` from the same timeline the engine samples, and written
/// as deterministic JSON by SegueRender's `PlanJSON` (Schemas/plan.schema.json describes it). ``PlanEvaluator``
/// plays it back with Core Animation's documented timing rules.
public struct AnimationPlan: Sendable, Hashable {
    /// The version of the plan's JSON form.
    package static let formatVersion = 1

    /// The animator's identity (the effect's id and settings).
    package var effect: String
    /// push, pop, present, dismiss, tab or container.
    package var operation: TransitionOperation
    /// to or back.
    package var direction: TransitionDirection
    /// The modal presentation style, for present and dismiss.
    package var presentationStyle: PresentationStyle?
    /// True when a gesture drives the transition.
    package var isInteractive: Bool
    /// The container's bounds.
    package var containerBounds: Rect
    /// The transition's duration in seconds (`transitionDuration(using:)`).
    package var duration: Double
    /// Every actor in insertion order: later siblings draw above at equal zPosition.
    package var actors: [PlanActor]
    /// The animations in the order they are added to their layers, so in the order they apply:
    /// a later animation of the same property replaces an earlier one's value while it is active.
    package var animations: [PlanAnimation]
    /// What the completion block does, for each outcome.
    package var completion: PlanCompletion
    /// How the animations respond to percent-driven interaction.
    package var interaction: PlanInteraction

    /// Creates a plan.
    package init(
        effect: String, operation: TransitionOperation, direction: TransitionDirection,
        presentationStyle: PresentationStyle?, isInteractive: Bool, containerBounds: Rect, duration: Double,
        actors: [PlanActor], animations: [PlanAnimation], completion: PlanCompletion, interaction: PlanInteraction
    ) {
        self.effect = effect
        self.operation = operation
        self.direction = direction
        self.presentationStyle = presentationStyle
        self.isInteractive = isInteractive
        self.containerBounds = containerBounds
        self.duration = duration
        self.actors = actors
        self.animations = animations
        self.completion = completion
        self.interaction = interaction
    }

    /// The actor with `id`.
    package func actor(_ id: ActorID) -> PlanActor? { actors.first { $0.id == id } }
}
