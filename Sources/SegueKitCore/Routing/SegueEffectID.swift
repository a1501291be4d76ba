/// The name of an effect as an app's code writes it: `.cube`, `.circleSpread`, `.feedSlide`.
///
/// Every built-in effect and every manifest of an app that uses Segue's build plugin has a
/// constant, generated from its manifest at build time, so a misspelt name fails to compile.
/// An app's own effect carries its manifest (as JSON) in the constant, so the runtime finds it
/// without a resource to bundle or a folder to register.
public struct SegueEffectID: Hashable, Sendable, CustomStringConvertible {
    /// The manifest's `id`.
    public let id: String
    /// The manifest as JSON for an app's own effect (written by the build plugin); nil for a
    /// built-in effect, which the built-in catalog has.
    public let manifest: String?

    /// The effect called `id`; `manifest` is its JSON when it is not a built-in one.
    public init(_ id: String, manifest: String? = nil) {
        self.id = id
        self.manifest = manifest
    }

    /// The id, as a manifest and `segue list` write it.
    public var description: String { id }

    /// Two names are the same effect when their ids are.
    public static func == (lhs: SegueEffectID, rhs: SegueEffectID) -> Bool { lhs.id == rhs.id }
    /// Hashes what `==` compares: the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
