import SegueEngine

/// One actor as a plan evaluates it: its state and where it lands on screen.
public struct PlanSceneActor: Sendable, Hashable {
    /// Id.
    public var id: ActorID
    /// Role.
    public var role: ActorRole
    /// The parent; nil for the root.
    public var parent: ActorID?
    /// The full state.
    public var state: ActorState
    /// The frame's corners on screen (top-left, top-right, bottom-right, bottom-left); nil behind the eye.
    public var corners: [Point]?
    /// Opacity multiplied through the ancestors (`opacity` of a layer tree).
    public var effectiveAlpha: Double
    /// Hidden, itself or through an ancestor.
    public var isEffectivelyHidden: Bool
}

/// A plan's scene at one moment: every actor, back to front.
///
/// Geometry follows Core Animation's layer model (Core Animation Programming Guide, "Layers Have
/// Their Own Background and Border" and "Anchor Points Affect Geometric Manipulations",
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/CoreAnimationBasics/CoreAnimationBasics.html):
/// a layer's `transform` applies about its anchor point, which sits at `position` in the parent;
/// the parent's `sublayerTransform` applies to its sublayers about the parent's anchor point
/// (https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform); a plain
/// layer flattens its sublayers into its plane (divide by w, drop z) at each level. Siblings draw in
/// `zPosition` order, ties in insertion order
/// (https://developer.apple.com/documentation/quartzcore/calayer/zposition).
public struct PlanScene: Sendable, Hashable {
    /// The container's bounds.
    public var containerBounds: Rect
    /// Actors back to front.
    public var actors: [PlanSceneActor]

    /// The actor with `id`.
    public func actor(_ id: ActorID) -> PlanSceneActor? { actors.first { $0.id == id } }

    /// Resolves `nodes` (insertion order) into a scene.
    static func resolve(_ nodes: [PlanNode], bounds: Rect) -> PlanScene {
        var index: [ActorID: Int] = [:]
        for (i, node) in nodes.enumerated() { index[node.id] = i }
        var children = [[Int]](repeating: [], count: nodes.count)
        var roots: [Int] = []
        var parentOf = [Int?](repeating: nil, count: nodes.count)
        for (i, node) in nodes.enumerated() {
            if let parent = node.parent, parent != node.id, let p = index[parent] {
                parentOf[i] = p
                children[p].append(i)
            } else {
                roots.append(i)
            }
        }
        let toParent = nodes.indices.map { i in localToParent(nodes[i].state, parent: parentOf[i].map { nodes[$0].state }) }
        func project(_ point: Point, from start: Int) -> Point? {
            var current = point
            var node: Int? = start
            var depth = 0
            while let i = node, depth <= 64 {
                guard let next = toParent[i].project(current) else { return nil }
                current = next
                node = parentOf[i]
                depth += 1
            }
            return node == nil ? current : nil
        }
        func ordered(_ list: [Int]) -> [Int] {
            list.enumerated().sorted {
                let a = nodes[$0.element].state.zPosition
                let b = nodes[$1.element].state.zPosition
                return a != b ? a < b : $0.offset < $1.offset
            }.map(\.element)
        }
        var result: [PlanSceneActor] = []
        var visited = [Bool](repeating: false, count: nodes.count)
        func visit(_ i: Int, alpha: Double, hidden: Bool) {
            guard !visited[i] else { return }
            visited[i] = true
            let node = nodes[i]
            let w = node.state.frame.width
            let h = node.state.frame.height
            let points = [Point.zero, Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)].map { project($0, from: i) }
            let corners = points.allSatisfy { $0 != nil } ? points.compactMap { $0 } : nil
            // CALayer.opacity: "Values outside that range are clamped to the minimum or maximum"
            // (https://developer.apple.com/documentation/quartzcore/calayer/opacity).
            let opacity = node.state.alpha.isNaN ? node.state.alpha : min(max(node.state.alpha, 0), 1)
            let effectiveAlpha = alpha * opacity
            let effectiveHidden = hidden || node.state.isHidden
            result.append(
                PlanSceneActor(
                    id: node.id, role: node.role, parent: parentOf[i].map { nodes[$0].id }, state: node.state,
                    corners: corners, effectiveAlpha: effectiveAlpha, isEffectivelyHidden: effectiveHidden))
            for child in ordered(children[i]) { visit(child, alpha: effectiveAlpha, hidden: effectiveHidden) }
        }
        for root in ordered(roots) { visit(root, alpha: 1, hidden: false) }
        return PlanScene(containerBounds: bounds, actors: result)
    }

    /// The matrix taking a point of the layer (origin at its frame's top-left) into its parent.
    static func localToParent(_ state: ActorState, parent: ActorState?) -> Transform3D {
        let anchor = Point(x: state.anchorPoint.x * state.frame.width, y: state.anchorPoint.y * state.frame.height)
        let position = Point(
            x: state.frame.origin.x + anchor.x + state.translation.x, y: state.frame.origin.y + anchor.y + state.translation.y)
        var m = Transform3D.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(state.transform.matrix)
            .concatenating(.translation(x: position.x, y: position.y))
        if let parent, !parent.sublayerTransform.operations.isEmpty {
            let pa = Point(x: parent.anchorPoint.x * parent.frame.width, y: parent.anchorPoint.y * parent.frame.height)
            m = m.concatenating(.translation(x: -pa.x, y: -pa.y))
                .concatenating(parent.sublayerTransform.matrix)
                .concatenating(.translation(x: pa.x, y: pa.y))
        }
        return m
    }
}

/// An actor while a plan is being evaluated.
struct PlanNode: Sendable {
    var id: ActorID
    var role: ActorRole
    var parent: ActorID?
    var state: ActorState
}
