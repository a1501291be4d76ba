import Foundation
import Testing

/// The optional tools some tests use, and whether this machine has them.
///
/// A fresh clone on a fresh machine has Swift and libyaml and nothing else: a test that needs
/// more skips with `.enabled(if:)` and names what to install, never fails (issue 37). The README's
/// quick start names every tool in `all` (`OptionalToolTests` holds both to that).
enum OptionalTool: String, CaseIterable {
    /// Headless Chromium: the browser tests and the plan oracle.
    case chromium
    /// python3's jsonschema: SARIF logs, traces, plans and schemas checked by an independent validator.
    case jsonschema
    /// python3's PyYAML: the schema checks read the YAML manifests with it.
    case pyyaml

    /// The name the README's quick start gives it (the apt package, or the pip one).
    var installName: String {
        switch self {
        case .chromium: "chromium"
        case .jsonschema: "python3-jsonschema"
        case .pyyaml: "python3-yaml"
        }
    }
}

/// What python3 on PATH can import.
enum Python {
    static let path = executableOnPath(named: "python3")

    /// True when `python` (default: python3 on PATH) imports every module of `modules`.
    /// `-B`: asking must not write bytecode next to the modules.
    static func canImport(_ modules: [String], python: String? = path) -> Bool {
        guard let python, !modules.isEmpty else { return false }
        let script = modules.map { "import \($0)" }.joined(separator: "; ")
        let result = try? runProcess(
            URL(fileURLWithPath: python), ["-B", "-c", script], in: FileManager.default.temporaryDirectory)
        return result?.status == 0
    }

    /// jsonschema, for the SARIF and trace checks.
    static let hasJSONSchema = canImport(["jsonschema"])
    /// jsonschema and PyYAML, for `Scripts/check-schemas.py`.
    static let hasSchemaTools = canImport(["jsonschema", "yaml"])

    static let needsJSONSchema: Comment =
        "needs python3 with jsonschema (apt-get install -y python3-jsonschema, or pip install jsonschema; .ci/run installs it)"
    static let needsSchemaTools: Comment =
        "needs python3 with jsonschema and PyYAML (apt-get install -y python3-jsonschema python3-yaml; .ci/run installs them)"
}
