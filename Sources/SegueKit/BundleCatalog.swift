#if canImport(UIKit)
import Foundation
import SegueCatalog
import SegueKitCore
import UIKit

extension RuntimeCatalog {
    /// The built-in catalog plus every manifest (`.yaml`, `.yml`, `.json`) in `bundle`'s `folder`.
    ///
    /// A debug build stops on an invalid manifest with its diagnostics (`assertionFailure`); a release
    /// build leaves it out, logs each diagnostic and plays the system transition for its routes.
    public static func load(bundle: Bundle = .main, folder: String = "Effects", log: (String) -> Void = { NSLog("Segue: %@", $0) })
        -> RuntimeCatalog
    {
        let paths = ["yaml", "yml", "json"].flatMap { bundle.paths(forResourcesOfType: $0, inDirectory: folder) }
        let files = paths.map { URL(fileURLWithPath: $0) }.sorted { $0.lastPathComponent < $1.lastPathComponent }.compactMap { url in
            (try? Data(contentsOf: url)).map { SourceFile(path: "\(folder)/\(url.lastPathComponent)", bytes: Array($0), origin: .config) }
        }
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
