import Segue

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SARIF 2.1.0 for CI code scanning (``SARIF``).
enum SARIFReporter: Reporter {
    static let identifier = "sarif"
    static let summary = "SARIF 2.1.0 for CI code scanning"
    static func write(_ report: ProblemReport) { Console.out(SARIF.log(report.annotations()).pretty) }
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
                ("level", .string(level(annotation.severity))),
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

    /// SARIF's `result.level` (section 3.27.10: `none`, `note`, `warning` or `error`) for a severity.
    private static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .note: "note"
        case .warning: "warning"
        case .error: "error"
        }
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
