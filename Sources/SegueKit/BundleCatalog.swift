#if canImport(UIKit)
import Foundation
import SegueCatalog
import SegueKitCore
import UIKit

extension RuntimeCatalog {
    /// The built-in catalog plus every manifest (`.yaml`, `.yml`, `.json`) the app ships: in
    /// `bundle`'s `folder` when the folder was added as a folder reference, or at the bundle's top
    /// level when it was added as a group, which Xcode flattens (``ManifestDiscovery``). What was
    /// found, and where, goes to `log` at load time.
    ///
    /// A debug build stops on an invalid manifest with its diagnostics (`assertionFailure`); a release
    /// build leaves it out, logs each diagnostic and plays the system transition for its routes.
    public static func load(bundle: Bundle = .main, folder: String = "Effects", log: (String) -> Void = { NSLog("Segue: %@", $0) })
        -> RuntimeCatalog
    {
        func read(_ paths: [String]) -> [ManifestDiscovery.Resource] {
            paths.sorted().compactMap { path in
                // A top-level resource may be any of the app's files: manifests are small.
                guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe), data.count <= 1 << 20
                else { return nil }
                return (path, Array(data))
            }
        }
        let extensions = ManifestDiscovery.extensions
        let discovery = ManifestDiscovery(
            folder: folder,
            inFolder: read(extensions.flatMap { bundle.paths(forResourcesOfType: $0, inDirectory: folder) }),
            atTopLevel: read(extensions.flatMap { bundle.paths(forResourcesOfType: $0, inDirectory: nil) }))
        log(discovery.report)
        let files = discovery.files
        #if DEBUG
        let build = BuildKind.debug
        #else
        let build = BuildKind.release
        #endif
        do {
            return try load(files, build: build, log: log)
        } catch {
            assertionFailure("\(error)")
            return (try? load(files, build: .release, log: log)) ?? .builtin
        }
    }
}
#endif
