import Foundation
import Testing

/// Both plugins choose the app config by the rule `segue` follows, over the layouts of
/// `ConfigLayout.all` (issue 52 item 2): in a sample package with two targets, App (which applies
/// the build plugin) and Widget, `swift package segue check --routes` checks the package's config
/// and `swift build` generates App's. Before, the command plugin ran `segue` in the package's top
/// with no targets, so `check --routes` said `no app config found` for `Sources/App/segue.yaml`,
/// which the build plugin read. A package test: skipped unless SEGUE_PACKAGE_TESTS=1.
@Suite(.serialized, .timeLimit(.minutes(20)), packageTests) struct ConfigPluginTests {
    @Test(.enabled(if: swiftOnPath != nil, "needs the swift toolchain on PATH"))
    func bothPluginsUseTheTablesConfig() throws {
        let app = try samplePackage(
            "config-plugins",
            targets: [
                """
                .executableTarget(
                    name: "App",
                    dependencies: [.product(name: "SegueKit", package: "Segue")],
                    plugins: [.plugin(name: "SegueBuildPlugin", package: "Segue")]
                )
                """,
                #".target(name: "Widget")"#,
            ])
        defer { app.remove() }
        try app.write("import SegueKit\nprint(SegueAppConfig.json ?? \"no config\")\n", to: "Sources/App/main.swift")
        try app.write("public let widget = 1\n", to: "Sources/Widget/Widget.swift")

        for layout in ConfigLayout.all {
            try layout.write(in: app.url)
            // The command plugin: the whole package's config, or why there is none.
            let check = try runSwift(["package", "segue", "check", "--routes"], in: app.url)
            let said = check.stdout + check.stderr
            if let expected = layout.package {
                #expect(check.status == 0, "\(layout.name): \(said)")
                #expect(check.stdout.contains(ConfigLayout.route(of: expected) + " (crossfade)"), "\(layout.name): \(said)")
            } else {
                #expect(check.status != 0, "\(layout.name): \(said)")
                let why =
                    layout.conflicting.isEmpty
                    ? "no app config found: looked for" : "no app config used: the targets' folders hold 2 configs"
                #expect(said.contains(why), "\(layout.name): \(said)")
            }
            // The build plugin: App's config, compiled into App.
            let build = try runSwift(["build", "--product", "App"], in: app.url)
            try #require(build.status == 0, "\(layout.name): \(build.stdout)\n\(build.stderr)")
            // A target's own config hiding the package's is a build warning, as `segue` warns.
            let hides = layout.app.map { $0.hasPrefix("Sources/App/") } == true && !layout.shadowed.isEmpty
            #expect(
                (build.stdout + build.stderr).contains("Segue: App uses its own config ") == hides,
                "\(layout.name): \(build.stdout)\n\(build.stderr)")
            let run = try runProcess(app.url.appendingPathComponent(".build/debug/App"), [], in: app.url)
            if let expected = layout.app {
                #expect(run.stdout.contains("\"name\":\"\(ConfigLayout.route(of: expected))\""), "\(layout.name): \(run.stdout)")
            } else {
                #expect(run.stdout == "no config\n", "\(layout.name): \(run.stdout)")
            }
            let routes = ConfigLayout.all.flatMap(\.configs).map(ConfigLayout.route).filter { $0 != layout.app.map(ConfigLayout.route) }
            #expect(!routes.contains { run.stdout.contains("\"\($0)\"") }, "\(layout.name): \(run.stdout)")
        }
    }
}
