import Foundation
import Segue
import Testing

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
        let spellings =
            [
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

    /// Issue 51: a device is not a file, named directly or through a link (a clone's `segue.yaml`
    /// linked to `/dev/stdin` read the terminal); only what the user hands over on purpose is read.
    @Test func aDeviceIsRefusedNamedDirectlyOrThroughALink() throws {
        try FileManager.default.createSymbolicLink(atPath: path("zero.yaml"), withDestinationPath: "/dev/zero")
        for (device, shown) in [("/dev/zero", "/dev/zero"), (path("zero.yaml"), path("zero.yaml"))] {
            guard case .failure(let problem) = FileSystem.read(device, maxBytes: 1024) else {
                Issue.record("read \(device)")
                continue
            }
            #expect(problem.code == "file.not-regular")
            #expect(
                problem.message
                    == "'\(shown)' is a character device, not a regular file; segue reads only regular files (to read a pipe, pass it as '-', standard input)"
            )
        }
    }

    /// Issue 51: `lstat("link//")` follows the link (a trailing slash resolves the last component
    /// as a folder), so the check meant to refuse links at an output saw the folder behind it.
    @Test func aLinkWithTrailingSlashesIsStillALink() throws {
        try touch("target/one.yaml")
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: path("target"))
        for spelling in ["link", "link/", "link//"] {
            #expect(FileSystem.kind(of: path(spelling)) == .linkToFolder, "\(spelling)")
        }
        #expect(FileSystem.kind(of: path("target//")) == .folder)
        #expect(FileSystem.kind(of: "/") == .folder)
    }

    /// Issue 51: a folder whose path is longer than PATH_MAX (4096 bytes on Linux) cannot be looked
    /// at by its path; it was passed over in silence ("checked 0 files: 0 errors", exit 0). It is made
    /// here through descriptors (mkdirat/openat), which need no long path.
    @Test func aFolderPastPathMaxIsAnErrorNotSkipped() throws {
        let top = path("deep")
        let name = String(repeating: "d", count: 250)
        var descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0)
        var length = top.utf8.count
        for level in 0..<20 {
            let step = level == 0 ? "deep" : name
            try #require(mkdirat(descriptor, step, 0o755) == 0)
            let inner = openat(descriptor, step, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            try #require(inner >= 0)
            descriptor = inner
            if level > 0 { length += 1 + name.utf8.count }
        }
        let manifest = openat(descriptor, "x.yaml", O_WRONLY | O_CREAT, 0o644)
        close(manifest)
        close(descriptor)
        defer { _ = try? runBash("rm -rf '\(top)'") }
        try #require(length > 4096)

        var skipped: [Diagnostic] = []
        let files = try FileSystem.manifestFiles(in: top, skipped: &skipped).get()
        #expect(files.isEmpty)
        #expect(skipped.count == 1)
        #expect(skipped.first?.code == "file.unreadable")
        #expect(skipped.first?.message.hasSuffix(": File name too long; it (and anything inside it) was not read") == true)

        let result = try Segue.run(["validate", top])
        #expect(result.status == 1)
        #expect(result.stderr.contains("File name too long"), "\(result.stderr.prefix(300))")
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

    @Test(.disabled(if: getuid() == 0, "running as root, where chmod 000 does not stop listing (HostileCaseTests runs it as another user)"))
    func anUnreadableFolderIsReported() throws {
        try touch("open/one.yaml")
        try touch("locked/two.yaml")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path("locked"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path("locked")) }
        var skipped: [Diagnostic] = []
        let files = try FileSystem.manifestFiles(in: folder.path, skipped: &skipped).get()
        #expect(files == [path("open/one.yaml")])
        #expect(skipped.map(\.code) == ["folder.unreadable"])
    }

    /// Issue 34: one subfolder that cannot be listed costs its own manifests, not the folder's,
    /// and is named. The listing fails on purpose here, so the test holds as root too.
    @Test func anUnreadableSubfolderIsNamedAndTheRestIsRead() throws {
        try touch("open/one.yaml")
        try touch("locked/two.yaml")
        try touch("zero.yaml")
        var skipped: [Diagnostic] = []
        let files = try FileSystem.manifestFiles(in: folder.path, skipped: &skipped) { current in
            current.hasSuffix("/locked") ? .failure(FileSystem.FolderError(reason: "Permission denied")) : FileSystem.listFolder(current)
        }.get()
        #expect(files == [path("open/one.yaml"), path("zero.yaml")])
        #expect(
            skipped.map(\.message) == [
                "cannot list folder '\(path("locked"))': Permission denied; the manifests inside it were not read (the rest of '\(folder.path)' was)"
            ])
        // The top folder itself unreadable is the folder's failure, as before.
        let top = FileSystem.manifestFiles(in: folder.path, skipped: &skipped) { _ in
            .failure(FileSystem.FolderError(reason: "Permission denied"))
        }
        guard case .failure(let problem) = top else {
            Issue.record("listed an unreadable folder")
            return
        }
        #expect(problem.message == "cannot list effects folder '\(folder.path)': Permission denied")
    }

    /// Issue 34: a name that is not UTF-8 is named with its bytes, never "gone"; a link loop is a
    /// loop, a link to a missing file a link to nothing.
    @Test func oddNamesAndBrokenLinksAreToldApart() throws {
        try touch("good.yaml")
        let latin1 = Array(path("caf").utf8) + [0xE9] + Array(".yaml".utf8)
        let made = (latin1.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { creat($0, 0o644) } ?? -1
        }
        try #require(made >= 0)
        close(made)
        try FileManager.default.createSymbolicLink(atPath: path("loop.yaml"), withDestinationPath: "loop.yaml")
        try FileManager.default.createSymbolicLink(atPath: path("dangling.yaml"), withDestinationPath: "missing.yaml")
        var skipped: [Diagnostic] = []
        let files = try FileSystem.manifestFiles(in: folder.path, skipped: &skipped).get()
        #expect(files == [path("good.yaml")])
        #expect(
            skipped.map(\.message) == [
                "'\(path("caf"))\\xE9.yaml': its name is not UTF-8 (\\xNN shows each byte that is not), so it was not read; rename it to a UTF-8 name",
                "'\(path("dangling.yaml"))' is a link to nothing ('missing.yaml', which does not exist), not a regular file; skipped",
                "'\(path("loop.yaml"))' is a symbolic link loop (it leads back to itself through links), not a regular file; skipped",
            ])
        // The library's public listing says the same.
        let listed = CatalogFiles.manifestFiles(in: folder.path)
        #expect(listed.files == files && listed.problems.map(\.message) == skipped.map(\.message))
        #expect(FileSystem.kind(of: path("loop.yaml")) == .brokenLink("a symbolic link loop (it leads back to itself through links)"))
        #expect(FileSystem.kind(of: path("good.yaml")) == .file)
        #expect(FileSystem.kind(of: path("nowhere")) == .missing)
        guard case .failure(let loop) = FileSystem.read(path("loop.yaml")) else {
            Issue.record("read a link loop")
            return
        }
        #expect(loop.code == "file.link-loop")
    }

    /// Bytes that are not UTF-8 are shown as `\xNN`; valid sequences, accents included, as text.
    @Test(
        arguments: [
            ([0x63, 0x61, 0x66, 0xE9], "caf\\xE9"), ([0x63, 0x61, 0x66, 0xC3, 0xA9], "café"), ([0xFF, 0xFE], "\\xFF\\xFE"),
            ([0xC0, 0xAF], "\\xC0\\xAF"), ([0xED, 0xA0, 0x80], "\\xED\\xA0\\x80"), ([0xF0, 0x9F, 0x98, 0x80], "😀"),
            ([0xE2, 0x82], "\\xE2\\x82"),
        ] as [([UInt8], String)])
    func namesThatAreNotUTF8AreEscaped(bytes: [UInt8], shown: String) {
        let entry = FileSystem.FolderEntry(bytes: bytes)
        #expect(entry.escapedName == shown)
        #expect((entry.name == nil) == shown.contains("\\x"))
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
