import SegueEngine
import SeguePlan

/// The plan as text for people: one line per actor, a few per animation, the completion per outcome.
package enum PlanText {
    /// The plan as lines of text (no trailing newline).
    package static func render(_ plan: AnimationPlan) -> String {
        var lines = [
            "plan \(plan.effect): \(plan.operation.rawValue) (\(plan.direction.rawValue))\(plan.isInteractive ? ", interactive" : ""), "
                + "\(number(plan.duration)) s, container \(number(plan.containerBounds.width))x\(number(plan.containerBounds.height)), "
                + "release \(plan.interaction.release.rawValue)",
            "",
            "actors (\(plan.actors.count), insertion order)",
        ]
        for actor in plan.actors {
            var line = "  \(actor.id)  \(actor.role.rawValue), \(actor.owner.rawValue)"
            if let source = actor.source { line += ", shows \(source)" }
            if let parent = actor.parent, parent != .container { line += ", in \(parent)" }
            let s = actor.initial
            line += "  frame \(rect(s.frame))"
            if s.alpha != 1 { line += " alpha \(number(s.alpha))" }
            if s.isHidden { line += " hidden" }
            if !s.transform.isIdentity() { line += " transformed" }
            if !s.sublayerTransform.isIdentity() { line += " sublayer-transformed" }
            if s.mask != nil { line += " masked" }
            if let filter = s.filter { line += " filter \(filter.name)" }
            if s.contentsRect != .unit { line += " contents \(rect(s.contentsRect))" }
            lines.append(line)
        }
        lines += ["", "animations (\(plan.animations.count), in the order they apply)"]
        for animation in plan.animations {
            var head = "  \(animation.actor) \(animation.keyPath)  \(number(animation.beginTime)) s + \(number(animation.duration)) s"
            head += ", fill \(animation.fillMode.rawValue), \(animation.driver.rawValue)-driven, \(animation.calculationMode.rawValue)"
            if let whole = animation.timingFunction { head += ", curve \(curve(whole))" }
            if animation.resetsModelValueOnCancel { head += ", model reset on cancel" }
            if animation.owner != .animator { head += " (\(animation.owner.rawValue))" }
            lines.append(head)
            for (i, value) in animation.values.enumerated() {
                let time = i < animation.keyTimes.count ? number(animation.keyTimes[i]) : "-"
                let via = i == 0 || i - 1 >= animation.timingFunctions.count ? "" : "  via \(curve(animation.timingFunctions[i - 1]))"
                lines.append("    \(time)  \(describe(value))\(via)")
            }
        }
        for outcome in [TransitionOutcome.finished, .cancelled] {
            lines += ["", "completion when \(outcome.rawValue)"]
            lines.append("  " + plan.completion.actions(for: outcome).map(describe).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ action: PlanAction) -> String {
        switch action {
        case .remove(let id): "remove \(id)"
        case .set(let id, let property, let value): "set \(id).\(property.rawValue) = \(describe(value))"
        case .restore(let id): "restore \(id)"
        case .show(let id): "show \(id)"
        case .hide(let id): "hide \(id)"
        case .removeMask(let id): "unmask \(id)"
        case .removeFilter(let id): "unfilter \(id)"
        case .completeTransition(let flag): "completeTransition(\(flag))"
        case .uikitRemoves(let id): "UIKit removes \(id)"
        }
    }

    static func describe(_ value: AnimatableValue) -> String {
        switch value {
        case .number(let v): return number(v)
        case .bool(let b): return "\(b)"
        case .point(let p): return "(\(number(p.x)), \(number(p.y)))"
        case .rect(let r): return rect(r)
        case .color(let c): return "rgba(\([c.red, c.green, c.blue, c.alpha].map(number).joined(separator: ", ")))"
        case .circle(let c, let r): return "circle (\(number(c.x)), \(number(c.y))) r \(number(r))"
        case .transform(let t):
            guard !t.operations.isEmpty else { return "identity" }
            return t.operations.map { op -> String in
                switch op {
                case .perspective(let m34): return "perspective(m34 \(number(m34)))"
                case .translate(let x, let y, let z): return "translate(\(number(x)), \(number(y)), \(number(z)))"
                case .scale(let x, let y, let z): return "scale(\(number(x)), \(number(y)), \(number(z)))"
                case .rotate(let a, let axis): return "rotate\(axis.rawValue.uppercased())(\(number(a)) rad)"
                case .matrix: return "matrix(...)"
                }
            }.joined(separator: " ")
        }
    }

    static func curve(_ function: PlanTimingFunction) -> String {
        switch function {
        case .cubicBezier(let x1, let y1, let x2, let y2, let name):
            return name ?? "cubic-bezier(\([x1, y1, x2, y2].map(number).joined(separator: ", ")))"
        case .steps(let n, let position): return "steps(\(n), \(position.rawValue))"
        case .linearStops(let stops): return "linear(\(stops.count) stops)"
        case .spring(let s):
            return
                "spring(mass \(number(s.mass)), stiffness \(number(s.stiffness)), damping \(number(s.damping)), velocity \(number(s.initialVelocity)))"
        }
    }

    static func rect(_ r: Rect) -> String {
        "\(number(r.origin.x)),\(number(r.origin.y)) \(number(r.width))x\(number(r.height))"
    }

    /// At most four decimals, no trailing zeros.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "\(v)" }
        let scaled = (v * 10_000).rounded() / 10_000
        if abs(scaled) < 1e15, let whole = WholeNumber.exact(scaled) { return String(whole) }
        return "\(scaled)"
    }
}
