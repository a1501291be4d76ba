// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Segue",
    // SegueKit's UIKit and SwiftUI files need iOS 15. The rest uses no API newer than iOS 15 and
    // its macOS of the same year (12): Apple's SDK check (../shared/apple-sdk-check) type-checks
    // every target for iOS 15, and the standard library's availability is the same on macOS 12.
    // Swift 6.2 (Xcode 26) because SegueKit's UIKit conformances are isolated (SE-0470).
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "Segue", targets: ["Segue"]),
        // The runtime an iOS app links: animators, interaction, delegates and routes that play plans.
        .library(name: "SegueKit", targets: ["SegueKit"]),
        .executable(name: "segue", targets: ["SegueCLI"]),
        .plugin(name: "SeguePlugin", targets: ["SeguePlugin"]),
        // Applied to an app's target: checks its Effects/ and config at build time and generates
        // their Swift constants (docs/how-to/build-plugin.md).
        .plugin(name: "SegueBuildPlugin", targets: ["SegueBuildPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation --target Segue` builds the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The system libyaml, found through pkg-config. Never vendored.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Bytes (YAML or JSON) to one node tree whose every node knows its file, line and column.
        // libyaml is a system library of Linux and macOS; the iOS SDK has none, so there the
        // document reader reads JSON only (and says so for a YAML file).
        .target(
            name: "SegueDocument",
            dependencies: [.target(name: "CYAML", condition: .when(platforms: [.linux, .macOS, .windows, .android, .openbsd]))]
        ),
        // The C library under one import (glibc, musl or Darwin) and the few calls whose spelling
        // differs between Linux and Apple's systems.
        .target(name: "SegueSystem"),
        // The headless model of UIKit's transition machinery: contexts, timelines, timing, geometry,
        // gestures. Depends on nothing of ours but the C library's math.
        .target(name: "SegueEngine", dependencies: ["SegueSystem"]),
        // The simulator, its traces, the checks that watch it (one file per check, in one list:
        // CheckList) and the plans of a simulated run: what `simulate` and `check` run and an app
        // never does, so it stays out of SegueKit.
        .target(name: "SegueSimulation", dependencies: ["SegueEngine", "SegueSystem", "SeguePlan", "SegueDocument"]),
        // The effect kinds: Swift animators with their parameter descriptions.
        .target(name: "SegueEffects", dependencies: ["SegueEngine"]),
        // Manifests to typed effect definitions, validation, the registry and the app config: what
        // both the tools and an app's runtime read manifests with.
        .target(name: "SegueCatalog", dependencies: ["SegueDocument", "SegueEngine", "SegueEffects"]),
        // The shipped manifests (Effects/) as the JSON an app's runtime reads: Swift generated from
        // Effects/ by Scripts/generate-builtins.sh and committed, so no plugin runs for an app that
        // links SegueKit; BuiltinSourcesTests fails when it is stale.
        .target(name: "SegueBuiltins"),
        // What the tools need and an app never runs: the shipped manifests' own text (for
        // diagnostics at their lines), the JSON Schemas, simulation requests and scripts, and
        // `check`'s runner, which turns effects and routes into runs.
        .target(
            name: "SegueTooling",
            dependencies: ["SegueCatalog", "SegueDocument", "SegueEngine", "SegueSimulation", "SeguePlan", "SegueEffects", "SegueBuiltins"]
        ),
        // The one part of the library (`Segue`) that reads files: folders of manifests and the app
        // config, loaded with the command's rules (`CatalogFiles.load`), and the paths around them.
        .target(name: "SegueFiles", dependencies: ["SegueCatalog", "SegueDocument", "SegueSystem", "SegueTooling"]),
        // Animation plans: a transition compiled to Core Animation / Web Animations terms, its JSON
        // and its evaluation under Core Animation's timing rules.
        .target(name: "SeguePlan", dependencies: ["SegueEngine", "SegueDocument"]),
        // Traces to text, JSON, SVG and HTML; plans to a Web Animations page.
        // The page's script is JavaScript in its own file (HTML/PlanPageScript.js), compiled into the
        // code by SwiftPM (`embedInCode`: no resource bundle beside the installed binary). Only a
        // SwiftPM or Xcode build has SwiftPM's `PackageResources`, so the define tells the one
        // Swift file that names it that it exists (Apple's SDK check compiles Sources/ without it).
        .target(
            name: "SegueRender",
            dependencies: ["SegueEngine", "SeguePlan", "SegueSimulation", "SegueDocument", "SegueSystem"],
            resources: [.embedInCode("HTML/PlanPageScript.js")],
            swiftSettings: [.define("SEGUE_EMBEDDED_PAGE_SCRIPT")]
        ),
        // The public face of the library: everything above, one import.
        .target(
            name: "Segue",
            dependencies: [
                "SegueDocument", "SegueEngine", "SegueEffects", "SegueCatalog", "SeguePlan", "SegueRender", "SegueFiles",
                "SegueBuiltins", "SegueTooling", "SegueSimulation",
            ]
        ),
        // The runtime's logic behind a small protocol surface (layers, views, animation objects, the
        // transition context, display links): plain Swift, built and tested on every platform.
        // Its `SegueEffectID` constants of the built-in effects (`.cubeHorizontal`) are generated
        // from Effects/ with SegueBuiltins' data and committed, as that is.
        .target(
            name: "SegueKitCore",
            dependencies: ["SegueEngine", "SegueEffects", "SeguePlan", "SegueCatalog", "SegueDocument", "SegueBuiltins"]
        ),
        // The UIKit, Core Animation and SwiftUI side: one-line conformances and thin glue, all under
        // `#if canImport(UIKit)`; elsewhere it only re-exports SegueKitCore.
        .target(name: "SegueKit", dependencies: ["SegueKitCore", "SegueCatalog", "SegueEngine"]),
        // The `segue` command: arguments, printing, output files and exit codes; it reads its inputs
        // through SegueFiles.
        .executableTarget(
            name: "SegueCLI",
            dependencies: [
                "Segue",
                "SegueFiles",
                "SegueSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package segue check`: the tool, run on the package that depends on Segue.
        .plugin(
            name: "SeguePlugin",
            capability: .command(
                intent: .custom(verb: "segue", description: "Validate, list, simulate or check this package's Segue effects and config.")
            ),
            dependencies: ["SegueCLI"]
        ),
        // The build-time generator: reads manifests and a config with Segue's own reader, reports
        // their errors like a compiler, and writes Swift (the built-in data, the effect-id constants,
        // an app's constants and config). A host tool, so it must not need SegueBuiltins.
        // Scripts/generate-builtins.sh runs it to write SegueBuiltins' and SegueKitCore's committed data.
        .executableTarget(name: "SegueBuildTool", dependencies: ["SegueCatalog", "SegueDocument", "SegueSystem"]),
        // Runs SegueBuildTool on an app's target that applies it (the app's Effects/ and segue.yaml).
        // No target of Segue's own applies it: an app that does not ask for it never runs a plugin.
        .plugin(name: "SegueBuildPlugin", capability: .buildTool(), dependencies: ["SegueBuildTool"]),
        .testTarget(
            name: "SegueBuildToolTests",
            dependencies: [
                "SegueSimulation", "SegueBuildTool", "SegueCatalog", "SegueDocument", "SegueEngine", "SegueBuiltins", "SegueTooling",
            ]
        ),
        .testTarget(name: "SegueDocumentTests", dependencies: ["SegueDocument"]),
        .testTarget(
            name: "SegueEngineTests",
            dependencies: [
                "SegueSimulation",
                "SegueEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SegueCatalogTests",
            dependencies: [
                "SegueSimulation",
                "SegueCatalog",
                "SegueBuiltins",
                "SegueTooling",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SeguePlanTests",
            dependencies: ["SegueSimulation", "SeguePlan", "SegueRender", "SegueCatalog", "SegueBuiltins", "SegueTooling"]
        ),
        .testTarget(
            name: "SegueRenderTests", dependencies: ["SegueSimulation", "SegueRender", "SegueCatalog", "SegueBuiltins", "SegueTooling"]),
        // Plays every effect through the runtime on recording fakes and compares with the engine;
        // type-checks SegueKit's Apple-only files against Tests/AppleStubs.
        .testTarget(
            name: "SegueKitTests",
            dependencies: [
                "SegueSimulation", "SegueKitCore", "SegueCatalog", "SeguePlan", "SegueDocument", "SegueBuiltins", "SegueTooling",
            ]
        ),
        .testTarget(
            name: "SegueCLITests",
            dependencies: ["SegueSimulation", "SegueCLI", "SegueFiles", "SegueSystem", "SegueBuiltins", "SegueTooling"]),
    ]
)
