/// One actor of a resolved scene, with everything a renderer needs.
public struct ResolvedActor: Sendable, Hashable, Codable {
    /// Id.
    public var id: ActorID
    /// Role.
    public var role: ActorRole
    /// The view a snapshot or slice shows.
    public var source: ActorID?
    /// The parent actor; nil for the container.
    public var parent: ActorID?
    /// The full state (frame, anchor, transform value, alpha, mask, filter, ...).
    public var state: ActorState
    /// The composed matrix of `state.transform`.
    public var matrix: Transform3D
    /// The frame's corners on screen (top-left, top-right, bottom-right, bottom-left) through every
    /// ancestor's transform, sublayer transform and perspective divide; nil when behind the eye.
    public var corners: [Point]?
    /// Alpha multiplied through the ancestors.
    public var effectiveAlpha: Double
    /// True when this actor or an ancestor is hidden.
    public var isEffectivelyHidden: Bool
}

/// The resolved scene at one instant: every actor, back to front.
public struct ResolvedScene: Sendable, Hashable, Codable {
    /// The container's bounds.
    public var containerBounds: Rect
    /// Actors in drawing order (back to front): parents before children, siblings by zPosition then
    /// insertion order.
    public var actors: [ResolvedActor]

    /// The actor with `id`, if present.
    public func actor(_ id: ActorID) -> ResolvedActor? {
        actors.first { $0.id == id }
    }

    /// Projects `point`, given in `id`'s own coordinates (origin at its frame's top-left), to the screen.
    public func project(_ point: Point, in id: ActorID) -> Point? {
        var states: [ActorID: ActorState] = [:]
        var parents: [ActorID: ActorID] = [:]
        for actor in actors {
            states[actor.id] = actor.state
            if let parent = actor.parent { parents[actor.id] = parent }
        }
        return SceneGeometry.project(point, of: id, states: states, parents: parents)
    }

    /// True when some visible content covers a non-degenerate area of the screen.
    public var hasVisibleContent: Bool {
        actors.contains { SceneGeometry.isVisibleContent($0, bounds: containerBounds) }
    }

    /// True when every number of every actor is finite.
    public var isFinite: Bool {
        actors.allSatisfy { SceneGeometry.nonFiniteFields(of: $0.state).isEmpty && $0.matrix.isFinite }
    }
}

package enum SceneGeometry {
    /// A layer's opacity as it composites: clamped to 0...1 (a NaN stays NaN, for the finiteness check).
    package static func compositedOpacity(_ alpha: Double) -> Double {
        alpha.isNaN ? alpha : min(max(alpha, 0), 1)
    }

    /// Maps an actor's local point into its parent's coordinates (or the screen for the root).
    ///
    /// The transform acts about the anchor point; the parent's sublayer transform acts about the
    /// parent's anchor point. Each level is flattened (divide by w, drop z), as a plain CALayer renders
    /// its sublayers into its own plane.
    package static func localToParent(_ state: ActorState, parent: ActorState?, matrix: Transform3D? = nil) -> Transform3D {
        let size = state.frame.size
        let anchor = Point(x: state.anchorPoint.x * size.width, y: state.anchorPoint.y * size.height)
        let position = state.layerPosition
        let transform = matrix ?? state.transform.matrix
        let offset = Transform3D.translation(x: position.x, y: position.y)
        // Most actors are untransformed: their mapping is one translation, no matrix products.
        var m =
            transform.isIdentity
            ? Transform3D.translation(x: offset.m41 - anchor.x, y: offset.m42 - anchor.y)
            : Transform3D.translation(x: -anchor.x, y: -anchor.y).concatenating(transform).concatenating(offset)
        if let parent, !parent.sublayerTransform.operations.isEmpty {
            let pa = Point(
                x: parent.anchorPoint.x * parent.frame.width, y: parent.anchorPoint.y * parent.frame.height)
            m = m.concatenating(.translation(x: -pa.x, y: -pa.y))
                .concatenating(parent.sublayerTransform.matrix)
                .concatenating(.translation(x: pa.x, y: pa.y))
        }
        return m
    }

    package static func project(
        _ point: Point, of id: ActorID, states: [ActorID: ActorState], parents: [ActorID: ActorID]
    ) -> Point? {
        var current = point
        var node: ActorID? = id
        var depth = 0
        while let nodeID = node, let state = states[nodeID] {
            let parentID = parents[nodeID]
            let parentState = parentID.flatMap { states[$0] }
            guard let next = localToParent(state, parent: parentState).project(current) else { return nil }
            current = next
            node = parentState == nil ? nil : parentID
            depth += 1
            // A cycle in parents would otherwise loop forever.
            if depth > 64 { return nil }
        }
        return current
    }

    package static func quadArea(_ corners: [Point]) -> Double {
        guard corners.count >= 3 else { return 0 }
        var sum = 0.0
        for i in corners.indices {
            let a = corners[i]
            let b = corners[(i + 1) % corners.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }

    package static func isVisibleContent(_ actor: ResolvedActor, bounds: Rect) -> Bool {
        guard !actor.isEffectivelyHidden, actor.effectiveAlpha > 0.01 else { return false }
        switch actor.role {
        case .container, .overlay, .dimming, .scanLine, .other:
            // Chrome is visible content only when it paints a colour of its own.
            guard let color = actor.state.backgroundColor, color.alpha * actor.effectiveAlpha > 0.01 else {
                return false
            }
        case .fromView, .toView, .snapshot, .slice, .filter:
            break
        }
        // A sliver under a point shows nothing; on a screen a few points wide (the smallest is
        // 1x1), a quarter of the screen's area is the sliver, or no frame would ever show anything.
        let sliver = min(1, bounds.width * bounds.height / 4)
        switch actor.state.mask {
        case .circle(_, let radius): if radius <= min(0.5, sliver.squareRoot() / 2) { return false }
        case .rect(let rect): if rect.isEmpty { return false }
        case .layer, .none: break
        }
        guard let corners = actor.corners, quadArea(corners) > sliver else { return false }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return false }
        return maxX > bounds.minX && minX < bounds.maxX && maxY > bounds.minY && minY < bounds.maxY
    }

    /// True when the actor at `index` is visible content, at least `minimumShare` of the screen's
    /// area, that nothing opaque drawn above it (later in the back-to-front list) covers completely.
    package static func isSeen(_ index: Int, in actors: [ResolvedActor], bounds: Rect, minimumShare: Double = 0) -> Bool {
        let actor = actors[index]
        guard isVisibleContent(actor, bounds: bounds), let corners = actor.corners else { return false }
        // Only the part on screen matters (exact for untransformed rectangles, close for the rest).
        let onScreen = corners.map {
            Point(x: $0.x.clamped(to: bounds.minX...bounds.maxX), y: $0.y.clamped(to: bounds.minY...bounds.maxY))
        }
        guard quadArea(onScreen) >= minimumShare * bounds.width * bounds.height else { return false }
        for above in actors[(index + 1)...] where isOpaqueCover(above, bounds: bounds) {
            guard let quad = above.corners else { continue }
            if onScreen.allSatisfy({ contains(quad, $0) }) { return false }
        }
        return true
    }

    /// Content that hides whatever lies under it: a view, snapshot or slice (or a colour of its own)
    /// drawn fully opaque, unmasked.
    private static func isOpaqueCover(_ actor: ResolvedActor, bounds: Rect) -> Bool {
        guard isVisibleContent(actor, bounds: bounds), actor.effectiveAlpha >= 0.999, actor.state.mask == nil else {
            return false
        }
        switch actor.role {
        case .fromView, .toView, .snapshot, .slice: return true
        default: return (actor.state.backgroundColor?.alpha ?? 0) >= 0.999
        }
    }

    /// True when `point` lies in the convex quadrilateral `quad` (within half a point).
    private static func contains(_ quad: [Point], _ point: Point) -> Bool {
        guard quad.count == 4 else { return false }
        var sign = 0.0
        for i in 0..<4 {
            let a = quad[i]
            let b = quad[(i + 1) % 4]
            let edge = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            guard edge > 0 else { continue }
            // Signed distance from the edge's line.
            let distance = ((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) / edge
            if abs(distance) <= 0.5 { continue }
            if sign == 0 { sign = distance > 0 ? 1 : -1 } else if (distance > 0 ? 1 : -1) != sign { return false }
        }
        return true
    }

    package static func nonFiniteFields(of s: ActorState, matrix: Transform3D? = nil) -> [String] {
        // Checked every frame for every actor: answer the common all-finite case without allocating.
        if let matrix, isAllFinite(s, matrix: matrix) { return [] }
        var fields: [String] = []
        let rectNumbers = [s.frame.origin.x, s.frame.origin.y, s.frame.size.width, s.frame.size.height]
        if !rectNumbers.allSatisfy(\.isFinite) { fields.append("frame") }
        if !(s.anchorPoint.x.isFinite && s.anchorPoint.y.isFinite) { fields.append("anchorPoint") }
        if !s.transform.isFinite || !s.transform.matrix.isFinite { fields.append("transform") }
        if !(s.translation.x.isFinite && s.translation.y.isFinite) { fields.append("translation") }
        if !s.sublayerTransform.isFinite { fields.append("sublayerTransform") }
        if !s.alpha.isFinite { fields.append("alpha") }
        if !s.zPosition.isFinite { fields.append("zPosition") }
        if !s.cornerRadius.isFinite { fields.append("cornerRadius") }
        if let c = s.backgroundColor, ![c.red, c.green, c.blue, c.alpha].allSatisfy(\.isFinite) {
            fields.append("backgroundColor")
        }
        if !(s.shadowOpacity.isFinite && s.shadowRadius.isFinite) { fields.append("shadow") }
        switch s.mask {
        case .circle(let c, let r): if !(c.x.isFinite && c.y.isFinite && r.isFinite) { fields.append("mask") }
        case .rect(let r):
            if ![r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite) { fields.append("mask") }
        case .layer, .none: break
        }
        if let f = s.filter, !(f.ratio.isFinite && f.parameters.allSatisfy(\.value.isFinite)) {
            fields.append("filter")
        }
        let cr = s.contentsRect
        if ![cr.origin.x, cr.origin.y, cr.size.width, cr.size.height].allSatisfy(\.isFinite) {
            fields.append("contentsRect")
        }
        return fields
    }

    /// x - x is 0 for every finite x and NaN otherwise, so one sum tells whether all are finite.
    private static func isAllFinite(_ s: ActorState, matrix m: Transform3D) -> Bool {
        @inline(__always) func z(_ x: Double) -> Double { x - x }
        var sum = z(s.frame.origin.x) + z(s.frame.origin.y) + z(s.frame.size.width) + z(s.frame.size.height)
        sum += z(s.anchorPoint.x) + z(s.anchorPoint.y) + z(s.translation.x) + z(s.translation.y)
        sum += z(s.alpha) + z(s.zPosition) + z(s.cornerRadius) + z(s.shadowOpacity) + z(s.shadowRadius)
        sum +=
            z(s.contentsRect.origin.x) + z(s.contentsRect.origin.y) + z(s.contentsRect.size.width)
            + z(s.contentsRect.size.height)
        sum += z(m.m11) + z(m.m12) + z(m.m13) + z(m.m14) + z(m.m21) + z(m.m22) + z(m.m23) + z(m.m24)
        sum += z(m.m31) + z(m.m32) + z(m.m33) + z(m.m34) + z(m.m41) + z(m.m42) + z(m.m43) + z(m.m44)
        if let c = s.backgroundColor { sum += z(c.red) + z(c.green) + z(c.blue) + z(c.alpha) }
        switch s.mask {
        case .circle(let c, let r): sum += z(c.x) + z(c.y) + z(r)
        case .rect(let r): sum += z(r.origin.x) + z(r.origin.y) + z(r.size.width) + z(r.size.height)
        case .layer, .none: break
        }
        if let f = s.filter {
            sum += z(f.ratio)
            for parameter in f.parameters { sum += z(parameter.value) }
        }
        return sum == 0 && s.transform.isFinite && s.sublayerTransform.isFinite
    }
}
