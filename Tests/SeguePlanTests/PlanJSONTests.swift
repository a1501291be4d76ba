import Foundation
import SegueCatalog
import SegueDocument
import SegueEngine
import SeguePlan
import SegueRender
import Testing

/// Plans as JSON: deterministic, and valid under the published schema for the whole catalog.
@Suite struct PlanJSONTests {
    static let python = executableOnPath(named: "python3")

    /// True when that python3 imports jsonschema and PyYAML (`Scripts/check-schemas.py` needs
    /// both): without them the test skips, saying what to install (issue 37).
    static let hasValidator: Bool = {
        guard let python else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-B", "-c", "import jsonschema, yaml"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Every shipped effect's plan going to and coming back (push, dismiss under a dimming custom
    /// presentation, a tab to the left), plain and interactive: each operation's actors and chrome.
    static func catalogPlans() throws -> [(String, AnimationPlan)] {
        var plans: [(String, AnimationPlan)] = []
        let dimming = PresentationStyle.custom(presentedFrame: Rect(x: 0, y: 200, width: 375, height: 612), dimming: true)
        let operations: [(TransitionOperation, PresentationStyle?, Int?, Int?)] = [
            (.push, nil, nil, nil), (.dismiss, dimming, nil, nil), (.tab, nil, 2, 1),
        ]
        for effect in shippedEffects {
            let animator = try #require(effect.animator)
            for (operation, style, from, to) in operations {
                for interactive in [false, true] where !interactive || operation == .push {
                    let c = context(operation, style: style, from: from, to: to, interactive: interactive)
                    let name = "\(effect.id).\(operation.rawValue).\(from ?? 0)-\(to ?? 0)\(interactive ? ".interactive" : "")"
                    plans.append((name, PlanCompiler.plan(for: animator, in: c)))
                }
            }
        }
        return plans
    }

    @Test func theSamePlanGivesTheSameBytes() throws {
        let effect = try #require(shippedEffects.first { $0.id == "cube-horizontal" })
        let c = context(.push, style: nil, from: nil, to: nil)
        let a = PlanJSON.encode(PlanCompiler.plan(for: try #require(effect.animator), in: c))
        let b = PlanJSON.encode(PlanCompiler.plan(for: try #require(effect.animator), in: c))
        #expect(a == b)
        #expect(a.hasSuffix("}\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(a.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "segue-plan")
        #expect(object["version"] as? Int == 1)
        let animations = try #require(object["animations"] as? [[String: Any]])
        #expect(animations.contains { $0["keyPath"] as? String == "sublayerTransform" || $0["keyPath"] as? String == "transform" })
    }

    /// The plan format was first written by Foundation's `JSONEncoder` (sorted keys, pretty,
    /// slashes unescaped); Segue's one JSON writer must give the same bytes, for every plan of
    /// the catalog, so a plan file written by an earlier version compares equal.
    @Test func everyCatalogPlanHasFoundationsBytes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        for (name, plan) in try Self.catalogPlans() {
            let foundation = String(decoding: try encoder.encode(FoundationTree(value: PlanJSON.node(plan))), as: UTF8.self) + "\n"
            let ours = PlanJSON.encode(plan)
            #expect(ours == foundation, "\(name): first difference at byte \(zip(ours.utf8, foundation.utf8).prefix { $0 == $1 }.count)")
        }
    }

    @Test func valuesTakeTheirKindsShapes() throws {
        let plan = PlanCompiler.plan(for: PlanCompilerTests.animator, in: context(.push, style: nil, from: nil, to: nil))
        let text = PlanJSON.encode(plan)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let animations = try #require(object["animations"] as? [[String: Any]])
        let move = try #require(animations.first { $0["actor"] as? String == "to" })
        let first = try #require((move["values"] as? [[String: Double]])?.first)
        #expect(first == ["x": 375, "y": 0, "width": 375, "height": 812])
        let spring = try #require((move["timingFunctions"] as? [[String: Any]])?.last)
        #expect(spring["type"] as? String == "spring")
        #expect((spring["stiffness"] as? Double ?? 0) > 0)
        let fade = try #require(animations.first { $0["actor"] as? String == "snapshot.from" })
        #expect(fade["values"] as? [Double] == [1, 0.5])
        #expect(fade["fillMode"] as? String == "both")
    }

    @Test(
        .enabled(
            if: hasValidator,
            "needs python3 with jsonschema and PyYAML (apt-get install -y python3-jsonschema python3-yaml; .ci/run installs them)"))
    func everyCatalogPlanConformsToThePublishedSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-plans-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, plan) in try Self.catalogPlans() {
            let url = folder.appendingPathComponent("\(name).plan.json")
            try PlanJSON.encode(plan).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        // A plan that breaks the schema, so the run shows the validator does reject.
        let plan = PlanCompiler.plan(for: PlanCompilerTests.animator, in: context(.push, style: nil, from: nil, to: nil))
        let text = PlanJSON.encode(plan)
        let first = try #require(text.range(of: "\"fillMode\" : \"both\""))
        let broken = text.replacingCharacters(in: first, with: "\"fillMode\" : \"sometimes\"")
        let brokenURL = folder.appendingPathComponent("broken.plan.json")
        try broken.write(to: brokenURL, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        process.arguments = [packageRoot.appendingPathComponent("Scripts/check-schemas.py").path] + paths + [brokenURL.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Exactly the broken plan's one problem.
        #expect(process.terminationStatus == 1, "\(report.prefix(3000))")
        #expect(report.contains("broken.plan.json: animations/0/fillMode: 'sometimes' is not one of"), "\(report.prefix(3000))")
        #expect(report.contains("\(paths.count + 1) plans, 0 traces, 1 problems"), "\(report.prefix(3000))")
    }
}

/// A JSON tree as Foundation's encoder writes it: the oracle for `JSONWriter`'s Foundation layout.
struct FoundationTree: Encodable {
    let value: JSONValue

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let b):
            var container = encoder.singleValueContainer()
            try container.encode(b)
        case .int(let i):
            var container = encoder.singleValueContainer()
            try container.encode(i)
        case .number(let d):
            var container = encoder.singleValueContainer()
            if d.isFinite { try container.encode(d) } else { try container.encodeNil() }
        case .string(let s):
            var container = encoder.singleValueContainer()
            try container.encode(s)
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(FoundationTree(value: item)) }
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, item) in members { try container.encode(FoundationTree(value: item), forKey: Key(stringValue: key)) }
        }
    }
}
