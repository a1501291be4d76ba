import Foundation
import Testing

@testable import SegueCLI

/// `--color`, NO_COLOR and FORCE_COLOR agree on one rule.
struct ColorTests {
    @Test(arguments: [
        (ColorChoice.auto, [String: String](), true, true),
        (.auto, [:], false, false),
        (.auto, ["NO_COLOR": "1"], true, false),
        (.auto, ["NO_COLOR": ""], true, true),  // no-color.org: only a non-empty value counts
        (.auto, ["FORCE_COLOR": "1"], false, true),
        (.auto, ["FORCE_COLOR": "0"], false, false),
        (.auto, ["FORCE_COLOR": "1", "NO_COLOR": "1"], false, false),
        (.always, ["NO_COLOR": "1"], false, true),
        (.never, ["FORCE_COLOR": "1"], true, false),
    ])
    func policy(_ choice: ColorChoice, _ environment: [String: String], _ terminal: Bool, _ expected: Bool) {
        #expect(ColorPolicy.enabled(choice, environment: environment, isTerminal: terminal) == expected)
    }

    static let bad = "Tests/Fixtures/bad-input/unknown-parameter.yaml"
    static let red = "\u{1B}[1;31merror:\u{1B}[0m"

    @Test func everyCommandTakesTheFlag() throws {
        for command in ["list", "show", "validate", "simulate", "check", "schema", "gallery", "init"] {
            let help = try Segue.run([command, "--help"])
            #expect(help.stdout.contains("--color <when>"), "\(command) has no --color")
        }
    }

    @Test func theFlagAndTheVariablesReachTheDiagnostics() throws {
        // Segue.run sets NO_COLOR=1; the flag still wins.
        #expect(try Segue.run(["validate", Self.bad, "--color", "always"]).stderr.contains(Self.red))
        #expect(!(try Segue.run(["validate", Self.bad]).stderr.contains("\u{1B}[")))
        #expect(try Segue.run(["validate", Self.bad], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).stderr.contains(Self.red))
        #expect(
            !(try Segue.run(["validate", Self.bad, "--color", "never"], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"])
                .stderr.contains("\u{1B}[")))
        let wrong = try Segue.run(["validate", Self.bad, "--color", "sometimes"])
        #expect(wrong.status == 64)
    }
}
