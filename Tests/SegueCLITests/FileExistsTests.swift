import Foundation
import SegueFiles
import Testing

/// `FileSystem.exists` and `isDirectory` answer by `stat(2)`, which reads the same on Linux and
/// Apple's systems (where Foundation's `fileExists(atPath:isDirectory:)` wants an `ObjCBool`).
struct FileExistsTests {
    @Test func tellsFoldersFilesLinksAndNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-exists-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.yaml")
        try "segue: 1\n".write(to: file, atomically: false, encoding: .utf8)
        let link = folder.appendingPathComponent("to-folder")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.path)
        let dangling = folder.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: folder.appendingPathComponent("gone").path)
        let none = folder.appendingPathComponent("none").path

        #expect(FileSystem.isDirectory(folder.path) && FileSystem.exists(folder.path))
        #expect(!FileSystem.isDirectory(file.path) && FileSystem.exists(file.path))
        #expect(FileSystem.isDirectory(link.path), "links are followed")
        #expect(!FileSystem.exists(dangling.path) && !FileSystem.isDirectory(dangling.path))
        #expect(!FileSystem.exists(none) && !FileSystem.isDirectory(none))
        #expect(FileSystem.exists("/dev/null") && !FileSystem.isDirectory("/dev/null"))
    }
}
