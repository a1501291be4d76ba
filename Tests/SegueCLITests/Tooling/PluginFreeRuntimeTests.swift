import Foundation
import Testing

/// Issue 47: linking the `SegueKit` or `Segue` product runs no plugin. Xcode asks an app to
/// "Trust & Enable" every package plugin that runs in its build, even one applied inside a
/// dependency, and `xcodebuild` fails without `-skipPackagePluginValidation`; so no target in those
/// products' closure may apply one. SegueBuildPlugin stays, for an app that applies it itself.
@Suite struct PluginFreeRuntimeTests {
    /// The package as SwiftPM reads it (`swift package dump-package`, with a scratch path of its
    /// own so it never waits for the lock of the `.build` a running `swift test` holds).
    static func manifest() throws -> [String: Any] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("segue-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = try runProcess(
            URL(fileURLWithPath: try #require(swiftOnPath)), ["package", "--scratch-path", scratch.path, "dump-package"], in: packageRoot)
        try #require(dump.status == 0, "\(dump.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
    }

    /// The names of the targets `product` is built from, with every target they depend on.
    static func closure(of product: String, in manifest: [String: Any]) throws -> Set<String> {
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: targets.compactMap { t in (t["name"] as? String).map { ($0, t) } })
        let products = try #require(manifest["products"] as? [[String: Any]])
        let roots = try #require(products.first { $0["name"] as? String == product }?["targets"] as? [String])
        var seen: Set<String> = []
        var queue = roots
        while let name = queue.popLast() {
            guard seen.insert(name).inserted, let target = byName[name] else { continue }
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                // A dependency on a target of this package is `byName` or `target`; products of
                // other packages (argument parser) cannot apply our plugin and are left out.
                for key in ["byName", "target"] {
                    if let name = (dependency[key] as? [Any])?.first as? String, byName[name] != nil { queue.append(name) }
                }
            }
        }
        return seen
    }

    @Test(.enabled(if: swiftOnPath != nil, "needs the swift toolchain on PATH"), arguments: ["SegueKit", "Segue"])
    func noTargetInTheProductsClosureAppliesAPlugin(product: String) throws {
        let manifest = try Self.manifest()
        let closure = try Self.closure(of: product, in: manifest)
        #expect(closure.contains("SegueBuiltins") && closure.contains("SegueCatalog"), "\(closure.sorted())")
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let applying = targets.filter { target in
            closure.contains(target["name"] as? String ?? "") && !((target["pluginUsages"] as? [Any]) ?? []).isEmpty
        }.compactMap { $0["name"] as? String }
        #expect(applying.isEmpty, "\(product)'s closure applies a plugin in \(applying)")
        if product == "SegueKit" {
            // The runtime carries no tooling: schema generation, check's runner, scripts and the
            // manifests' own text live in SegueTooling, the simulator and its checks in
            // SegueSimulation, which the tools use.
            #expect(
                closure.isDisjoint(with: ["SegueTooling", "SegueSimulation", "SegueRender", "SegueFiles"]), "\(closure.sorted())")
        }
        // The plugin itself stays a product, for an app that asks for it.
        let products = try #require(manifest["products"] as? [[String: Any]])
        #expect(products.contains { $0["name"] as? String == "SegueBuildPlugin" })
    }
}
