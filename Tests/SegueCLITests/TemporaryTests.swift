import Foundation
import Testing

@testable import SegueCLI

/// Issue 51 item 3: segue removes only the temporaries this run made, by the handles it holds;
/// never an entry by the shape of its name, never through a link, never another user's.
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

    /// A gallery's temporary folder renamed away while it is written and a folder of the user's
    /// put in its place (as a race in a shared folder could): SIGTERM removes what the run made
    /// by its identity, so the user's folder and file stay; a gallery that reaches its last
    /// step first does not rename the user's folder into place.
    @Test func aFolderPutInPlaceOfTheGallerysTemporaryIsLeftAlone() throws {
        let scratch = try ScratchFolder("swapped-temporary")
        defer { scratch.remove() }
        let mine = scratch.url.appendingPathComponent("prepared")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: mine.appendingPathComponent("mine.txt"))
        var swapped: String?
        let result = try BoundedSegue.run(["gallery", "--out", scratch.url.appendingPathComponent("site").path], seconds: 300) {
            process in
            // Once the folder holds its marker, the run has made and registered it.
            _ = InterruptTests.wait(seconds: 240, poll: 1_000) {
                swapped = InterruptTests.leftovers(scratch.url).first { name in
                    name.hasPrefix(".site.segue-")
                        && FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(name + "/.segue-output").path)
                }
                return swapped != nil
            }
            if let swapped {
                let temporary = scratch.url.appendingPathComponent(swapped).path
                #expect(rename(temporary, scratch.url.appendingPathComponent("moved").path) == 0)
                #expect(rename(mine.path, temporary) == 0)
            }
            kill(process.processIdentifier, SIGTERM)
        }
        let temporary = try #require(swapped, "the gallery never made its temporary folder")
        #expect(!result.diedOfSignal)
        // The gallery may fail first (a page's folder vanished under it): either way it ends.
        #expect(result.status == 143 || result.status == 1, "\(result.stderr)")
        let kept = scratch.url.appendingPathComponent(temporary + "/mine.txt").path
        #expect(FileManager.default.fileExists(atPath: kept), "segue removed a folder it did not make")
    }

    /// A temporary folder whose subfolder was swapped for a link to a folder of files: the link
    /// goes, every file it pointed at stays.
    @Test func aSubfolderSwappedForALinkIsRemovedAsALink() throws {
        let scratch = try ScratchFolder("link-swap")
        defer { scratch.remove() }
        let temporary = try #require(Temporaries.shared.makeFolder(in: scratch.path, beside: "site"))
        try FileManager.default.createDirectory(atPath: temporary.path + "/effects", withIntermediateDirectories: false)
        try Data("page".utf8).write(to: URL(fileURLWithPath: temporary.path + "/effects/a.html"))
        let victim = scratch.url.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim.appendingPathComponent("deeper"), withIntermediateDirectories: true)
        for index in 0..<50 { try Data("\(index)".utf8).write(to: victim.appendingPathComponent("deeper/\(index).txt")) }
        #expect(rename(temporary.path + "/effects", scratch.path + "/moved") == 0)
        try FileManager.default.createSymbolicLink(atPath: temporary.path + "/effects", withDestinationPath: victim.path)

        Temporaries.shared.remove(temporary)

        #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path + "/deeper").count == 50)
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/moved/a.html"))
    }

    /// The race itself, as issue 51 describes it: once the removal has started inside the
    /// temporary's subfolder, another thread swaps that subfolder for a link to a folder of files
    /// with the same names (as another user could in a shared folder). Removal by path (lstat,
    /// then list and unlink `path/name`) went on through the link and deleted those files;
    /// removal by handles goes on in the folder it opened, so all of them stay. A round whose
    /// removal ends before the swapper sees it start proves nothing, so it is tried again.
    @Test func aSubfolderSwappedForALinkDuringRemovalIsNeverWalkedThrough() throws {
        var swapped = false
        for round in 0..<5 where !swapped {
            let scratch = try ScratchFolder("link-race")
            defer { scratch.remove() }
            let race = try Self.raceRemoval(in: scratch.path, files: 2_000)
            swapped = race.swapped
            #expect(race.left == 2_000, "round \(round): the removal deleted \(2_000 - race.left) files through the link")
        }
        #expect(swapped, "in 5 rounds the removal always ended before the swap")
    }

    /// One round of the race: a temporary folder with `files` pages, a folder of theirs with the
    /// same names, the swap when the first page goes. Whether the swap happened, and how many of
    /// their files are left.
    static func raceRemoval(in folder: String, files: Int) throws -> (swapped: Bool, left: Int) {
        let victim = folder + "/victim"
        try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: false)
        let temporary = try #require(Temporaries.shared.makeFolder(in: folder, beside: "site"))
        let effects = temporary.path + "/effects"
        try FileManager.default.createDirectory(atPath: effects, withIntermediateDirectories: false)
        // Empty files, made with creat(2): only their names matter, and Foundation takes seconds for 4,000.
        for index in 0..<files {
            for folder in [effects, victim] { #expect(close(creat(folder + "/\(index).html", 0o644)) == 0) }
        }
        // Both walks remove in the order the folder lists: the first name going means the walk is inside.
        let first = try #require(try FileManager.default.contentsOfDirectory(atPath: effects).first)
        let swapper = LinkSwapper(folder: effects, watched: effects + "/" + first, link: victim, aside: folder + "/aside")
        // A thread of its own, running before the removal starts: a queue's worker could come too late.
        let thread = Thread { swapper.run() }
        thread.start()
        swapper.started.wait()
        Temporaries.shared.remove(temporary)
        swapper.stop()
        swapper.finished.wait()
        return (swapper.swapped, try FileManager.default.contentsOfDirectory(atPath: victim).count)
    }

    /// Something else at a temporary's name (another folder or file, made after the temporary
    /// was renamed away) is not what the run made: it stays.
    @Test(arguments: [true, false])
    func anEntryNotMadeByThisRunIsLeftAlone(folder: Bool) throws {
        let scratch = try ScratchFolder("identity")
        defer { scratch.remove() }
        let temporary: Temporary
        if folder {
            temporary = try #require(Temporaries.shared.makeFolder(in: scratch.path, beside: "site"))
        } else {
            let made = try #require(Temporaries.shared.makeFile(in: scratch.path, beside: "run.json"))
            close(made.descriptor)
            temporary = made.temporary
        }
        #expect(rename(temporary.path, scratch.path + "/moved") == 0)
        let mine = folder ? temporary.path + "/mine.txt" : temporary.path
        if folder { try FileManager.default.createDirectory(atPath: temporary.path, withIntermediateDirectories: false) }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: mine))

        Temporaries.shared.remove(temporary)

        #expect(try String(contentsOfFile: mine, encoding: .utf8) == "mine")
    }

    /// Inside a temporary folder, a subfolder that belongs to another user is never walked.
    @Test(.enabled(if: geteuid() == 0, "only root can give a folder to another user"))
    func anotherUsersFolderInsideIsLeftAlone() throws {
        let scratch = try ScratchFolder("other-user")
        defer { scratch.remove() }
        let temporary = try #require(Temporaries.shared.makeFolder(in: scratch.path, beside: "site"))
        let theirs = temporary.path + "/theirs"
        try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false)
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: theirs + "/notes.txt"))
        #expect(chown(theirs, 65534, 65534) == 0)
        try Data("ours".utf8).write(to: URL(fileURLWithPath: temporary.path + "/index.html"))

        Temporaries.shared.remove(temporary)

        #expect(FileManager.default.fileExists(atPath: theirs + "/notes.txt"))
        #expect(!FileManager.default.fileExists(atPath: temporary.path + "/index.html"))
    }
}

/// Swaps `folder` for a link to `link` once `watched` is gone (the removal is inside `folder`).
private final class LinkSwapper: @unchecked Sendable {
    let folder: String
    let watched: String
    let link: String
    let aside: String
    private let lock = NSLock()
    private var stopped = false
    private(set) var swapped = false
    let started = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)

    init(folder: String, watched: String, link: String, aside: String) {
        self.folder = folder
        self.watched = watched
        self.link = link
        self.aside = aside
    }

    func stop() { lock.withLock { stopped = true } }

    func run() {
        started.signal()
        defer { finished.signal() }
        while !lock.withLock({ stopped }) {
            guard access(watched, F_OK) == 0 else {
                swapped = rename(folder, aside) == 0 && symlink(link, folder) == 0
                return
            }
            sched_yield()
        }
    }
}
