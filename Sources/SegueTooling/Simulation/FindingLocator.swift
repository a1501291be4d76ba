import SegueCatalog
import SegueDocument
import SegueEngine
import SegueSimulation

/// Where in a manifest a `check` finding comes from, for SARIF and GitHub annotations.
///
/// The engine reports what a device would show (an actor left in the container, a jump on
/// release, a timeline longer than declared); this maps each finding back to the key that
/// causes it: the keyframes track that animates the actor the finding names, `interactive:` for
/// what happens under a finger, the duration for a duration mismatch, and `kind:` (or
/// `extends:`) for what a Swift kind does. A built-in effect has no file in the user's
/// repository, so it is located by name only.
package enum FindingLocator {
    /// A finding's place: a line of a manifest the user has, or the name of a built-in effect.
    package enum Place: Sendable, Hashable {
        case source(SourceLocation)
        case builtin(effect: String)
    }

    /// The manifest key or keyframes track behind `finding`, for SARIF and GitHub annotations.
    package static func place(of finding: Finding, in effect: EffectDefinition, direction: TransitionDirection) -> Place {
        guard effect.origin != .builtin else { return .builtin(effect: effect.id) }
        let keys = effect.locations
        let code = finding.code
        if code.hasPrefix("duration.") {
            return .source((direction == .back ? keys.backDuration : keys.toDuration) ?? keys.keyframes ?? keys.base)
        }
        if code.hasPrefix("interaction.") || code.hasPrefix("percent.") || code.hasPrefix("gesture.") {
            return .source(keys.interactive ?? track(for: finding, in: effect, direction: direction) ?? keys.base)
        }
        if code.hasPrefix("navigation.") { return .source(keys.id) }
        return .source(track(for: finding, in: effect, direction: direction) ?? keys.keyframes ?? keys.parameters ?? keys.base)
    }

    /// The keyframes track (of the direction's list, else `to`) the finding names: a track by
    /// `actor.property` (`to.maskCircle jumps ...`), else the first track of an actor named in
    /// quotes (`'snapshot.from' is still in the container`).
    ///
    /// Going back with `back: reverse`, the `to` tracks play with the roles swapped (the view
    /// arriving is the one that left), so a finding about `snapshot.to` is the track of `snapshot.from`.
    static func track(for finding: Finding, in effect: EffectDefinition, direction: TransitionDirection) -> SourceLocation? {
        guard let block = effect.keyframes else { return nil }
        let reversed = direction == .back && block["back"]?.items == nil
        let tracks = (direction == .back ? block["back"]?.items : nil) ?? block["to"]?.items
        guard let tracks else { return nil }
        func written(_ actor: String) -> String {
            guard reversed else { return actor }
            let swaps = ["to": "from", "from": "to", "snapshot.to": "snapshot.from", "snapshot.from": "snapshot.to"]
            return swaps[actor] ?? actor
        }
        func value(_ item: Node, _ key: String) -> String? { item[key]?.scalar?.text }
        for word in finding.message.split(separator: " ") where word.contains(".") {
            let parts = word.split(separator: ".")
            guard parts.count >= 2 else { continue }
            let property = String(parts[parts.count - 1])
            let actor = written(parts.dropLast().joined(separator: "."))
            if let item = tracks.first(where: { value($0, "actor") == actor && value($0, "property") == property }) {
                return item.location
            }
        }
        let named =
            quotedName(in: finding.message)
            ?? (finding.message.containsText("from view") ? "from" : finding.message.containsText("to view") ? "to" : nil)
        guard let actor = named.map(written) else { return nil }
        return tracks.first { value($0, "actor") == actor }?.location
    }

    /// The first `'...'` of a message.
    static func quotedName(in message: String) -> String? {
        guard let open = message.firstIndex(of: "'") else { return nil }
        let rest = message[message.index(after: open)...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        let name = rest[..<close]
        return name.isEmpty || name.contains(" ") ? nil : String(name)
    }
}
