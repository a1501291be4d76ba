import Foundation
import Testing

/// Issue 51 item 3: segue removes only the temporaries this run made; never an entry by the
/// shape of its name.
@Suite struct TemporaryTests {
    /// Entries of the user's that look like segue's temporaries (`.NAME.segue-PID-XXXXXX`): a
    /// folder whose "PID" 4242 is almost surely gone, one whose PID no process can have, and a
    /// file naming a process that is alive (this one).
    static let lookalikes = [
        ".photos.segue-4242-backup", ".notes.segue-2147480000-Ab12Cd", ".live.segue-\(getpid())-Qw56Er",
    ]

    /// Makes the lookalikes in `folder`, each holding (or being) a file of the user's; as root,
    /// one more, given to another user (uid 65534, nobody).
    static func makeLookalikes(in folder: URL) throws -> [String] {
        var made: [String] = []
        for name in lookalikes {
            let entry = folder.appendingPathComponent(name)
            if name.hasPrefix(".live") {
                try Data("mine".utf8).write(to: entry)
                made.append(name)
            } else {
                try FileManager.default.createDirectory(at: entry.appendingPathComponent("sub"), withIntermediateDirectories: true)
                try Data("mine".utf8).write(to: entry.appendingPathComponent("sub/photo.jpg"))
                made.append(name + "/sub/photo.jpg")
            }
        }
        if geteuid() == 0 {
            let theirs = folder.appendingPathComponent(".theirs.segue-2147480001-Zz99Yy")
            try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
            try Data("theirs".utf8).write(to: theirs.appendingPathComponent("notes.txt"))
            #expect(chown(theirs.appendingPathComponent("notes.txt").path, 65534, 65534) == 0)
            #expect(chown(theirs.path, 65534, 65534) == 0)
            made.append(".theirs.segue-2147480001-Zz99Yy/notes.txt")
        }
        return made
    }

    @Test(arguments: [["plan", "slide", "--out", "plan.json"], ["gallery", "--out", "g"]])
    func aUsersLookalikeEntriesSurviveAWrite(arguments: [String]) throws {
        let scratch = try ScratchFolder("lookalikes")
        defer { scratch.remove() }
        let kept = try Self.makeLookalikes(in: scratch.url)
        let name = try #require(arguments.last)
        let out = scratch.url.appendingPathComponent(name).path
        let result = try Segue.run(Array(arguments.dropLast()) + [out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
        for file in kept {
            let path = scratch.url.appendingPathComponent(file).path
            #expect(FileManager.default.fileExists(atPath: path), "\(arguments[0]) removed \(file)")
        }
        // Nothing of segue's own is left beside them.
        let entries = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        let own = Set(kept.map { String($0.prefix { $0 != "/" }) } + [name])
        #expect(Set(entries) == own, "\(entries)")
    }
}
