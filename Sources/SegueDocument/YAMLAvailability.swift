/// Whether this build reads YAML.
///
/// YAML is read by the system's libyaml. Linux and macOS have it; the iOS SDK does not, so an iOS
/// build of the package (SegueKit in an app) reads JSON only: the built-in catalog is compiled in
/// as JSON too (`BuiltinEffects.jsonFiles`), and an app's own manifests are converted at build
/// time by SegueBuildPlugin (or with `segue convert`).
package enum YAMLAvailability {
    /// True when libyaml was linked into this build.
    package static var isAvailable: Bool {
        #if canImport(CYAML)
        true
        #else
        false
        #endif
    }

    /// The error for a YAML file in a build without libyaml, at the file's start.
    package static func unavailable(file: String) -> Diagnostic {
        .error(
            "yaml.unavailable",
            "this build has no YAML reader (libyaml is not part of the iOS SDK); convert the file to JSON with `segue convert \(file)` and ship the .json",
            at: SourceLocation(file: file, line: 1, column: 1))
    }
}

#if !canImport(CYAML)
/// The YAML loader of a build without libyaml: every YAML document is an error that says what to do.
enum YAMLLoader {
    static func load(
        _ bytes: ArraySlice<UInt8>, file: String, limits: DocumentLimits
    ) throws(DiagnosticList) -> Node {
        throw DiagnosticList([YAMLAvailability.unavailable(file: file)])
    }
}
#endif
