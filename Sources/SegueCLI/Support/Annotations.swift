import Segue

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One result for CI: a `check` finding or a `validate` diagnostic, with where it points.
struct Annotation {
    /// What a SARIF rule says of a code: the check's description, or a `validate` code's family.
    struct Rule {
        let id: String
        let short: String
        let full: String

        /// The rule of a `check` finding code, from its check's description; a code no check
        /// describes gets a rule made from it, so the output stays valid.
        init(finding code: String) {
            if let check = CheckList.description(of: code) {
                self.init(id: code, short: check.short, full: check.full)
            } else {
                self.init(
                    id: code, short: "Segue finding \(code)",
                    full: "See the invariant table in Segue's docs/reference/findings.md for \(code).")
            }
        }

        init(id: String, short: String, full: String) {
            self.id = id
            self.short = short
            self.full = full
        }
    }

    /// The diagnostic's or the finding's own severity; each reporter spells it its way.
    let severity: Diagnostic.Severity
    let rule: Rule
    let message: String
    /// A line of a file the user has, a built-in effect's name, or nowhere.
    let place: FindingLocator.Place?
    /// Stable across runs and message rewordings: what was checked and what was found.
    let fingerprint: String
    var properties: [(String, JSONValue)] = []

    /// FNV-1a (64-bit) of `text` as hex: deterministic on every platform, unlike `hashValue`.
    static func fingerprint(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in parts.joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension Annotation {
    /// A `validate` diagnostic; its notes join the message.
    init(_ diagnostic: Diagnostic) {
        var message = diagnostic.message
        for note in diagnostic.notes {
            message += "\nnote: " + note.message
            if let at = note.location { message += " (\(at.file):\(at.line):\(at.column))" }
        }
        let location = diagnostic.location
        self.init(
            severity: diagnostic.severity,
            rule: Rule(
                id: diagnostic.code, short: DiagnosticRules.short(for: diagnostic.code),
                full: DiagnosticRules.full(for: diagnostic.code)),
            message: message, place: location.map(FindingLocator.Place.source),
            fingerprint: Annotation.fingerprint([
                diagnostic.code, location?.file ?? "", String(location?.line ?? 0), String(location?.column ?? 0),
            ]))
    }
}

/// Rules for `validate`'s diagnostic codes, described by their family (the part before the dot).
enum DiagnosticRules {
    static let families: [String: String] = [
        "manifest": "A manifest does not follow the manifest format",
        "config": "The app config does not follow the config format",
        "document": "A file cannot be read as a document (encoding, size, depth, duplicate keys)",
        "yaml": "A file is not valid YAML",
        "json": "A file is not valid JSON",
        "folder": "A folder of effects cannot be read",
        "file": "A file cannot be read",
        "path": "A path inside a manifest leaves its folder",
    ]

    static func short(for code: String) -> String {
        let family = String(code.prefix { $0 != "." })
        return families[family] ?? "Segue diagnostic \(code)"
    }

    static func full(for code: String) -> String {
        short(for: code) + " (\(code)). The message says what is wrong and what to write instead; `segue validate` prints the line."
    }
}
