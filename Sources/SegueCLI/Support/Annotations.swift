import Segue

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One result for CI: a `check` finding or a `validate` diagnostic, with where it points.
struct Annotation {
    enum Level: String {
        case error, warning, note
    }

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

    let level: Level
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

/// SARIF 2.1.0 (OASIS), the format CI services read to annotate code.
///
/// Paths are relative to `%SRCROOT%`, the folder segue ran in (CI checks out the repository
/// there), which the log leaves for the reader to resolve, so the same run gives the same bytes
/// on any machine; absolute paths stay absolute `file:` URIs. A built-in effect, which has no
/// file in the user's repository, is a logical location named after it.
enum SARIF {
    static let baseID = "%SRCROOT%"

    static func log(_ annotations: [Annotation]) -> JSONValue {
        var rules: [Annotation.Rule] = []
        var ruleIndex: [String: Int] = [:]
        var results: [JSONValue] = []
        for annotation in annotations {
            let index: Int
            if let known = ruleIndex[annotation.rule.id] {
                index = known
            } else {
                index = rules.count
                ruleIndex[annotation.rule.id] = index
                rules.append(annotation.rule)
            }
            var result: [(String, JSONValue)] = [
                ("ruleId", .string(annotation.rule.id)),
                ("ruleIndex", .int(index)),
                ("level", .string(annotation.level.rawValue)),
                ("message", .object([("text", .string(annotation.message))])),
            ]
            if let place = annotation.place { result.append(("locations", .array([location(place)]))) }
            result.append(("partialFingerprints", .object([("segueResult/v1", .string(annotation.fingerprint))])))
            if !annotation.properties.isEmpty { result.append(("properties", .object(annotation.properties))) }
            results.append(.object(result))
        }
        return .object([
            ("$schema", .string("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("segue")),
                                        ("version", .string(SegueVersion.current)),
                                        ("informationUri", .string("https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html")),
                                        ("rules", .array(rules.map(rule))),
                                    ])
                                )
                            ])
                        ),
                        (
                            "originalUriBaseIds",
                            .object([
                                (
                                    baseID,
                                    .object([
                                        (
                                            "description",
                                            .object([("text", .string("The folder segue ran in (the repository's top in CI)."))])
                                        )
                                    ])
                                )
                            ])
                        ),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
    }

    private static func rule(_ rule: Annotation.Rule) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.short))])),
            ("fullDescription", .object([("text", .string(rule.full))])),
            (
                "help",
                .object([
                    ("text", .string(rule.full + " See the invariant table in Segue's docs/reference/findings.md.")),
                    (
                        "markdown",
                        .string(rule.full + " See the invariant table in [Segue's findings reference](docs/reference/findings.md).")
                    ),
                ])
            ),
        ])
    }

    private static func location(_ place: FindingLocator.Place) -> JSONValue {
        switch place {
        case .builtin(let effect):
            return .object([
                (
                    "logicalLocations",
                    .array([
                        .object([
                            ("name", .string(effect)),
                            ("fullyQualifiedName", .string("segue/builtin/\(effect)")),
                            ("kind", .string("module")),
                        ])
                    ])
                )
            ])
        case .source(let location):
            var artifact: [(String, JSONValue)] = [("uri", .string(uri(location.file)))]
            if !location.file.hasPrefix("/") { artifact.append(("uriBaseId", .string(baseID))) }
            return .object([
                (
                    "physicalLocation",
                    .object([
                        ("artifactLocation", .object(artifact)),
                        ("region", .object([("startLine", .int(max(location.line, 1))), ("startColumn", .int(max(location.column, 1)))])),
                    ])
                )
            ])
        }
    }

    /// A path as a URI reference: `./` dropped, reserved and non-ASCII bytes percent-encoded,
    /// absolute paths as `file://` URIs.
    static func uri(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        var encoded = ""
        for byte in path.utf8 {
            let unreserved =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || [0x2D, 0x2E, 0x5F, 0x7E, 0x2F].contains(byte)
            if unreserved {
                encoded.append(Character(Unicode.Scalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

/// GitHub Actions workflow commands: one `::error file=...,line=...,col=...::message` line per
/// result, which Actions shows on the file and line in a pull request.
enum GitHubAnnotations {
    static func lines(_ annotations: [Annotation]) -> String {
        annotations.map { annotation in
            let command = annotation.level == .note ? "notice" : annotation.level.rawValue
            var properties: [String] = []
            var message = annotation.message
            switch annotation.place {
            case .source(let location)?:
                properties += ["file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)"]
            case .builtin(let effect)?:
                message = "built-in effect \(effect): " + message
            case nil:
                break
            }
            properties.append("title=\(property("segue \(annotation.rule.id)"))")
            return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
        }.joined()
    }

    /// Escaping from GitHub's toolkit (`escapeData`, `escapeProperty`): a message keeps to one line.
    static func data(_ text: String) -> String {
        escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    static func property(_ text: String) -> String {
        escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }

    /// By scalar: "\r\n" is one Character, and both halves must be escaped. Other control
    /// characters and bidi overrides are shown visibly, as on a terminal: the Actions log renders
    /// ANSI colours, and a message must not hide or reorder its own text.
    private static func escape(_ text: String, _ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replacement = table[scalar] {
                out += replacement
            } else if DiagnosticRenderer.needsEscape(scalar) {
                out += escape(DiagnosticRenderer.visible(scalar), table)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Annotation {
    /// A `validate` diagnostic; its notes join the message.
    init(_ diagnostic: Diagnostic) {
        let level: Level = diagnostic.severity == .error ? .error : diagnostic.severity == .warning ? .warning : .note
        var message = diagnostic.message
        for note in diagnostic.notes {
            message += "\nnote: " + note.message
            if let at = note.location { message += " (\(at.file):\(at.line):\(at.column))" }
        }
        let location = diagnostic.location
        self.init(
            level: level,
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
