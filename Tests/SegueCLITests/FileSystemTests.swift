import Foundation
import Testing

import Segue
@testable import SegueCLI
@testable import SegueFiles

/// Effect folders as they are found in the wild: loops, unreadable files, files posing as folders, huge trees.
@Suite struct FileSystemTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func touch(_ name: String, _ text: String = "segue: 1\n") throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// The canonicalizer answers what realpath(3) answers, for plain files, files reached through
    /// a linked folder, links to files, `.`, `..`, relative spellings and missing files.
    @Test func theCanonicalizerAgreesWithRealpath() throws {
        try touch("real/one.yaml")
        try touch("real/two.yaml")
        try FileManager.default.createSymbolicLink(atPath: path("linked"), withDestinationPath: path("real"))
        try FileManager.default.createSymbolicLink(atPath: path("real/alias.yaml"), withDestinationPath: path("real/two.yaml"))
        let spellings = [
            "real/one.yaml", "linked/one.yaml", "real/alias.yaml", "linked/alias.yaml", "real/./two.yaml", "real/../real/one.yaml",
            "real/.", "real/..", "real/missing.yaml", "missing/one.yaml", "real/one.yaml/", "real",
        ].map(path) + ["/", "/tmp", "Package.swift", "./Package.swift", "Effects/slide.yaml"]
        var canonical = PathCanonicalizer()
        for spelling in spellings {
            #expect(canonical.canonical(spelling) == FileSystem.canonicalPath(spelling), "\(spelling)")
            // Asked again, the remembered answer is the same.
            #expect(canonical.canonical(spelling) == FileSystem.canonicalPath(spelling), "\(spelling) again")
        }
        #expect(canonical.canonical(path("linked/one.yaml")) == canonical.canonical(path("real/one.yaml")))
    }

    @Test func aSymlinkLoopEndsAndItsLinksAreNotFollowed() throws {
        try touch("a/one.yaml")
        try FileManager.default.createSymbolicLink(atPath: path("a/loop"), withDestinationPath: folder.path)
        try FileManager.default.createSymbolicLink(atPath: path("a/self"), withDestinationPath: path("a"))
        let files = try FileSystem.manifestFiles(in: folder.path).get()
        #expect(files == [path("a/one.yaml")])
    }

    @Test func aLinkToAFileIsReadButALinkToADeviceIsNot() throws {
        try touch("real.yaml")
        try FileManager.default.createSymbolicLink(atPath: path("alias.yaml"), withDestinationPath: path("real.yaml"))
        try FileManager.default.createSymbolicLink(atPath: path("zero.yaml"), withDestinationPath: "/dev/zero")
        var skipped: [Diagnostic] = []
        let files = try FileSystem.manifestFiles(in: folder.path, skipped: &skipped).get()
        #expect(files == [path("alias.yaml"), path("real.yaml")])
        #expect(skipped.map(\.message) == ["'\(path("zero.yaml"))' is a link to a character device, not a regular file; skipped"])
    }

    @Test func readingADeviceStopsAtTheLimit() {
        let result = FileSystem.read("/dev/zero", maxBytes: 1024)
        guard case .failure(let problem) = result else {
            Issue.record("read /dev/zero to the end")
            return
        }
        #expect(problem.code == "document.too-large")
    }

    @Test func anOversizedFileIsRefusedWithItsSize() throws {
        try touch("big.yaml", String(repeating: "#", count: 2000))
        let result = FileSystem.read(path("big.yaml"), maxBytes: 1024)
        guard case .failure(let problem) = result else {
            Issue.record("read a file over the limit")
            return
        }
        #expect(problem.headline == "\(path("big.yaml")):1:1: error: file is 2000 bytes, over the limit of 1024 bytes [document.too-large]")
    }

    @Test func aFolderThatIsAFileIsReported() throws {
        try touch("plain.yaml")
        guard case .failure(let problem) = FileSystem.manifestFiles(in: path("plain.yaml")) else {
            Issue.record("listed a file as a folder")
            return
        }
        #expect(problem.code == "folder.not-folder")
        #expect(problem.message == "effects folder '\(path("plain.yaml"))' is a file, not a folder")
    }

    @Test func aFolderReadAsAFileIsReported() throws {
        guard case .failure(let problem) = FileSystem.read(folder.path) else {
            Issue.record("read a folder")
            return
        }
        #expect(problem.code == "file.is-folder")
    }

    @Test(.disabled(if: getuid() == 0, "running as root, where chmod 000 does not stop reading"))
    func anUnreadableFileIsReported() throws {
        try touch("secret.yaml")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path("secret.yaml"))
        guard case .failure(let problem) = FileSystem.read(path("secret.yaml")) else {
            Issue.record("read a chmod 000 file")
            return
        }
        #expect(problem.code == "file.unreadable")
    }

    @Test(.disabled(if: getuid() == 0, "running as root, where chmod 000 does not stop listing"))
    func anUnreadableFolderIsReported() throws {
        try touch("locked/one.yaml")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path("locked"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path("locked")) }
        guard case .failure(let problem) = FileSystem.manifestFiles(in: folder.path) else {
            Issue.record("listed a chmod 000 folder")
            return
        }
        #expect(problem.code == "folder.unreadable")
    }

    @Test func aHugeFolderStopsAtTheLimitWithAClearMessage() throws {
        try FileManager.default.createDirectory(atPath: path("many"), withIntermediateDirectories: true)
        for index in 0..<3_000 {
            #expect(FileManager.default.createFile(atPath: path("many/\(index).yaml"), contents: nil))
        }
        guard case .failure(let problem) = FileSystem.manifestFiles(in: path("many"), limit: 1_000) else {
            Issue.record("listed more entries than the limit")
            return
        }
        #expect(problem.code == "folder.too-many-files")
        #expect(problem.message.contains("more than 1000 files and folders"))
        #expect(try FileSystem.manifestFiles(in: path("many"), limit: 5_000).get().count == 3_000)
    }

    @Test func theDefaultLimitIsDocumented() {
        #expect(FileSystem.maxFolderEntries == 100_000)
    }

    /// `validate` reads a file named segue (any extension) or any file in a folder named Config as a
    /// config, as Foundation's URL would split the path; a bare name is in the current folder.
    @Test func configFilesAreToldByTheirNameOrFolder() {
        for path in ["segue.yaml", "./segue.yml", "app/segue.json", "/a/b/segue", "Config/app.yaml", "x/Config/y.yaml", "/Config/a.json"] {
            #expect(ValidateCommand.isConfig(path, currentFolder: "/work/app"), "\(path)")
        }
        for path in ["-", "Effects/slide.yaml", "segue.yaml.bak", ".segue.yaml", "Configs/a.yaml", "Config", "config/a.yaml", "a.yaml"] {
            #expect(!ValidateCommand.isConfig(path, currentFolder: "/work/app"), "\(path)")
        }
        #expect(ValidateCommand.isConfig("a.yaml", currentFolder: "/work/Config"))
        #expect(!ValidateCommand.isConfig("/work/a.yaml", currentFolder: "/work/Config"))
    }
}
