import Foundation
import Testing

/// `simulate --format svg/html` and `segue gallery` end to end: SVG goldens compared byte for
/// byte, determinism, and the gallery's folder rules.
@Suite struct PictureTests {
    static let goldens = packageRoot.appendingPathComponent("Tests/Snapshots/svg")

    /// One run per family, both directions (a navigation or modal run has a to and a back).
    static let runs: [(name: String, arguments: [String])] = [
        ("slide-navigation", ["simulate", "slide", "--scenario", "navigation", "--format", "svg"]),
        ("crossfade-navigation", ["simulate", "crossfade", "--scenario", "navigation", "--format", "svg"]),
        ("slide-fade-modal", ["simulate", "slide-fade", "--scenario", "modal", "--format", "svg"]),
        (
            "slide-interactive-pop",
            ["simulate", "slide", "--scenario", "pop", "--interactive", "--release-at", "0.4", "--format", "svg", "--progress", "0,0.5,1"]
        ),
        (
            "crossfade-custom-modal",
            [
                "simulate", "crossfade", "--scenario", "modal", "--presentation", "custom", "--frame", "20,100,350,600", "--format", "svg",
                "--progress", "0.5",
            ]
        ),
        ("slide-animated", ["simulate", "slide", "--scenario", "navigation", "--format", "svg", "--animate"]),
        // One per family, both directions (navigation is push then pop, modal present then dismiss).
        ("xwtransition-circle-spread", ["simulate", "circle-spread", "--scenario", "navigation", "--format", "svg"]),
        ("xwtransition-page-flip", ["simulate", "page-flip", "--scenario", "navigation", "--format", "svg"]),
        ("xwtransition-filter-swipe", ["simulate", "filter-swipe", "--scenario", "navigation", "--format", "svg"]),
        ("vctransitions-cube-horizontal", ["simulate", "cube-horizontal", "--scenario", "navigation", "--format", "svg"]),
        ("vctransitions-cards", ["simulate", "cards", "--scenario", "modal", "--format", "svg"]),
        ("hero-push", ["simulate", "push", "--scenario", "navigation", "--format", "svg"]),
        ("ibanimatable-fade-in", ["simulate", "fade-in", "--scenario", "navigation", "--format", "svg"]),
        ("articles-spring-modal", ["simulate", "spring-modal", "--scenario", "modal", "--format", "svg"]),
        (
            "articles-popover-menu",
            ["simulate", "popover-menu", "--scenario", "modal", "--presentation", "custom", "--frame", "85,50,200,300", "--format", "svg"]
        ),
    ]

    @Test(arguments: runs.map(\.name))
    func svgMatchesGolden(name: String) throws {
        let arguments = try #require(Self.runs.first { $0.name == name }).arguments
        let result = try Segue.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        expectGolden(result.stdout, at: Self.goldens.appendingPathComponent("\(name).svg"))
    }

    /// Every shipped effect draws (those without a golden yet, too), the same bytes twice.
    @Test(arguments: shippedEffects())
    func everyEffectDrawsDeterministically(effect: String) throws {
        for format in [["--format", "svg"], ["--format", "svg", "--animate"], ["--format", "html"]] {
            let arguments = ["simulate", effect, "--scenario", "navigation"] + format
            // One real process and one run in this one: two runs in one process share its hash
            // seed, so only a second process can catch output that follows Dictionary or Set order.
            let first = try Segue.runProcess(arguments)
            let second = try Segue.run(arguments)
            #expect(first.stdout == second.stdout, "\(arguments)")
            // Some effects hide the real from view behind slices; the to view always ends on screen
            // (the SVGs draw it; the player's plans hold it as an actor).
            let drawsTo =
                first.stdout.contains("data-actor=\"to\"") || first.stdout.contains("data-actor=\\\"to\\\"")
                || first.stdout.contains("\"id\":\"to\"")
            #expect(drawsTo, "\(arguments)")
            #expect(!first.stdout.contains("\"nan") && !first.stdout.contains("\"inf") && !first.stdout.contains(" nan"), "\(arguments)")
        }
    }

    /// The pictures how-to shows docs/filmstrip.svg with the command that made it; keep them in step.
    @Test func theReadmeFilmstripIsWhatItsCommandMakes() throws {
        let result = try Segue.run(["simulate", "slide", "--scenario", "navigation", "--format", "svg"])
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("docs/filmstrip.svg"), encoding: .utf8)
        #expect(
            result.stdout == committed,
            "regenerate: swift run segue simulate slide --scenario navigation --format svg --out docs/filmstrip.svg --force")
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("docs/how-to/pictures.md"), encoding: .utf8)
        #expect(readme.contains("segue simulate slide --scenario navigation --format svg --out docs/filmstrip.svg"))
    }

    @Test func htmlIsSelfContained() throws {
        let result = try Segue.run(["simulate", "slide", "--scenario", "navigation", "--format", "html"])
        #expect(result.status == 0)
        let page = result.stdout
        #expect(page.hasPrefix("<!doctype html>"))
        for remote in ["https://", "src=\"", "@import", "url(http"] {
            #expect(!page.contains(remote), "\(remote)")
        }
        #expect(!page.contains("http://"))
        // The player plays the run's two plans: a button each, the scrubber and the speed.
        #expect(page.contains("id=\"scrub\"") && page.contains("id=\"speed\"") && page.contains("data-plan=\"1\""))
        #expect(page.contains(">push (to)</button>") && page.contains(">pop (back)</button>"))
        #expect(page.components(separatedBy: "</script>").count == 4)
    }

    @Test func pictureOptionsAreChecked() throws {
        let animateSummary = try Segue.run(["simulate", "slide", "--animate"])
        #expect(animateSummary.status == 64)
        #expect(animateSummary.stderr.contains("--progress and --animate shape the svg filmstrip; add --format svg"))
        let badProgress = try Segue.run(["simulate", "slide", "--format", "svg", "--progress", "0,1.5"])
        #expect(badProgress.status == 64)
        #expect(badProgress.stderr.contains("--progress takes numbers between 0 and 1"))
    }

    @Test func galleryIsWrittenAtomicallyAndDeterministically() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site").path
        let first = try Segue.run(["gallery", "--out", site])
        #expect(first.status == 0, "\(first.stderr)")
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        for effect in Self.shippedEffects() {
            #expect(index.contains("href=\"effects/\(effect).html\""))
            let page = try String(contentsOfFile: site + "/effects/\(effect).html", encoding: .utf8)
            #expect(page.contains("effect: \(effect)"))
            // Each page names the original it reproduces (issue 24's provenance).
            #expect(page.contains("<h2 id=\"provenance\">Original</h2>\n<p><a href=\"https://"), "\(effect)")
            // The card and the page play the effect's plan player in a loop; no per-frame pictures.
            #expect(index.contains("<iframe src=\"effects/\(effect)-player.html#loop\""))
            #expect(page.contains("<iframe src=\"\(effect)-player.html#loop\""))
            let player = try String(contentsOfFile: site + "/effects/\(effect)-player.html", encoding: .utf8)
            #expect(player.contains(">push (to)</button>") && player.contains(">pop (back)</button>"), "\(effect)")
            #expect(!FileManager.default.fileExists(atPath: site + "/effects/\(effect).svg"))
        }
        let before = try Self.contents(of: site)
        // Issue 16's size targets for the shipped catalog: at most 10 MB in all, no page above 300 KB.
        let sizes = before.mapValues(\.count)
        let total = sizes.values.reduce(0, +)
        #expect(total <= 10_000_000, "the gallery is \(total) bytes")
        for (path, size) in sizes { #expect(size <= 300_000, "\(path) is \(size) bytes") }

        let refused = try Segue.run(["gallery", "--out", site])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("holds an earlier `segue gallery`; pass --force to replace it"))

        // A real process against the first run in this one: another hash seed (see above).
        let forced = try Segue.runProcess(["gallery", "--out", site, "--force"])
        #expect(forced.status == 0)
        #expect(try Self.contents(of: site) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"])

        let missing = try Segue.run(["gallery", "--out", folder.path + "/no/such/site"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("does not exist"))
    }

    @Test func galleryTakesAUserFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-gallery-user-\(UUID().uuidString)")
        let effects = folder.appendingPathComponent("MyEffects")
        try FileManager.default.createDirectory(at: effects, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        segue: 1
        id: my-slide
        name: My slide
        summary: A slower slide upwards.
        family: custom
        extends: slide
        toDuration: 0.6
        parameters: {direction: up}

        """.write(to: effects.appendingPathComponent("my-slide.yaml"), atomically: true, encoding: .utf8)
        let result = try Segue.run(["gallery", "--effects", effects.path, "--out", folder.appendingPathComponent("site").path])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: folder.appendingPathComponent("site/effects/my-slide.html").path, encoding: .utf8)
        #expect(page.contains("A slower slide upwards.") && page.contains("parameters: {direction: up}"))
    }

    static func shippedEffects() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Effects").path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
            .map { ($0 as NSString).deletingPathExtension }.sorted()
    }

    static func contents(of folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
        }
        return result
    }
}
