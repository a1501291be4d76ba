import Foundation
import Testing

/// Issue 52, item 6: every closed set of names segue reads (subcommands, options, option values,
/// effect ids, manifest keys and values) answers a mistyped name with the same did-you-mean rule
/// (`Suggestion.closest`), and a wrong name on the command line exits 64 whichever set it is from.
/// The table is the one in docs/reference/terminal.md, *Mistyped names*.
@Suite struct TypoTests {
    /// One real typo: the command line (`E` is a folder holding `manifest`, when there is one), the
    /// word typed, what segue suggests and the exit status.
    struct Typo: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let typed: String
        let suggestion: String
        let status: Int32
        var manifest: String? = nil

        var testDescription: String { "segue " + arguments.joined(separator: " ") }

        /// The row of the table in docs/reference/terminal.md.
        var markdownRow: String {
            let typedCell = manifest == nil ? typed : manifestLine
            return "| `\(testDescription)` | `\(typedCell)` | `\(suggestion)` | \(status) |"
        }

        /// The manifest line that holds the typo.
        var manifestLine: String {
            manifest?.split(separator: "\n").first { $0.contains(typed) }.map { $0.trimmingCharacters(in: .whitespaces) } ?? typed
        }
    }

    static let rows: [Typo] = [
        Typo(arguments: ["simulat", "rise"], typed: "simulat", suggestion: "simulate", status: 64),
        Typo(arguments: ["simulte", "crossfade"], typed: "simulte", suggestion: "simulate", status: 64),
        Typo(arguments: ["chek"], typed: "chek", suggestion: "check", status: 64),
        Typo(arguments: ["lsit"], typed: "lsit", suggestion: "list", status: 64),
        Typo(arguments: ["shwo", "slide"], typed: "shwo", suggestion: "show", status: 64),
        Typo(arguments: ["valdate", "Effects"], typed: "valdate", suggestion: "validate", status: 64),
        Typo(arguments: ["validte"], typed: "validte", suggestion: "validate", status: 64),
        Typo(arguments: ["plna", "slide"], typed: "plna", suggestion: "plan", status: 64),
        Typo(arguments: ["exprot", "web", "slide"], typed: "exprot", suggestion: "export", status: 64),
        Typo(arguments: ["export", "wbe", "slide"], typed: "wbe", suggestion: "export web", status: 64),
        Typo(arguments: ["export", "ccs", "slide"], typed: "ccs", suggestion: "export css", status: 64),
        Typo(arguments: ["gallary"], typed: "gallary", suggestion: "gallery", status: 64),
        Typo(arguments: ["conver"], typed: "conver", suggestion: "convert", status: 64),
        Typo(arguments: ["shcema"], typed: "shcema", suggestion: "schema", status: 64),
        Typo(arguments: ["help", "simulat"], typed: "simulat", suggestion: "help simulate", status: 64),
        Typo(arguments: ["help", "chekc"], typed: "chekc", suggestion: "help check", status: 64),
        Typo(arguments: ["list", "--formt", "json"], typed: "--formt", suggestion: "--format", status: 64),
        Typo(arguments: ["list", "--famly", "hero"], typed: "--famly", suggestion: "--family", status: 64),
        Typo(arguments: ["simulate", "slide", "--intractive"], typed: "--intractive", suggestion: "--interactive", status: 64),
        Typo(arguments: ["simulate", "slide", "--senario", "pop"], typed: "--senario", suggestion: "--scenario", status: 64),
        Typo(arguments: ["list", "--format", "jsn"], typed: "jsn", suggestion: "json", status: 64),
        Typo(arguments: ["list", "--format=markdwon"], typed: "markdwon", suggestion: "markdown", status: 64),
        Typo(arguments: ["list", "--color", "allways"], typed: "allways", suggestion: "always", status: 64),
        Typo(arguments: ["simulate", "slide", "--format", "asci"], typed: "asci", suggestion: "ascii", status: 64),
        Typo(arguments: ["simulate", "slide", "--interactive", "--direction", "rigth"], typed: "rigth", suggestion: "right", status: 64),
        Typo(arguments: ["check", "--format", "sarf"], typed: "sarf", suggestion: "sarif", status: 64),
        Typo(arguments: ["simulate", "slide", "--scenario", "pussh"], typed: "pussh", suggestion: "push", status: 64),
        Typo(arguments: ["list", "--family", "heros"], typed: "heros", suggestion: "hero", status: 64),
        Typo(arguments: ["list", "--kind", "keyframe"], typed: "keyframe", suggestion: "keyframes", status: 64),
        Typo(arguments: ["list", "--tag", "flp"], typed: "flp", suggestion: "flip", status: 64),
        Typo(arguments: ["show", "cicle-spread"], typed: "cicle-spread", suggestion: "circle-spread", status: 64),
        Typo(arguments: ["simulate", "crosfade"], typed: "crosfade", suggestion: "crossfade", status: 64),
        Typo(arguments: ["plan", "cube-horizntal"], typed: "cube-horizntal", suggestion: "cube-horizontal", status: 64),
        Typo(arguments: ["check", "page-flp"], typed: "page-flp", suggestion: "page-flip", status: 64),
        Typo(arguments: validate, typed: "easeOutt", suggestion: "easeOut", status: 1, manifest: manifest("curve: easeOutt")),
        Typo(arguments: validate, typed: "lienar", suggestion: "linear", status: 1, manifest: manifest("curve: lienar")),
        Typo(arguments: validate, typed: "rigth", suggestion: "right", status: 1, manifest: manifest("direction: rigth", kind: "slide")),
        Typo(
            arguments: validate, typed: "crosfade", suggestion: "crossfade", status: 1,
            manifest: manifest("curve: linear", kind: "crosfade")),
        Typo(
            arguments: validate, typed: "toDuraton", suggestion: "toDuration", status: 1,
            manifest: manifest("curve: linear") + "toDuraton: 0.4\n"),
    ]

    static let validate = ["validate", "E/mine.yaml"]

    /// A valid effect of `kind` but for `parameter`, a line of its `parameters:`.
    static func manifest(_ parameter: String, kind: String = "crossfade") -> String {
        """
        segue: 1
        id: mine
        name: Mine
        summary: Mine.
        family: mine
        kind: \(kind)
        parameters:
          \(parameter)

        """
    }

    @Test(arguments: rows) func aMistypedNameGetsTheSuggestionAndItsStatus(_ typo: Typo) throws {
        let folder = try ScratchFolder("typo")
        defer { folder.remove() }
        if let manifest = typo.manifest { try folder.write(manifest, to: "E/mine.yaml") }
        let arguments = typo.arguments.map { $0.hasPrefix("E/") ? folder.url.appendingPathComponent($0).path : $0 }
        let result = try Segue.run(arguments)
        #expect(result.status == typo.status, "\(result.stderr)")
        #expect(result.stderr.contains("did you mean '\(typo.suggestion)'?"), "\(result.stderr)")
        #expect(result.stdout.isEmpty || typo.status == 0, "a refused command line prints no help on stdout: \(result.stdout)")
    }

    @Test func theTableIsInTheTerminalReference() throws {
        let reference = try String(contentsOf: packageRoot.appendingPathComponent("docs/reference/terminal.md"), encoding: .utf8)
        let header = "| Command | Typed | Suggested | Exit |\n|---|---|---|---|\n"
        let table = header + Self.rows.map { $0.markdownRow + "\n" }.joined()
        #expect(reference.contains(table), "docs/reference/terminal.md, Mistyped names, should read:\n\(table)")
    }
}

/// Issue 52, item 7: a number the user types is read as meant. A negative velocity or frame origin
/// is a value, not an option ArgumentParser would otherwise report as missing its value.
@Suite struct TypedNumberTests {
    @Test(arguments: [
        (["simulate", "slide", "--scenario", "pop", "--interactive", "--velocity"], "-1500"),
        (["simulate", "crossfade", "--scenario", "modal", "--presentation", "custom", "--frame"], "-20,100,350,600"),
        (["plan", "crossfade", "--scenario", "present", "--presentation", "custom", "--frame"], "-20,100,350,600"),
    ])
    func aNegativeNumberIsAValueSpacedOrJoined(command: [String], value: String) throws {
        let spaced = try Segue.run(command + [value])
        let joined = try Segue.run(command.dropLast() + ["\(command[command.count - 1])=\(value)"])
        #expect(spaced.status == 0, "\(spaced.stderr)")
        #expect(spaced.stdout == joined.stdout && spaced.stderr == joined.stderr && spaced.status == joined.status)
    }
}

/// Issue 52, item 7: a number written with a unit or in quotes gets the plain literal to write,
/// in the message and as the JSON diagnostic's `fix`. The table is docs/reference/terminal.md's,
/// *Numbers with units*.
@Suite struct UnitFixTests {
    /// A manifest line that holds the mistake, and the literal segue gives for it.
    static let rows: [(line: String, fix: String)] = [
        ("toDuration: 0.4s", "0.4"),
        ("toDuration: 400ms", "0.4"),
        ("toDuration: \"0.4\"", "0.4"),
        ("backDuration: 1.5 s", "1.5"),
        ("parameters: {radius: 20pt}", "20"),
        ("parameters: {radius: 20px}", "20"),
        ("interactive: {back: {direction: down, fullPercent: 99%}}", "0.99"),
    ]

    @Test(arguments: rows.map(\.line))
    func aUnitMistakeGetsThePlainNumber(line: String) throws {
        let fix = try #require(Self.rows.first { $0.line == line }).fix
        let folder = try ScratchFolder("unit-fix")
        defer { folder.remove() }
        let file = try folder.write(
            "segue: 1\nid: mine\nname: Mine\nsummary: Mine.\nfamily: mine\nkind: circle-spread\n\(line)\n", to: "E/mine.yaml")
        let human = try Segue.run(["validate", file.path])
        #expect(human.status == 1)
        #expect(
            human.stderr.contains("must be a number, not a string") && human.stderr.contains("; write \(fix) [manifest.type]"),
            "\(human.stderr)")
        let json = try Segue.run(["validate", file.path, "--format", "json"])
        #expect(json.stdout.contains("\"fix\": \"\(fix)\""), "\(json.stdout)")
    }

    @Test func theTableIsInTheTerminalReference() throws {
        let reference = try String(contentsOf: packageRoot.appendingPathComponent("docs/reference/terminal.md"), encoding: .utf8)
        let table = "| Manifest line | Fix |\n|---|---|\n" + Self.rows.map { "| `\($0.line)` | `\($0.fix)` |\n" }.joined()
        #expect(reference.contains(table), "docs/reference/terminal.md, Numbers with units, should read:\n\(table)")
    }
}
