import Foundation
import Segue

/// The hot paths of whole commands that issue 23 made faster, in a form callgrind can count one
/// function of: `simulate --format ndjson` (a frame written as a line) and `segue validate` of a
/// folder (files read from disk, checked and registered).
public enum CommandWorkload {
    /// Every frame of a push-then-pop run of the shipped `effect` at `fps`, kept in memory so that
    /// counting ``lines(_:)`` leaves the simulation out.
    public static func frames(of effect: String, fps: Int) -> [FrameSample] {
        guard let definition = SimulationWorkload.shippedEffects().first(where: { $0.id == effect }),
            let scenario = SimulationRequest(effect: definition, scenario: .navigation, fps: fps).makeScenario()
        else { preconditionFailure("no shipped effect '\(effect)'") }
        var frames: [FrameSample] = []
        _ = Simulator.run(scenario, options: SimulationOptions(fps: fps)) { frames.append($0) }
        return frames
    }

    /// What `simulate --format ndjson` writes for `frames`: one JSON line each. Returns the bytes.
    @inline(never)
    public static func lines(_ frames: [FrameSample]) -> Int {
        var bytes = 0
        for frame in frames { bytes += TraceJSON.line(frame).utf8.count + 1 }
        return bytes
    }

    /// Writes `count` manifests of the generated corpus (``Corpus/generate(count:)``) into a new
    /// folder under the temporary directory and returns the folder and their paths.
    public static func writeCorpus(count: Int) throws -> (folder: String, paths: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for (index, file) in Corpus.generate(count: count).enumerated() {
            let extensionName = file.path.hasSuffix(".json") ? "json" : "yaml"
            let url = folder.appendingPathComponent("m\(index).\(extensionName)")
            try Data(file.bytes).write(to: url)
            paths.append(url.path)
        }
        return (folder.path, paths)
    }

    /// Removes a folder ``writeCorpus(count:)`` made.
    public static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// What `segue validate FILE...` does before it prints: read each file, check it and register
    /// it on top of the built-in catalog. Returns the number of diagnostics (0 for the corpus).
    @inline(never)
    public static func validate(_ paths: [String]) -> Int {
        CatalogFiles.load(CatalogFiles.Request(validating: paths, discoverConfig: false, environment: [:])).diagnostics.count
    }
}
