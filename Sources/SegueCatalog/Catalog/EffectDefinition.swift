import SegueDocument
import SegueEffects
import SegueEngine

/// An effect ready to register: `extends` resolved, parameters typed, defaults filled.
///
/// This is what the host hands the engine: an animator's identity, its durations,
/// whether it needs the interactive timer, its gestures and its parameters.
public struct EffectDefinition: Sendable {
    /// Everything, held once: a definition is copied into the catalog, into lookups and into
    /// every simulation, and a copy of the box is one retain instead of one per field.
    final class Fields: Sendable {
        let id: String
        let name: String
        let summary: String
        let family: String
        let tags: [String]
        let kind: String
        let extendsChain: [String]
        let file: String
        let origin: SourceFile.Origin
        let toDuration: Double
        let backDuration: Double
        let needsInteractiveTimer: Bool
        let toGesture: GestureConfig?
        let backGesture: GestureConfig?
        let completion: InteractiveCompletion?
        let parameters: [ResolvedParameter]
        let keyframes: Node?
        let keyframesSpec: KeyframesSpec?
        let overrides: Bool
        let provenance: Provenance?
        let locations: Manifest.KeyLocations
        let outlives: [String]
        let reachesPresenter: Bool
        let layoutDirection: EffectLayoutDirection

        init(
            id: String, name: String, summary: String, family: String, tags: [String], kind: String,
            extendsChain: [String], file: String, origin: SourceFile.Origin, toDuration: Double, backDuration: Double,
            needsInteractiveTimer: Bool, toGesture: GestureConfig?, backGesture: GestureConfig?,
            completion: InteractiveCompletion? = nil,
            parameters: [ResolvedParameter], keyframes: Node?, keyframesSpec: KeyframesSpec?, overrides: Bool,
            provenance: Provenance? = nil, locations: Manifest.KeyLocations, outlives: [String] = [],
            reachesPresenter: Bool = false, layoutDirection: EffectLayoutDirection = .mirrored
        ) {
            self.layoutDirection = layoutDirection
            self.outlives = outlives
            self.reachesPresenter = reachesPresenter
            self.provenance = provenance
            self.completion = completion
            self.id = id
            self.name = name
            self.summary = summary
            self.family = family
            self.tags = tags
            self.kind = kind
            self.extendsChain = extendsChain
            self.file = file
            self.origin = origin
            self.toDuration = toDuration
            self.backDuration = backDuration
            self.needsInteractiveTimer = needsInteractiveTimer
            self.toGesture = toGesture
            self.backGesture = backGesture
            self.parameters = parameters
            self.keyframes = keyframes
            self.keyframesSpec = keyframesSpec
            self.overrides = overrides
            self.locations = locations
        }
    }

    private let fields: Fields

    init(_ fields: Fields) {
        self.fields = fields
    }

    /// The unique kebab-case id.
    public var id: String { fields.id }
    /// The human name.
    public var name: String { fields.name }
    /// One sentence: what it looks like.
    public var summary: String { fields.summary }
    /// Where it comes from (xwtransition, vctransitions, hero, ibanimatable, articles, custom).
    public var family: String { fields.family }
    /// Tags for `list --tag` and search.
    package var tags: [String] { fields.tags }
    /// The kind that animates it (`slide`, `keyframes`, ...).
    public var kind: String { fields.kind }
    /// The manifests this one extends, nearest first.
    package var extendsChain: [String] { fields.extendsChain }
    /// The manifest's path.
    public var file: String { fields.file }
    /// Where the manifest was found.
    public var origin: SourceFile.Origin { fields.origin }
    /// `transitionDuration` going to (push, present, higher index), in seconds.
    public var toDuration: Double { fields.toDuration }
    /// `transitionDuration` going back (pop, dismiss, lower index), in seconds.
    public var backDuration: Double { fields.backDuration }
    /// True when the interactive timer drives the tail after release (XWTransition's `needsInteractiveTimer`).
    package var needsInteractiveTimer: Bool { fields.needsInteractiveTimer }
    /// The gesture that drives the to transition, if any.
    package var toGesture: GestureConfig? { fields.toGesture }
    /// The gesture that drives the back transition, if any.
    package var backGesture: GestureConfig? { fields.backGesture }
    /// The interaction controller's completion settings, when the manifest (or one it extends)
    /// changes UIKit's: the interactive block's `completionSpeed` and `completionCurve`.
    package var interactiveCompletion: InteractiveCompletion? { fields.completion }
    /// Every parameter of the kind, in the kind's order, with its value.
    package var parameters: [ResolvedParameter] { fields.parameters }
    /// The keyframes block for the `keyframes` kind, as written.
    public var keyframes: Node? { fields.keyframes }
    /// The keyframes block parsed and validated (kind `keyframes` only).
    package var keyframesSpec: KeyframesSpec? { fields.keyframesSpec }
    /// Where this effect's own manifest writes its keys.
    package var locations: Manifest.KeyLocations { fields.locations }
    /// True when the manifest replaces an effect with the same id from an earlier folder.
    public var overrides: Bool { fields.overrides }
    /// Created actors a successful transition leaves in the container on purpose (`outlives:`).
    package var outlives: [String] { fields.outlives }
    /// True when the manifest says `presenterView: viewController`: the animator takes the presenting
    /// controller's `view` itself, as VCTransitionsLibrary and Hero do, instead of `view(forKey:)`.
    package var reachesPresenter: Bool { fields.reachesPresenter }
    /// How the effect plays in a right-to-left layout: mirrored (the default) or, when its manifest
    /// or the one it extends says `layoutDirection: absolute`, the same as left to right.
    package var layoutDirection: EffectLayoutDirection { fields.layoutDirection }
    /// Where the effect comes from (its own manifest's `provenance:`; not inherited through `extends`).
    package var provenance: Provenance? { fields.provenance }

    /// The value of the parameter `name`, or nil when the kind has none by that name.
    package func parameter(_ name: String) -> ParameterValue? { resolvedParameter(named: name)?.value }

    /// The spec of this effect's parameter `name`, if it has one.
    package func parameterSpec(named name: String) -> ParameterSpec? { resolvedParameter(named: name)?.spec }

    private func resolvedParameter(named name: String) -> ResolvedParameter? {
        parameters.first { $0.spec.name == name }
    }

    /// The directions a user can drive interactively, `to` then `back` (e.g. `left/right`).
    package var interactiveDirections: String {
        let to = toGesture?.direction.rawValue ?? "-"
        let back = backGesture?.direction.rawValue ?? "-"
        return toGesture == nil && backGesture == nil ? "-" : "\(to)/\(back)"
    }

    /// A copy with durations, timer, gestures, completion settings or parameters replaced (routes
    /// and `--set`); each completion setting `completion` sets replaces the effect's own.
    package func with(
        toDuration: Double? = nil, backDuration: Double? = nil, timer: Bool? = nil,
        toGesture: GestureConfig? = nil, backGesture: GestureConfig? = nil, completion: InteractiveCompletion? = nil,
        parameters overrides: [ResolvedParameter] = []
    ) -> EffectDefinition {
        var merged = parameters
        for override in overrides {
            if let index = merged.firstIndex(where: { $0.spec.name == override.spec.name }) {
                merged[index] = override
            }
        }
        return EffectDefinition(
            Fields(
                id: id, name: name, summary: summary, family: family, tags: tags, kind: kind,
                extendsChain: extendsChain, file: file, origin: origin,
                toDuration: toDuration ?? self.toDuration, backDuration: backDuration ?? self.backDuration,
                needsInteractiveTimer: timer ?? needsInteractiveTimer,
                toGesture: toGesture ?? self.toGesture, backGesture: backGesture ?? self.backGesture,
                completion: InteractiveCompletion.overlaid(interactiveCompletion, by: completion),
                parameters: merged, keyframes: keyframes, keyframesSpec: keyframesSpec, overrides: self.overrides,
                provenance: provenance, locations: locations, outlives: outlives, reachesPresenter: reachesPresenter,
                layoutDirection: layoutDirection))
    }
}

/// One parameter's final value and where it came from.
package struct ResolvedParameter: Sendable {
    /// The kind's description of the parameter (type, default, range, doc).
    package let spec: ParameterSpec
    /// The value in force.
    package let value: ParameterValue
    /// The manifest (or route) that set it; nil when it is the kind's default.
    package let setIn: String?

    /// A parameter's value and where it was set.
    package init(spec: ParameterSpec, value: ParameterValue, setIn: String?) {
        self.spec = spec
        self.value = value
        self.setIn = setIn
    }
}

extension EffectDefinition {
    /// The error for a parameter this effect does not have, with a did-you-mean among its
    /// parameters and `otherKeys` (what else the caller would have accepted under that name).
    package func unknownParameter(
        _ name: String, code: String, at location: SourceLocation?, otherKeys: [String] = [],
        notes: [Diagnostic.Note] = []
    ) -> Diagnostic {
        var message = "effect '\(id)' (kind '\(kind)') has no parameter '\(name)'"
        if let guess = Suggestion.closest(to: name, among: otherKeys + parameters.map(\.spec.name)) {
            message += "; did you mean '\(guess)'?"
        }
        return .error(code, message, at: location, notes: notes)
    }

    /// Parameter values a route or a script step sets on this effect, typed by its kind.
    ///
    /// Every pair is read, so all problems are reported together (`<prefix>.unknown-parameter`
    /// for a name the kind lacks, the value reader's codes for a bad value). `setIn` is what
    /// each override records as its source.
    package func parameterOverrides(
        _ pairs: Node.Pairs, codePrefix: String, setIn: String, into problems: inout [Diagnostic]
    ) -> [ResolvedParameter] {
        var overrides: [ResolvedParameter] = []
        for pair in pairs {
            guard let name = pair.key.scalar?.text else { continue }
            guard let spec = parameterSpec(named: name) else {
                problems.append(unknownParameter(name, code: "\(codePrefix).unknown-parameter", at: pair.key.location))
                continue
            }
            if let value = ParameterValueReader.read(pair.value, spec: spec, into: &problems) {
                overrides.append(ResolvedParameter(spec: spec, value: value, setIn: setIn))
            }
        }
        return overrides
    }
}
