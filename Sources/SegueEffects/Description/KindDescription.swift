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
        self.examples = examples.map { $0.written(for: identifier) }
    }

    /// The parameter called `name`, if the kind has one.
    package func parameter(named name: String) -> ParameterSpec? {
        parameters.first { $0.name == name }
    }
}

/// A manifest written to show how a kind is used, and what Segue must say about it.
///
/// Every example opens with the same header, so the example gives only its values and the header
/// is written here once: `segue: 1`, `id`, `name`, `summary`, `family` (when it has one), then
/// `kind:` with the identifier of the kind whose description holds it. The body follows on the
/// next line, so with a family the body's first line is line 7 of the manifest (line 6 without),
/// which is what an invalid example's diagnostic counts from.
package struct KindExample: Sendable {
    /// What loading the example must give.
    package enum Expectation: Sendable, Hashable {
        /// The manifest loads with no diagnostic.
        case valid
        /// The manifest is rejected with exactly this diagnostic headline, written
        /// without the file name: `"7:11: error: 'radius' must be at least 0 [manifest.range]"`.
        case invalid(String)
    }

    /// The header's values, until the description that holds the example names the kind.
    private struct Header: Sendable {
        let id: String
        let name: String
        let summary: String
        let family: String?

        /// The header's lines for an effect of `kind`, each ending in a line break.
        func text(kind: String) -> String {
            let family = family.map { "family: \($0)\n" } ?? ""
            return "segue: 1\nid: \(id)\nname: \(name)\nsummary: \(summary)\n\(family)kind: \(kind)\n"
        }
    }

    /// The manifest's text: the header, then the body.
    package private(set) var manifest: String
    /// What loading it must give.
    package let expectation: Expectation
    /// The file the example is written in, so a failure points at it.
    package let file: String
    /// The line the example is written at.
    package let line: Int
    /// The header still to write before the body; nil once written.
    private var header: Header?

    private init(header: Header, body: String, expectation: Expectation, file: String, line: Int) {
        self.header = header
        manifest = body
        self.expectation = expectation
        self.file = file
        self.line = line
    }

    /// An example that loads cleanly: the header from `id`, `name`, `summary` and `family`, then `body`.
    package static func valid(
        id: String, name: String, summary: String, family: String? = nil, _ body: String, file: String = #filePath, line: Int = #line
    ) -> KindExample {
        KindExample(
            header: Header(id: id, name: name, summary: summary, family: family), body: body, expectation: .valid, file: file,
            line: line)
    }

    /// An example rejected with exactly `diagnostic` (its headline without the file name), whose
    /// line numbers count the header's lines too.
    package static func invalid(
        id: String, name: String, summary: String, family: String? = nil, _ body: String, _ diagnostic: String,
        file: String = #filePath, line: Int = #line
    ) -> KindExample {
        KindExample(
            header: Header(id: id, name: name, summary: summary, family: family), body: body,
            expectation: .invalid(diagnostic), file: file, line: line)
    }

    /// The example with its header written for an effect of `kind`.
    func written(for kind: String) -> KindExample {
        guard let header else { return self }
        var example = self
        example.manifest = header.text(kind: kind) + manifest
        example.header = nil
        return example
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
