import Foundation
import Testing

/// The package tests' sample packages come from one helper; what it writes must be the manifest
/// they used to spell out each (one target a line, multi-line targets indented as written).
@Suite struct SamplePackageTests {
    @Test func theManifestListsTheTargetsAsWritten() throws {
        let app = try samplePackage(
            "probe",
            targets: [
                #".target(name: "Widget")"#,
                """
                .executableTarget(
                    name: "App"
                )
                """,
            ])
        defer { app.remove() }
        let text = try String(contentsOf: app.url.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            text == """
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "App",
                    dependencies: [.package(name: "Segue", path: "\(packageRoot.path)")],
                    targets: [
                        .target(name: "Widget"),
                        .executableTarget(
                            name: "App"
                        ),
                    ]
                )
                """, "\(text)")
    }
}
