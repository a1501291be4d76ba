import SegueCatalog
import SegueDocument
import SegueEngine
import SegueSimulation
import SegueTooling
import Testing

/// Script steps timed against the previous one, the app's guard, and late gesture updates.
@Suite struct ScriptReaderTests {
    func read(_ text: String) throws -> (steps: [ScenarioStep]?, problems: [Diagnostic]) {
        let root = try Document.load(text: text, file: "script.yaml", format: .yaml)
        var problems: [Diagnostic] = []
        let catalog = loadCatalog().catalog
        let steps = ScriptReader.read(
            root, catalog: catalog, bounds: Rect(x: 0, y: 0, width: 390, height: 844), timer: nil, problems: &problems)
        return (steps, problems)
    }

    @Test func aTimedStepCarriesItsDelayAndGuard() throws {
        let (steps, problems) = try read("- push: slide\n- pop: {after: 0.1, guard: wait}\n- pop: {after: 0.2}\n")
        #expect(problems.isEmpty, "\(headlines(problems))")
        let list = try #require(steps)
        guard case .requested(let inner, let after, let policy) = list[1] else {
            Issue.record("step 2 is not timed")
            return
        }
        #expect(after == 0.1 && policy == .wait && inner.operation == .pop)
        guard case .requested(_, _, let unguarded) = list[2] else {
            Issue.record("step 3 is not timed")
            return
        }
        #expect(unguarded == ReentryGuard.none)
    }

    @Test func aGuardWithoutATimeIsAnErrorAtTheGuard() throws {
        let (steps, problems) = try read("- push: slide\n- pop: {guard: refuse}\n")
        #expect(steps == nil)
        let problem = try #require(problems.first { $0.code == "script.guard-without-after" })
        #expect(problem.location?.line == 2 && problem.location?.column == 9)
        let (_, unknown) = try read("- push: slide\n- pop: {after: 0.1, guard: later}\n")
        #expect(unknown.contains { $0.message.contains("wait") && $0.message.contains("refuse") }, "\(headlines(unknown))")
    }

    @Test func lateUpdatesAreReadAndBadOnesNamed() throws {
        let (steps, problems) = try read("- push: slide\n- pop: {interactive: {releaseAt: 0.8, updatesAfterEnd: [0.85, 0.9]}}\n")
        #expect(problems.isEmpty, "\(headlines(problems))")
        guard case .pop(let interaction?) = try #require(steps)[1] else {
            Issue.record("no interactive pop")
            return
        }
        #expect(interaction.updatesAfterEnd == [0.85, 0.9])
        // No direction and no edge band: the effect's own gesture decides.
        #expect(interaction.config == nil)
        let (bad, badProblems) = try read("- push: slide\n- pop: {interactive: {updatesAfterEnd: 0.9}}\n")
        #expect(bad == nil)
        #expect(badProblems.contains { $0.code == "script.updates-after-end" && $0.location?.line == 2 })
        #expect(
            badProblems.first { $0.code == "script.updates-after-end" }?.message
                == "'updatesAfterEnd' must be a list of at most 60 percents, e.g. [0.85, 0.9]")
    }

    @Test func lateEndsAreReadAfterTheUpdatesAndBadOnesNamedWhereTheyStand() throws {
        let (steps, problems) = try read("- push: slide\n- pop: {interactive: {updatesAfterEnd: [0.9], endsAfterEnd: [finish, cancel]}}\n")
        #expect(problems.isEmpty, "\(headlines(problems))")
        guard case .pop(let interaction?) = try #require(steps)[1] else {
            Issue.record("no interactive pop")
            return
        }
        #expect(interaction.callsAfterEnd == [.update(0.9), .finish, .cancel])
        #expect(interaction.updatesAfterEnd == [0.9])
        // A word that is neither: the item's own line and column, with a guess.
        let (bad, badProblems) = try read("- push: slide\n- pop: {interactive: {endsAfterEnd: [finish, cancle]}}\n")
        #expect(bad == nil)
        let problem = try #require(badProblems.first { $0.code == "script.enum" })
        #expect(problem.location?.line == 2 && problem.location?.column == 46, "\(headlines(badProblems))")
        #expect(problem.message.contains("did you mean 'cancel'?"), "\(problem.message)")
        // Not a list.
        let (_, shape) = try read("- push: slide\n- pop: {interactive: {endsAfterEnd: finish}}\n")
        let shapeProblem = try #require(shape.first { $0.code == "script.ends-after-end" })
        #expect(shapeProblem.location?.line == 2 && shapeProblem.location?.column == 37, "\(headlines(shape))")
        #expect(shapeProblem.message == "'endsAfterEnd' must be a list of at most 60 of finish and cancel, e.g. [cancel]")
    }
}
