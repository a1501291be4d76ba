import SegueDocument

/// The registered effects, by id.
public struct Catalog: Sendable {
    /// Every valid effect, sorted by id.
    public let effects: [EffectDefinition]

    /// A catalog of `effects`, sorted by id.
    public init(effects: [EffectDefinition]) {
        let inOrder = effects.indices.dropFirst().allSatisfy { effects[$0 - 1].id <= effects[$0].id }
        self.effects = inOrder ? effects : effects.sorted { $0.id < $1.id }
    }

    /// The effect with exactly this id.
    public func effect(_ id: String) -> EffectDefinition? {
        effects.first { $0.id == id }
    }

    /// Every id, sorted.
    public var ids: [String] { effects.map(\.id) }

    /// The id a user most likely meant by `id`, for did-you-mean messages.
    package func suggestion(for id: String) -> String? {
        Suggestion.closest(to: id, among: ids)
    }

    /// The effects matching every filter given.
    package func filtered(family: String? = nil, kind: String? = nil, tag: String? = nil) -> [EffectDefinition] {
        effects.filter { effect in
            (family.map { effect.family == $0 } ?? true)
                && (kind.map { effect.kind == $0 } ?? true)
                && (tag.map { effect.tags.contains($0) } ?? true)
        }
    }
}

extension EffectDefinition {
    /// True when every word of `text` appears, in any case, in the id, name, summary or a tag:
    /// `segue list --search "photo zoom"`.
    package func matches(search text: String) -> Bool {
        let haystack = ([id, name, summary] + tags).joined(separator: " ").lowercased()
        return text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).allSatisfy { haystack.containsText($0) }
    }
}
