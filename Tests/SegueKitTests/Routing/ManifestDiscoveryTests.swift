import SegueCatalog
import SegueKitCore
import Testing

/// An app's manifests found however Xcode copied its Effects folder: kept as a folder (a folder
/// reference) or flattened to the bundle's top level (a group: "Xcode flattens the group
/// hierarchy when it copies resources";
/// https://developer.apple.com/documentation/xcode/managing-files-and-folders-in-your-xcode-project).
@Suite struct ManifestDiscoveryTests {
    static let manifest =
        #"{"segue": 1, "id": "my-slide", "name": "My slide", "summary": "The built-in slide, slower.", "extends": "slide", "toDuration": 0.6}"#
    static let config = #"{"segue": 1, "routes": [{"name": "detail", "operation": "push", "effect": "my-slide"}]}"#
    static let data = #"{"items": [1, 2, 3]}"#

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A group flattens the folder: the manifest sits at the top level next to the config, the
    /// app's own JSON and its assets, and is found there; the log says so.
    @Test func aFlattenedGroupIsFound() throws {
        let discovery = ManifestDiscovery(
            folder: "Effects", inFolder: [],
            atTopLevel: [
                ("/App.app/segue.json", Self.bytes(Self.config)), ("/App.app/my-slide.json", Self.bytes(Self.manifest)),
                ("/App.app/items.json", Self.bytes(Self.data)), ("/App.app/Info.plist", Self.bytes("<plist/>")),
            ])
        #expect(discovery.files.map(\.path) == ["Effects/my-slide.json"])
        #expect(discovery.report.contains("top level") && discovery.report.contains("group"))
        let catalog = try RuntimeCatalog.load(discovery.files, build: .debug)
        #expect(catalog.catalog.effect("my-slide") != nil)
    }

    /// A folder reference keeps the folder: its files are taken whole.
    @Test func aFolderReferenceIsFound() {
        let discovery = ManifestDiscovery(
            folder: "Effects", inFolder: [("/App.app/Effects/my-slide.json", Self.bytes(Self.manifest))],
            atTopLevel: [("/App.app/segue.json", Self.bytes(Self.config))])
        #expect(discovery.files.map(\.path) == ["Effects/my-slide.json"])
        #expect(discovery.report.contains("Effects/ folder"))
    }

    /// Nothing anywhere is said, not silent.
    @Test func nothingFoundIsReported() {
        let discovery = ManifestDiscovery(folder: "Effects", inFolder: [], atTopLevel: [("/App.app/segue.json", Self.bytes(Self.config))])
        #expect(discovery.files.isEmpty)
        #expect(discovery.report.contains("no manifests found"))
    }
}
