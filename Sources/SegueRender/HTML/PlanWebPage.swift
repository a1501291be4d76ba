import SegueDocument
import SegueEngine
import SeguePlan
import SegueSimulation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
/// under "not expressed".
///
/// The page's URL hash drives it without a person (``PlanPageScript`` says how): `#loop` plays the
/// plans in turn forever, scaled to the window, for the gallery's cards; `#progress=P` shows the
/// first plan paused at fraction P; `#oracle=...` pauses at given times, scrub points and release
/// frames and writes what the browser computed into `<pre id="oracle">` for a headless browser.
package enum PlanWebPage {
    /// A drag to replay with a plan: the percent of every frame the finger is down (the last is
    /// the release) and whether the app finishes. The interactive timer decides by itself.
    package struct Gesture: Sendable, Hashable {
        /// The percent passed to `update(_:)` on each frame.
        package var drag: [Double]
        /// Whether the app calls `finish()` (else `cancel()`).
        package var finishing: Bool
        /// The interaction controller's `completionSpeed` at release; nil takes the plan's.
        package var completionSpeed: Double?
        /// Its `completionCurve`; nil takes the plan's.
        package var completionCurve: PlanTimingFunction?

        /// A recorded drag.
        package init(drag: [Double], finishing: Bool, completionSpeed: Double? = nil, completionCurve: PlanTimingFunction? = nil) {
            self.drag = drag
            self.finishing = finishing
            self.completionSpeed = completionSpeed
            self.completionCurve = completionCurve
        }
    }

    /// Records script errors on the root element (`data-errors`), for tests that load a page.
    static let errorTrap = """
        window.addEventListener("error", function (event) { var root = document.documentElement; root.setAttribute("data-errors", (root.getAttribute("data-errors") || "") + String(event.message) + " | "); });
        """

    /// The page for a simulated run: each transition's plan, replaying its recorded drag.
    package static func render(run entries: [RunPlans.Entry], title: String) -> String {
        var gestures: [Int: Gesture] = [:]
        for (index, entry) in entries.enumerated() {
            guard case .interactive(let drag, let finishing, let speed, let curve) = entry.input else { continue }
            gestures[index] = Gesture(drag: drag, finishing: finishing, completionSpeed: speed, completionCurve: curve)
        }
        return render(entries.map(\.plan), title: title, gestures: gestures)
    }

    /// The page for `plans` (usually a transition and its way back); `gestures[i]`, when given,
    /// is the drag plan `i` replays when played.
    package static func render(_ plans: [AnimationPlan], title: String, gestures: [Int: Gesture] = [:]) -> String {
        var data = PlanPageData()
        for (index, plan) in plans.enumerated() {
            data.add(plan, gesture: gestures[index])
        }
        let json = PageJSON.text(data.json)
        let width = plans.first?.containerBounds.width ?? 390
        var out = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(SVG.escape(title)) · segue</title>\n<link rel=\"icon\" href=\"data:,\">\n"
        out += "<style>\n\(style(controlsLeft: width + 24))</style>\n<script>\(errorTrap)</script>\n</head>\n<body>\n"
        out += "<div id=\"stage\"></div>\n<div id=\"controls\">\n<h1>\(SVG.escape(title))</h1>\n"
        for (index, plan) in plans.enumerated() {
            let replay = gestures[index] != nil ? ", replays the drag" : ""
            out +=
                "<button type=\"button\" data-plan=\"\(index)\">\(plan.operation.rawValue) (\(plan.direction.rawValue))\(replay)</button>\n"
        }
        out += "<button type=\"button\" id=\"pause\">Pause</button>\n"
        out +=
            "<label>speed <select id=\"speed\"><option>0.25</option><option>0.5</option><option selected>1</option><option>2</option></select></label>\n"
        out += "<label>percent <input id=\"scrub\" type=\"range\" min=\"0\" max=\"1000\" value=\"0\"></label>\n"
        out +=
            "<p class=\"hint\">Drag the percent slider as a finger drives the transition; let go and it finishes or cancels as the effect's interaction controller does.</p>\n"
        out += "<output id=\"readout\"></output>\n<ul id=\"unexpressed\"></ul>\n</div>\n"
        out += "<pre id=\"oracle\"></pre>\n"
        out += "<script type=\"application/json\" id=\"plans\">\(json)</script>\n"
        out += "<script>\n\(PlanPageScript.text)</script>\n</body>\n</html>\n"
        return out
    }

    /// The CSS properties that show `value` of `property`.
    static func cssProperties(
        _ property: AnimatableProperty, _ value: AnimatableValue, actor: ActorState, form: TransformInterpolation
    ) -> [String: JSONValue]? {
        switch (property, value) {
        case (.frame, .rect(let r)):
            return ["f": .array([r.origin.x, r.origin.y, r.width, r.height].map(JSONValue.number))]
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
        case (.zPosition, .number(let v)): return ["zIndex": .string(zIndex(v))]
        case (.cornerRadius, .number(let v)): return ["borderRadius": .string(px(v))]
        case (.backgroundColor, .color(let c)): return ["backgroundColor": .string(css(c))]
        case (.maskCircle, .circle(let c, let r)): return ["clipPath": .string(circle(c, r))]
        case (.maskRect, .rect(let r)): return ["clipPath": .string(polygon(r))]
        case (.translation, .point(let p)): return ["translate": .string(translate(p))]
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
            return "steps(\(n), \(position.word))"
        case .linearStops(let stops):
            return "linear("
                + stops.map { stop in
                    number(stop.output) + (stop.input.map { " \(number($0 * 100))%" } ?? "")
                }.joined(separator: ", ") + ")"
        case .spring:
            let curve = PlanCurve(function, seconds: seconds)
            // Piecewise-linear error is about |f''| / (8 n²): for the stiffest spring of the
            // catalog (lines, 1000 pt in 0.49 s) 120 samples left 1.2 pt, 480 leave under 0.1 pt.
            let samples = 480
            return "linear(" + (0...samples).map { number(curve.progress(at: Double($0) / Double(samples))) }.joined(separator: ", ") + ")"
        }
    }

    static func css(_ c: RGBAColor) -> String {
        func byte(_ v: Double) -> String { String(WholeNumber.clamped(v * 255, .toNearestOrAwayFromZero, in: 0...255)) }
        return "rgba(\(byte(c.red)), \(byte(c.green)), \(byte(c.blue)), \(number(min(max(c.alpha, 0), 1))))"
    }

    static func circle(_ c: Point, _ r: Double) -> String { "circle(\(px(max(r, 0))) at \(px(c.x)) \(px(c.y)))" }

    static func polygon(_ r: Rect) -> String {
        let (x0, y0, x1, y1) = (px(r.minX), px(r.minY), px(r.minX + r.width), px(r.minY + r.height))
        return "polygon(\(x0) \(y0), \(x1) \(y0), \(x1) \(y1), \(x0) \(y1))"
    }

    static func translate(_ p: Point) -> String { "\(px(p.x)) \(px(p.y))" }

    static func origin(_ p: Point) -> String { "\(number(p.x * 100))% \(number(p.y * 100))%" }

    static func px(_ v: Double) -> String { number(v) + "px" }

    /// A CSS z-index: `zPosition` rounded, held within the 32-bit integers CSS allows.
    static func zIndex(_ zPosition: Double) -> String {
        String(WholeNumber.clamped(zPosition, .toNearestOrAwayFromZero, in: Int(Int32.min)...Int(Int32.max)))
    }

    /// Shortest round-trip digits; CSS takes no exponent-free guarantee, so tiny numbers become 0.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let v = JSONWriter.rounded(value, significantDigits: 6)
        if abs(v) < 1e-9 { return "0" }
        let text = "\(v)"
        guard text.contains("e") else { return text.hasSuffix(".0") ? String(text.dropLast(2)) : text }
        // Exponent form (very large or small magnitudes): fixed digits instead.
        let rounded = (v * 1e9).rounded() / 1e9
        guard rounded.isFinite else { return text }
        return WholeNumber.exact(rounded).map(String.init) ?? "\(rounded)"
    }

    /// The page's style sheet. The stage clips what its actors draw, as a device's screen does: a
    /// face turning in 3D (the cube at 0.4) reaches past the container's bounds, and drew behind
    /// the controls beside it, hiding the title and the slider's hint.
    static func style(controlsLeft: Double) -> String {
        let identity = css(.identity, form: .matrix)
        return """
            html, body { margin: 0; padding: 0; background: #fff; font: 14px sans-serif; }
            #stage { position: absolute; left: 0; top: 0; overflow: hidden; }
            .actor { position: absolute; box-sizing: border-box; transform-origin: 50% 50%; transform: \(identity); translate: 0px 0px; opacity: 1; visibility: visible; z-index: 0; border-radius: 0px; }
            .face { position: absolute; inset: 0; overflow: hidden; border-radius: inherit; }
            .face > .content { position: absolute; display: flex; align-items: center; justify-content: center; font-size: 120px; font-weight: bold; color: #fff; }
            .face > .content.A { background: #2f6fd6; }
            .face > .content.B { background: #e8891c; }
            .sublayer { position: absolute; left: 0; top: 0; width: 100%; height: 100%; transform-style: preserve-3d; transform: \(identity); }
            #controls { position: absolute; left: \(px(controlsLeft)); top: 8px; width: 280px; }
            #controls button, #controls label { display: block; margin: 6px 0; }
            #controls .hint { color: #555; font-size: 12px; }
            #oracle { position: absolute; left: 0; top: 2000px; }
            html.loop #controls, html.loop #oracle { display: none; }
            html.loop, html.loop body { overflow: hidden; background: #f4f5f7; }
            html.loop #stage { transform-origin: 0 0; }

            """
    }
}
