import Foundation
import Testing

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init(_ label: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    /// Writes `text` at `relative`, creating folders on the way.
    @discardableResult
    func write(_ text: String, to relative: String) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A sample package named App in a fresh temporary folder, depending on this package by path,
/// with `targets` (the text inside `targets: [...]`, one target a line) as its targets.
func samplePackage(_ label: String, targets: [String]) throws -> ScratchFolder {
    let app = try ScratchFolder(label)
    let list = targets.map { "        " + $0.replacingOccurrences(of: "\n", with: "\n        ") + ",\n" }.joined()
    try app.write(
        """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(name: "Segue", path: "\(packageRoot.path)")],
            targets: [
        \(list)    ]
        )
        """, to: "Package.swift")
    return app
}

/// Runs `script` with bash and returns what it printed.
func runBash(_ script: String, in directory: URL = packageRoot, environment extra: [String: String] = [:]) throws -> RunResult {
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in extra { environment[key] = value }
    return try runProcess(URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: directory, environment: environment)
}

/// Tests that build Segue a second time inside a sample package (minutes on two cores each): out
/// of the default `swift test`, run by CI's own step (.ci/run) and by hand with the variable set.
let packageTests: ConditionTrait = .enabled(
    if: ProcessInfo.processInfo.environment["SEGUE_PACKAGE_TESTS"] == "1",
    "builds Segue again in a sample package: run with SEGUE_PACKAGE_TESTS=1 swift test --filter 'PluginTests|BuildPluginTests'")

/// The `swift` on PATH, for the package tests; nil skips them.
let swiftOnPath = executableOnPath(named: "swift")

/// Runs `swift ARGUMENTS` in a sample package `folder`, without colour and without the config and
/// effects paths of the shell the tests run in, so the package sees only its own files.
func runSwift(_ arguments: [String], in folder: URL) throws -> RunResult {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.removeValue(forKey: "SEGUE_CONFIG")
    environment.removeValue(forKey: "SEGUE_EFFECTS_PATH")
    return try runProcess(URL(fileURLWithPath: try #require(swiftOnPath)), arguments, in: folder, environment: environment)
}
