/// The shipped manifests, compiled in so the catalog is found wherever `segue` runs (an installed
/// binary, an iOS app).
///
/// The data is not committed: SegueBuildPlugin reads `Effects/` at build time, checks every
/// manifest with Segue's own loader (a broken one fails the build at its file, line and column)
/// and generates the Swift file that holds each manifest's text and its JSON twin.
public enum BuiltinEffects {
    /// Each file's path (as `Effects/NAME`) and its exact text.
    public static let files: [(path: String, text: String)] = generated.yaml

    /// The same manifests as JSON, for builds without libyaml (iOS): each file's path (as
    /// `Effects/NAME.json`) and the JSON that loads to the same values (`JSONValue.converting`).
    public static let jsonFiles: [(path: String, text: String)] = generated.json

    /// The generated data, found through a conformance that only the generated file declares.
    ///
    /// Why a cast and not a plain reference: the committed sources of this target must compile
    /// on their own, because Apple's SDK check (../shared/apple-sdk-check) type-checks the files
    /// under `Sources/SegueBuiltins` and never sees what a plugin writes into `.build`. Naming a
    /// generated type here would fail that check; looking the conformance up at run time does not.
    /// A build without the plugin's file (a compiler run by hand, not SwiftPM or Xcode) stops at
    /// the first use with this message instead of showing an empty catalog.
    private static var generated: any GeneratedBuiltinData.Type {
        guard let data = GeneratedBuiltins.self as Any as? any GeneratedBuiltinData.Type else {
            fatalError(
                "SegueBuiltins was compiled without the Swift file SegueBuildPlugin generates from Effects/; "
                    + "build the package with SwiftPM or Xcode, which run the plugin")
        }
        return data
    }
}

/// What the generated file provides: the manifests' texts and their JSON twins, in file-name order.
protocol GeneratedBuiltinData {
    static var yaml: [(path: String, text: String)] { get }
    static var json: [(path: String, text: String)] { get }
}

/// The type the generated file makes conform to `GeneratedBuiltinData`.
enum GeneratedBuiltins {}
