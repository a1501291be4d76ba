import Foundation
import Testing

/// One table of package layouts, with the config each tool must use, run through the rule itself
/// (`ConfigRuleTests`), `segue` (`ConfigRuleTests`) and both plugins in a real package
/// (`ConfigPluginTests`, a package test): issue 52 item 2, where the build plugin read
/// `Sources/App/segue.yaml` and `swift package segue check --routes` said no app config was found.
///
/// Every layout is a package with two targets, `App` (which applies the build plugin) and
/// `Widget`. Each config names one route after where it is, so a run shows which was read.
struct ConfigLayout: Sendable, CustomTestStringConvertible {
    /// What the layout is.
    let name: String
    /// The configs there, relative to the package's top.
    let configs: [String]
    /// The config of the whole package (`swift package segue`, or `segue` in the package's top,
    /// given every target's folder): nil when none is used.
    let package: String?
    /// The config of the App target alone (the build plugin building App, or `segue` given
    /// `--target-folder Sources/App`).
    let app: String?
    /// Configs of two targets, so none is used for the whole package.
    var conflicting: [String] = []
    /// Configs there but not read, for the whole package.
    var shadowed: [String] = []

    var testDescription: String { name }

    /// The route a config names: its path, made a kebab-case name (`from-sources-app-segue-yaml`,
    /// `from-dot-segue-yaml`); no one is part of another.
    static func route(of config: String) -> String {
        let words = config.replacingOccurrences(of: "/.", with: "/dot-").lowercased()
            .map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined().split(separator: "-")
        return (["from"] + (config.hasPrefix(".") ? ["dot"] : []) + words).joined(separator: "-")
    }

    /// The text of the config at `path`: one route named after it.
    static func text(of path: String) -> String {
        "segue: 1\nroutes:\n  - name: \(route(of: path))\n    operation: push\n    effect: crossfade\n"
    }

    /// The targets' folders, as the command plugin passes them.
    static let targets = ["Sources/App", "Sources/Widget"]

    static let all: [ConfigLayout] = [
        ConfigLayout(name: "config at the package's top", configs: ["segue.yaml"], package: "segue.yaml", app: "segue.yaml"),
        ConfigLayout(name: "Config/segue.yaml", configs: ["Config/segue.yaml"], package: "Config/segue.yaml", app: "Config/segue.yaml"),
        // The layout: the build plugin read it, `swift package segue check --routes` did not.
        ConfigLayout(
            name: "config in the App target", configs: ["Sources/App/segue.yaml"], package: "Sources/App/segue.yaml",
            app: "Sources/App/segue.yaml"),
        ConfigLayout(name: ".segue.yaml at the top", configs: [".segue.yaml"], package: ".segue.yaml", app: ".segue.yaml"),
        // JSON: the build plugin read it, `segue` did not.
        ConfigLayout(name: "segue.json at the top", configs: ["segue.json"], package: "segue.json", app: "segue.json"),
        ConfigLayout(
            name: "two targets each with a config", configs: ["Sources/App/segue.yaml", "Sources/Widget/segue.yaml"], package: nil,
            app: "Sources/App/segue.yaml", conflicting: ["Sources/App/segue.yaml", "Sources/Widget/segue.yaml"]),
        ConfigLayout(
            name: "a target's config and the top's", configs: ["segue.yaml", "Sources/App/segue.yaml"], package: "Sources/App/segue.yaml",
            app: "Sources/App/segue.yaml", shadowed: ["segue.yaml"]),
        ConfigLayout(
            name: "the top's and Config/segue.yaml", configs: ["segue.yaml", "Config/segue.yaml"], package: "segue.yaml",
            app: "segue.yaml", shadowed: ["Config/segue.yaml"]),
        ConfigLayout(name: "no config", configs: [], package: nil, app: nil),
    ]

    /// Writes the layout's configs into `folder` (a package's top), after removing every config
    /// an earlier layout left.
    func write(in folder: URL) throws {
        let candidates = ["segue.yaml", ".segue.yaml", "segue.yml", "segue.json", "Config/segue.yaml"]
        for base in [""] + Self.targets.map({ $0 + "/" }) {
            for name in candidates { try? FileManager.default.removeItem(at: folder.appendingPathComponent(base + name)) }
        }
        for config in configs {
            let file = folder.appendingPathComponent(config)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let text =
                config.hasSuffix(".json")
                ? "{\"segue\": 1, \"routes\": [{\"name\": \"\(Self.route(of: config))\", \"operation\": \"push\", \"effect\": \"crossfade\"}]}\n"
                : Self.text(of: config)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }
}
