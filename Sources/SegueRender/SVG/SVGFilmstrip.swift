import SegueEngine
import SegueSimulation

/// The `svg` format: a filmstrip of the screen at chosen progress points, one row per transition.
///
/// Everything is laid out in points (one cell is one screen) and shown at `scale`, so the file
/// stays readable at any zoom. Same trace, same bytes: numbers have fixed precision, ids are
/// numbered in drawing order and definitions are sorted.
package enum SVGFilmstrip {
    /// The progress points used when none are given.
    package static let defaultProgress: [Double] = TraceText.progressPoints
    /// Display size of a point.
    package static let scale = 0.4

    static let margin = 32.0
    static let gap = 32.0
    static let titleHeight = 96.0
    static let rowHeader = 56.0
    static let cellLabel = 70.0

    /// The frames of `transition` nearest to each progress point (a fraction of its time span).
    package static func frames(of transition: TransitionRecord, in trace: Trace, at progress: [Double]) -> [(Double, FrameSample)] {
        let frames = trace.frames.filter { $0.transition == transition.index }
        guard let first = frames.first, let last = frames.last else { return [] }
        return progress.compactMap { p in
            let target = first.time + p * (last.time - first.time)
            return frames.min(by: { abs($0.time - target) < abs($1.time - target) }).map { (p, $0) }
        }
    }

    /// Like `frames(of:in:at:)`, but a point whose frame shows no screen (every one edge-on) or a
    /// screen swung so close to the eye that it covers the picture (over 1.5 times the screen's
    /// area) moves to the nearest frame within 0.25 that shows the motion; the label gives the
    /// progress actually shown. With nothing better nearby the point stays (and an edge-on frame
    /// is marked as such). Used for the default points; points a user asks for are kept.
    static func readableFrames(
        of transition: TransitionRecord, in trace: Trace, at progress: [Double], painter: SVGScreen
    ) -> [(Double, FrameSample)] {
        let frames = trace.frames.filter { $0.transition == transition.index }
        guard let first = frames.first, let last = frames.last, last.time > first.time else {
            return Self.frames(of: transition, in: trace, at: progress)
        }
        func frame(at p: Double) -> FrameSample? {
            let target = first.time + p * (last.time - first.time)
            return frames.min(by: { abs($0.time - target) < abs($1.time - target) })
        }
        return progress.compactMap { p in
            guard let exact = frame(at: p) else { return nil }
            guard p > 0, p < 1, !painter.isReadable(exact) else { return (p, exact) }
            for step in 1...5 {
                for candidate in [p - 0.05 * Double(step), p + 0.05 * Double(step)] where candidate > 0 && candidate < 1 {
                    if let nearby = frame(at: candidate), painter.isReadable(nearby) {
                        return ((nearby.time - first.time) / (last.time - first.time), nearby)
                    }
                }
            }
            return (p, exact)
        }
    }

    /// The filmstrip of `trace`: one frame per transition at each point of `progress`.
    package static func render(_ trace: Trace, run: RunDescription, progress: [Double] = defaultProgress) -> String {
        let bounds = Rect(x: 0, y: 0, width: run.screen.width, height: run.screen.height)
        let painter = SVGScreen(bounds: bounds, palette: ScreenPalette(trace.transitions))
        var defs = SVGDefs(prefix: "")
        let columns = max(progress.count, 1)
        // Wide enough for the header lines even with one or two columns.
        let width = max(margin * 2 + Double(columns) * bounds.width + Double(columns - 1) * gap, 1200)
        let rowHeight = rowHeader + cellLabel + bounds.height + gap
        let height = titleHeight + Double(max(trace.transitions.count, 1)) * rowHeight + margin

        var body = ""
        body += "<text x=\"\(SVG.n(margin))\" y=\"52\" font-size=\"34\" font-weight=\"bold\">\(SVG.escape(run.effect))</text>"
        body += "<text x=\"\(SVG.n(margin))\" y=\"84\" font-size=\"22\" fill=\"#555\">\(SVG.escape(runLine(run)))</text>"
        for (row, transition) in trace.transitions.enumerated() {
            let top = titleHeight + Double(row) * rowHeight
            body +=
                "<text x=\"\(SVG.n(margin))\" y=\"\(SVG.n(top + 36))\" font-size=\"24\">\(SVG.escape(transitionLine(transition)))</text>"
            let chosen =
                progress == defaultProgress
                ? readableFrames(of: transition, in: trace, at: progress, painter: painter)
                : frames(of: transition, in: trace, at: progress)
            for (column, (p, frame)) in chosen.enumerated() {
                let x = margin + Double(column) * (bounds.width + gap)
                let y = top + rowHeader + cellLabel
                // Frames no nearby one could replace say what the picture shows.
                let magnified = painter.magnification(frame)
                let edgeOn =
                    painter.isEdgeOn(frame)
                    ? " · edge-on" : magnified > 1.5 ? " · screen at the eye, \(Describe.number(magnified, digits: 1))× its size" : ""
                body +=
                    "<text x=\"\(SVG.n(x))\" y=\"\(SVG.n(y - 40))\" font-size=\"22\" fill=\"#222\">progress \(Describe.number(p)) · frame \(frame.index)\(edgeOn)</text>"
                body +=
                    "<text x=\"\(SVG.n(x))\" y=\"\(SVG.n(y - 12))\" font-size=\"20\" fill=\"#666\">\(Describe.number(frame.localTime))s · percent \(Describe.number(frame.percent)) · \(frame.phase.rawValue)</text>"
                body += "<g transform=\"translate(\(SVG.n(x)) \(SVG.n(y)))\">"
                body += painter.screen(frame, transition: transition, defs: &defs)
                body +=
                    "<rect width=\"\(SVG.n(bounds.width))\" height=\"\(SVG.n(bounds.height))\" fill=\"none\" stroke=\"#888\" stroke-width=\"2\"/></g>"
            }
        }
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVG.n(width * scale))\" height=\"\(SVG.n(height * scale))\" viewBox=\"0 0 \(SVG.n(width)) \(SVG.n(height))\" font-family=\"sans-serif\">\n"
        out += "<title>\(SVG.escape("\(run.effect): \(run.scenario)"))</title>\n"
        out += defs.markup + "\n"
        out += "<rect width=\"\(SVG.n(width))\" height=\"\(SVG.n(height))\" fill=\"#fff\"/>\n"
        out += body + "\n</svg>\n"
        return out
    }

    static func runLine(_ run: RunDescription) -> String {
        "\(run.scenario) on \(Describe.number(run.screen.width))x\(Describe.number(run.screen.height)) at \(run.fps) fps, seed \(run.seed)"
    }

    static func transitionLine(_ transition: TransitionRecord) -> String {
        let outcome = transition.outcome == .finished ? "finished" : "cancelled"
        var text =
            "transition \(transition.index): \(transition.operation.rawValue) (\(transition.direction.rawValue)) \(transition.fromScreen) → \(transition.toScreen), \(Describe.number(transition.duration))s, \(outcome)"
        if let interaction = transition.interaction {
            text += ", interactive: released at \(Describe.number(interaction.releasePercent)) (frame \(interaction.releaseFrame))"
        }
        return text
    }
}

/// `--format svg --animate`: one looping SVG that plays the whole run at real speed.
///
/// Each kept frame is a group shown only during its own time slice by a discrete SMIL
/// `<animate>` of `visibility` with keyTimes, so the file needs no script. Frames are kept
/// at up to `maxFPS` (every transition's last frame always), and each transition's end is held
/// for `hold` seconds so the loop can be followed.
package enum SVGAnimation {
    /// The drawing's scale: half a point per SVG unit.
    package static let scale = 0.5

    /// An SVG that plays the run in a loop, at most `maxFPS` frames a second, holding `hold` seconds at the end.
    package static func render(_ trace: Trace, run: RunDescription, maxFPS: Int = 30, hold: Double = 0.6) -> String {
        let bounds = Rect(x: 0, y: 0, width: run.screen.width, height: run.screen.height)
        let painter = SVGScreen(bounds: bounds, palette: ScreenPalette(trace.transitions))
        let caption = 64.0
        let step = max(1, (trace.fps + maxFPS - 1) / max(maxFPS, 1))
        let lastFrames = Set(trace.transitions.map(\.lastFrame))

        // Time on the loop's clock: each transition starts after the holds of those before it.
        var kept: [(start: Double, frame: FrameSample)] = []
        for frame in trace.frames {
            let position = frame.index - (trace.transitions.first { $0.index == frame.transition }?.firstFrame ?? 0)
            guard position % step == 0 || lastFrames.contains(frame.index) else { continue }
            let start = frame.time + Double(frame.transition) * hold
            if let previous = kept.last, start <= previous.start { continue }
            kept.append((start, frame))
        }
        let total = (kept.last?.start ?? 0) + 1 / Double(max(trace.fps, 1)) + hold
        let duration = Describe.number(total)

        var defs = SVGDefs(prefix: "")
        var body = ""
        for (position, entry) in kept.enumerated() {
            let transition = trace.transitions.first { $0.index == entry.frame.transition }
            let begin = entry.start / total
            let end = position + 1 < kept.count ? kept[position + 1].start / total : 1
            var values: [String] = []
            var times: [String] = []
            if position > 0 {
                values.append("hidden")
                times.append("0")
            }
            values.append("visible")
            times.append(position > 0 ? Describe.number(begin, digits: 5) : "0")
            if position + 1 < kept.count {
                values.append("hidden")
                times.append(Describe.number(end, digits: 5))
            }
            var frameDefs = SVGDefs(prefix: "f\(position)-")
            let screen = painter.screen(entry.frame, transition: transition, defs: &frameDefs)
            for (id, markup) in frameDefs.entries { defs.add(id, markup) }
            body += "<g visibility=\"\(position == 0 ? "visible" : "hidden")\">"
            body +=
                "<animate attributeName=\"visibility\" calcMode=\"discrete\" dur=\"\(duration)s\" repeatCount=\"indefinite\" values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(times.joined(separator: ";"))\"/>"
            body += screen
            var label = transition.map { "\($0.operation.rawValue) (\($0.direction.rawValue)) · " } ?? ""
            label += "\(Describe.number(entry.frame.localTime, digits: 2))s · \(Describe.number(entry.frame.percent, digits: 2))"
            body += "<text x=\"16\" y=\"\(SVG.n(bounds.height + 42))\" font-size=\"24\" fill=\"#222\">\(SVG.escape(label))</text></g>\n"
        }
        let height = bounds.height + caption
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVG.n(bounds.width * scale))\" height=\"\(SVG.n(height * scale))\" viewBox=\"0 0 \(SVG.n(bounds.width)) \(SVG.n(height))\" font-family=\"sans-serif\">\n"
        out += "<title>\(SVG.escape("\(run.effect): \(run.scenario), looping"))</title>\n"
        out += defs.markup + "\n"
        out += "<rect width=\"\(SVG.n(bounds.width))\" height=\"\(SVG.n(height))\" fill=\"#fff\"/>\n"
        out += body + "</svg>\n"
        return out
    }
}
