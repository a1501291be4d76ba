import Foundation
import Testing

/// The first of `names` found on PATH, as a shell would pick it (by name first, then by folder).
func executableOnPath(named names: String...) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in names {
        for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
    }
    return nil
}

/// A real browser, when this machine has one.
enum Chromium {
    static let path = executableOnPath(named: "chromium", "chromium-browser", "google-chrome")

    /// What one headless load printed: the console (from Chromium's log) and the result.
    struct Load {
        let console: [String]
        let stdout: String
    }

    /// Loads `url` headless; `extra` picks the output (`--dump-dom`, `--screenshot=FILE`).
    static func load(_ url: String, _ extra: [String], window: String = "1000,800") throws -> Load {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("segue-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "timeout", "120", path ?? "chromium", "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
                "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0", "--hide-scrollbars",
                "--virtual-time-budget=1500", "--window-size=\(window)",
            ] + extra + [url]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // Chromium logs every console message and uncaught error as `...:CONSOLE...] "message", source: ...`.
        let console = String(decoding: errData, as: UTF8.self).split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
        return Load(console: console, stdout: String(decoding: outData, as: UTF8.self))
    }

    /// `Scripts/png-stats.py` on one or two screenshots.
    static func stats(_ paths: [String]) throws -> [String: Double] {
        try pngStats(paths).first ?? [:]
    }

    /// `Scripts/png-stats.py --pairs`: one result per pair, each file decoded once. An item may
    /// name a rectangle of its file (`shot.png@X,Y,W,H`).
    static func stats(tolerance: Int, pairs: [(String, String)]) throws -> [[String: Double]] {
        let results = try pngStats(["--tolerance", "\(tolerance)", "--pairs"] + pairs.flatMap { [$0.0, $0.1] })
        #expect(results.count == pairs.count, "png-stats answered \(results.count) of \(pairs.count) pairs")
        return results
    }

    /// Runs the script; it prints one JSON object a line.
    private static func pngStats(_ arguments: [String]) throws -> [[String: Double]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageRoot.appendingPathComponent("Scripts/png-stats.py").path] + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try data.split(separator: UInt8(ascii: "\n")).map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] ?? [:]
            return object.compactMapValues { ($0 as? NSNumber)?.doubleValue }
        }
    }
}

/// Opens what `segue` writes in headless Chromium: pages load without console errors, the
/// screenshots are not blank, and a moving effect looks different at two progress points.
///
/// Skipped when Chromium is absent (`.ci/run` installs it). Screenshots are kept in
/// `Screenshots/` (ignored by git) for people to look at. Each test has its own work folder,
/// browser profile and screenshot names, so they run in parallel like the other suites.
@Suite(
    .enabled(if: Chromium.path != nil, "needs headless Chromium (apt-get install -y chromium; .ci/run installs it)"))
struct BrowserTests {
    static let screenshots = packageRoot.appendingPathComponent("Screenshots")

    func workFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        return folder
    }

    /// Loads `url`: no console message, the page's script ran (`data-ready`) and recorded no error.
    func expectLoads(_ url: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let load = try Chromium.load(url, ["--dump-dom"])
        #expect(load.console.isEmpty, "console: \(load.console)", sourceLocation: sourceLocation)
        #expect(load.stdout.contains("data-ready=\"1\""), "the page's script did not finish: \(url)", sourceLocation: sourceLocation)
        #expect(!load.stdout.contains("data-errors="), "script errors in \(url)", sourceLocation: sourceLocation)
    }

    func screenshot(_ url: String, to name: String, window: String = "1000,800") throws -> String {
        let path = Self.screenshots.appendingPathComponent(name).path
        try? FileManager.default.removeItem(atPath: path)
        let load = try Chromium.load(url, ["--screenshot=\(path)"], window: window)
        #expect(load.console.isEmpty, "console: \(load.console)")
        #expect(FileManager.default.fileExists(atPath: path), "no screenshot of \(url)")
        return path
    }

    @Test func theGalleryLoadsAndShowsPictures() throws {
        let folder = try workFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        let made = try Segue.run(["gallery", "--out", site.path])
        #expect(made.status == 0, "\(made.stderr)")
        let index = "file://" + site.appendingPathComponent("index.html").path
        try expectLoads(index)
        let effect = try #require(PictureTests.shippedEffects().first)
        try expectLoads("file://" + site.appendingPathComponent("effects/\(effect).html").path)
        try expectLoads("file://" + site.appendingPathComponent("effects/\(effect)-player.html").path)

        let shot = try screenshot(index, to: "gallery-index.png")
        let stats = try Chromium.stats([shot])
        #expect((stats["colors"] ?? 0) > 20, "the gallery looks blank: \(stats)")
        #expect((stats["dominant"] ?? 1) < 0.9, "the gallery looks blank: \(stats)")
    }

    /// The player's controls under Chromium's virtual clock: at 2x speed play runs cards' 1 s
    /// push in half a second, pause holds it, play resumes it, it ends at 100%, and letting go of the scrubber at 30% runs
    /// back towards 0 (a cancel, as the interaction controller does below half).
    @Test func thePlayerPlaysPausesResumesAndReleases() throws {
        let folder = try workFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try Segue.run(["export", "web", "cards"])
        #expect(made.status == 0, "\(made.stderr)")
        let probe = """
            <pre id="selftest"></pre><script>
            (async () => {
              const wait = ms => new Promise(r => setTimeout(r, ms));
              const percent = () => parseInt(document.getElementById('readout').textContent, 10);
              const pause = document.getElementById('pause'), out = {};
              const speed = document.getElementById('speed');
              speed.value = '2'; speed.dispatchEvent(new Event('change'));
              document.querySelector('[data-plan="0"]').click();
              await wait(100); pause.click(); out.paused = percent(); out.label = pause.textContent;
              await wait(100); out.stillPaused = percent(); pause.click();
              await wait(100); out.resumed = percent();
              await wait(400); out.finished = percent();
              const scrub = document.getElementById('scrub');
              scrub.value = 300; scrub.dispatchEvent(new Event('input')); out.scrubbed = percent();
              scrub.dispatchEvent(new Event('change'));
              await wait(300); out.released = percent();
              document.getElementById('selftest').textContent = JSON.stringify(out);
            })();
            </script>
            """
        let seen = try selfTest(made.stdout, probe: probe, in: folder.appendingPathComponent("cards.html"))
        let value = { (key: String) in (seen[key] as? NSNumber)?.intValue ?? -1 }
        #expect(value("paused") > 0 && value("paused") < 100, "\(seen)")
        #expect(seen["label"] as? String == "Play", "\(seen)")
        #expect(value("stillPaused") == value("paused"), "pause did not hold: \(seen)")
        #expect(value("resumed") > value("paused"), "play did not resume: \(seen)")
        #expect(value("finished") == 100, "\(seen)")
        #expect(value("scrubbed") == 30, "\(seen)")
        #expect(value("released") < 10, "letting go at 30% did not run back: \(seen)")
    }

    /// Loads `page` with `probe` (a script that writes JSON into `<pre id="selftest">`) before its
    /// `</body>`, written to `file` and opened with `hash`, and returns what the probe wrote.
    func selfTest(_ page: String, probe: String, in file: URL, hash: String = "") throws -> [String: Any] {
        try page.replacingOccurrences(of: "</body>", with: probe + "</body>").write(to: file, atomically: true, encoding: .utf8)
        let dom = try Chromium.load("file://" + file.path + hash, ["--dump-dom"]).stdout
        let start = try #require(dom.range(of: "<pre id=\"selftest\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(dom[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    /// Issue 52, item 3: the player's stage clips what its actors draw, as a device's screen does,
    /// so the controls beside it stay readable. At progress 0.4 the cube's turning face reaches
    /// past the 393-pt stage, and painted behind the title and the slider's hint, which its blue
    /// made unreadable. The probe asks Chromium what it paints at a grid of points over each
    /// control (elementsFromPoint: every layer there, top to bottom): no actor of the stage.
    @Test func theStageDoesNotDrawOverTheControls() throws {
        let folder = try workFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try Segue.run(["export", "web", "cube-horizontal"])
        #expect(made.status == 0, "\(made.stderr)")
        let probe = """
            <pre id="selftest"></pre><script>
            (async () => {
              await new Promise(r => setTimeout(r, 300));
              const stage = document.getElementById('stage'), covered = {};
              for (const selector of ['h1', '.hint', '#scrub', '#pause']) {
                const box = document.querySelector(selector).getBoundingClientRect();
                let hidden = 0;
                for (let i = 1; i < 6; i++) for (let j = 1; j < 4; j++) {
                  const hits = document.elementsFromPoint(box.left + box.width * i / 6, box.top + box.height * j / 4);
                  if (hits.some(hit => hit !== stage && stage.contains(hit))) hidden++;
                }
                covered[selector] = hidden;
              }
              document.getElementById('selftest').textContent = JSON.stringify(covered);
            })();
            </script>
            """
        let covered = try selfTest(
            made.stdout, probe: probe, in: folder.appendingPathComponent("cube.html"), hash: "#progress=0.4")
        #expect(covered.count == 4, "\(covered)")
        for (selector, points) in covered {
            #expect((points as? NSNumber)?.intValue == 0, "the stage draws under \(selector) at \(points) of 15 points: \(covered)")
        }
    }

    @Test func thePlayerShowsTheFrameAtTheProgressInItsHash() throws {
        let folder = try workFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("slide.html").path
        let made = try Segue.run(["simulate", "slide", "--scenario", "navigation", "--format", "html", "--out", page])
        #expect(made.status == 0, "\(made.stderr)")
        try expectLoads("file://" + page)
        try expectLoads("file://" + page + "#progress=0.5&transition=back")

        let early = try screenshot("file://" + page + "#progress=0.2", to: "player-slide-0.2.png")
        let late = try screenshot("file://" + page + "#progress=0.8", to: "player-slide-0.8.png")
        let stats = try Chromium.stats([early, late])
        #expect((stats["colors"] ?? 0) > 20, "the player looks blank: \(stats)")
        #expect((stats["dominant"] ?? 1) < 0.9, "the player looks blank: \(stats)")
        // The slide moves the screens by most of a screen between 0.2 and 0.8.
        #expect((stats["differing"] ?? 0) > 0.05, "the two progress points look alike: \(stats)")
    }

    @Test func anAnimatedSVGPlays() throws {
        let folder = try workFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("slide.svg").path
        let made = try Segue.run(["simulate", "slide", "--scenario", "navigation", "--format", "svg", "--animate", "--out", picture])
        #expect(made.status == 0, "\(made.stderr)")
        let shot = try screenshot("file://" + picture, to: "animated-slide.png", window: "220,470")
        let stats = try Chromium.stats([shot])
        #expect((stats["colors"] ?? 0) > 5 && (stats["dominant"] ?? 1) < 0.95, "the animation looks blank: \(stats)")
    }

    /// Issue 24: each Core Image filter effect looks like itself in a browser, not like a plain
    /// cross-fade of the two screens, and no filter looks like the next one in the list at the same ratio.
    /// The ten pictures share one page (each in its own frame, as if opened alone), so Chromium
    /// starts once, and the pairs are compared in one run of the script.
    @Test func filterEffectsAreNotCrossFades() throws {
        let folder = try workFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let filters = [
            "filter-swipe", "filter-bar-swipe", "filter-copy-machine", "filter-flash", "filter-mod",
            "filter-page-curl", "filter-ripple", "filter-mask", "filter-box-blur",
        ]
        let effects = ["crossfade"] + filters
        let (width, height, columns) = (480, 452, 5)
        var frames = ""
        var tiles: [String: String] = [:]
        for (index, effect) in effects.enumerated() {
            let picture = folder.appendingPathComponent("\(effect).svg").path
            let made = try Segue.run(["simulate", effect, "--format", "svg", "--progress", "0.45", "--out", picture])
            #expect(made.status == 0, "\(made.stderr)")
            let (x, y) = (index % columns * width, index / columns * height)
            frames += "<iframe src=\"\(effect).svg\" style=\"left:\(x)px;top:\(y)px\"></iframe>\n"
            tiles[effect] = "@\(x),\(y),\(width),\(height)"
        }
        let page = folder.appendingPathComponent("filters.html")
        try """
        <!doctype html><style>body{margin:0;background:#fff}
        iframe{position:absolute;border:0;width:\(width)px;height:\(height)px}</style>
        \(frames)
        """.write(to: page, atomically: true, encoding: .utf8)
        let rows = (effects.count + columns - 1) / columns
        let shot = try screenshot("file://" + page.path, to: "filters.png", window: "\(columns * width),\(rows * height)")
        let tile = { (effect: String) in shot + (tiles[effect] ?? "") }
        // Each filter against the cross-fade, then each against the next in the list.
        let pairs =
            filters.map { (tile($0), tile("crossfade")) }
            + zip(filters, filters.dropFirst() + filters.prefix(1)).map { (tile($0), tile($1)) }
        let results = try Chromium.stats(tolerance: 24, pairs: pairs)
        for (filter, stats) in zip(filters, results) {
            #expect((stats["colors"] ?? 0) > 5, "\(filter) looks blank: \(stats)")
            // The titles differ by a few hundred pixels; a filter's picture changes a large share.
            #expect((stats["differing"] ?? 0) > 0.08, "\(filter) looks like a cross-fade: \(stats)")
        }
        for ((first, second), stats) in zip(zip(filters, filters.dropFirst() + filters.prefix(1)), results.dropFirst(filters.count)) {
            #expect((stats["differing"] ?? 0) > 0.03, "\(first) and \(second) look alike: \(stats)")
        }
    }
}
