// swift-tools-version: 6.1
// Fuzz targets for Segue's loaders, kept out of the main package so that `swift build`
// never needs the sanitizers. Build and run them with Scripts/fuzz.sh.
import Foundation
import PackageDescription

// A path dependency is named after its folder (`segue`, `main`, a worktree's name...).
let segue = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "SegueFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // Declares libFuzzer's driver so each target can start it from its own entry point.
        .target(name: "CFuzzer"),
        // What the targets share: the built-in catalog as source files, and a renderer pass.
        .target(name: "FuzzSupport", dependencies: ["CFuzzer", .product(name: "Segue", package: segue)]),
        // Bytes as a manifest: the document layer (YAML and JSON), then the catalog loader.
        .executableTarget(name: "FuzzManifest", dependencies: ["FuzzSupport"]),
        // Bytes as an app config: the document layer, the config reader, validation against the catalog.
        .executableTarget(name: "FuzzConfig", dependencies: ["FuzzSupport"]),
        // Three bytes (scenario, format, frame rate) and a manifest: a simulation under the budget, rendered.
        .executableTarget(name: "FuzzSimulate", dependencies: ["FuzzSupport"]),
        // Bytes as a --script file and as a --gesture file, run when they read.
        .executableTarget(name: "FuzzScript", dependencies: ["FuzzSupport"]),
        // Bytes as an effects folder: entries with any name (not UTF-8 too) and links, loaded as --effects.
        .executableTarget(name: "FuzzFolder", dependencies: ["FuzzSupport"]),
    ]
)
