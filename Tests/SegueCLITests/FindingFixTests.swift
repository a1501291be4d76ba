import Foundation
import Testing

/// Findings whose fix is a manifest key name the key and where it goes, as the reentry findings
/// name `reentry: wait`: a user reading `check`'s output at night should not have to find the one
/// sentence in manifest.md that mentions it (issue 52, item 4).
@Suite struct FindingFixTests {
    /// A fixture that reports `code`, and the keys its message must name.
    struct Case: Sendable, CustomTestStringConvertible {
        let code: String
        let folder: String
        let effect: String
        let keys: [String]
        var testDescription: String { "\(code) on \(effect)" }
    }

    static let cases: [Case] = [
        // The mask's track is not reset on cancel: the key goes beside its driver in keyframes.to.
        Case(
            code: "cancel.flash", folder: "cancel-without-reset", effect: "mask-no-reset",
            keys: ["resetsModelValueOnCancel: true on that track, beside its driver: layer in the manifest's keyframes: to:"]),
        // The same mask also jumps when the cancel removes its animation: the reset fixes that too.
        Case(
            code: "interaction.layer-jump", folder: "cancel-without-reset", effect: "mask-no-reset",
            keys: ["resetsModelValueOnCancel: true on that track, beside its driver: layer in the manifest's keyframes: to:"]),
        // circle-spread resets its mask already; what its extension turned off is the timer.
        Case(
            code: "interaction.layer-jump", folder: "layer-mask-timer-off", effect: "reveal-no-timer",
            keys: ["timer: true under the manifest's interactive:"]),
    ]

    @Test(arguments: cases) func theFindingNamesTheKeyThatFixesIt(_ fixture: Case) throws {
        let run = try Segue.run(["check", "--effects", "Tests/Fixtures/check/\(fixture.folder)", fixture.effect])
        let lines = run.stdout.split(separator: "\n").filter { $0.contains(fixture.code) }
        #expect(!lines.isEmpty, "no \(fixture.code) in:\n\(run.stdout)\(run.stderr)")
        for key in fixture.keys {
            #expect(lines.contains { $0.contains(key) }, "\(fixture.code) does not name '\(key)':\n\(lines.joined(separator: "\n"))")
        }
    }
}
