import SegueEngine

/// Everything Segue knows about an effect kind without running it.
///
/// One value per kind drives validation, `segue show`, the JSON Schema and the
/// docs, and carries the kind's own examples, which a generated test runs (the
/// SwiftLint rule pattern: the examples live beside the code they describe).
package struct KindDescription: Sendable {
    /// The word a manifest writes after `kind:` (kebab-case).
    package let identifier: String
    /// One sentence: what the effect looks like.
    package let summary: String
    /// Every parameter, in the order `segue show` lists them.
    package let parameters: [ParameterSpec]
    /// Manifests showing how the kind is used, each with what Segue must say about it (a generated test runs them).
    package let examples: [KindExample]

    /// A kind's description.
    package init(
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

    /// The parameter called `name`, if the kind has one.
    package func parameter(named name: String) -> ParameterSpec? {
        parameters.first { $0.name == name }
    }
}

/// A manifest written to show how a kind is used, and what Segue must say about it.
package struct KindExample: Sendable {
    /// What loading the example must give.
    package enum Expectation: Sendable, Hashable {
        /// The manifest loads with no diagnostic.
        case valid
        /// The manifest is rejected with exactly this diagnostic headline, written
        /// without the file name: `"7:11: error: 'radius' must be at least 0 [manifest.range]"`.
        case invalid(String)
    }

    /// The manifest's text.
    package let manifest: String
    /// What loading it must give.
    package let expectation: Expectation
    /// The file the example is written in, so a failure points at it.
    package let file: String
    /// The line the example is written at.
    package let line: Int

    /// An example that loads cleanly.
    package static func valid(_ manifest: String, file: String = #filePath, line: Int = #line) -> KindExample {
        KindExample(manifest: manifest, expectation: .valid, file: file, line: line)
    }

    /// An example rejected with exactly `diagnostic` (its headline without the file name).
    package static func invalid(
        _ manifest: String, _ diagnostic: String, file: String = #filePath, line: Int = #line
    ) -> KindExample {
        KindExample(manifest: manifest, expectation: .invalid(diagnostic), file: file, line: line)
    }
}

/// An animator written in Swift that manifests name with `kind:`.
///
/// A kind is a description (for validation, docs and the schema) plus one pure function
/// that builds the timeline for a direction in a transition context.
package protocol EffectKind: Sendable {
    static var description: KindDescription { get }

    /// The animation for `direction`; it must last `configuration.duration(for: direction)`.
    static func timeline(
        for direction: TransitionDirection, in context: TransitionContext, configuration: EffectConfiguration
    ) -> Timeline
}

extension EffectKind {
    /// Typed access to the configuration's parameters, with this kind's defaults.
    package static func parameters(_ configuration: EffectConfiguration) -> ParameterReader {
        ParameterReader(configuration, kind: description)
    }

    /// The engine animator for `configuration`.
    package static func animator(_ configuration: EffectConfiguration) -> EffectAnimator {
        EffectAnimator(kind: self, configuration: configuration)
    }
}
