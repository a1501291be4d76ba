import Foundation
import Testing

/// A newcomer's first hour, again (issue 37): each numbered item reproduced end to end through
/// `segue`, in a folder of its own.
struct FirstHourAgainTests {
    /// The README's example manifest, as a newcomer copies it: `slide` with an id of their own.
    static func mySlide() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("Effects/slide.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "id: slide\n", with: "id: my-slide\n")
    }

    // MARK: Item 2: built-ins and user files are never confused by path

    /// `segue init` makes `Effects/`; a file there named like a built-in is the user's own.
    @Test func aUserFileNamedLikeABuiltinDoesNotReplaceIt() throws {
        let app = try ScratchFolder("named-like-builtin")
        defer { app.remove() }
        #expect(try Segue.run(["init"], in: app.url).status == 0)
        try app.write(try Self.mySlide(), to: "Effects/slide.yaml")
        let mine = try Segue.run(["validate", "Effects/slide.yaml"], in: app.url)
        #expect(mine.stderr == "checked 1 file: 0 errors, 0 warnings\n")
        #expect(mine.status == 0)
        // slide-fade extends the built-in slide, which is still there.
        #expect(try Segue.run(["show", "slide-fade"], in: app.url).status == 0)
    }

    /// An unchanged copy of a built-in is a duplicate id wherever it is, and the message names
    /// the built-in as one, not by a path that is the user's file too.
    @Test(arguments: ["Effects/cards.yaml", "elsewhere/cards.yaml"])
    func aCopyOfABuiltinIsADuplicateWhereverItIs(_ place: String) throws {
        let app = try ScratchFolder("copy-of-builtin")
        defer { app.remove() }
        try app.write(try String(contentsOf: packageRoot.appendingPathComponent("Effects/cards.yaml"), encoding: .utf8), to: place)
        let result = try Segue.run(["validate", place], in: app.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("\(place):3:5: error: duplicate id 'cards': a built-in effect already has it [manifest.duplicate-id]\n")
        )
        #expect(result.stderr.contains("note: give yours its own id (id: my-cards), or add 'overrides: true' to replace the built-in"))
        #expect(!result.stderr.contains("defined in Effects/cards.yaml"))
        let folder = try Segue.run(["validate", "--effects", (place as NSString).deletingLastPathComponent], in: app.url)
        #expect(folder.stderr.components(separatedBy: "cards.yaml").count == 2, "the path is named once: \(folder.stderr)")
    }

    /// In the checkout, the folder the built-ins were compiled from holds the built-ins themselves,
    /// named as a path or as a folder: no duplicates.
    @Test func theBuiltinsOwnFilesAreTheBuiltins() throws {
        for arguments in [["validate", "--effects", "Effects"], ["validate", "Effects/slide.yaml"], ["list", "--effects", "./Effects/"]] {
            let result = try Segue.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("duplicate id"), "\(arguments)")
        }
    }

    // MARK: Item 3: an option with no effect is a usage error

    @Test(arguments: [
        (
            ["simulate", "circle-spread", "--scenario", "pop", "--release-at", "0.3"],
            "error: --release-at has no effect without a finger; add --interactive: segue simulate circle-spread --scenario pop --interactive --release-at 0.3\n"
        ),
        (
            ["simulate", "slide", "--timer", "off"],
            "error: --timer has no effect without a finger; add --interactive: segue simulate slide --interactive --timer off\n"
        ),
        (
            ["simulate", "slide", "--velocity", "0"],
            "error: --velocity has no effect without a finger; add --interactive: segue simulate slide --interactive --velocity 0\n"
        ),
        (
            ["simulate", "--script", "Tests/Fixtures/scripts/three-pushes.yaml", "--interactive"],
            "error: --interactive has no effect with --script: a step is interactive when it says so (- pop: {interactive: {releaseAt: 0.3}}); leave out --interactive\n"
        ),
        (
            ["simulate", "--script", "Tests/Fixtures/scripts/three-pushes.yaml", "--release-at", "0.5"],
            "error: --release-at has no effect with --script: give the script's interactive step its own (- pop: {interactive: {direction: right, releaseAt: 0.3}})\n"
        ),
    ])
    func anOptionWithNoEffectIsAUsageError(_ arguments: [String], _ message: String) throws {
        let result = try Segue.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    @Test func theSameOptionsWithAFingerRun() throws {
        let result = try Segue.run([
            "simulate", "circle-spread", "--scenario", "pop", "--interactive", "--release-at", "0.3", "--timer", "off",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("released at 0.3"))
    }

    // MARK: Item 6: one validate reports everything

    /// A duplicate route name no longer hides the route's other errors.
    @Test func aDuplicateRouteIsStillChecked() throws {
        let app = try ScratchFolder("duplicate-route")
        defer { app.remove() }
        try app.write(
            """
            segue: 1
            routes:
              - name: inbox
                operation: push
                effect: slide
              - name: inbox
                operation: push
                effect: slyde
              - name: inbox
                operation: present
                effect: slide
                parameters: {directoin: up}

            """, to: "segue.yaml")
        let result = try Segue.run(["validate", "segue.yaml"], in: app.url)
        let codes = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.compactMap { $0.split(separator: "[").last }
        #expect(codes == ["config.duplicate-route]", "config.duplicate-route]", "config.unknown-effect]", "config.unknown-parameter]"])
        #expect(
            result.stderr.contains(
                "segue.yaml:8:13: error: route 'inbox' uses effect 'slyde', which is not in the catalog; did you mean 'slide'?"))
        #expect(result.stderr.hasSuffix("checked 1 file: 4 errors, 0 warnings\n"))
    }

    // MARK: Item 7: check reports one finding per cause per route

    @Test func checkPrintsEachCauseOnceWithItsRuns() throws {
        let app = try ScratchFolder("noisy-route")
        defer { app.remove() }
        try app.write(
            """
            segue: 1
            routes:
              - name: player
                operation: present
                effect: cover
                presentation: over-full-screen

            """, to: "segue.yaml")
        let result = try Segue.run(["check", "--routes"], in: app.url)
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("route player, ") }
        #expect(lines.count == 3, "\(result.stdout)")
        #expect(
            lines.first?.hasPrefix(
                "route player, cover present (plain) and 10 more runs (present, dismiss): warning: under an over-full-screen presentation view(forKey: .from) is nil"
            ) == true)
        #expect(lines.filter { $0.hasSuffix("[presentation.presenter-unavailable]") }.count == 2)
        #expect(!result.stdout.contains("on the retry"), "a retry's finding is its cause seen again")
        #expect(result.stdout.hasSuffix("11 runs of 1 subject: 19 findings (3 causes)\n"))
    }

    // MARK: Item 8: every message says how to fix it, in good grammar

    /// What a user tried, and each refusal names the option, key or command that fixes it.
    @Test(arguments: [
        ["simulate", "slide", "--frame", "0,0,100,100"],
        ["simulate", "slide", "--play"],
        ["simulate", "slide", "--animate"],
        ["simulate", "--script", "Tests/Fixtures/scripts/three-pushes.yaml", "--scenario", "push"],
        ["simulate", "slide", "--release-at", "0.3"],
        ["plan", "slide", "--frame", "0,0,100,100"],
        ["validate", "Config/segue.yaml", "Tests/Fixtures/first-hour/six-mistakes/segue.yaml"],
    ])
    func aRefusalSaysWhatToDo(_ arguments: [String]) throws {
        let result = try Segue.run(arguments)
        #expect(result.status == 64)
        let first = try #require(result.stderr.split(separator: "\n").first)
        let fixes = ["add --", "leave out", "segue ", "did you mean"]
        #expect(fixes.contains { first.contains($0) }, "no fix in: \(first)")
    }

    @Test func aTailOfOneFrameIsOneFrame() throws {
        let result = try Segue.run(["simulate", "slide", "--scenario", "pop", "--interactive", "--release-at", "0.98"])
        #expect(result.stdout.contains("velocity 0 pt/s, UIKit ran the last frame\n"), "\(result.stdout)")
        #expect(!result.stdout.contains(" 1 frames"))
    }
}
