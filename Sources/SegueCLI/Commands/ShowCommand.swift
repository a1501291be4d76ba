import ArgumentParser
import Segue

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show everything about one effect: its file, resolved manifest and parameters.")

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var terminal: TerminalOptions

    @Argument(help: "The effect id, or the start of one (see `segue list`).", completion: Completions.effectIDs)
    var id: String

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let host = Host.load(catalogOptions)
        Console.report(host.diagnostics.filter { $0.severity == .error }, sources: host.sources)
        let effect = try host.effect(id)
        switch format {
        case .json: Console.out(EffectJSON.full(effect).pretty)
        case .text: Console.text(describe(effect))
        }
    }

    private func describe(_ effect: EffectDefinition) -> String {
        var lines = [
            "\(effect.id): \(effect.name)",
            "  \(effect.summary)",
            "",
            "file       \(effect.file) (\(effect.origin.rawValue))",
            "family     \(effect.family)",
            "tags       \(effect.tags.isEmpty ? "-" : effect.tags.joined(separator: ", "))",
            "kind       \(effect.kind)",
            "extends    \(effect.extendsChain.isEmpty ? "-" : effect.extendsChain.joined(separator: " -> "))",
            "duration   to \(seconds(effect.toDuration)), back \(seconds(effect.backDuration))",
            "timer      \(effect.needsInteractiveTimer ? "on (needsInteractiveTimer)" : "off")",
            "gestures   to \(Self.gestureText(effect.toGesture)); back \(Self.gestureText(effect.backGesture))",
        ]
        if let completion = effect.interactiveCompletion, let speed = completion.speed {
            lines.append("completion speed \(speed.manifestText)\(completion.curve.map { ", curve \($0.manifestText)" } ?? "")")
        }
        if !effect.outlives.isEmpty {
            lines.append("outlives   \(effect.outlives.joined(separator: ", ")) (kept after a successful transition on purpose)")
        }
        if effect.reachesPresenter {
            lines.append("presenter  taken from its view controller, not view(forKey:) (presenterView: viewController)")
        }
        if effect.layoutDirection == .absolute {
            lines.append("direction  the same right to left, not mirrored (layoutDirection: absolute)")
        }
        lines += Self.describe(effect.provenance)
        lines.append("")
        if let keyframes = effect.keyframesSpec {
            lines += Self.describe(keyframes)
            lines.append("")
        }
        guard !effect.parameters.isEmpty else {
            lines.append("parameters: none")
            return lines.joined(separator: "\n")
        }
        lines.append("parameters")
        var table = TextTable(["  NAME", "TYPE", "VALUE", "DEFAULT", "RANGE", "DOC"])
        for parameter in effect.parameters {
            table.add([
                "  " + parameter.spec.name, parameter.spec.type.name, parameter.value.description,
                parameter.spec.defaultValue?.description ?? "(required)", parameter.spec.type.rangeText ?? "-",
                parameter.spec.doc,
            ])
        }
        lines.append(table.rendered)
        return lines.joined(separator: "\n")
    }

    /// Where the effect comes from: the original, what was compared with it, what differs and why.
    static func describe(_ provenance: Provenance?) -> [String] {
        guard let provenance else {
            return ["provenance: none (add a 'provenance:' block naming the original; see docs/reference/manifest.md, Provenance)"]
        }
        var lines = ["provenance", "  original   \(provenance.original)", "  source     \(provenance.fileURL)"]
        if let gesture = provenance.gesture { lines.append("  gesture    \(gesture)") }
        lines.append("  compared")
        lines += provenance.compared.map { "    - \($0)" }
        if provenance.differences.isEmpty {
            lines.append("  differences: none")
        } else {
            lines.append("  differences")
            for difference in provenance.differences {
                lines.append("    - \(difference.change)")
                lines.append("      why: \(difference.reason)")
            }
        }
        return lines
    }

    /// The tracks of a `kind: keyframes` effect: what moves, through which values, on which curves.
    static func describe(_ keyframes: KeyframesSpec) -> [String] {
        var lines = ["keyframes"]
        func add(_ name: String, _ tracks: [KeyframeTrackSpec]) {
            lines.append("  \(name)")
            for track in tracks {
                var heading = "    \(track.actor).\(track.property)"
                if track.begin != 0 || track.duration != 1 {
                    heading += "  begin \(formatNumber(track.begin)) duration \(formatNumber(track.duration))"
                }
                heading += "  driver \(track.driver)"
                if track.resetsModelValueOnCancel { heading += "  resetsModelValueOnCancel" }
                lines.append(heading)
                for (index, keyframe) in track.keyframes.enumerated() {
                    let curve = index == 0 ? "" : "  (\(keyframe.curve.manifestText))"
                    lines.append("      \(formatNumber(keyframe.time).padding(to: 5)) \(keyframe.value)\(curve)")
                }
            }
        }
        add("to", keyframes.to)
        if let back = keyframes.back {
            add("back", back)
        } else {
            lines.append("  back: reverse (the to tracks played backwards, from and to swapped)")
        }
        if !keyframes.automaticCleanup { lines.append("  cleanup: manual") }
        return lines
    }

    /// One gesture in a line: the rule that decides a release is spelled as the controller tests it
    /// (`> 0.5` or `>= 0.5`, `or faster than 1000 pt/s`), so two originals' rules read apart.
    static func gestureText(_ gesture: GestureConfig?) -> String {
        guard let gesture else { return "-" }
        let test = gesture.finishesAtThreshold ? ">=" : ">"
        var text = "pan \(gesture.direction.rawValue) (edge \(formatNumber(gesture.edgeSpacing)), base \(gesture.base.manifestText), "
        text += "finish \(test) \(formatNumber(gesture.finishThreshold))"
        if let velocity = gesture.velocityThreshold { text += " or faster than \(formatNumber(velocity)) pt/s" }
        if let full = gesture.percentAtFull { text += ", full swipe passes \(formatNumber(full))" }
        if !gesture.clampsPercent { text += ", unclamped" }
        return text + ")"
    }
}
