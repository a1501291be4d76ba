import Foundation
import Testing

/// An app package that depends on Segue runs `swift package segue ...` on its own effects and
/// config, and its code uses the library as the getting-started article shows. The test writes such a package in a temporary folder, depending on this one by path,
/// and runs the plugin in it (the first run builds Segue there: about a minute on two cores).
/// A package test: skipped unless SEGUE_PACKAGE_TESTS=1 (CI's own step runs it).
@Suite(.serialized, .timeLimit(.minutes(10)), packageTests) struct PluginTests {
    /// The first Swift code block of the DocC getting-started article.
    static func gettingStartedCode() throws -> String {
        let article = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/Segue/Segue.docc/GettingStarted.md"), encoding: .utf8)
        let start = try #require(article.range(of: "```swift\n"))
        let end = try #require(article.range(of: "\n```", range: start.upperBound..<article.endIndex))
        return String(article[start.upperBound..<end.lowerBound]) + "\n"
    }

    @Test(.enabled(if: swiftOnPath != nil, "needs the swift toolchain on PATH"))
    func anAppRunsSegueOnItsOwnPackage() throws {
        let app = try samplePackage(
            "consumer",
            targets: [
                #".executableTarget(name: "App", exclude: ["Effects"])"#,
                #".executableTarget(name: "Tour", dependencies: [.product(name: "Segue", package: "Segue")])"#,
            ])
        defer { app.remove() }
        try app.write("print(\"app\")\n", to: "Sources/App/main.swift")
        // The getting-started article's program, exactly as the documentation shows it.
        try app.write(try Self.gettingStartedCode(), to: "Sources/Tour/main.swift")
        try app.write(
            """
            segue: 1
            id: feed-slide
            name: Feed slide
            summary: The app's own slide, kept beside the app's code.
            family: custom
            kind: slide
            """, to: "Sources/App/Effects/feed-slide.yaml")
        try app.write(
            """
            segue: 1
            id: app-fade
            name: App fade
            summary: A fade of the app's own.
            family: custom
            kind: crossfade
            """, to: "Effects/app-fade.yaml")
        try app.write(
            """
            segue: 1
            routes:
              - name: feed-to-detail
                operation: push
                effect: feed-slide
            """, to: "segue.yaml")

        // The library: the article's code builds against the package and prints what it promises.
        let tour = try runProcess(URL(fileURLWithPath: try #require(swiftOnPath)), ["run", "-q", "Tour"], in: app.url)
        #expect(tour.status == 0, "\(tour.stderr)")
        #expect(tour.stdout.contains("slide: ") && tour.stdout.contains("completeTransition called 1 time(s)"), "\(tour.stdout)")
        #expect(tour.stdout.hasSuffix("no findings\n"), "\(tour.stdout)")

        let validate = try runSwift(["package", "segue", "validate"], in: app.url)
        #expect(validate.status == 0, "\(validate.stdout)\n\(validate.stderr)")
        #expect((validate.stdout + validate.stderr).contains("checked the catalog and config segue.yaml: 0 errors, 0 warnings"))

        let list = try runSwift(["package", "segue", "list"], in: app.url)
        #expect(list.stdout.contains("feed-slide"))
        #expect(list.stdout.contains("app-fade"))
        #expect(list.stdout.contains("62 effects"))

        let routes = try runSwift(["package", "segue", "list", "--routes"], in: app.url)
        #expect(routes.stdout.contains("feed-to-detail"), "\(routes.stderr)")

        let check = try runSwift(["package", "segue", "check", "feed-slide"], in: app.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("32 runs of 1 subject: 0 findings"))

        // Failures fail the command, and the tool's own status is named (SwiftPM reports 1 for any
        // failing plugin: swiftlang/swift-package-manager issue 7380).
        try app.write("segue: 1\nid: Bad Id\n", to: "Effects/bad.yaml")
        let invalid = try runSwift(["package", "segue", "validate"], in: app.url)
        #expect(invalid.status != 0)
        let said = invalid.stdout + invalid.stderr
        #expect(said.contains("Effects/bad.yaml:2:5: error:"), "\(said)")
        #expect(said.contains("segue exited with status 1 (invalid input or failing checks)"))

        let usage = try runSwift(["package", "segue", "list", "--bogus"], in: app.url)
        #expect(usage.status != 0)
        #expect((usage.stdout + usage.stderr).contains("segue exited with status 64 (a wrong command line)"))
    }
}
