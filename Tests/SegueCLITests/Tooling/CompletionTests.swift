import Foundation
import Testing

@testable import SegueCLI

/// The bash completion script, sourced in a real bash, offers what a user would type next.
struct CompletionTests {
    /// Completes the last word of `words` the way bash's programmable completion calls `_segue`.
    static func complete(_ words: [String], in directory: URL = packageRoot) throws -> [String] {
        let script = try ScratchFolder("completion")
        defer { script.remove() }
        let generated = try Segue.run(["--generate-completion-script", "bash"])
        try #require(generated.status == 0)
        let file = try script.write(generated.stdout, to: "segue.bash")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let harness = """
            source '\(file.path)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
            _segue segue "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let path = Segue.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let result = try runBash(
            harness, in: directory, environment: ["PATH": path, "NO_COLOR": "1", "SEGUE_CONFIG": "", "SEGUE_EFFECTS_PATH": ""])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func effectIDsComplete() throws {
        #expect(try Self.complete(["segue", "show", "ci"]) == ["circle-spread"])
        #expect(try Self.complete(["segue", "check", "drawer-f"]) == ["drawer-flip-bottom"])
    }

    @Test func foldersCompleteForPaths() throws {
        #expect(try Self.complete(["segue", "validate", "Eff"]) == ["Effects"])
        // `complete -o filenames` makes bash show and insert a folder as `Effects/`.
        let generated = try Segue.run(["--generate-completion-script", "bash"])
        #expect(generated.stdout.contains("complete -o filenames -F _segue segue"))
        #expect(try Self.complete(["segue", "list", "--effects", "Tests/Fixtures/ch"]) == ["Tests/Fixtures/check"])
    }

    @Test func scenariosRoutesAndTheEffectsOnTheCommandLine() throws {
        #expect(try Self.complete(["segue", "simulate", "slide", "--scenario", "na"]) == ["navigation"])
        #expect(try Self.complete(["segue", "simulate", "--route", "inbox"]) == ["inbox-to-thread"])
        // An effect from a folder named earlier on the same line.
        #expect(try Self.complete(["segue", "show", "--effects", "Tests/Fixtures/check/snapshot-left-behind", "pe"]) == ["peek"])
    }

    @Test func theCatalogOptionsAreReadFromTheWordsTyped() {
        #expect(
            Completions.catalogArguments(in: ["segue", "show", "--effects", "A", "--seed", "2", "--config=c.yaml", "x"])
                == ["--effects", "A", "--config=c.yaml"])
        #expect(Completions.catalogArguments(in: ["segue", "show", "--effects"]) == [])
        #expect(Completions.matching("c", in: ["cube", "cards", "cube", "slide"]) == ["cards", "cube"])
    }
}
