import SegueEngine

/// Everything Segue knows about an effect kind without running it.
///
/// One value per kind drives validation, `segue show`, the JSON Schema and the
/// docs. Its examples are manifests in Tests/Fixtures/kind-examples/KIND/, each beside what
/// Segue must say about it, which KindExampleTests runs: an app that links the kind never
/// carries them.
package struct KindDescription: Sendable {
    /// The word a manifest writes after `kind:` (kebab-case).
    package let identifier: String
    /// One sentence: what the effect looks like.
    package let summary: String
    /// Every parameter, in the order `segue show` lists them.
    package let parameters: [ParameterSpec]

    /// A kind's description.
    package init(
        identifier: String,
        summary: String,
        parameters: [ParameterSpec]
    ) {
        self.identifier = identifier
        self.summary = summary
        self.parameters = parameters
    }

    /// The parameter called `name`, if the kind has one.
    package func parameter(named name: String) -> ParameterSpec? {
        parameters.first { $0.name == name }
    }
}

/// An animator written in Swift that manifests name with `kind:`.
///
/// A kind is a description (for validation, docs and the schema) plus one pure function
/// that builds the timeline for a direction in a transition context.
package protocol EffectKind: Sendable {
    static var description: KindDescription { get }

    /// Adds the animation for `direction` in `context` to `builder`, which already lasts the
    /// configuration's duration for that direction (only a kind whose manifest sets its own
    /// length, like `keyframes`, changes it).
    static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    )
}

extension EffectKind {
    /// The timeline for `direction` in `context`: a builder lasting the configuration's duration
    /// for `direction`, filled by the kind. Every kind starts from the duration its manifest
    /// declares, so none can declare one length and animate another.
    package static func timeline(
        for direction: TransitionDirection, in context: TransitionContext, configuration: EffectConfiguration
    ) -> Timeline {
        var builder = TimelineBuilder(duration: configuration.duration(for: direction), context: context)
        build(&builder, for: direction, in: context, parameters: parameters(configuration))
        return builder.build()
    }

    /// Typed access to the configuration's parameters, with this kind's defaults.
    package static func parameters(_ configuration: EffectConfiguration) -> ParameterReader {
        ParameterReader(configuration, kind: description)
    }

    /// The engine animator for `configuration`.
    package static func animator(_ configuration: EffectConfiguration) -> EffectAnimator {
        EffectAnimator(kind: self, configuration: configuration)
    }
}
