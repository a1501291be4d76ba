import SegueEngine

/// Who put an actor or an animation into the scene.
package enum PlanOwner: String, Sendable, Hashable, CaseIterable {
    /// UIKit: the container and the from and to views.
    case uikit
    /// The presentation controller: its dimming view and the dimming view's fade.
    case presentation
    /// The animator: snapshots, slices, overlays, ... and every animation it adds.
    case animator
}

/// One actor: a real view, a created view or layer, or presentation chrome.
package struct PlanActor: Sendable, Hashable {
    /// Id.
    package var id: ActorID
    /// What it is (view, snapshot, slice, overlay, dimming, scan line, filter, ...).
    package var role: ActorRole
    /// Who added it.
    package var owner: PlanOwner
    /// The view a snapshot or slice shows.
    package var source: ActorID?
    /// The parent; nil for the container.
    package var parent: ActorID?
    /// The model values before the first frame, after the animator's setup (masks and filters included).
    package var initial: ActorState
    /// The state before the animator touched it, which a completion `restore` returns to; nil when
    /// equal to `initial`.
    package var beforeSetup: ActorState?

    /// Creates an actor.
    package init(
        id: ActorID, role: ActorRole, owner: PlanOwner, source: ActorID?, parent: ActorID?, initial: ActorState,
        beforeSetup: ActorState?
    ) {
        self.id = id
        self.role = role
        self.owner = owner
        self.source = source
        self.parent = parent
        self.initial = initial
        self.beforeSetup = beforeSetup
    }

    /// The state a `restore` action returns to.
    package var restoredState: ActorState { beforeSetup ?? initial }
}
