import Foundation
import SegueEngine
import SeguePlan
import SegueRender
import Testing

/// The published schema names exactly the cases the Swift types have, so neither drifts alone.
@Suite struct PlanSchemaTests {
    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Schemas/plan.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The `enum` of `$defs/<definition>/properties/<property>`.
    static func enumeration(_ definition: String, _ property: String) throws -> [String] {
        let defs = try #require(try schema()["$defs"] as? [String: Any])
        let object = try #require(defs[definition] as? [String: Any])
        let properties = try #require(object["properties"] as? [String: Any])
        let field = try #require(properties[property] as? [String: Any])
        return try #require(field["enum"] as? [String])
    }

    @Test func enumerationsMatchTheSwiftTypes() throws {
        #expect(try Self.enumeration("animation", "property") == AnimatableProperty.allCases.map(\.rawValue))
        #expect(try Self.enumeration("animation", "calculationMode") == CalculationMode.allCases.map(\.rawValue))
        #expect(try Self.enumeration("animation", "fillMode") == FillMode.allCases.map(\.rawValue))
        #expect(try Self.enumeration("animation", "transformInterpolation") == TransformInterpolation.allCases.map(\.rawValue))
        #expect(try Self.enumeration("animation", "owner") == PlanOwner.allCases.map(\.rawValue))
        #expect(try Self.enumeration("actor", "role") == ActorRole.allCases.map(\.rawValue))
        #expect(try Self.enumeration("interaction", "release") == PlanInteraction.Release.allCases.map(\.rawValue))
        let top = try #require(try Self.schema()["properties"] as? [String: Any])
        let operation = try #require((top["operation"] as? [String: Any])?["enum"] as? [String])
        #expect(operation == TransitionOperation.allCases.map(\.rawValue))
        let version = try #require((top["version"] as? [String: Any])?["const"] as? Int)
        #expect(version == AnimationPlan.formatVersion)
        let format = try #require((top["format"] as? [String: Any])?["const"] as? String)
        #expect(format == PlanJSON.format)
    }
}
