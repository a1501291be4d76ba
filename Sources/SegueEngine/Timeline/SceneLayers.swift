/// A scene's layers before resolving, in insertion order: the one scene model that the engine's
/// trace and a plan's playback both resolve (``ResolvedScene``).
///
/// A layer tree as Core Animation keeps it: each actor's model state under its parent, siblings in
/// the order they were added. ``resolved()`` gives the drawing order, the projections, the
/// effective alpha and the hidden flags with the engine's geometry (`SceneGeometry`), so a plan
/// evaluated outside the engine draws with the same rules and the same bits.
package struct SceneLayers: Sendable {
    private var model: SceneModel

    /// An empty scene in a container of `bounds`.
    package init(containerBounds bounds: Rect) {
        model = SceneModel(containerBounds: bounds)
    }

    /// Adds a layer after the others; an id already present is replaced in place.
    package mutating func add(
        _ id: ActorID, role: ActorRole, source: ActorID? = nil, parent: ActorID?, state: ActorState
    ) {
        model.add(.init(id: id, role: role, source: source, parent: parent, state: state))
    }

    /// Where `id` sits, for callers that find an actor once and then update it by position.
    package func position(of id: ActorID) -> Int? { model.position(of: id) }

    /// Changes the state of the layer at `position` (from ``position(of:)`` on this scene or an
    /// unchanged copy).
    package mutating func update(at position: Int, _ body: (inout ActorState) -> Void) {
        model.update(at: position, body)
    }

    /// Changes the state of `id`, if present.
    package mutating func update(_ id: ActorID, _ body: (inout ActorState) -> Void) {
        model.update(id, body)
    }

    /// Removes `id` and its descendants (`removeFromSuperview`).
    package mutating func remove(_ id: ActorID) { model.remove(id) }

    /// The resolved scene: drawing order, projections, effective alpha and hidden flags.
    package func resolved() -> ResolvedScene { model.resolved() }
}
