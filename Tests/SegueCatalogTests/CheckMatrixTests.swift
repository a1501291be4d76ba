import SegueCatalog
import SegueEffects
import SegueEngine
import SegueSimulation
import SegueTooling
import Testing

/// `check`'s matrix: the stress cases of issue 18, a cancel then the same transition again and a
/// full swipe, run what their names say.
@Suite struct CheckMatrixTests {
    let catalog = loadCatalog().catalog
    let runner = CheckRunner()

    /// Each interactive scenario gets both stress cases beside its plain run and two releases.
    @Test func everyScenarioHasTheStressCases() throws {
        let slide = try #require(catalog.effect("slide"))
        let variants = runner.requests(for: slide).map(\.0)
        for direction in ["left", "right"] {
            #expect(variants.contains("pan \(direction), cancel at 0.27, then again at 0.73"), "\(variants)")
            #expect(variants.contains("pan \(direction), full swipe to 1"), "\(variants)")
        }
        // Six scenarios of five cases, and push and pop under an opaque bar.
        #expect(variants.count == 6 * 5 + 2)
    }

    /// A gesture's threshold that is not a multiple of 0.23 away from a round number still gives
    /// releases in hundredths: 0.3 releases at 0.07 and 0.53, not 0.06999999999999998.
    @Test func releasesAreInHundredths() throws {
        let manifest = "segue: 1\nid: low\nname: Low\nextends: slide\ninteractive:\n  back: {direction: right, threshold: 0.3}\n"
        let low = try #require(loadCatalog([("low.yaml", manifest)]).catalog.effect("low"))
        let pop = runner.requests(for: low, scenarios: [.pop]).map(\.0)
        #expect(pop.contains("pan right, release 0.07") && pop.contains("pan right, release 0.53"), "\(pop)")
        #expect(pop.contains("pan right, cancel at 0.07, then again at 0.53"), "\(pop)")
    }

    /// Over every built-in, in every scenario: the first interactive run of the retry case cancels
    /// and the second, the same transition, finishes, with no step skipped.
    @Test func theRetryCaseCancelsAndThenFinishesTheSameTransition() {
        var wrong: [String] = []
        for effect in catalog.effects {
            for (variant, request) in runner.requests(for: effect) where request.retry != nil {
                guard let scenario = request.makeScenario() else { continue }
                let summary = Simulator.run(scenario, options: request.options) { _ in }
                let interactive = summary.transitions.filter { $0.interaction != nil }
                let operations = Set(interactive.map(\.operation))
                if interactive.map(\.outcome) != [.cancelled, .finished] || operations.count != 1
                    || summary.findings.contains(where: { $0.code == "scenario.invalid-step" })
                {
                    wrong.append("\(effect.id) \(request.scenario.rawValue) (\(variant)): \(interactive.map(\.outcome))")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// Findings of both runs are reported, and the retry's are marked as such.
    @Test func theRetryCaseReportsBothRuns() throws {
        // With the timer off circle-spread's mask jumps on every release.
        let effect = try #require(catalog.effect("circle-spread"))
        let timerOff = CheckRunner(timer: false)
        let (_, request) = try #require(timerOff.requests(for: effect, scenarios: [.pop]).first { $0.1.retry != nil })
        let findings = timerOff.run(request)
        // Transition 0 is the push that sets the pop up; 1 is cancelled, 2 is the retry.
        #expect(Set(findings.compactMap(\.transition)) == [1, 2], "\(findings.map(\.message))")
        #expect(findings.filter { $0.transition == 2 }.allSatisfy { $0.message.hasPrefix("on the retry, ") })
        #expect(!findings.filter { $0.transition == 1 }.contains { $0.message.hasPrefix("on the retry") })
    }

    /// The full swipe releases at the manifest's fullPercent, else at exactly 1: there the engine's
    /// iOS 7 note comes out of the simulation, and check leaves it out (and only it).
    @Test func theFullSwipeRunsAtTheFullPercentAndLeavesTheIOS7NoteToScripts() throws {
        let capped = try #require(catalog.effects.first { ($0.backGesture?.percentAtFull ?? 1) < 1 })
        let capVariant = "full swipe to \(formatNumber(capped.backGesture?.percentAtFull ?? 1))"
        #expect(runner.requests(for: capped, scenarios: [.pop]).contains { $0.0.hasSuffix(capVariant) })

        let slide = try #require(catalog.effect("slide"))
        let (variant, full) = try #require(runner.requests(for: slide, scenarios: [.pop]).first { $0.0.contains("full swipe") })
        #expect(variant == "pan right, full swipe to 1")
        let scenario = try #require(full.makeScenario())
        let simulated = Simulator.run(scenario, options: full.options) { _ in }
        #expect(simulated.findings.map(\.code) == ["interaction.release-at-end"])
        #expect(simulated.transitions.last?.interaction?.releasePercent == 1)
        #expect(runner.run(full).isEmpty)
        #expect(CheckRunner.fullSwipeWaivers == ["interaction.release-at-end"])
    }
}
