import Foundation
import SegueEngine
import SegueKitCore

/// One named layer of a recorded frame, as the screen shows it.
struct RecordedActor: Hashable {
    var id: ActorID
    var corners: [Point]?
    var effectiveAlpha: Double
    var isEffectivelyHidden: Bool
    /// The mask's shape in the layer's coordinates.
    var mask: MaskShape?
}

/// The fake render server: walks the layer tree from the container at the current time and
/// resolves each layer's presentation values to screen corners, with Core Animation's geometry
/// (the transform about the anchor point at `position`, the parent's `sublayerTransform` about its
/// anchor, each level flattened; siblings by `zPosition`, then in order added).
enum FakeRecorder {
    static func record(_ root: FakeLayer, world: FakeWorld) -> [RecordedActor] {
        var result: [RecordedActor] = []
        /// `state` is the layer's presentation, worked out once (its parent sorts by its zPosition);
        /// `toScreen` holds each ancestor's local-to-parent matrix, the root's first.
        func visit(
            _ layer: FakeLayer, state: FakeLayerState, parentState: FakeLayerState?, toScreen: [Transform3D], alpha: Double,
            hidden: Bool
        ) {
            let chain = toScreen + [localToParent(state, parent: parentState)]
            let w = state.bounds.width
            let h = state.bounds.height
            // nil when any corner is behind the eye. A plain loop: every recorded frame of the
            // differential suite passes here for every layer, and `map`, `allSatisfy` and
            // `compactMap` each cost a generic call in the tests' debug build.
            var corners: [Point]? = []
            for point in [Point.zero, Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)] {
                guard let projected = project(point, chain) else {
                    corners = nil
                    break
                }
                corners?.append(projected)
            }
            let effectiveAlpha = alpha * min(max(state.opacity, 0), 1)
            let effectiveHidden = hidden || state.isHidden
            if !effectiveHidden && effectiveAlpha > 0 && state.shadowOpacity > 0 && state.shadowPath == nil {
                world.offscreenShadows.append(layer.name ?? "?")
            }
            guard let name = layer.name else {
                world.problems.append("an unnamed layer in the tree")
                return
            }
            result.append(
                RecordedActor(
                    id: ActorID(name), corners: corners, effectiveAlpha: effectiveAlpha, isEffectivelyHidden: effectiveHidden,
                    mask: layer.mask.map { $0.presentation(at: world.clock).path } ?? nil))
            var children: [(offset: Int, layer: FakeLayer, state: FakeLayerState)] = []
            children.reserveCapacity(layer.sublayers.count)
            var sameZ = true
            for child in layer.sublayers {
                let childState = child.presentation(at: world.clock)
                if let first = children.first, first.state.zPosition != childState.zPosition { sameZ = false }
                children.append((children.count, child, childState))
            }
            // Siblings at one zPosition (nearly all) are already in the order added; the sort is for
            // the rest (and for a NaN, unequal even to itself).
            if !sameZ {
                children.sort { $0.state.zPosition != $1.state.zPosition ? $0.state.zPosition < $1.state.zPosition : $0.offset < $1.offset }
            }
            for (_, child, childState) in children {
                visit(child, state: childState, parentState: state, toScreen: chain, alpha: effectiveAlpha, hidden: effectiveHidden)
            }
        }
        visit(root, state: root.presentation(at: world.clock), parentState: nil, toScreen: [], alpha: 1, hidden: false)
        return result
    }

    /// Maps a point of the last layer of `chain` to the screen, level by level.
    private static func project(_ point: Point, _ chain: [Transform3D]) -> Point? {
        var current = point
        var level = chain.count - 1
        while level >= 0 {
            guard let next = chain[level].project(current) else { return nil }
            current = next
            level -= 1
        }
        return current
    }

    static func localToParent(_ state: FakeLayerState, parent: FakeLayerState?) -> Transform3D {
        let anchor = Point(x: state.anchorPoint.x * state.bounds.width, y: state.anchorPoint.y * state.bounds.height)
        var m = Transform3D.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(state.transform)
            .concatenating(.translation(x: state.position.x, y: state.position.y))
        if let parent {
            // Sublayer positions are in the parent's bounds space.
            m = m.concatenating(.translation(x: -parent.bounds.origin.x, y: -parent.bounds.origin.y))
            if !parent.sublayerTransform.isIdentity {
                let pa = Point(x: parent.anchorPoint.x * parent.bounds.width, y: parent.anchorPoint.y * parent.bounds.height)
                m = m.concatenating(.translation(x: -pa.x, y: -pa.y)).concatenating(parent.sublayerTransform)
                    .concatenating(.translation(x: pa.x, y: pa.y))
            }
        }
        return m
    }
}
