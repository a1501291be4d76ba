import Foundation
import Testing

@testable import SegueCLI

/// Output files: written whole or not at all, never over a file without --force, never through a link.
@Suite struct AtomicWriterTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func contents(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    /// No temporary files left behind, whatever happened.
    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    }

    @Test func writesANewFile() throws {
        try AtomicWriter.write(Array("hello\n".utf8), to: path("out.txt"))
        #expect(try contents("out.txt") == "hello\n")
        #expect(try leftovers().isEmpty)
        let mode = try FileManager.default.attributesOfItem(atPath: path("out.txt"))[.posixPermissions] as? Int
        #expect(mode == 0o644)
    }

    @Test func writesAnEmptyFile() throws {
        try AtomicWriter.write([], to: path("empty.txt"))
        #expect(try contents("empty.txt") == "")
    }

    @Test func refusesToReplaceAFileWithoutForce() throws {
        try AtomicWriter.write(Array("first".utf8), to: path("out.txt"))
        #expect(throws: AtomicWriter.Failure(description: "'\(path("out.txt"))' already exists; pass --force to replace it")) {
            try AtomicWriter.write(Array("second".utf8), to: path("out.txt"))
        }
        #expect(try contents("out.txt") == "first")
        #expect(try leftovers().isEmpty)
    }

    @Test func replacesAFileWithForce() throws {
        try AtomicWriter.write(Array("first".utf8), to: path("out.txt"))
        try AtomicWriter.write(Array("second".utf8), to: path("out.txt"), force: true)
        #expect(try contents("out.txt") == "second")
        #expect(try leftovers().isEmpty)
    }

    @Test(arguments: [false, true])
    func neverWritesThroughOrReplacesASymlink(force: Bool) throws {
        try "target".write(toFile: path("target.txt"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("link.txt"), withDestinationPath: path("target.txt"))
        do {
            try AtomicWriter.write(Array("evil".utf8), to: path("link.txt"), force: force)
            Issue.record("wrote through a link")
        } catch {
            #expect(error.description.contains("is a symbolic link"))
        }
        #expect(try contents("target.txt") == "target")
        let type = try FileManager.default.attributesOfItem(atPath: path("link.txt"))[.type] as? FileAttributeType
        #expect(type == .typeSymbolicLink)
    }

    @Test func refusesADanglingSymlink() throws {
        try FileManager.default.createSymbolicLink(atPath: path("dangling"), withDestinationPath: path("nowhere"))
        #expect(throws: AtomicWriter.Failure.self) { try AtomicWriter.write([1], to: path("dangling"), force: true) }
        #expect(!FileManager.default.fileExists(atPath: path("nowhere")))
    }

    @Test func failsClearlyForAMissingFolder() throws {
        let target = path("missing/out.txt")
        #expect(throws: AtomicWriter.Failure(description: "cannot write '\(target)': folder '\(path("missing"))' does not exist")) {
            try AtomicWriter.write([1], to: target)
        }
    }

    @Test func refusesAFolderAsDestination() throws {
        try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: false)
        #expect(throws: AtomicWriter.Failure.self) { try AtomicWriter.write([1], to: path("sub"), force: true) }
        #expect(throws: AtomicWriter.Failure.self) { try AtomicWriter.write([1], to: path("sub") + "/") }
    }
}
