import SegueCatalog
import SegueDocument

/// Finds an app's manifests among its bundle's resources, however Xcode copied them.
///
/// A folder added as a *folder reference* keeps its name in the bundle (`Effects/slide.json`); a
/// folder added as a *group* is flattened, its files copied to the bundle's top level next to
/// every other resource ("Xcode flattens the group hierarchy when it copies resources", Apple's
/// Xcode help on groups and folder references:
/// https://developer.apple.com/documentation/xcode/managing-files-and-folders-in-your-xcode-project).
/// The folder's files are taken whole; a top-level file is a manifest when it reads as a mapping
/// with both `segue` and `id` (the config has `segue` and no `id`; other JSON has no `segue`).
/// ``report`` says what was found and where, for the app's log at load time.
package struct ManifestDiscovery: Sendable {
    /// The manifests, as the catalog loader takes them (origin `.config`), by file name.
    package let files: [SourceFile]
    /// One line for the log: how many manifests, from where, or why none.
    package let report: String

    /// A resource file: its path in the bundle (`Effects/slide.json`, `slide.json`) and its bytes.
    package typealias Resource = (path: String, bytes: [UInt8])

    /// Manifest extensions.
    package static let extensions = ["json", "yaml", "yml"]

    /// The manifests among `inFolder` (the files of `folder`, a folder reference) and `atTopLevel`
    /// (the bundle's top-level files with a manifest extension, where a group puts them).
    package init(folder: String, inFolder: [Resource], atTopLevel: [Resource]) {
        func isManifestFile(_ path: String) -> Bool {
            Self.extensions.contains { path.lowercased().hasSuffix(".\($0)") }
        }
        let folderFiles = inFolder.filter { isManifestFile($0.path) }
        let topLevel = atTopLevel.filter { isManifestFile($0.path) && Self.readsAsManifest($0) }
        var seen: Set<String> = []
        var files: [SourceFile] = []
        for resource in (folderFiles + topLevel).sorted(by: { Self.name($0.path) < Self.name($1.path) }) {
            // One file per name: a project with both layouts keeps the folder's copy.
            guard seen.insert(Self.name(resource.path)).inserted else { continue }
            files.append(SourceFile(path: "\(folder)/\(Self.name(resource.path))", bytes: resource.bytes, origin: .config))
        }
        self.files = files
        switch (folderFiles.isEmpty, topLevel.isEmpty) {
        case (false, true):
            report = "Segue: \(files.count) manifest(s) in the bundle's \(folder)/ folder"
        case (true, false):
            report = "Segue: \(files.count) manifest(s) at the bundle's top level (\(folder) was added as a group, which Xcode flattens)"
        case (false, false):
            report = "Segue: \(files.count) manifest(s), in \(folder)/ and at the bundle's top level"
        case (true, true):
            report =
                "Segue: no manifests found, neither in the bundle's \(folder)/ folder nor at its top level; only the built-in effects play"
        }
    }

    private static func name(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    /// True for a document whose root mapping has both `segue` and `id`.
    static func readsAsManifest(_ resource: Resource) -> Bool {
        guard let root = try? Document.load(bytes: resource.bytes, file: resource.path) else { return false }
        return root["segue"] != nil && root["id"] != nil
    }
}
