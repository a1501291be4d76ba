import Segue
import SegueTooling
import Testing

@testable import SegueCLI

/// One default seed everywhere (issue 20): a run made in code without a seed is the run the CLI
/// prints without `--seed`, so a trace recorded in a test reproduces on the command line.
@Suite struct DefaultSeedTests {
    @Test func theLibraryAndTheCommandsAgree() throws {
        #expect(SimulationOptions().seed == SimulationOptions.defaultSeed)
        #expect(try SimulateCommand.parse(["explode"]).seed == SimulationOptions.defaultSeed)
        #expect(try CheckCommand.parse([]).seed == SimulationOptions.defaultSeed)
        let catalog = CatalogLoader().load(BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }).catalog
        let explode = try #require(catalog.effect("explode"))
        #expect(SimulationRequest(effect: explode, scenario: .navigation).seed == SimulationOptions.defaultSeed)
    }

    /// A random effect's frames from the library, with no seed given, are the bytes `simulate`
    /// prints with none; another seed moves explode's tiles, so the comparison can fail.
    @Test func aRandomEffectsFramesAreTheSameFromCodeAndFromTheCommandLine() throws {
        let catalog = CatalogLoader().load(BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }).catalog
        let explode = try #require(catalog.effect("explode"))
        let request = SimulationRequest(effect: explode, scenario: .push)  // `simulate`'s default scenario
        let scenario = try #require(request.makeScenario())
        let fromCode = Simulator.run(scenario, options: request.options).frames.map(TraceJSON.line)
        func printedFrames(_ extra: [String]) throws -> [String] {
            let result = try Segue.run(["simulate", "explode", "--format", "ndjson"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            return Array(lines.dropFirst().dropLast())  // the header and the summary line
        }
        #expect(try printedFrames([]) == fromCode)
        #expect(try printedFrames(["--seed", "2"]) != fromCode)
    }
}
