import SegueEngine

/// Everything Segue knows about an effect kind without running it.
///
/// One value per kind drives validation, `segue show`, the JSON Schema and the
/// docs, and carries the kind's own examples, which a generated test runs (the
/// SwiftLint rule pattern: the examples live beside the code they describe).
public struct KindDescription: Sendable {
    /// The word a manifest writes after `kind:` (kebab-case).
    public let identifier: String
    /// One sentence: what the effect looks like.
    public let summary: String
    public let parameters: [ParameterSpec]
    public let examples: [KindExample]

    public init(
        identifier: String,
        summary: String,
        parameters: [ParameterSpec],
        examples: [KindExample] = []
    ) {
        self.identifier = identifier
        self.summary = summary
        self.parameters = parameters
        self.examples = examples
    }

    public func parameter(named name: String) -> ParameterSpec? {
        parameters.first { $0.name == name }
    }
}

/// A manifest written to show how a kind is used, and what Segue must say about it.
public struct KindExample: Sendable {
    public enum Expectation: Sendable, Hashable {
        /// The manifest loads with no diagnostic.
        case valid
        /// The manifest is rejected with exactly this diagnostic headline, written
        /// without the file name: `"7:11: error: 'radius' must be at least 0 [manifest.range]"`.
        case invalid(String)
    }

    public let manifest: String
    public let expectation: Expectation
    public let file: String
    public let line: Int

    public static func valid(_ manifest: String, file: String = #filePath, line: Int = #line) -> KindExample {
        KindExample(manifest: manifest, expectation: .valid, file: file, line: line)
    }

    public static func invalid(
        _ manifest: String, _ diagnostic: String, file: String = #filePath, line: Int = #line
    ) -> KindExample {
        KindExample(manifest: manifest, expectation: .invalid(diagnostic), file: file, line: line)
    }
}

/// An animator written in Swift that manifests name with `kind:`.
///
/// A kind is a description (for validation, docs and the schema) plus one pure function
/// that builds the timeline for a direction in a transition context.
public protocol EffectKind: Sendable {
    static var description: KindDescription { get }

    /// The animation for `direction`; it must last `configuration.duration(for: direction)`.
    static func timeline(
        for direction: TransitionDirection, in context: TransitionContext, configuration: EffectConfiguration
    ) -> Timeline
}

extension EffectKind {
    /// Typed access to the configuration's parameters, with this kind's defaults.
    public static func parameters(_ configuration: EffectConfiguration) -> ParameterReader {
        ParameterReader(configuration, kind: description)
    }

    /// The engine animator for `configuration`.
    public static func animator(_ configuration: EffectConfiguration) -> EffectAnimator {
        EffectAnimator(kind: self, configuration: configuration)
    }
}
