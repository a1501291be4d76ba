import SegueDocument
import SegueEngine
import SeguePlan

/// The data a plan page plays: plans in a compact JSON the page's script expands into DOM elements
/// and Web Animations.
///
/// The form is the page's own, made small because a gallery holds sixty of them: easings are
/// written once in a shared table and referred to by index, a frame is `f: [x, y, w, h]`, and the
/// styles every actor starts with (the `.actor` rule of the page) are left out.
///
/// Per plan: `name`, `d` (ms), `w`, `h`, `release` (how the scrubber lets go, ``PlanInteraction``),
/// `actors` (`id`, `role`, `parent`, `source`, `face`, `contents`, `filter`, `style`, `sub`),
/// `anims` (`actor`, `sub` for a sublayer transform, `k` keyframes, `delay`, `dur` ms, `fill`,
/// `e` easing index, `layer` for layer-driven, `model`: the model value shown once removed, for
/// `finished` and `cancelled`), `done` (the completion actions per outcome), `unexpressed`, and
/// `gesture` (a recorded drag to replay) when given. A keyframe is `o` (offset), `e` (easing index)
/// and CSS properties.
struct PlanPageData {
    /// Easing texts in first-use order; index 0 is `linear`.
    private(set) var easings: [String] = ["linear"]

    /// The easing at `index` of the table, or linear for an index the table does not have.
    func easing(at index: Double) -> String {
        let position = WholeNumber.clamped(index, in: 0...Int.max)
        return position < easings.count ? easings[position] : "linear"
    }
    private var easingIndex: [String: Int] = ["linear": 0]
    /// The plans' objects.
    private(set) var plans: [JSONValue] = []

    /// The whole data as one JSON object.
    var json: JSONValue {
        .sorted(["easings": .array(easings.map(JSONValue.string)), "plans": .array(plans)])
    }

    /// Adds `plan`, with `gesture` to replay, if any.
    mutating func add(_ plan: AnimationPlan, gesture: PlanWebPage.Gesture? = nil) {
        var unexpressed: [String] = []
        var animations: [JSONValue] = []
        for animation in plan.animations {
            guard let made = self.animation(plan, animation) else {
                unexpressed.append("\(animation.actor) \(animation.keyPath)")
                continue
            }
            animations.append(made)
        }
        for actor in plan.actors where actor.initial.shadowOpacity > 0 { unexpressed.append("\(actor.id) shadow") }
        var fields: [String: JSONValue] = [
            "name": .string("\(plan.operation.rawValue) (\(plan.direction.rawValue))"),
            "d": .number(plan.duration * 1000),
            "w": .number(plan.containerBounds.width),
            "h": .number(plan.containerBounds.height),
            "release": release(plan.interaction),
            "actors": .array(plan.actors.map { actor(plan, $0) }),
            "anims": .array(animations),
            "done": .sorted([
                "finished": .array(plan.completion.finished.compactMap { action(plan, $0) }),
                "cancelled": .array(plan.completion.cancelled.compactMap { action(plan, $0) }),
            ]),
            "unexpressed": .array(unexpressed.map(JSONValue.string)),
        ]
        if let gesture {
            var replay: [String: JSONValue] = [
                "drag": .array(gesture.drag.map(JSONValue.number)), "finishing": .bool(gesture.finishing),
            ]
            if let speed = gesture.completionSpeed { replay["speed"] = .number(speed) }
            if let curve = gesture.completionCurve { replay["curve"] = points(curve) }
            fields["gesture"] = .sorted(replay)
        }
        plans.append(.sorted(fields))
    }

    private mutating func easing(_ text: String) -> Int {
        if let index = easingIndex[text] { return index }
        easings.append(text)
        easingIndex[text] = easings.count - 1
        return easings.count - 1
    }

    // MARK: - Release

    /// How the scrubber lets go, as ``PlanPlayback`` plays a release: the kind, the completion
    /// speed (UIKit's default 1), whether it is `1 - percent`, and the completion and restart
    /// curves as cubic Bézier control points (UIKit's default `completionCurve` is ease-in-out,
    /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completioncurve).
    private func release(_ interaction: PlanInteraction) -> JSONValue {
        func points(_ function: PlanTimingFunction?) -> JSONValue { function.map(self.points) ?? .null }
        return .sorted([
            "kind": .string(interaction.release.rawValue),
            "speed": .number(interaction.completionSpeed ?? 1),
            "remaining": .bool(interaction.completionSpeedIsRemainingPercent),
            "curve": interaction.completionCurve.map { points($0) } ?? .array([0.42, 0, 0.58, 1].map(JSONValue.number)),
            "restart": points(interaction.restartCurve),
        ])
    }

    /// A curve's cubic Bézier control points; any other curve is run linearly (the catalog's
    /// completion and restart curves are all Béziers).
    private func points(_ function: PlanTimingFunction) -> JSONValue {
        if case .cubicBezier(let x1, let y1, let x2, let y2, _) = function {
            return .array([x1, y1, x2, y2].map(JSONValue.number))
        }
        return .string("linear")
    }

    // MARK: - Actors

    private func actor(_ plan: AnimationPlan, _ actor: PlanActor) -> JSONValue {
        var fields: [String: JSONValue] = [
            "id": .string(actor.id.rawValue), "role": .string(actor.role.rawValue), "style": style(actor.initial),
        ]
        if actor.initial.sublayerTransform != .identity {
            fields["sub"] = .string(PlanWebPage.css(actor.initial.sublayerTransform, form: .matrix))
        }
        if let parent = actor.parent { fields["parent"] = .string(parent.rawValue) }
        if let source = actor.source { fields["source"] = .string(source.rawValue) }
        // What the face shows: a view's colour and letter; a slice the part of its source.
        let shown = actor.source ?? actor.id
        if shown == .from || shown == .to {
            fields["face"] = .string(shown == .from ? "A" : "B")
            if let source = plan.actor(shown) {
                let size = source.initial.frame.size
                fields["contents"] = .array(
                    [
                        actor.initial.contentsRect.origin.x * size.width, actor.initial.contentsRect.origin.y * size.height, size.width,
                        size.height,
                    ]
                    .map(JSONValue.number))
            }
        }
        if let filter = actor.initial.filter { fields["filter"] = .string(filter.name) }
        return .sorted(fields)
    }

    /// An actor's style, without what the `.actor` rule already sets (identity transform, no
    /// translation, opacity 1, visible, z-index 0, no corner radius, origin at the centre).
    private func style(_ s: ActorState) -> JSONValue {
        var style: [String: JSONValue] = ["f": frame(s.frame)]
        let defaults = ActorState(frame: s.frame)
        if s.transform != defaults.transform { style["transform"] = .string(PlanWebPage.css(s.transform, form: .matrix)) }
        if s.translation != .zero { style["translate"] = .string(PlanWebPage.translate(s.translation)) }
        if s.alpha != 1 { style["opacity"] = .string(PlanWebPage.number(s.alpha)) }
        if s.isHidden { style["visibility"] = .string("hidden") }
        if s.zPosition.rounded() != 0 { style["zIndex"] = .string(PlanWebPage.zIndex(s.zPosition)) }
        if s.cornerRadius != 0 { style["borderRadius"] = .string(PlanWebPage.px(s.cornerRadius)) }
        if s.anchorPoint != defaults.anchorPoint { style["transformOrigin"] = .string(PlanWebPage.origin(s.anchorPoint)) }
        if let color = s.backgroundColor { style["backgroundColor"] = .string(PlanWebPage.css(color)) }
        switch s.mask {
        case .circle(let c, let r): style["clipPath"] = .string(PlanWebPage.circle(c, r))
        case .rect(let r): style["clipPath"] = .string(PlanWebPage.polygon(r))
        case .layer, .none: break
        }
        return .sorted(style)
    }

    private func frame(_ r: Rect) -> JSONValue {
        .array([r.origin.x, r.origin.y, r.width, r.height].map(JSONValue.number))
    }

    // MARK: - Completion

    /// A completion action the page performs: `["remove", id]`, `["hide", id]`, `["show", id]`,
    /// `["unmask", id]`, or `["style", id, {props}]` for a model value set or a restore.
    private func action(_ plan: AnimationPlan, _ action: PlanAction) -> JSONValue? {
        switch action {
        case .remove(let id), .uikitRemoves(let id): return .array([.string("remove"), .string(id.rawValue)])
        case .hide(let id): return .array([.string("hide"), .string(id.rawValue)])
        case .show(let id): return .array([.string("show"), .string(id.rawValue)])
        case .removeMask(let id): return .array([.string("unmask"), .string(id.rawValue)])
        case .set(let id, let property, let value):
            guard let actor = plan.actor(id),
                let props = PlanWebPage.cssProperties(property, value, actor: actor.initial, form: .matrix)
            else { return nil }
            return .array([.string("style"), .string(id.rawValue), .sorted(props)])
        case .restore(let id):
            guard let actor = plan.actor(id) else { return nil }
            var props: [String: JSONValue] = [:]
            if let fields = style(actor.restoredState).fields { props = fields }
            // A restore puts back every property, the defaults included.
            let s = actor.restoredState
            props["transform"] = .string(PlanWebPage.css(s.transform, form: .matrix))
            props["translate"] = .string(PlanWebPage.translate(s.translation))
            props["opacity"] = .string(PlanWebPage.number(s.alpha))
            props["visibility"] = .string(s.isHidden ? "hidden" : "visible")
            props["zIndex"] = .string(PlanWebPage.zIndex(s.zPosition))
            props["borderRadius"] = .string(PlanWebPage.px(s.cornerRadius))
            props["transformOrigin"] = .string(PlanWebPage.origin(s.anchorPoint))
            if props["clipPath"] == nil { props["clipPath"] = .string("none") }
            return .array([.string("style"), .string(id.rawValue), .sorted(props)])
        case .removeFilter, .completeTransition: return nil
        }
    }

    // MARK: - Animations

    /// One Web Animations animation, or nil when the property has no DOM form here.
    mutating func animation(_ plan: AnimationPlan, _ animation: PlanAnimation) -> JSONValue? {
        guard let actor = plan.actor(animation.actor) else { return nil }
        let property = animation.property
        guard !property.names.web.isEmpty else { return nil }
        func props(_ value: AnimatableValue) -> [String: JSONValue]? {
            PlanWebPage.cssProperties(property, value, actor: actor.initial, form: animation.transformInterpolation)
        }
        guard let made = keyframes(animation, props: props) else { return nil }
        var easing = made.easing
        if case .spring = animation.timingFunction {
            easing = PlanWebPage.css(animation.timingFunction!, seconds: animation.duration)
        }
        let fill: String
        switch animation.fillMode {
        case .both: fill = "both"
        case .forwards: fill = "forwards"
        case .backwards: fill = "backwards"
        case .removed: fill = "none"
        }
        var fields: [String: JSONValue] = [
            "actor": .string(animation.actor.rawValue),
            "k": .array(made.keyframes),
            "dur": .number(animation.duration * 1000),
        ]
        if property == .sublayerTransform { fields["sub"] = .bool(true) }
        if animation.beginTime != 0 { fields["delay"] = .number(animation.beginTime * 1000) }
        if fill != "both" { fields["fill"] = .string(fill) }
        let index = self.easing(easing)
        if index != 0 { fields["e"] = .number(Double(index)) }
        if animation.driver == .layer {
            fields["layer"] = .bool(true)
            // The model value a removed layer animation leaves (PlanAnimation.modelValue(for:)).
            var model: [String: JSONValue] = [:]
            for outcome in [TransitionOutcome.finished, .cancelled] {
                if let value = animation.modelValue(for: outcome), let p = props(value) { model[outcome.rawValue] = .sorted(p) }
            }
            fields["model"] = .sorted(model)
        }
        return .sorted(fields)
    }

    /// The compact keyframes of `animation` (its CSS properties by `props`, `o` the offset, `e` the
    /// index of the easing to the next keyframe) and the easing of the whole animation; nil when a
    /// value has no DOM form. Each segment's easing joins the page's table in keyframe order.
    private mutating func keyframes(
        _ animation: PlanAnimation, props: (AnimatableValue) -> [String: JSONValue]?
    ) -> (keyframes: [JSONValue], easing: String)? {
        var keyframes: [JSONValue] = []
        var easing = animation.timingFunction.map { PlanWebPage.css($0) } ?? "linear"
        func frame(_ offset: Double, _ value: AnimatableValue, _ segmentEasing: String) -> JSONValue? {
            guard var p = props(value) else { return nil }
            p["o"] = .number(offset)
            let index = self.easing(segmentEasing)
            if index != 0 { p["e"] = .number(Double(index)) }
            return .sorted(p)
        }
        let values = animation.values
        let discrete = animation.property == .isHidden || animation.property == .zPosition
        switch animation.calculationMode {
        case .cubic, .cubicPaced:
            // No CSS form: the evaluator's values at 1/240 steps of the animation, linearly.
            let evaluator = KeyframeEvaluator(animation)
            let steps = 240
            for k in 0...steps {
                let offset = Double(k) / Double(steps)
                guard let f = frame(offset, evaluator.value(at: offset), "linear") else { return nil }
                keyframes.append(f)
            }
            easing = "linear"
        case .paced:
            // Even pace: no curve for the whole animation either.
            easing = "linear"
            for (value, time) in zip(values, KeyframeEvaluator.pacedTimes(values)) {
                guard let f = frame(time, value, "linear") else { return nil }
                keyframes.append(f)
            }
        case .linear, .discrete:
            let stepped = animation.calculationMode == .discrete || discrete
            for (i, value) in values.enumerated() {
                let segment: String
                if stepped {
                    segment = "steps(1, jump-end)"
                } else if i < animation.timingFunctions.count {
                    let span = (animation.keyTimes[i + 1] - animation.keyTimes[i]) * animation.duration
                    segment = PlanWebPage.css(animation.timingFunctions[i], seconds: span)
                } else {
                    segment = "linear"
                }
                guard i < animation.keyTimes.count, let f = frame(animation.keyTimes[i], value, segment) else { return nil }
                keyframes.append(f)
            }
            if animation.calculationMode == .discrete, let last = values.last, let f = frame(1, last, "linear") {
                keyframes.append(f)
            }
        }
        return (keyframes, easing)
    }

    /// One animation in the long Web Animations form (`keyframes` with `offset`, `easing` and CSS
    /// properties, `duration`, `delay`, `fill`, `easing`), for ``PlanViewTransitionCSS``; nil when
    /// the property has no DOM form.
    static func webAnimation(_ plan: AnimationPlan, _ animation: PlanAnimation) -> JSONValue? {
        var data = PlanPageData()
        guard let compact = data.animation(plan, animation)?.fields else { return nil }
        func css(_ props: [String: JSONValue]) -> [String: JSONValue] {
            var out: [String: JSONValue] = [:]
            for (key, value) in props {
                switch key {
                case "f":
                    guard case .array(let r) = value, r.count == 4 else { continue }
                    for (name, number) in zip(["left", "top", "width", "height"], r) {
                        if case .number(let v) = number { out[name] = .string(PlanWebPage.px(v)) }
                    }
                case "o": out["offset"] = value
                case "e": if case .number(let i) = value { out["easing"] = .string(data.easing(at: i)) }
                default: out[key] = value
                }
            }
            if out["easing"] == nil { out["easing"] = .string("linear") }
            return out
        }
        var keyframes: [JSONValue] = []
        if case .array(let frames)? = compact["k"] {
            for frame in frames.compactMap(\.fields) { keyframes.append(.sorted(css(frame))) }
        }
        var easing = "linear"
        if case .number(let i)? = compact["e"] { easing = data.easing(at: i) }
        return .sorted([
            "keyframes": .array(keyframes), "duration": compact["dur"] ?? .number(0), "delay": compact["delay"] ?? .number(0),
            "fill": compact["fill"] ?? .string("both"), "easing": .string(easing),
        ])
    }
}
