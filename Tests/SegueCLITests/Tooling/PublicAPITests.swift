import Foundation
import Testing

/// Issue 38: the library shows a small API, and it grows only on purpose. The public declarations of
/// every library module (all of Sources/ but the two commands and the C module) are listed from the
/// sources by `PublicAPILister` and compared with Tests/Snapshots/api/<module>.txt. A declaration
/// made public, or public no more, fails the suite until the list is re-recorded
/// (`SEGUE_RECORD=1 swift test --filter PublicAPITests`, which fails once on purpose), so a review
/// sees the API change as a diff of that list.
@Suite struct PublicAPITests {
    /// The targets that are not part of a library product.
    static let notLibrary: Set<String> = ["SegueCLI", "SegueBuildTool", "CYAML"]
    static let lists = packageRoot.appendingPathComponent("Tests/Snapshots/api")

    /// Every library module's Swift files, in path order, read once for the suite.
    static let sources: Result<[String: [String]], any Error> = Result { try librarySources() }

    /// The declarations of `sources`, parsed once for the suite (module to its files' declarations).
    static let parsed: Result<[String: [[PublicAPILister.Raw]]], any Error> = sources.map { modules in
        modules.mapValues { texts in texts.map(PublicAPILister.parse) }
    }

    static func librarySources() throws -> [String: [String]] {
        let sources = packageRoot.appendingPathComponent("Sources")
        var modules: [String: [String]] = [:]
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() where !notLibrary.contains(module) {
            let folder = sources.appendingPathComponent(module)
            var paths: [String] = []
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" { paths.append(url.path) }
            }
            modules[module] = try paths.sorted().map { try String(contentsOfFile: $0, encoding: .utf8) }
        }
        return modules
    }

    /// What a list file holds for `declarations`: one per line, sorted, with a header saying how to re-record.
    static func listFile(_ module: String, _ declarations: [String]) -> String {
        "# The public API of \(module), one declaration a line (Tests/SegueCLITests/Tooling/PublicAPITests.swift).\n"
            + "# Re-record after a deliberate change: SEGUE_RECORD=1 swift test --filter PublicAPITests\n"
            + declarations.map { $0 + "\n" }.joined()
    }

    /// The declarations of `actual` and `recorded` (list files) that differ, as `+ added` and `- removed` lines; nil when equal.
    static func difference(recorded: String, actual: String) -> String? {
        func entries(_ text: String) -> [String] {
            text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") || $0.hasPrefix("#if ") }
        }
        let old = entries(recorded)
        let new = entries(actual)
        let oldSet = Set(old)
        let newSet = Set(new)
        let lines = new.filter { !oldSet.contains($0) }.map { "+ " + $0 } + old.filter { !newSet.contains($0) }.map { "- " + $0 }
        return lines.isEmpty
            ? (recorded == actual ? nil : "the same declarations, in another order or with another header") : lines.joined(separator: "\n")
    }

    @Test func thePublicAPIIsTheRecordedOne() throws {
        let record = ProcessInfo.processInfo.environment["SEGUE_RECORD"] == "1"
        let listed = PublicAPILister.list(parsed: try Self.parsed.get().mapValues { $0.flatMap { $0 } })
        var recorded: [String] = []
        for (module, declarations) in listed.sorted(by: { $0.key < $1.key }) {
            let path = Self.lists.appendingPathComponent("\(module).txt")
            let actual = Self.listFile(module, declarations)
            let expected = try? String(contentsOf: path, encoding: .utf8)
            if record {
                if expected != actual {
                    try FileManager.default.createDirectory(at: Self.lists, withIntermediateDirectories: true)
                    try actual.write(to: path, atomically: true, encoding: .utf8)
                    recorded.append(module)
                }
                continue
            }
            guard let expected else {
                Issue.record("no list of \(module)'s public API at Tests/Snapshots/api/\(module).txt; record it with SEGUE_RECORD=1")
                continue
            }
            if let difference = Self.difference(recorded: expected, actual: actual) {
                Issue.record(
                    """
                    \(module)'s public API is not the one in Tests/Snapshots/api/\(module).txt:
                    \(difference)
                    Make a declaration the library's user does not need `package`; if the change is meant, \
                    re-record with SEGUE_RECORD=1 swift test --filter PublicAPITests and say why in the commit.
                    """)
            }
        }
        let stale =
            (try? FileManager.default.contentsOfDirectory(atPath: Self.lists.path))?
            .filter { $0.hasSuffix(".txt") && listed[String($0.dropLast(4))] == nil } ?? []
        for file in stale.sorted() {
            if record { try FileManager.default.removeItem(at: Self.lists.appendingPathComponent(file)) }
            Issue.record("Tests/Snapshots/api/\(file) lists a module that is no more\(record ? "; removed it" : "")")
        }
        if record {
            Issue.record(
                "recorded the public API (\(recorded.isEmpty ? "no change" : recorded.joined(separator: ", "))); run again without SEGUE_RECORD"
            )
        }
    }

    /// The modules `import Segue` re-exports (Sources/Segue/Segue.swift) and the umbrella itself.
    static let umbrella = [
        "SegueSystem", "SegueDocument", "SegueEngine", "SegueSimulation", "SegueEffects", "SegueCatalog", "SegueBuiltins",
        "SeguePlan", "SegueTooling", "SegueRender", "SegueFiles", "Segue",
    ]

    /// Issue 50's measure: at most 500 public declarations behind `import Segue`, counted as lines
    /// that open with `public` or `open` and a declaration keyword. 702 before the readers',
    /// renderers', plans' and the engine's staging types became `package` (the benchmarks and the
    /// GettingStarted article still build against the rest from another package).
    @Test func importSegueShowsAtMost500Declarations() throws {
        let pattern = try Regex(
            #"^\s*(public|open)( (static|final|private\(set\)|nonisolated|override|mutating|indirect|convenience|required|lazy))* "#
                + #"(func|var|let|init|struct|enum|class|protocol|extension|typealias|case|subscript|actor|import)\b"#)
        let sources = try Self.sources.get()
        var counts: [String: Int] = [:]
        for module in Self.umbrella {
            let lines = (sources[module] ?? []).flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            counts[module] = lines.filter { $0.firstMatch(of: pattern) != nil }.count
        }
        let total = counts.values.reduce(0, +)
        #expect(
            total <= 500,
            "\(total) public declarations behind import Segue: \(Self.umbrella.map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", "))")
        #expect(total > 0, "no public declaration found: the sources were not read")
    }

    /// The lister sees every `public`/`open` written at the start of a declaration in Sources/: as
    /// many as a plain line match counts (a declaration it misread would be missing from the list).
    @Test func theListerMissesNoPublicKeywordInSources() throws {
        let pattern = try Regex(#"^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*(public|open)(\s|\()"#)
        let parsed = try Self.parsed.get()
        for (module, texts) in try Self.sources.get() {
            for (index, text) in texts.enumerated() {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let keywords = lines.filter { $0.firstMatch(of: pattern) != nil }.count
                let found = (parsed[module]?[index] ?? []).filter(\.saysPublic).count
                #expect(
                    found == keywords, "\(module) file \(index): the lister read \(found) public declarations, the lines say \(keywords)")
            }
        }
    }

    @Test func theListerReadsDeclarationsAsTheCompilerDoes() {
        let source = #"""
            /// A public type.
            public struct Shown {
                /// Over three lines.
                @discardableResult
                public static func make(
                    width: Double,  // a comment with public func hidden()
                    height: Double = 2
                ) throws -> Shown where Shown: Sendable {
                    let text = "public func inAString() { {"
                    return Shown()
                }
                public let name: String = "a \(1 + (2)) b"
                public private(set) var count = 0
                package func notShown() {}
                func notShownEither() {}
                #if canImport(UIKit)
                public var onlyOnIOS: Int { 1 }
                #else
                public var elsewhere: Int { 2 }
                #endif
            }
            package struct Hidden {
                public let insideAPackageType: Int
            }
            extension Hidden {
                public func notPublicEither() {}
            }
            extension Array {
                public var extendsTheStandardLibrary: Int { 0 }
            }
            public enum Kind: String {
                case one, two = "2"
                public struct Nested { public init() {} }
            }
            public protocol Requirement {
                var value: Int { get set }
                func act()
            }
            /* public struct InAComment {} */
            let s = """
                public struct InAMultilineString {}
                """
            """#
        let listed = PublicAPILister.list(["M": [source]])["M"] ?? []
        #expect(
            listed == [
                "#if !(canImport(UIKit)) Shown: public var elsewhere: Int",
                "#if canImport(UIKit) Shown: public var onlyOnIOS: Int",
                "Array: public var extendsTheStandardLibrary: Int",
                "Kind.Nested: public init()",
                "Kind: case one, two = \"2\"",
                "Kind: public struct Nested",
                "Requirement: func act()",
                "Requirement: var value: Int { get set }",
                "Shown: @discardableResult public static func make(width: Double, height: Double = 2) throws -> Shown where Shown: Sendable",
                "Shown: public let name: String",
                "Shown: public private(set) var count",
                "public enum Kind: String",
                "public protocol Requirement",
                "public struct Shown",
            ])
    }

    /// The proof that the suite fails when the API grows: one public declaration more in a copy of
    /// the real sources, and the comparison names it.
    @Test func aNewPublicDeclarationFailsTheComparison() throws {
        // The umbrella module: its own declarations need no other module's types to be listed.
        let module = "Segue"
        var files = try #require(try Self.sources.get()[module])
        let before = Self.listFile(module, PublicAPILister.list([module: files])[module] ?? [])
        files.append(
            "/// Added.\npublic struct Intruder {\n    /// Added too.\n    public func grow(\n        by amount: Int\n    ) {}\n}\n")
        let after = Self.listFile(module, PublicAPILister.list([module: files])[module] ?? [])
        #expect(
            Self.difference(recorded: before, actual: after) == "+ Intruder: public func grow(by amount: Int)\n+ public struct Intruder")
        #expect(
            Self.difference(recorded: after, actual: before) == "- Intruder: public func grow(by amount: Int)\n- public struct Intruder")
        #expect(Self.difference(recorded: before, actual: before) == nil)
    }
}
