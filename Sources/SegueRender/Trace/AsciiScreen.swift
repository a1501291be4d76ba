import SegueEngine
import SegueSimulation

/// The `ascii` format: the screen as a character grid, each actor filled with its role's letter.
///
/// Actors are drawn back to front through their projected corners, so a rotating page
/// shows as a trapezoid; a faint actor (alpha below 0.5) uses the lowercase letter, a
/// circle mask clips its actor. Legend: F from, T to, S snapshot, L slice, O overlay,
/// D dimming, = scan line, X filter, C container.
package enum AsciiScreen {
    /// Characters across.
    package static let columns = 39
    /// Lines down.
    package static let rows = 21

    /// The character that draws an actor of `role`.
    package static func letter(for role: ActorRole) -> Character {
        switch role {
        case .fromView: "F"
        case .toView: "T"
        case .snapshot: "S"
        case .slice: "L"
        case .overlay: "O"
        case .dimming: "D"
        case .scanLine: "="
        case .filter: "X"
        case .container: "C"
        case .other: "?"
        }
    }

    /// `actors` drawn as characters in a container of `bounds`, back to front.
    package static func render(_ actors: [ResolvedActor], bounds: Rect) -> String {
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        for actor in actors where actor.role != .container && !actor.isEffectivelyHidden && actor.effectiveAlpha > 0.01 {
            guard let corners = actor.corners, corners.count == 4 else { continue }
            var mark = letter(for: actor.role)
            if actor.effectiveAlpha < 0.5 { mark = Character(mark.lowercased()) }
            for row in 0..<rows {
                for column in 0..<columns {
                    let point = Point(
                        x: bounds.minX + (Double(column) + 0.5) / Double(columns) * bounds.width,
                        y: bounds.minY + (Double(row) + 0.5) / Double(rows) * bounds.height)
                    guard contains(corners, point), passesMask(actor, point) else { continue }
                    grid[row][column] = mark
                }
            }
        }
        let border = "+" + String(repeating: "-", count: columns) + "+"
        return ([border] + grid.map { "|" + String($0) + "|" } + [border]).joined(separator: "\n") + "\n"
    }

    /// Inside a convex quad (either winding).
    static func contains(_ quad: [Point], _ p: Point) -> Bool {
        var sign = 0.0
        for index in 0..<4 {
            let a = quad[index]
            let b = quad[(index + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross != 0 {
                if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
            }
        }
        return sign != 0
    }

    /// Circle and rect masks are in the actor's own space; approximate with its frame when untransformed.
    static func passesMask(_ actor: ResolvedActor, _ p: Point) -> Bool {
        let origin = actor.state.frame.origin
        switch actor.state.mask {
        case .circle(let center, let radius)?:
            let dx = p.x - (origin.x + center.x)
            let dy = p.y - (origin.y + center.y)
            return dx * dx + dy * dy <= radius * radius
        case .rect(let rect)?:
            let x = p.x - origin.x
            let y = p.y - origin.y
            return x >= rect.minX && x <= rect.minX + rect.width && y >= rect.minY && y <= rect.minY + rect.height
        default:
            return true
        }
    }

    /// Key frames of every transition, each drawn with its label.
    package static func render(_ trace: Trace, bounds: Rect) -> String {
        var out = ""
        for transition in trace.transitions {
            out += TraceText.header(transition, fps: trace.fps) + "\n"
            for (label, frame) in TraceText.keyFrames(of: transition, in: trace) {
                out += "\(label) (frame \(frame.index), percent \(Describe.number(frame.percent)))\n"
                out += render(frame.actors, bounds: bounds)
            }
            out += "\n"
        }
        return out + "legend: F from, T to, S snapshot, L slice, O overlay, D dimming, = scan line, X filter; lowercase = alpha < 0.5\n"
    }
}
