import Foundation
import Testing

@testable import SegueFiles

/// One rule finds the app config for `segue`, `swift package segue` and the build plugin (issue 52
/// item 2), over the layouts of `ConfigLayout.all`. The plugins' half is `ConfigPluginTests`.
struct ConfigRuleTests {
    /// The build plugin cannot import SegueFiles, so it compiles a copy of the rule's file: the
    /// copy is the rule only while the two are the same bytes.
    @Test func theBuildPluginsRuleIsTheCLIsByteForByte() throws {
        let home = try Data(contentsOf: packageRoot.appendingPathComponent("Sources/SegueFiles/ConfigRule.swift"))
        let mirror = try Data(contentsOf: packageRoot.appendingPathComponent("Plugins/SegueBuildPlugin/ConfigRule.swift"))
        #expect(home == mirror, "copy Sources/SegueFiles/ConfigRule.swift to Plugins/SegueBuildPlugin/ConfigRule.swift")
    }

    /// The files of `layout` in a package at /pkg, which is also a repository's top.
    static func files(_ layout: ConfigLayout) -> Set<String> {
        Set(["/pkg/Package.swift", "/pkg/.git/HEAD", "/pkg/Sources/App/main.swift", "/pkg/Sources/Widget/Widget.swift"])
            .union(layout.configs.map { "/pkg/" + $0 })
    }

    static func find(_ layout: ConfigLayout, targets: [String]) -> ConfigDiscovery.Outcome {
        let files = files(layout)
        return ConfigDiscovery.find(
            from: "/pkg", targets: targets, isFile: { files.contains($0) },
            exists: { path in files.contains(path) || files.contains { $0.hasPrefix(path + "/") } })
    }

    /// The rule itself, as `segue` asks it (relative paths) and as the build plugin asks it
    /// (`ConfigRule.choose` with absolute paths and the one target it builds).
    @Test(arguments: ConfigLayout.all) func theRuleChoosesTheTablesConfig(_ layout: ConfigLayout) {
        let whole = Self.find(layout, targets: ConfigLayout.targets)
        #expect(whole.path == layout.package)
        #expect(whole.conflicting == layout.conflicting)
        #expect(whole.shadowed == layout.shadowed)
        #expect(Self.find(layout, targets: ["Sources/App"]).path == layout.app)
        let files = Self.files(layout)
        let plugin = ConfigRule.choose(
            base: "/pkg", targets: ["/pkg/Sources/App"], isFile: { files.contains($0) },
            exists: { path in files.contains(path) || files.contains { $0.hasPrefix(path + "/") } })
        #expect(plugin.chosen == layout.app.map { "/pkg/" + $0 })
    }

    /// A package for the layouts: two targets' folders, `Package.swift` and `.git` at its top.
    static func makePackage() throws -> ScratchFolder {
        let package = try ScratchFolder("config-rule")
        try package.write("// swift-tools-version: 6.1\n", to: "Package.swift")
        try package.write("print(\"app\")\n", to: "Sources/App/main.swift")
        try package.write("public let widget = 1\n", to: "Sources/Widget/Widget.swift")
        try FileManager.default.createDirectory(at: package.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return package
    }

    /// `segue` in the package's top: with no `--target-folder` it looks in each folder of
    /// `Sources/`, as `swift package segue` passes them; with `--target-folder Sources/App` it
    /// chooses what the build plugin chooses for App. A run says which config it used, or where it looked.
    @Test(arguments: ConfigLayout.all) func segueUsesTheTablesConfig(_ layout: ConfigLayout) throws {
        let package = try Self.makePackage()
        defer { package.remove() }
        try layout.write(in: package.url)
        for (arguments, expected) in [([String](), layout.package), (["--target-folder", "Sources/App"], layout.app)] {
            let routes = try Segue.run(["list", "--routes"] + arguments, in: package.url)
            let validate = try Segue.run(["validate"] + arguments, in: package.url)
            if let expected {
                #expect(routes.status == 0, "\(arguments): \(routes.stderr)")
                #expect(routes.stdout.contains(ConfigLayout.route(of: expected)), "\(arguments): \(routes.stdout)")
                #expect(
                    validate.stderr.hasSuffix("checked the catalog and config \(expected): 0 errors, 0 warnings\n"), "\(validate.stderr)")
            } else {
                #expect(routes.status == 1)
                #expect(validate.status == 0, "\(validate.stderr)")
                let reason =
                    "no config found: looked for segue.yaml, .segue.yaml, segue.yml or segue.json in the targets' folders "
                    + "(\(arguments.isEmpty ? "Sources/App and Sources/Widget" : "Sources/App")), then in \(package.path), "
                    + "then for Config/segue.yaml"
                if layout.conflicting.isEmpty {
                    let error = "error: no app " + reason.dropFirst("no ".count) + "; pass --config FILE or set SEGUE_CONFIG\n"
                    #expect(routes.stderr.hasSuffix(error), "\(routes.stderr)")
                    #expect(validate.stderr == "checked the catalog (\(reason)): 0 errors, 0 warnings\n", "\(validate.stderr)")
                } else {
                    let used =
                        "config used: the targets' folders hold 2 configs (Sources/App/segue.yaml and Sources/Widget/segue.yaml), "
                        + "and segue does not pick one; pass --config FILE to pick one"
                    #expect(routes.stderr.hasPrefix("warning: no \(used) [config.ambiguous]\n"), "\(routes.stderr)")
                    #expect(routes.stderr.hasSuffix("error: no app \(used)\n"), "\(routes.stderr)")
                }
            }
            // A target's config hiding the package's is said; a nearer one before a farther one, or
            // segue.yaml before Config/segue.yaml, is the old rule and `validate` names the one used.
            if let expected, layout.conflicting.isEmpty {
                let summary = "checked the catalog and config \(expected): 0 errors, 0 warnings\n"
                if !layout.shadowed.isEmpty, expected.hasPrefix("Sources/") {
                    let warning =
                        "warning: using the target's config \(expected); \(layout.shadowed.joined(separator: ", ")) is not read "
                        + "(a target's own config comes first); pass --config FILE to use another [config.shadowed]\n"
                    #expect(validate.stderr == warning + summary)
                } else {
                    #expect(validate.stderr == summary)
                }
            }
        }
    }

    /// The issue's reproduction, as `segue` runs it for `swift package segue check --routes`.
    @Test func checkRoutesReadsTheAppTargetsConfig() throws {
        let package = try Self.makePackage()
        defer { package.remove() }
        try ConfigLayout.all[2].write(in: package.url)
        let check = try Segue.run(
            ["check", "--routes", "--target-folder", "Sources/App", "--target-folder", "Sources/Widget"], in: package.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("from-sources-app-segue-yaml (crossfade)"), "\(check.stdout)")
    }
}
