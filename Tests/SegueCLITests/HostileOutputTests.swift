import Foundation
import Testing

/// What `segue` prints from hostile names and numbers (issue 34, classes 4 and 5), run end to end
/// in a temporary folder holding a `.git` folder, so config discovery never climbs out of it.
@Suite struct HostileOutputTests {
    /// The hostile manifest and route of Tests/Fixtures/hostile, in an app folder of their own.
    static func app() throws -> ScratchFolder {
        let app = try ScratchFolder("hostile-output")
        try FileManager.default.createDirectory(at: app.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/hostile")
        let manifest = try String(contentsOf: fixtures.appendingPathComponent("text-terminal-injection-ok.yaml"), encoding: .utf8)
        try app.write(manifest.replacingOccurrences(of: "id: probe", with: "id: evil"), to: "fx/evil.yaml")
        var config = try String(
            contentsOf: fixtures.appendingPathComponent("config/route-name-terminal-injection-ok.yaml"), encoding: .utf8)
        config = config.replacingOccurrences(of: "segue: 1\n", with: "segue: 1\neffects: [fx]\n")
        try app.write(config, to: "segue.yaml")
        return app
    }

    /// Runs `segue` in an empty scratch repository of its own, so no config of the package's is read.
    static func runAlone(_ arguments: [String]) throws -> RunResult {
        let empty = try ScratchFolder("alone")
        defer { empty.remove() }
        try FileManager.default.createDirectory(at: empty.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return try Segue.run(arguments, in: empty.url)
    }

    /// ESC, BEL, the bidi overrides and isolates, and characters that draw nothing (zero-width
    /// space, byte order mark, a tag character, the Hangul filler, an annotation anchor), none of
    /// which may reach a terminal or page raw.
    static let raw: [Unicode.Scalar] = [
        "\u{1B}", "\u{07}", "\u{202E}", "\u{2066}", "\u{200B}", "\u{FEFF}", "\u{E0041}", "\u{3164}", "\u{FFF9}",
    ]

    static func expectInert(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for scalar in raw {
            #expect(
                !text.unicodeScalars.contains(scalar), "\(what) printed U+\(String(scalar.value, radix: 16)) raw",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        ["list"], ["list", "--family", "fam"], ["show", "evil"], ["list", "--families"], ["list", "--tags"],
        ["list", "--format", "markdown"], ["list", "--routes"], ["check", "--routes"], ["check", "--routes", "--format", "github"],
        ["check", "evil"], ["simulate", "evil", "--format", "summary"], ["validate", "fx/evil.yaml", "--format", "github"],
    ])
    func namesAreInertInEveryTextOutput(arguments: [String]) throws {
        let app = try Self.app()
        defer { app.remove() }
        let result = try Segue.run(arguments, in: app.url)
        #expect(result.status != 132 && !result.stderr.contains("Fatal error"), "\(arguments): \(result.stderr)")
        Self.expectInert(result.stdout, "\(arguments) stdout")
        Self.expectInert(result.stderr, "\(arguments) stderr")
    }

    @Test func terminalTextShowsControlsAsDiagnosticsDo() throws {
        let app = try Self.app()
        defer { app.remove() }
        let shown = try Segue.run(["show", "evil"], in: app.url)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("family     fam␛[31mily"))
        #expect(shown.stdout.contains("␛]52;c;cHduZWQ=␇"))
        #expect(shown.stdout.contains("\\u{202E}gat"))
        #expect(shown.stdout.contains("z\\u{200B}w, \\u{FEFF}bom, \\u{E0041}tag, \\u{3164}fill, \\u{FFF9}ann"), "\(shown.stdout)")
        let routes = try Segue.run(["list", "--routes"], in: app.url)
        #expect(routes.stdout.contains("r␛[31mroute␛]52;c;cHduZWQ=␇\\u{202E} <img"), "\(routes.stdout)")
    }

    @Test func markdownShowsHTMLAndLinksAsText() throws {
        let app = try Self.app()
        defer { app.remove() }
        let result = try Segue.run(["list", "--format", "markdown"], in: app.url)
        let row = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("| `evil`") })
        #expect(row.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(row.contains("\\[x\\](javascript:alert(1))"))
        #expect(!row.contains("<img") && !row.contains("[x]("))
    }

    @Test(arguments: [
        ["simulate", "evil", "--format", "svg"], ["simulate", "evil", "--format", "html"], ["export", "web", "evil", "--out", "-"],
    ])
    func pagesEscapeMarkupAndShowControls(arguments: [String]) throws {
        let app = try Self.app()
        defer { app.remove() }
        let result = try Segue.run(arguments, in: app.url)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        Self.expectInert(result.stdout, "\(arguments)")
        #expect(!result.stdout.contains("<img src=x"), "\(arguments)")
    }

    @Test func theGalleryEscapesMarkupAndShowsControls() throws {
        let app = try Self.app()
        defer { app.remove() }
        let result = try Segue.run(["gallery", "--out", "site"], in: app.url)
        #expect(result.status == 0, "\(result.stderr)")
        for page in ["site/index.html", "site/effects/evil.html", "site/effects/evil-player.html"] {
            let text = try String(contentsOf: app.url.appendingPathComponent(page), encoding: .utf8)
            Self.expectInert(text, page)
            #expect(!text.contains("<img src=x") && !text.contains("<b>x</b>"), "\(page)")
            if page == "site/effects/evil.html" { #expect(text.contains("N␛[31mRED␛]8;;http://x"), "\(page)") }
        }
    }

    @Test func githubCommandsKeepOneLineAndShowControls() throws {
        let app = try Self.app()
        defer { app.remove() }
        let result = try Segue.run(["check", "--routes", "--format", "github"], in: app.url)
        for line in result.stdout.split(separator: "\n") {
            #expect(line.hasPrefix("::"), "a message broke onto its own line: \(line)")
            #expect(line.contains("r␛[31mroute"))
        }
    }

    @Test(arguments: [
        (
            ["simulate", "crossfade", "--scenario", "present", "--presentation", "custom", "--frame", "0,0,1e16,1e16"],
            "error: --frame must be x,y,width,height in points, like 85,50,200,300, each between -1000000 and 1000000 with width and height above 0, not '0,0,1e16,1e16'"
        ),
        (
            ["simulate", "crossfade", "--interactive", "--velocity=1e16"],
            "error: --velocity must be a number of points per second between -100000 and 100000, not 1e+16"
        ),
        (
            ["simulate", "crossfade", "--interactive", "--velocity=nan"],
            "error: --velocity must be a number of points per second between -100000 and 100000, not nan"
        ),
        (
            ["simulate", "crossfade", "--interactive", "--velocity=inf"],
            "error: --velocity must be a number of points per second between -100000 and 100000, not inf"
        ),
        (
            ["simulate", "crossfade", "--interactive", "--edge=nan"],
            "error: --edge must be a number of points (0: anywhere) between 0 and 10000, not nan"
        ),
        (
            ["simulate", "crossfade", "--interactive", "--edge=-5"],
            "error: --edge must be a number of points (0: anywhere) between 0 and 10000, not -5"
        ),
        (
            ["simulate", "crossfade", "--interactive", "--edge=1e308"],
            "error: --edge must be a number of points (0: anywhere) between 0 and 10000, not 1e+308"
        ),
        (
            ["simulate", "crossfade", "--screen", "0x5"],
            "error: --screen must be WIDTHxHEIGHT in points, each between 1 and 10000, like 390x844, not '0x5'"
        ),
        (
            ["plan", "crossfade", "--screen", "20000x5"],
            "error: --screen must be WIDTHxHEIGHT in points, each between 1 and 10000, like 390x844, not '20000x5'"
        ),
    ])
    func commandLineNumbersNameTheirRange(arguments: [String], message: String) throws {
        let result = try Self.runAlone(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix(message + "\n"), "\(arguments): \(result.stderr)")
    }

    @Test func largeNumbersFromFilesAreLocatedErrorsNotCrashes() throws {
        let set = try Self.runAlone(["simulate", "circle-spread", "--set", "radius=1e300"])
        #expect(set.status == 1)
        #expect(
            set.stderr.hasPrefix("--set radius:1:1: error: 'radius' must be between 0 and 1000000, not 1e300 [manifest.range]"),
            "\(set.stderr)")
        let app = try ScratchFolder("large-numbers")
        defer { app.remove() }
        try FileManager.default.createDirectory(at: app.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/hostile")
        try app.write(
            try String(contentsOf: fixtures.appendingPathComponent("number-keyframes-translate-1e300.yaml"), encoding: .utf8),
            to: "fx/far.yaml")
        try app.write(
            try String(contentsOf: fixtures.appendingPathComponent("config/route-frame-1e16.yaml"), encoding: .utf8)
                .replacingOccurrences(of: "segue: 1\n", with: "segue: 1\neffects: [fx]\n"), to: "segue.yaml")
        for arguments in [
            ["export", "web", "probe", "--out", "far.html"], ["gallery", "--out", "site"], ["simulate", "--route", "huge"],
            ["check", "--routes"],
        ] {
            let result = try Segue.run(arguments, in: app.url)
            #expect(result.status == 0 || result.status == 1, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"), "\(arguments)")
        }
        let validated = try Segue.run(["validate", "fx/far.yaml"], in: app.url)
        #expect(
            validated.stderr.contains("fx/far.yaml:13:45: error: 'value' must be between -1000000 and 1000000, not 1e300 [manifest.range]"))
    }

    @Test func theConfigsScreenNamesItsRange() throws {
        let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/hostile/config/screen-1e308.yaml").path
        let result = try Self.runAlone(["validate", "--config", fixture])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "\(fixture):2:17: error: 'width' must be between 1 and 10000, not 1e308 [config.range]"),
            "\(result.stderr)")
    }

    @Test func aOnePointScreenShowsItsContent() throws {
        let result = try Self.runAlone(["simulate", "crossfade", "--screen", "1x1", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("frame.blank"))
    }
}
