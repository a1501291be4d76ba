/// A mutable scene: real views, chrome and created actors in insertion order.
package struct SceneModel: Sendable {
    package struct Node: Sendable {
        package var id: ActorID
        package var role: ActorRole
        package var source: ActorID?
        package var parent: ActorID?
        package var state: ActorState
    }

    package private(set) var nodes: [Node] = []
    private var index: [ActorID: Int] = [:]
    package var containerBounds: Rect

    package init(containerBounds: Rect) {
        self.containerBounds = containerBounds
    }

    package func contains(_ id: ActorID) -> Bool { index[id] != nil }
    package func node(_ id: ActorID) -> Node? { index[id].map { nodes[$0] } }

    /// Adds a node; an id already present is replaced in place.
    package mutating func add(_ node: Node) {
        if let i = index[node.id] {
            nodes[i] = node
        } else {
            index[node.id] = nodes.count
            nodes.append(node)
        }
    }

    package mutating func update(_ id: ActorID, _ body: (inout ActorState) -> Void) {
        guard let i = index[id] else { return }
        body(&nodes[i].state)
    }

    /// Removes a node and its descendants.
    package mutating func remove(_ id: ActorID) { remove([id]) }

    /// Removes nodes and their descendants in one pass (removing one by one rebuilt the index each time).
    package mutating func remove(_ ids: [ActorID]) {
        var doomed = Set(ids.filter { index[$0] != nil })
        guard !doomed.isEmpty else { return }
        var changed = nodes.contains { node in node.parent.map { doomed.contains($0) } ?? false }
        while changed {
            changed = false
            for node in nodes where !doomed.contains(node.id) {
                if let parent = node.parent, doomed.contains(parent) {
                    doomed.insert(node.id)
                    changed = true
                }
            }
        }
        nodes.removeAll { doomed.contains($0.id) }
        index = [:]
        for (i, node) in nodes.enumerated() { index[node.id] = i }
    }

    /// The index of `id` in `nodes`, for callers that resolve ids once and update by position.
    package func position(of id: ActorID) -> Int? { index[id] }

    /// Updates the node at `position` (from ``position(of:)`` on this model or an unchanged copy).
    package mutating func update(at position: Int, _ body: (inout ActorState) -> Void) {
        body(&nodes[position].state)
    }

    /// The resolved scene: drawing order, projections, effective alpha and hidden flags.
    ///
    /// Works on positions, not ids: each node's parent and its local-to-parent matrix are found
    /// once per scene, so projecting four corners through every ancestor hashes nothing. Written
    /// with plain loops over positions: every simulated frame resolves a scene, and in a debug
    /// build (the tests' build) `enumerated`, `map`, `sorted` and optional arrays each cost a generic
    /// metadata lookup and copies per call, which made this a third of a debug `segue check`.
    package func resolved() -> ResolvedScene {
        let count = nodes.count
        let tree = SceneTree(nodes, index: index)
        var result: [ResolvedActor] = []
        result.reserveCapacity(count)
        var visited = [Bool](repeating: false, count: count)
        func visit(_ i: Int, alpha: Double, hidden: Bool) {
            guard !visited[i] else { return }
            visited[i] = true
            let node = nodes[i]
            // CALayer.opacity: "Values outside that range are clamped to the minimum or maximum"
            // (https://developer.apple.com/documentation/quartzcore/calayer/opacity). A cubic
            // keyframe spline overshoots (cards' 0.6, 0.6, 1, 1 rises to 1.03): the state keeps the
            // animated value, what composites is clamped.
            let effectiveAlpha = alpha * SceneGeometry.compositedOpacity(node.state.alpha)
            let effectiveHidden = hidden || node.state.isHidden
            let size = node.state.frame.size
            var corners: [Point]?
            if let a = tree.project(.zero, from: i), let b = tree.project(Point(x: size.width, y: 0), from: i),
                let c = tree.project(Point(x: size.width, y: size.height), from: i),
                let d = tree.project(Point(x: 0, y: size.height), from: i)
            {
                corners = [a, b, c, d]
            }
            let p = tree.parentOf[i]
            result.append(
                ResolvedActor(
                    id: node.id, role: node.role, source: node.source,
                    parent: p == SceneTree.noParent ? nil : nodes[p].id, state: node.state,
                    matrix: tree.matrices[i], corners: corners, effectiveAlpha: effectiveAlpha,
                    isEffectivelyHidden: effectiveHidden))
            for child in ordered(tree.children[i]) {
                visit(child, alpha: effectiveAlpha, hidden: effectiveHidden)
            }
        }
        for root in ordered(tree.roots) { visit(root, alpha: 1, hidden: false) }
        return ResolvedScene(containerBounds: containerBounds, actors: result)
    }

    /// Siblings by zPosition, ties in insertion order (`list` is in insertion order).
    private func ordered(_ list: [Int]) -> [Int] {
        guard list.count > 1 else { return list }
        // Siblings all at one zPosition (nearly every scene) are already in order. A NaN is
        // unequal to itself, so a list with one takes the sort, as before.
        let z = nodes[list[0]].state.zPosition
        var k = 1
        while k < list.count, nodes[list[k]].state.zPosition == z { k += 1 }
        if k == list.count { return list }
        return list.enumerated().sorted {
            let za = nodes[$0.element].state.zPosition
            let zb = nodes[$1.element].state.zPosition
            return za != zb ? za < zb : $0.offset < $1.offset
        }.map(\.element)
    }
}

/// A scene model's nodes as a tree, by position: each node's parent, children and transform to
/// its parent, found once per resolved scene.
private struct SceneTree {
    /// The parent's position of a root.
    static let noParent = -1
    /// Each node's parent's position, or ``noParent``.
    var parentOf: [Int]
    /// Each node's children, in insertion order.
    var children: [[Int]]
    /// The nodes without a parent in the model, in insertion order.
    var roots: [Int] = []
    /// Each node's own transform as a matrix.
    var matrices: [Transform3D] = []
    /// Each node's local-to-parent matrix.
    var toParent: [Transform3D] = []

    init(_ nodes: [SceneModel.Node], index: [ActorID: Int]) {
        let count = nodes.count
        parentOf = [Int](repeating: Self.noParent, count: count)
        children = [[Int]](repeating: [], count: count)
        matrices.reserveCapacity(count)
        var i = 0
        while i < count {
            if let parent = nodes[i].parent, parent != nodes[i].id, let p = index[parent] {
                parentOf[i] = p
                children[p].append(i)
            } else {
                roots.append(i)
            }
            // The composition of no operations is the identity (TransformValue.matrix), without
            // the call.
            let transform = nodes[i].state.transform
            matrices.append(transform.operations.isEmpty ? .identity : transform.matrix)
            i += 1
        }
        toParent.reserveCapacity(count)
        i = 0
        while i < count {
            let p = parentOf[i]
            toParent.append(
                SceneGeometry.localToParent(nodes[i].state, parent: p == Self.noParent ? nil : nodes[p].state, matrix: matrices[i]))
            i += 1
        }
    }

    /// `point` in the node at `start` projected through every ancestor into the container; nil
    /// when a matrix cannot project it or the parents form a cycle.
    func project(_ point: Point, from start: Int) -> Point? {
        let noParent = Self.noParent
        var current = point
        var node = start
        var depth = 0
        while node != noParent {
            guard let next = toParent[node].project(current) else { return nil }
            current = next
            node = parentOf[node]
            depth += 1
            // A cycle in parents would otherwise loop forever.
            if depth > 64 { return nil }
        }
        return current
    }
}

/// Turns a timeline and a context into scenes at any clock: the pure heart of sampling.
package struct SceneResolver: Sendable {
    package let timeline: Timeline
    package let context: TransitionContext
    /// The scene before the animator touched anything (what `restoreInitialState` returns to).
    package let initialModel: SceneModel
    /// The scene after created actors and setup changes.
    package let startModel: SceneModel
    /// The timeline's tracks compiled once for its duration, in the timeline's order (nil for a
    /// track without keyframes), for what a check reads of a track.
    package let tracks: [LayerAnimation?]
    /// Timeline tracks plus presentation chrome tracks, stably sorted by begin: the order they apply
    /// in. Only tracks that can apply anything: with keyframes, on an actor of the scene.
    package let animations: LayerAnimations
    /// For each of `animations`, true for a track the presentation controller adds (the dimming
    /// view's fade).
    package let isChrome: [Bool]
    /// Soundness problems found while building.
    package let problems: [String]
    /// Created actor ids.
    package let createdActors: [ActorID]

    package init(timeline: Timeline, context: TransitionContext) {
        self.timeline = timeline
        self.context = context
        var problems: [String] = []
        let (base, chromeTracks) = Self.container(for: timeline, in: context)
        initialModel = base
        let (start, created) = Self.staged(timeline, on: base, problems: &problems)
        startModel = start
        createdActors = created
        Self.checkTracks(of: timeline, in: start, problems: &problems)
        let all = timeline.tracks + chromeTracks
        let compiled = all.map { TrackSampler($0, timelineDuration: timeline.duration) }
        func animation(_ sampler: TrackSampler, position: Int?, fillMode: FillMode) -> LayerAnimation {
            LayerAnimation(
                sampler: sampler, position: position, fillMode: fillMode, beginTime: sampler.startSeconds, duration: sampler.length)
        }
        tracks = compiled.prefix(timeline.tracks.count).map { $0.map { animation($0, position: nil, fillMode: .both) } }
        let order = all.indices.sorted { all[$0].begin != all[$1].begin ? all[$0].begin < all[$1].begin : $0 < $1 }
        var seen: Set<String> = []
        let applying: [(LayerAnimation, isChrome: Bool)] = order.compactMap { i in
            let track = all[i]
            let key = "\(track.actor.rawValue)\u{0}\(track.property.rawValue)"
            // Every track claims its property here, even one that cannot apply anything. The first
            // fills both ways (UIKit's delayed animations show their first value from the start);
            // a later one only forwards, taking over once it begins.
            let isFirst = seen.insert(key).inserted
            guard let sampler = compiled[i], let position = start.position(of: track.actor) else { return nil }
            return (animation(sampler, position: position, fillMode: isFirst ? .both : .forwards), i >= timeline.tracks.count)
        }
        animations = LayerAnimations(applying.map(\.0))
        isChrome = applying.map(\.isChrome)
        self.problems = problems
    }

    /// The container as UIKit hands it to the animator: the from and to views (the presenter left
    /// in the window beneath when it is not in the container), the presentation's dimming view, and
    /// the tracks the presentation controller adds alongside the transition.
    private static func container(for timeline: Timeline, in context: TransitionContext) -> (SceneModel, [Track]) {
        let bounds = context.containerBounds
        var base = SceneModel(containerBounds: bounds)
        let fromFrame = context.initialFrame(for: .from)
        let toInitial = context.initialFrame(for: .to)
        // UIKit sizes the to view before the animator runs; start it at its final frame unless known.
        let toFrame = toInitial == .zero ? context.finalFrame(for: .to) : toInitial
        // The presenter under an over-full-screen or custom presentation is not in the container: it
        // stays in the window beneath it, where nothing done to the container reaches it (UnavailableView).
        // An animator that takes the presenter from its controller while dismissing adds it to the
        // container, as it adds any to view (Timeline.reachesPresenter).
        let unavailable = timeline.reachesPresenter && context.operation == .dismiss ? nil : UnavailableView.actor(in: context)
        var sheet: SheetPresentation?
        if case .sheet(let laidOut) = context.presentationStyle { sheet = laidOut }
        var fromState = ActorState(frame: fromFrame)
        var toState = ActorState(frame: toFrame)
        // UIKit rounds a sheet's corners (SheetPresentation): the presented view is `to` while
        // presenting, `from` while dismissing.
        if let sheet, context.operation == .present { toState.cornerRadius = sheet.cornerRadius }
        if let sheet, context.operation == .dismiss { fromState.cornerRadius = sheet.cornerRadius }
        let fromNode = SceneModel.Node(
            id: .from, role: .fromView, parent: unavailable == .from ? nil : .container, state: fromState)
        let toNode = SceneModel.Node(
            id: .to, role: .toView, parent: unavailable == .to ? nil : .container, state: toState)
        if let unavailable { base.add(unavailable == .from ? fromNode : toNode) }
        base.add(.init(id: .container, role: .container, parent: nil, state: ActorState(frame: bounds)))
        var chromeTracks: [Track] = []
        let style = context.presentationStyle ?? .fullScreen
        let dimming = SceneModel.Node(
            id: .presentationDimming, role: .dimming, parent: .container,
            state: ActorState(
                frame: bounds, alpha: context.operation == .present ? 0 : 1,
                backgroundColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4)))
        if context.direction == .back || context.operation == .dismiss {
            // Going back, the revealed view lies under the leaving one (and a presenter was already there).
            if unavailable != .to { base.add(toNode) }
            if style.hasDimming && context.operation == .dismiss { base.add(dimming) }
            base.add(fromNode)
        } else {
            if unavailable != .from { base.add(fromNode) }
            if style.hasDimming && context.operation == .present { base.add(dimming) }
            base.add(toNode)
        }
        if style.hasDimming && (context.operation == .present || context.operation == .dismiss) {
            // The presentation controller fades its dimming view alongside the transition.
            let (a, b): (Double, Double) = context.operation == .present ? (0, 1) : (1, 0)
            chromeTracks.append(
                Track(actor: .presentationDimming, property: .alpha, keyframes: [Keyframe(0, .number(a)), Keyframe(1, .number(b))]))
        }
        if let sheet, sheet.presenterScale < 1, let presenter = unavailable {
            // On a phone the sheet's presentation controller scales the presenter back into a card
            // behind the sheet, alongside the transition, and back again on dismissal.
            let height = bounds.height
            let s = sheet.presenterScale
            // Scaled about its centre, the top edge comes down by (1 - s) * H / 2; move it to the drop.
            let lift = sheet.presenterDrop - (1 - s) * height / 2
            let card = TransformValue([.translate(x: 0, y: lift, z: 0), .scale(x: s, y: s, z: 1)])
            let rest = TransformValue([.translate(x: 0, y: 0, z: 0), .scale(x: 1, y: 1, z: 1)])
            let (start, end) = context.operation == .present ? (rest, card) : (card, rest)
            let (r0, r1) = context.operation == .present ? (0.0, sheet.cornerRadius) : (sheet.cornerRadius, 0.0)
            chromeTracks.append(
                Track(actor: presenter, property: .transform, keyframes: [Keyframe(0, .transform(start)), Keyframe(1, .transform(end))]))
            chromeTracks.append(
                Track(actor: presenter, property: .cornerRadius, keyframes: [Keyframe(0, .number(r0)), Keyframe(1, .number(r1))]))
        }
        return (base, chromeTracks)
    }

    /// `base` after the timeline's created actors and setup changes, with the ids it created.
    private static func staged(
        _ timeline: Timeline, on base: SceneModel, problems: inout [String]
    ) -> (SceneModel, [ActorID]) {
        var start = base
        var created: [ActorID] = []
        for spec in timeline.actors {
            if start.contains(spec.id) {
                problems.append("actor '\(spec.id)' is created twice or shadows a real view")
                continue
            }
            var state = spec.initial
            if spec.role == .slice || spec.role == .snapshot, spec.source == nil {
                problems.append("\(spec.role.rawValue) '\(spec.id)' has no source view")
            }
            if !start.contains(spec.parent) {
                problems.append("actor '\(spec.id)' has unknown parent '\(spec.parent)'")
            }
            state.contentsRect = spec.initial.contentsRect
            start.add(.init(id: spec.id, role: spec.role, source: spec.source, parent: spec.parent, state: state))
            created.append(spec.id)
        }
        for change in timeline.setup {
            switch change {
            case .set(let id, let property, let value):
                guard start.contains(id) else {
                    problems.append("setup changes unknown actor '\(id)'")
                    continue
                }
                var ok = true
                start.update(id) { ok = $0.set(property, to: value) }
                if !ok { problems.append("setup sets \(property.rawValue) of '\(id)' to a value of the wrong kind") }
            case .mask(let id, let mask):
                guard start.contains(id) else {
                    problems.append("setup masks unknown actor '\(id)'")
                    continue
                }
                start.update(id) { $0.mask = mask }
            case .filter(let id, let filter):
                guard start.contains(id) else {
                    problems.append("setup filters unknown actor '\(id)'")
                    continue
                }
                start.update(id) { $0.filter = filter }
            }
        }
        return (start, created)
    }

    /// The soundness problems of the timeline's duration and tracks, on the staged scene `start`.
    private static func checkTracks(of timeline: Timeline, in start: SceneModel, problems: inout [String]) {
        if !(timeline.duration.isFinite && timeline.duration >= 0) {
            problems.append("duration \(timeline.duration) is not a finite non-negative number")
        }
        for (i, track) in timeline.tracks.enumerated() {
            // Formatted only for a problem: formatting it for every track was a third of building a
            // resolver, so of each `Timeline.sample` call.
            var label: String { "track \(i) (\(track.actor).\(track.property.rawValue))" }
            if !start.contains(track.actor) { problems.append("\(label) animates an unknown actor") }
            if track.keyframes.isEmpty { problems.append("\(label) has no keyframes") }
            if !(track.begin >= 0 && track.duration >= 0 && track.begin + track.duration <= 1 + 1e-9) {
                problems.append("\(label) begin \(track.begin) + duration \(track.duration) is outside 0...1")
            }
            var previous = -Double.infinity
            for keyframe in track.keyframes {
                if !(keyframe.time >= 0 && keyframe.time <= 1 && keyframe.time >= previous) {
                    problems.append("\(label) keyframe times must increase within 0...1")
                    break
                }
                previous = keyframe.time
            }
            if let node = start.node(track.actor) {
                var probe = node.state
                if track.property == .filterRatio && probe.filter == nil {
                    problems.append("\(label) animates a filter ratio but the actor has no filter")
                }
                if probe.filter == nil { probe.filter = FilterState(name: "probe") }
                if !track.keyframes.allSatisfy({ probe.set(track.property, to: $0.value) }) {
                    problems.append("\(label) has a keyframe value of the wrong kind")
                }
            }
            for curve in track.curves {
                do { try curve.validate() } catch { problems.append("\(label) has an invalid curve: \(error)") }
            }
        }
    }

    /// The value of timeline track `index` (in the timeline's order) under `clock`, whether or not
    /// it has begun; nil when it has no keyframes.
    package func value(ofTrack index: Int, at clock: AnimationClock) -> AnimatableValue? {
        tracks[index].map { LayerAnimations.shownValue(of: $0, at: clock) }
    }

    package func model(at clock: AnimationClock) -> SceneModel {
        var model = startModel
        animations.apply(to: &model, at: clock)
        return model
    }

    package func scene(at clock: AnimationClock) -> ResolvedScene { model(at: clock).resolved() }
}
