import Foundation
import Testing

/// SegueKit's Apple-only files type-check against stubs of exactly the UIKit, QuartzCore, Core
/// Graphics, SwiftUI and Objective-C declarations they use (Tests/AppleStubs), each written from
/// Apple's documentation page it cites. Needs `swiftc` (SWIFTC, /opt/swift/usr/bin, or PATH) and
/// the package's build (run after `swift build --build-tests`).
@Suite struct AppleTypeCheckTests {
    static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        let candidates =
            [environment["SWIFTC"], "/opt/swift/usr/bin/swiftc"]
            + (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The build's module folder: next to the test bundle, else .build/debug/Modules.
    static let modules: String? = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [beside, beside.deletingLastPathComponent(), packageRoot.appendingPathComponent(".build/debug")]
            .map { $0.appendingPathComponent("Modules").path }
        return candidates.first { FileManager.default.fileExists(atPath: "\($0)/SegueKitCore.swiftmodule") }
    }()

    /// The `-package-name` SwiftPM gives this package's modules: its folder's name, lowercased, as a
    /// C identifier (`swift-argument-parser` is `swift_argument_parser`). SegueKit's conformances
    /// to SegueKitCore's protocols are not retroactive only within one package, as SwiftPM builds it.
    static let packageName: String = {
        let name = packageRoot.lastPathComponent.lowercased().map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        return (name.first?.isNumber == true ? "_" : "") + String(name)
    }()

    static let stubs = ["ObjectiveC", "CoreGraphics", "QuartzCore", "UIKit", "SwiftUI"]
    static let appleFiles: [String] = {
        let folder = packageRoot.appendingPathComponent("Sources/SegueKit")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    /// Runs swiftc with `arguments`; its status and output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(swiftc))
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Compiles the stubs into modules in a fresh folder.
    static func stubModules() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-apple-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for stub in stubs {
            let source = packageRoot.appendingPathComponent("Tests/AppleStubs/\(stub).swift").path
            // Declarations only (every body traps): lowering would also emit Objective-C thunks for
            // the `@objc` members ObjectiveC.swift adds to NSObject, which a Linux toolchain, with no
            // Objective-C bridging types, cannot build.
            let result = try run([
                "-emit-module", "-module-name", stub, "-parse-as-library", "-swift-version", "6", "-Xfrontend",
                "-enable-objc-interop", "-Xfrontend", "-experimental-skip-all-function-bodies",
                "-I", folder.path, source, "-o", folder.appendingPathComponent("\(stub).swiftmodule").path,
            ])
            #expect(result.status == 0, "stub \(stub): \(result.output)")
        }
        return folder.path
    }

    /// `swiftc -typecheck` over `files` as module SegueKit, with warnings as errors.
    static func typecheck(_ files: [String], stubs: String, defines: [String] = []) throws -> (status: Int32, output: String) {
        let modules = try #require(modules, "no SegueKitCore.swiftmodule: build the package first")
        return try run(
            [
                "-typecheck", "-warnings-as-errors", "-module-name", "SegueKit", "-package-name", packageName, "-swift-version", "6",
                "-Xfrontend", "-enable-objc-interop",
                "-I", stubs, "-I", modules, "-I", packageRoot.appendingPathComponent("Sources/CYAML").path,
            ]
                + defines.flatMap { ["-D", $0] } + files)
    }

    @Test(
        .enabled(
            if: swiftc != nil,
            "swiftc not found (set SWIFTC, or install the toolchain in /opt/swift): the Apple-only files were not type-checked"))
    func theAppleOnlyFilesTypeCheckAgainstTheDeclaredAPI() throws {
        let stubs = try Self.stubModules()
        #expect(Self.appleFiles.count >= 8)
        for defines in [[], ["DEBUG"]] {
            let result = try Self.typecheck(Self.appleFiles, stubs: stubs, defines: defines)
            #expect(result.status == 0, "swiftc -typecheck \(defines): \(result.output)")
        }
    }

    /// Without libyaml (the iOS SDK has none, so Package.swift leaves CYAML out there) the
    /// document reader still compiles: its YAML loader becomes the one that reports
    /// `yaml.unavailable`. Type-checked here by leaving CYAML off the search path.
    @Test(.enabled(if: swiftc != nil, "swiftc not found"))
    func theDocumentReaderBuildsWithoutLibyaml() throws {
        let folder = packageRoot.appendingPathComponent("Sources/SegueDocument")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
        let without = try Self.run(
            ["-typecheck", "-module-name", "SegueDocument", "-package-name", Self.packageName, "-swift-version", "6"] + files)
        #expect(without.status == 0, "\(without.output)")
        // And the check can fail: with a call only libyaml's branch declares, it does.
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("segue-no-yaml-\(UUID().uuidString).swift")
        try "func probe() { _ = YAMLTreeBuilder.self }\n".write(to: probe, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: probe) }
        let failing = try Self.run(
            ["-typecheck", "-module-name", "SegueDocument", "-package-name", Self.packageName, "-swift-version", "6"] + files + [probe.path]
        )
        #expect(failing.status != 0 && failing.output.contains("YAMLTreeBuilder"))
    }

    /// The README's UIKit and SwiftUI examples compile as an app module that imports SegueKit (built from the
    /// Apple-only files against the stubs): the public API it shows is the one that exists.
    @Test(.enabled(if: swiftc != nil, "swiftc not found"))
    func theReadmesExamplesTypeCheckAsAnApp() throws {
        let stubs = try Self.stubModules()
        let modules = try #require(Self.modules)
        // Only the module's interface is needed here; the bodies are type-checked by the test above.
        // Lowering them would run SIL passes over `#selector`s of the stub `Selector`, which no
        // Linux toolchain can lower (swift-frontend 6.3.1 aborts in SendNonSendable), so skip them.
        let emitted = try Self.run(
            [
                "-emit-module", "-module-name", "SegueKit", "-package-name", Self.packageName, "-parse-as-library", "-swift-version", "6",
                "-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-experimental-skip-all-function-bodies",
                "-I", stubs, "-I", modules, "-I", packageRoot.appendingPathComponent("Sources/CYAML").path,
                "-o", "\(stubs)/SegueKit.swiftmodule",
            ] + Self.appleFiles)
        try #require(emitted.status == 0, "\(emitted.output)")
        let blocks = try Self.appExamples()
        #expect(blocks.count >= 2)
        #expect(blocks.contains { $0.contains("import UIKit") } && blocks.contains { $0.contains("import SwiftUI") })
        // Each block is a file of one app module: the SwiftUI one uses the UIKit one's types.
        var files: [String] = []
        for (index, block) in blocks.enumerated() {
            let file = URL(fileURLWithPath: stubs).appendingPathComponent("ReadmeExample\(index).swift")
            try block.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        files.append(try Self.generatedAppFile(in: URL(fileURLWithPath: stubs), modules: modules))
        let result = try Self.run(
            [
                "-typecheck", "-module-name", "ReadmeApp", "-parse-as-library", "-swift-version", "6", "-Xfrontend", "-enable-objc-interop",
                "-I", stubs, "-I", modules, "-I", packageRoot.appendingPathComponent("Sources/CYAML").path,
            ] + files)
        #expect(result.status == 0, "\(result.output)")
    }

    /// What SegueBuildPlugin generates for the app of docs/how-to/build-plugin.md
    /// (Tests/Fixtures/build-plugin), made by the built SegueBuildTool, so the page's example
    /// type-checks with the constants an app gets. The built-in constants are in SegueKitCore's module.
    static func generatedAppFile(in folder: URL, modules: String) throws -> String {
        let tool = URL(fileURLWithPath: modules).deletingLastPathComponent().appendingPathComponent("SegueBuildTool")
        let manifests = { (folder: URL) in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
                $0.hasSuffix(".yaml") || $0.hasSuffix(".json")
            }
            .sorted().map { folder.appendingPathComponent($0).path }
        }
        let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/build-plugin")
        let output = folder.appendingPathComponent("SegueApp+Generated.swift")
        let process = Process()
        process.executableURL = tool
        process.arguments =
            ["app", "--output", output.path, "--config", fixture.appendingPathComponent("segue.yaml").path]
            + manifests(packageRoot.appendingPathComponent("Effects")).flatMap { ["--builtin", $0] }
            + manifests(fixture.appendingPathComponent("Effects"))
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(tool.path) failed")
        return output.path
    }

    /// The Swift blocks the docs mark `<!-- app-example -->` (README.md, then docs/ in path order):
    /// what an app pastes. Scripts/apple-sdk-app-check.sh type-checks the same blocks against
    /// Apple's real SDK.
    static func appExamples() throws -> [String] {
        var documents = [packageRoot.appendingPathComponent("README.md")]
        let docs = packageRoot.appendingPathComponent("docs")
        if let found = FileManager.default.enumerator(atPath: docs.path) {
            documents += found.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
        }
        var blocks: [String] = []
        for document in documents {
            let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "<!-- app-example -->" {
                let body = lines[(index + 1)...].drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }
                try #require(
                    body.first == "```swift", "\(document.lastPathComponent):\(index + 1): the marker must stand before a ```swift block")
                blocks.append(body.dropFirst().prefix { $0 != "```" }.joined(separator: "\n"))
            }
        }
        return blocks
    }

    /// The check can fail: the files' `canImport(UIKit)` branch is compiled, and a member UIKit's
    /// stub does not declare, or a wrong type, is an error.
    @Test(.enabled(if: swiftc != nil, "swiftc not found"))
    func aCallUIKitDoesNotDeclareFailsTheCheck() throws {
        let stubs = try Self.stubModules()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-apple-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cases = [
            "view.layer.cornerRadius = 4\nview.removeFromSuperView()",
            "let opacity: Double = view.layer.opacity",
        ]
        for (index, body) in cases.enumerated() {
            let file = folder.appendingPathComponent("Bad\(index).swift")
            try "#if canImport(UIKit)\nimport UIKit\n@MainActor func bad(_ view: UIView) {\n\(body)\n}\n#endif\n"
                .write(to: file, atomically: true, encoding: .utf8)
            let result = try Self.typecheck([file.path], stubs: stubs)
            #expect(result.status != 0, "\(body) type-checked")
            #expect(result.output.contains("error:"))
        }
    }

    /// Every declaration of the stubs names the Apple documentation it was written from.
    @Test func everyStubDeclarationCitesItsAppleDocumentation() throws {
        let plumbing = [
            "rawValue", "init(rawValue", "var body", "m11", "m21", "m31", "m41", "init(m11", "init(stringLiteral", "init(_ name",
        ]
        var uncited: [String] = []
        for stub in Self.stubs {
            let text = try String(contentsOf: packageRoot.appendingPathComponent("Tests/AppleStubs/\(stub).swift"), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                let declares = ["public ", "open ", "@MainActor ", "@resultBuilder ", "weak open", "@discardableResult", "case "]
                    .contains { code.hasPrefix($0) }
                guard declares, !plumbing.contains(where: { code.contains($0) }) else { continue }
                // The comment right above, or above the enclosing enum's cases.
                let above = lines[..<index].reversed().prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                let comment = above.prefix {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") || $0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                        || $0.contains("enum ")
                }
                let cited = comment.contains { $0.contains("https://developer.apple.com/") || $0.contains("https://") }
                if !cited && !code.hasPrefix("case ") { uncited.append("\(stub).swift:\(index + 1): \(code)") }
            }
        }
        #expect(uncited.isEmpty, "\(uncited)")
    }
}
