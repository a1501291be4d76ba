// swift-tools-version: 6.1
// Segue's benchmarks: a package of their own so that the `Segue` product keeps its small
// dependency list. Run them with Scripts/bench.sh (not `swift test`); CI only builds them.
import PackageDescription

let package = Package(
    name: "SegueBenchmarks",
    dependencies: [
        // Named so that the product resolves whatever the checkout folder is called.
        .package(name: "Segue", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The peer we compare loading against, here only: Segue itself never depends on it.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // libyaml's own header, for the bare event loop that is the physical limit of YAML loading.
        // Segue's CYAML is a target, not a product, so the benchmarks declare their own.
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // What every suite shares: the generated corpus and the bare libyaml loop.
        .target(
            name: "BenchSupport",
            dependencies: ["CLibYAML", .product(name: "Segue", package: "Segue")],
            path: "Benchmarks/BenchSupport"
        ),
        .executableTarget(
            name: "Loading",
            dependencies: [
                "BenchSupport", "CLibYAML",
                .product(name: "Segue", package: "Segue"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Loading",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Sampling",
            dependencies: [
                "BenchSupport",
                .product(name: "Segue", package: "Segue"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Sampling",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Simulation",
            dependencies: [
                "BenchSupport",
                .product(name: "Segue", package: "Segue"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Simulation",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A plain executable (no benchmark harness) for the memory and callgrind runs, outside
        // Benchmarks/ so that the benchmark plugin does not take it for a suite:
        // `bench-probe load-corpus`, `bench-probe libyaml`, `bench-probe yams`, `bench-probe check`...
        .executableTarget(
            name: "bench-probe",
            dependencies: [
                "BenchSupport", "CLibYAML",
                .product(name: "Segue", package: "Segue"),
                // The app runtime's main-thread work (`app-first-use`); on Linux, SegueKitCore.
                .product(name: "SegueKit", package: "Segue"),
                .product(name: "Yams", package: "Yams"),
            ],
            path: "Tools/Probe"
        ),
    ]
)
