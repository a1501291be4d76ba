#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SegueEngine
import SeguePlan

/// `segue export web`: one self-contained page (no network) that plays animation plans in the
/// browser, every actor a DOM element and every plan animation a Web Animations API animation.
///
/// The mapping from Core Animation to CSS, and where it comes from:
/// - A layer's `transform` applies about its anchor point: CSS `transform` about
///   `transform-origin` (CSS Transforms 1, https://www.w3.org/TR/css-transforms-1/#transform-origin-property).
///   `matrix3d()` takes the column-vector matrix column by column, which is Core Animation's
///   `CATransform3D` in row order (m11 m12 ... m44), m34 perspective included.
/// - The engine's extra translation after the transform: CSS `translate`, which applies outside
///   `transform` (https://www.w3.org/TR/css-transforms-2/#ctm).
/// - `sublayerTransform` (https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform)
///   applies to the sublayers about the layer's anchor: a wrapper element holding the children,
///   with that transform about the same origin and `transform-style: preserve-3d`, so a child's own
///   3D transform and the parent's perspective compose before the parent's plane flattens them, as
///   a plain CALayer flattens its sublayers. (Inside the wrapper Chromium orders children by depth,
///   not by zPosition; geometry is the same.)
/// - `opacity`, `cornerRadius`, `backgroundColor`: `opacity`, `border-radius`, `background-color`;
///   `hidden`: `visibility`, switching at the end of a segment (`steps(1, jump-end)`) as a
///   boolean does in the engine; `zPosition`: `z-index`.
/// - Circle and rectangle masks: `clip-path: circle()` / `polygon()` in the element's own box.
/// - `CAAnimation.timingFunction` is the effect's `easing`, applied to the iteration progress
///   before keyframes are found; `timingFunctions` are the keyframes' `easing`, each for the
///   segment it starts (Web Animations 1, https://www.w3.org/TR/web-animations-1/#the-effect-value-of-a-keyframe-animation-effect).
///   `beginTime` is `delay`, `fillMode` is `fill`. Springs become `linear()` easings sampled from the
///   spring; paced modes get paced offsets; cubic modes, which CSS cannot express, are sampled
///   into dense linear keyframes.
///
/// Shadows, filter ratios and animated `contentsRect` have no DOM form here: the page lists them
/// under "not expressed". The URL hash `#oracle=PLAN:T1,T2,...` (milliseconds) builds plan PLAN,
/// pauses every animation at each time and writes each actor's computed transform, opacity,
/// visibility and bounding box into `<pre id="oracle">` as JSON, for a headless browser to read.
public enum PlanWebPage {
    /// The page for `plans` (usually a transition and its way back).
    public static func render(_ plans: [AnimationPlan], title: String) throws -> String {
        let data = PlanJSONValue.array(plans.map(node))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = scriptSafe(String(decoding: try encoder.encode(data), as: UTF8.self))
        let width = plans.first?.containerBounds.width ?? 390
        var out = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<title>\(SVG.escape(title)) · segue plan</title>\n<link rel=\"icon\" href=\"data:,\">\n"
        out += "<style>\n\(style(controlsLeft: width + 24))</style>\n</head>\n<body>\n"
        out += "<div id=\"stage\"></div>\n<div id=\"controls\">\n<h1>\(SVG.escape(title))</h1>\n"
        for (index, plan) in plans.enumerated() {
            out += "<button type=\"button\" data-plan=\"\(index)\">\(plan.operation.rawValue) (\(plan.direction.rawValue))</button>\n"
        }
        out += "<button type=\"button\" id=\"pause\">Pause</button>\n"
        out += "<label>speed <select id=\"speed\"><option>0.25</option><option>0.5</option><option selected>1</option><option>2</option></select></label>\n"
        out += "<label>percent <input id=\"scrub\" type=\"range\" min=\"0\" max=\"1000\" value=\"0\"></label>\n"
        out += "<output id=\"readout\"></output>\n<ul id=\"unexpressed\"></ul>\n</div>\n"
        out += "<pre id=\"oracle\"></pre>\n"
        out += "<script type=\"application/json\" id=\"plans\">\(json)</script>\n"
        out += "<script>\n\(script)</script>\n</body>\n</html>\n"
        return out
    }

    // MARK: - Plan to page data

    static func node(_ plan: AnimationPlan) -> PlanJSONValue {
        var unexpressed: [String] = []
        let actors = plan.actors.map { actor(plan, $0) }
        var animations: [PlanJSONValue] = []
        for animation in plan.animations {
            guard let made = self.animation(plan, animation) else {
                unexpressed.append("\(animation.actor) \(animation.keyPath)")
                continue
            }
            animations.append(made)
        }
        for actor in plan.actors where actor.initial.shadowOpacity > 0 { unexpressed.append("\(actor.id) shadow") }
        return .object([
            "name": .string("\(plan.operation.rawValue) (\(plan.direction.rawValue))"),
            "duration": .number(plan.duration * 1000),
            "width": .number(plan.containerBounds.width),
            "height": .number(plan.containerBounds.height),
            "release": .string(plan.interaction.release.rawValue),
            "actors": .array(actors),
            "animations": .array(animations),
            "unexpressed": .array(unexpressed.map(PlanJSONValue.string)),
        ])
    }

    static func actor(_ plan: AnimationPlan, _ actor: PlanActor) -> PlanJSONValue {
        let s = actor.initial
        var style: [String: PlanJSONValue] = [
            "left": .string(px(s.frame.origin.x)), "top": .string(px(s.frame.origin.y)),
            "width": .string(px(s.frame.width)), "height": .string(px(s.frame.height)),
            "transformOrigin": .string(origin(s.anchorPoint)),
            "transform": .string(css(s.transform, form: .matrix)),
            "translate": .string("\(px(s.translation.x)) \(px(s.translation.y))"),
            "opacity": .string(number(s.alpha)),
            "visibility": .string(s.isHidden ? "hidden" : "visible"),
            "zIndex": .string(String(Int(s.zPosition.rounded()))),
            "borderRadius": .string(px(s.cornerRadius)),
        ]
        if let color = s.backgroundColor { style["backgroundColor"] = .string(css(color)) }
        switch s.mask {
        case .circle(let c, let r): style["clipPath"] = .string(circle(c, r))
        case .rect(let r): style["clipPath"] = .string(polygon(r))
        case .layer, .none: break
        }
        var fields: [String: PlanJSONValue] = [
            "id": .string(actor.id.rawValue), "role": .string(actor.role.rawValue), "style": .object(style),
            "sublayer": .string(css(s.sublayerTransform, form: .matrix)),
        ]
        if let parent = actor.parent { fields["parent"] = .string(parent.rawValue) }
        if let source = actor.source { fields["source"] = .string(source.rawValue) }
        // What the face shows: a view's colour and letter; a slice the part of its source.
        let shown = actor.source ?? actor.id
        if shown == .from || shown == .to {
            fields["face"] = .string(shown == .from ? "A" : "B")
            if let source = plan.actor(shown) {
                let size = source.initial.frame.size
                fields["contents"] = .array([
                    s.contentsRect.origin.x * size.width, s.contentsRect.origin.y * size.height, size.width, size.height,
                ].map(PlanJSONValue.number))
            }
        }
        if let filter = s.filter { fields["filter"] = .string(filter.name) }
        return .object(fields)
    }

    /// One Web Animations animation, or nil when the property has no DOM form here.
    static func animation(_ plan: AnimationPlan, _ animation: PlanAnimation) -> PlanJSONValue? {
        guard let actor = plan.actor(animation.actor) else { return nil }
        let property = animation.property
        switch property {
        case .shadowOpacity, .shadowRadius, .filterRatio, .contentsRect: return nil
        default: break
        }
        func props(_ value: AnimatableValue) -> [String: PlanJSONValue]? {
            cssProperties(property, value, actor: actor.initial, form: animation.transformInterpolation)
        }
        var keyframes: [PlanJSONValue] = []
        var easing = animation.timingFunction.map(css) ?? "linear"
        func frame(_ offset: Double, _ value: AnimatableValue, _ segmentEasing: String) -> PlanJSONValue? {
            guard var p = props(value) else { return nil }
            p["offset"] = .number(offset)
            p["easing"] = .string(segmentEasing)
            return .object(p)
        }
        let values = animation.values
        let discrete = property == .isHidden || property == .zPosition
        switch animation.calculationMode {
        case .cubic, .cubicPaced:
            // No CSS form: the evaluator's values at 1/240 steps of the animation, linearly.
            let evaluator = KeyframeEvaluator(animation)
            let steps = 240
            for k in 0...steps {
                guard let f = frame(Double(k) / Double(steps), evaluator.value(at: Double(k) / Double(steps)), "linear") else { return nil }
                keyframes.append(f)
            }
            easing = "linear"
        case .paced:
            // Even pace: no curve for the whole animation either.
            easing = "linear"
            let times = KeyframeEvaluator.pacedTimes(values)
            for (value, time) in zip(values, times) {
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
                    segment = css(animation.timingFunctions[i], seconds: span)
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
        if case .spring = animation.timingFunction {
            easing = css(animation.timingFunction!, seconds: animation.duration)
        }
        let fill: String
        switch animation.fillMode {
        case .both: fill = "both"
        case .forwards: fill = "forwards"
        case .backwards: fill = "backwards"
        case .removed: fill = "none"
        }
        return .object([
            "actor": .string(animation.actor.rawValue),
            "target": .string(property == .sublayerTransform ? "sublayer" : "actor"),
            "keyframes": .array(keyframes),
            "delay": .number(animation.beginTime * 1000),
            "duration": .number(animation.duration * 1000),
            "fill": .string(fill),
            "easing": .string(easing),
            "driver": .string(animation.driver.rawValue),
            "resetsModelValueOnCancel": .bool(animation.resetsModelValueOnCancel),
        ])
    }

    /// The CSS properties that show `value` of `property`.
    static func cssProperties(
        _ property: AnimatableProperty, _ value: AnimatableValue, actor: ActorState, form: TransformInterpolation
    ) -> [String: PlanJSONValue]? {
        switch (property, value) {
        case (.frame, .rect(let r)):
            var fields: [String: PlanJSONValue] = [:]
            fields["left"] = .string(px(r.origin.x))
            fields["top"] = .string(px(r.origin.y))
            fields["width"] = .string(px(r.width))
            fields["height"] = .string(px(r.height))
            return fields
        case (.position, .point(let p)):
            return [
                "left": .string(px(p.x - actor.anchorPoint.x * actor.frame.width)),
                "top": .string(px(p.y - actor.anchorPoint.y * actor.frame.height)),
            ]
        case (.anchorPoint, .point(let p)): return ["transformOrigin": .string(origin(p))]
        case (.alpha, .number(let v)): return ["opacity": .string(number(v))]
        case (.transform, .transform(let t)): return ["transform": .string(css(t, form: form))]
        case (.sublayerTransform, .transform(let t)): return ["transform": .string(css(t, form: form))]
        case (.isHidden, .bool(let b)): return ["visibility": .string(b ? "hidden" : "visible")]
        case (.zPosition, .number(let v)): return ["zIndex": .string(String(Int(v.rounded())))]
        case (.cornerRadius, .number(let v)): return ["borderRadius": .string(px(v))]
        case (.backgroundColor, .color(let c)): return ["backgroundColor": .string(css(c))]
        case (.maskCircle, .circle(let c, let r)): return ["clipPath": .string(circle(c, r))]
        case (.maskRect, .rect(let r)): return ["clipPath": .string(polygon(r))]
        case (.translation, .point(let p)): return ["translate": .string("\(px(p.x)) \(px(p.y))")]
        default: return nil
        }
    }

    // MARK: - CSS text

    /// Matrix interpolation takes `matrix3d()` (decomposed by the browser as Core Animation does);
    /// component interpolation takes the operations as functions, which CSS interpolates one by one.
    static func css(_ t: TransformValue, form: TransformInterpolation) -> String {
        if form == .matrix || t.operations.contains(where: { if case .matrix = $0 { true } else { false } }) {
            return "matrix3d(" + t.matrix.entries.map(number).joined(separator: ", ") + ")"
        }
        if t.operations.isEmpty { return "none" }
        return t.operations.map { op -> String in
            switch op {
            case .perspective(let m34): return m34 == 0 ? "perspective(none)" : "perspective(\(px(-1 / m34)))"
            case .translate(let x, let y, let z): return "translate3d(\(px(x)), \(px(y)), \(px(z)))"
            case .scale(let x, let y, let z): return "scale3d(\(number(x)), \(number(y)), \(number(z)))"
            case .rotate(let angle, let axis): return "rotate\(axis.rawValue.uppercased())(\(number(angle))rad)"
            case .matrix(let m): return "matrix3d(" + m.entries.map(number).joined(separator: ", ") + ")"
            }
        }.joined(separator: " ")
    }

    static func css(_ function: PlanTimingFunction) -> String { css(function, seconds: 1) }

    /// A timing function as a CSS easing; springs sampled into `linear()` over `seconds`.
    static func css(_ function: PlanTimingFunction, seconds: Double) -> String {
        switch function {
        case .cubicBezier(let x1, let y1, let x2, let y2, _):
            if x1 == 0 && y1 == 0 && x2 == 1 && y2 == 1 { return "linear" }
            return "cubic-bezier(\([x1, y1, x2, y2].map(number).joined(separator: ", ")))"
        case .steps(let n, let position):
            let name: String
            switch position {
            case .jumpStart: name = "jump-start"
            case .jumpEnd: name = "jump-end"
            case .jumpNone: name = "jump-none"
            case .jumpBoth: name = "jump-both"
            }
            return "steps(\(n), \(name))"
        case .linearStops(let stops):
            return "linear(" + stops.map { stop in
                number(stop.output) + (stop.input.map { " \(number($0 * 100))%" } ?? "")
            }.joined(separator: ", ") + ")"
        case .spring:
            let curve = PlanCurve(function, seconds: seconds)
            let samples = 120
            return "linear(" + (0...samples).map { number(curve.progress(at: Double($0) / Double(samples))) }.joined(separator: ", ") + ")"
        }
    }

    static func css(_ c: RGBAColor) -> String {
        func byte(_ v: Double) -> String { String(Int((min(max(v, 0), 1) * 255).rounded())) }
        return "rgba(\(byte(c.red)), \(byte(c.green)), \(byte(c.blue)), \(number(min(max(c.alpha, 0), 1))))"
    }

    static func circle(_ c: Point, _ r: Double) -> String { "circle(\(px(max(r, 0))) at \(px(c.x)) \(px(c.y)))" }

    static func polygon(_ r: Rect) -> String {
        let (x0, y0, x1, y1) = (px(r.minX), px(r.minY), px(r.minX + r.width), px(r.minY + r.height))
        return "polygon(\(x0) \(y0), \(x1) \(y0), \(x1) \(y1), \(x0) \(y1))"
    }

    static func origin(_ p: Point) -> String { "\(number(p.x * 100))% \(number(p.y * 100))%" }

    static func px(_ v: Double) -> String { number(v) + "px" }

    /// Shortest round-trip digits; CSS takes no exponent-free guarantee, so tiny numbers become 0.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if abs(v) < 1e-9 { return "0" }
        let text = "\(v)"
        guard text.contains("e") else { return text.hasSuffix(".0") ? String(text.dropLast(2)) : text }
        // Exponent form (very large or small magnitudes): fixed digits instead.
        let rounded = (v * 1e9).rounded() / 1e9
        return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
    }

    /// JSON made safe inside `<script>`: `<` can only appear in strings, where `\u003c` means the same.
    static func scriptSafe(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for character in json {
            if character == "<" { out += "\\u003c" } else { out.append(character) }
        }
        return out
    }

    static func style(controlsLeft: Double) -> String {
        """
        html, body { margin: 0; padding: 0; background: #fff; font: 14px sans-serif; }
        #stage { position: absolute; left: 0; top: 0; overflow: visible; }
        .actor { position: absolute; box-sizing: border-box; }
        .face { position: absolute; inset: 0; overflow: hidden; border-radius: inherit; }
        .face > .content { position: absolute; display: flex; align-items: center; justify-content: center; font-size: 120px; font-weight: bold; color: #fff; }
        .face > .content.A { background: #2f6fd6; }
        .face > .content.B { background: #e8891c; }
        .sublayer { position: absolute; left: 0; top: 0; width: 100%; height: 100%; transform-style: preserve-3d; }
        #controls { position: absolute; left: \(px(controlsLeft)); top: 8px; width: 280px; }
        #controls button, #controls label { display: block; margin: 6px 0; }
        #oracle { position: absolute; left: 0; top: 2000px; }

        """
    }

    static let script = #"""
    const plans = JSON.parse(document.getElementById('plans').textContent);
    const stage = document.getElementById('stage');
    let current = null;
    let speed = 1;

    // Builds plan `index`: every actor an element, every animation a paused Web Animation at 0.
    function build(index) {
      if (current) current.animations.forEach(a => a.cancel());
      stage.replaceChildren();
      const plan = plans[index];
      stage.style.width = plan.width + 'px';
      stage.style.height = plan.height + 'px';
      const elements = {}, sublayers = {};
      for (const actor of plan.actors) {
        const el = document.createElement('div');
        el.className = 'actor';
        el.dataset.actor = actor.id;
        Object.assign(el.style, actor.style);
        const face = document.createElement('div');
        face.className = 'face';
        if (actor.face) {
          const content = document.createElement('div');
          content.className = 'content ' + actor.face;
          content.textContent = actor.face;
          const [x, y, w, h] = actor.contents;
          Object.assign(content.style, {left: -x + 'px', top: -y + 'px', width: w + 'px', height: h + 'px'});
          face.appendChild(content);
        } else if (actor.filter) {
          face.style.background = 'linear-gradient(90deg, #2f6fd6, #e8891c)';
          face.textContent = actor.filter;
        }
        el.appendChild(face);
        const sub = document.createElement('div');
        sub.className = 'sublayer';
        sub.style.transformOrigin = actor.style.transformOrigin;
        sub.style.transform = actor.sublayer;
        el.appendChild(sub);
        elements[actor.id] = el;
        sublayers[actor.id] = sub;
        (actor.parent && sublayers[actor.parent] ? sublayers[actor.parent] : stage).appendChild(el);
      }
      const animations = plan.animations.map(a => {
        const target = a.target === 'sublayer' ? sublayers[a.actor] : elements[a.actor];
        const animation = target.animate(a.keyframes, {delay: a.delay, duration: a.duration, fill: a.fill, easing: a.easing});
        animation.pause();
        animation.currentTime = 0;
        animation.segue = a;
        return animation;
      });
      document.getElementById('unexpressed').replaceChildren(...plan.unexpressed.map(text => {
        const li = document.createElement('li');
        li.textContent = 'not expressed: ' + text;
        return li;
      }));
      current = {index, plan, elements, animations};
      return current;
    }

    // Every animation at `ms` of the transition (delays included), paused.
    function seek(ms) {
      for (const a of current.animations) { a.pause(); a.currentTime = ms; }
      document.getElementById('readout').textContent = (ms / current.plan.duration * 100).toFixed(0) + '%';
      document.getElementById('scrub').value = Math.round(ms / current.plan.duration * 1000);
    }

    function play(index) {
      build(index);
      for (const a of current.animations) { a.playbackRate = speed; a.play(); }
    }

    // The scrubber is the percent-driven interaction: paused at percent * duration; on release the
    // view-driven animations run on to the end (past half) or back to the start; layer-driven ones
    // jump to their end, or are removed and show the model value.
    function release(percent) {
      const finishing = percent > 0.5;
      for (const a of current.animations) {
        if (a.segue.driver === 'layer') { finishing ? a.finish() : a.cancel(); continue; }
        a.playbackRate = finishing ? speed : -speed;
        a.play();
      }
    }

    document.querySelectorAll('[data-plan]').forEach(b => b.addEventListener('click', () => play(+b.dataset.plan)));
    document.getElementById('pause').addEventListener('click', () => {
      if (!current) return;
      const running = current.animations.some(a => a.playState === 'running');
      current.animations.forEach(a => running ? a.pause() : a.play());
    });
    document.getElementById('speed').addEventListener('change', e => {
      speed = +e.target.value;
      if (current) current.animations.forEach(a => a.updatePlaybackRate(Math.sign(a.playbackRate || 1) * speed));
    });
    const scrub = document.getElementById('scrub');
    scrub.addEventListener('input', () => { if (!current) build(0); seek(scrub.value / 1000 * current.plan.duration); });
    scrub.addEventListener('change', () => release(scrub.value / 1000));

    // #oracle=PLAN:T1,T2,...: what the browser computes at each time, for tests.
    function oracle(spec) {
      const [index, times] = spec.split(':');
      build(+index);
      const origin = stage.getBoundingClientRect();
      const out = [];
      for (const t of times.split(',').map(Number)) {
        seek(t);
        const actors = [];
        for (const [id, el] of Object.entries(current.elements)) {
          const r = el.getBoundingClientRect();
          let alpha = 1, node = el;
          while (node && node !== stage) {
            if (node.classList.contains('actor')) alpha *= +getComputedStyle(node).opacity;
            node = node.parentElement;
          }
          const style = getComputedStyle(el);
          actors.push({id, alpha, hidden: style.visibility === 'hidden', transform: style.transform,
            clipPath: style.clipPath, rect: [r.left - origin.left, r.top - origin.top, r.width, r.height]});
        }
        out.push({t, actors});
      }
      document.getElementById('oracle').textContent = JSON.stringify(out);
    }

    const hash = new URLSearchParams(location.hash.slice(1));
    if (hash.has('oracle')) oracle(hash.get('oracle')); else { build(0); seek(0); }
    document.documentElement.dataset.ready = '1';

    """#
}
