import Foundation
import SegueCatalog
import SegueEffects
import SegueEngine

/// A view an app marked as a shared element (`view.segueElement = "avatar"`, SwiftUI's
/// `.segueElement("avatar")`), measured: its id and its frame in its screen's coordinates.
public struct ElementMark: Sendable, Hashable {
    /// The id the app gave it; a view with the same id on the other screen is its partner.
    public let id: String
    /// Its frame in its screen's view (the screen's visible top-left is (0, 0)).
    public let frame: Rect
    /// True when it, or a view above it, is hidden: it draws nothing to fly.
    package let isHidden: Bool

    /// A measured mark.
    public init(id: String, frame: Rect, isHidden: Bool = false) {
        self.id = id
        self.frame = frame
        self.isHidden = isHidden
    }

    /// The id `id` within `scope`, as SwiftUI's `matchedGeometryEffect(id:in:)` takes a
    /// `Namespace`: a list's rows each mark their own `"avatar"` in the scope of their item, and
    /// the detail screen marks its header in the scope of the item it shows, so each row flies to
    /// its own detail and an unscoped `"avatar"` (or another row's) is never its partner.
    ///
    /// The key holds the scope's hash beside its description: a class's description is its type's
    /// name alone (an `@Observable` or SwiftData item: every row would share one id), and equal
    /// values hash equal ("Two instances that are equal must feed the same values to Hasher",
    /// https://developer.apple.com/documentation/swift/hashable). Hashes are seeded per launch,
    /// so an id holds within one run, which is all a transition needs.
    public static func id(_ id: String, in scope: some Hashable) -> String {
        "\(String(reflecting: scope))\u{1F}\(scope.hashValue)\u{1F}\(id)"
    }
}

/// How the runtime reads an app's view tree for marks: the UIKit side reads `subviews`,
/// `segueElement`, `isHidden` and `convert(_:to:)`; the fakes their own views.
public struct ElementReader<View> {
    /// The view's subviews, back to front.
    package let children: (View) -> [View]
    /// The id the app marked the view with, if any.
    public let element: (View) -> String?
    /// `isHidden`.
    package let isHidden: (View) -> Bool
    /// The view's bounds in `root`'s coordinates, less `root`'s bounds origin (a scrolled root's
    /// content offset), so that (0, 0) is `root`'s visible top-left.
    public let frame: (_ view: View, _ root: View) -> Rect

    /// A reader from the four questions.
    public init(
        children: @escaping (View) -> [View], element: @escaping (View) -> String?, isHidden: @escaping (View) -> Bool,
        frame: @escaping (_ view: View, _ root: View) -> Rect
    ) {
        self.children = children
        self.element = element
        self.isHidden = isHidden
        self.frame = frame
    }

    /// Every marked view under `root` (itself included), depth first, a view before its subviews:
    /// the order Hero walks a screen in (`flattenedViewHierarchy`). A hidden view's subviews count
    /// as hidden too: UIKit draws none of them.
    package func marks(in root: View) -> [ElementMark] {
        var found: [ElementMark] = []
        func walk(_ view: View, hidden: Bool) {
            let hidden = hidden || isHidden(view)
            if let id = element(view) { found.append(ElementMark(id: id, frame: frame(view, root), isHidden: hidden)) }
            for child in children(view) { walk(child, hidden: hidden) }
        }
        walk(root, hidden: false)
        return found
    }
}

/// The shared elements of one transition: the ids marked on both screens, each with its frame in
/// the container's coordinates on each side, and the marks left out, each with why.
///
/// As Hero pairs `hero.id`s (MatchPreprocessor, HeroContext.process): an id pairs a view of the
/// screen being left with one of the screen arriving; a view that does not meet the container is
/// not paired. Unlike Hero, where the last view with an id silently wins, a repeated id keeps its
/// first view and says so.
public struct ElementPairing: Sendable, Hashable {
    /// One shared element.
    package struct Pair: Sendable, Hashable {
        /// The id.
        package let id: String
        /// Its frame on the screen being left (the transition's from view), in container coordinates.
        package let from: Rect
        /// Its frame on the screen arriving (the transition's to view), in container coordinates.
        package let to: Rect
    }

    /// A mark left out.
    public struct Ignored: Sendable, Hashable, CustomStringConvertible {
        /// The id.
        public let id: String
        /// Why, in a sentence.
        package let reason: String
        /// The reason as the log line says it.
        public var description: String { "shared element '\(id)' ignored: \(reason)" }
    }

    /// The pairs, in the leaving screen's order.
    package let pairs: [Pair]
    /// What was left out, and why.
    public let ignored: [Ignored]

    /// Pairs `from`'s marks (measured in the leaving screen, whose frame in the container is
    /// `fromFrame`) with `to`'s (the arriving screen at `toFrame`), in a container of `bounds`.
    public init(from: [ElementMark], fromFrame: Rect, to: [ElementMark], toFrame: Rect, bounds: Rect) {
        var ignored: [Ignored] = []
        func usable(_ marks: [ElementMark], screen: String, at origin: Rect) -> [String: Rect] {
            var kept: [String: Rect] = [:]
            var counts: [String: Int] = [:]
            for mark in marks { counts[mark.id, default: 0] += 1 }
            for mark in marks where kept[mark.id] == nil {
                let frame = Rect(
                    x: origin.minX + mark.frame.minX, y: origin.minY + mark.frame.minY, width: mark.frame.width,
                    height: mark.frame.height)
                if mark.isHidden {
                    ignored.append(Ignored(id: mark.id, reason: "it is hidden on the \(screen) screen"))
                } else if frame.isEmpty {
                    ignored.append(Ignored(id: mark.id, reason: "it has no size on the \(screen) screen"))
                } else if !(frame.minX < bounds.maxX && bounds.minX < frame.maxX && frame.minY < bounds.maxY && bounds.minY < frame.maxY) {
                    ignored.append(Ignored(id: mark.id, reason: "it lies outside the container on the \(screen) screen"))
                } else {
                    kept[mark.id] = frame
                    if let count = counts[mark.id], count > 1 {
                        ignored.append(
                            Ignored(
                                id: mark.id,
                                reason: "\(count) views carry it on the \(screen) screen; the first in depth-first order is used"))
                    }
                }
            }
            return kept
        }
        let leaving = usable(from, screen: "leaving", at: fromFrame)
        let arriving = usable(to, screen: "arriving", at: toFrame)
        var pairs: [Pair] = []
        var seen: Set<String> = []
        for mark in from where seen.insert(mark.id).inserted {
            guard let start = leaving[mark.id] else { continue }
            if let end = arriving[mark.id] {
                pairs.append(Pair(id: mark.id, from: start, to: end))
            } else if !to.contains(where: { $0.id == mark.id }) {
                ignored.append(Ignored(id: mark.id, reason: "no view on the arriving screen carries it"))
            }
        }
        for mark in to where seen.insert(mark.id).inserted {
            ignored.append(Ignored(id: mark.id, reason: "no view on the leaving screen carries it"))
        }
        self.pairs = pairs
        self.ignored = ignored
    }

    /// The pairs as an effect's `pairs` parameter for a transition going `direction`, in a
    /// container of `bounds`: going back the kind flies from each pair's `to` to its `from`
    /// (``MagicMoveEffect``), so the leaving screen's frame is the pair's `to` then.
    package func rectPairs(direction: TransitionDirection, bounds: Rect) -> [RectPair] {
        func length(_ r: Rect) -> LengthRect {
            LengthRect(
                x: .points(r.minX - bounds.minX), y: .points(r.minY - bounds.minY), width: .points(r.width), height: .points(r.height))
        }
        return pairs.map { pair in
            direction == .to
                ? RectPair(from: length(pair.from), to: length(pair.to)) : RectPair(from: length(pair.to), to: length(pair.from))
        }
    }
}

extension SegueEffect {
    /// The name of the parameter a shared-element kind reads its pairs from (magic-move's `pairs`).
    static let elementParameter = "pairs"

    /// True when the effect flies shared elements (its kind has a `pairs` parameter of rect pairs):
    /// the runtime then measures the views the app marked instead of the manifest's rectangles.
    package var takesSharedElements: Bool {
        guard case .rectPairs? = definition.parameterSpec(named: Self.elementParameter)?.type else { return false }
        return true
    }

    /// This effect flying `pairs` instead of the manifest's; unchanged when it flies none.
    package func withElements(_ pairs: [RectPair]) -> SegueEffect {
        guard takesSharedElements, let spec = definition.parameterSpec(named: Self.elementParameter) else { return self }
        let measured = definition.with(parameters: [ResolvedParameter(spec: spec, value: .rectPairs(pairs), setIn: "measured views")])
        return rebuilt(from: measured, presentation: presentation)
    }
}

/// Measures a transition's shared elements when it starts, as Hero does: the arriving view is
/// put in the container, given its final frame and laid out first (HeroTransition+Start.swift
/// adds `toView` to the container and then calls `layoutIfNeeded()`, lines 140-153, and lays a
/// view out beforehand only once it has a window, lines 46-47), so a view placed by layout, or
/// moved since the push was asked for, is measured where it is now. In the container it is in
/// the window: a view that is not has zero `safeAreaInsets`
/// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets), and anything pinned
/// to the safe area would be measured a bar too high and jump when the transition ends.
package enum SharedElementStage {
    /// `request` with `effect` flying the views marked on both screens of `context`; the
    /// request is unchanged when the effect flies none, or when Reduce Motion replaced it
    /// (`reduceMotion`). The pairing says what was measured and what was left out.
    package static func measure<C: SegueTransitionContext>(
        _ request: SegueTransitionRequest, effect: SegueEffect, reduceMotion: Bool = false, context: C,
        reader: ElementReader<C.View>
    ) -> (request: SegueTransitionRequest, pairing: ElementPairing?) where C.View: SegueView, C.View.Base == C.View {
        guard effect.takesSharedElements, !(reduceMotion && effect.dissolvesUnderReduceMotion) else { return (request, nil) }
        let bounds = Rect(context.containerView.layer.bounds)
        let container = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        let toFrame = Rect(context.finalFrame(for: .to))
        let fromFrame = Rect(context.initialFrame(for: .from))
        var fromMarks: [ElementMark] = []
        var toMarks: [ElementMark] = []
        if let to = context.view(forKey: .to) {
            // The player orders the container's views as the plan says when it stages them.
            context.containerView.addSubview(to)
            if !toFrame.isEmpty { place(to, at: toFrame) }
            to.layoutIfNeeded()
            toMarks = reader.marks(in: to)
        }
        if let from = context.view(forKey: .from) {
            from.layoutIfNeeded()
            fromMarks = reader.marks(in: from)
        }
        let pairing = ElementPairing(from: fromMarks, fromFrame: fromFrame, to: toMarks, toFrame: toFrame, bounds: container)
        let direction = TransitionContext.naturalDirection(request.operation, fromIndex: request.fromIndex, toIndex: request.toIndex)
        var measured = request
        measured.animator = effect.withElements(pairing.rectPairs(direction: direction, bounds: container)).animator(reduceMotion: false)
        return (measured, pairing)
    }

    /// Sets `view`'s frame as `UIView.frame` does with an identity transform: the centre and the
    /// bounds' size, the bounds' origin kept.
    private static func place<V: SegueView>(_ view: V, at frame: Rect) {
        let layer = view.layer
        let origin = layer.bounds.origin
        layer.bounds = CGRect(x: origin.x, y: origin.y, width: frame.width, height: frame.height)
        layer.position = CGPoint(
            x: frame.minX + Double(layer.anchorPoint.x) * frame.width, y: frame.minY + Double(layer.anchorPoint.y) * frame.height)
    }
}
