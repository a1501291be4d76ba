import Foundation
import SegueSystem
import Testing

/// `FileKind` answers by `stat(2)`, which reads the same on Linux and Apple's systems (where
/// Foundation's `fileExists(atPath:isDirectory:)` wants an `ObjCBool`).
struct FileKindTests {
    @Test func tellsFoldersFilesOthersAndNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-filekind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.yaml")
        try "segue: 1\n".write(to: file, atomically: false, encoding: .utf8)
        let link = folder.appendingPathComponent("to-folder")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.path)
        let dangling = folder.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: folder.appendingPathComponent("gone").path)

        #expect(FileKind(at: folder.path) == .folder)
        #expect(FileKind(at: file.path) == .regularFile)
        #expect(FileKind(at: link.path) == .folder, "links are followed")
        #expect(FileKind(at: dangling.path) == .missing)
        #expect(FileKind(at: folder.appendingPathComponent("none").path) == .missing)
        #expect(FileKind(at: "/dev/null") == .other)
    }
}
