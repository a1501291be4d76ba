import Foundation
import Testing

@testable import SegueCLI
@testable import SegueFiles

/// Issue 34, class 1: `--force` replaces only what segue wrote. The rule decides on paths it is
/// given, so these cases need no real home or current folder; HostileCaseTests runs the same
/// cases through `segue` in temporary folders.
@Suite struct OutputRuleTests {
    static let rule = OutputRule(
        places: OutputRule.Places(
            homes: ["/users/ann"], current: "/users/ann/app/sub",
            inputs: [
                OutputRule.Input(path: "/users/ann/app/Effects", what: "the effects folder 'Effects'"),
                OutputRule.Input(path: "/srv/config/segue.yaml", what: "the config 'segue.yaml'"),
            ]))

    func refusal(_ canonical: String, _ state: OutputRule.FolderState = .holding(markedBy: "gallery"), force: Bool = true) -> String? {
        do {
            try Self.rule.checkFolder("out", canonical: canonical, state: state, command: "gallery", force: force)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("/", "it is the root folder /"),
        ("/users/ann", "it is your home folder"),
        ("/users", "it holds your home folder (/users/ann)"),
        ("/users/ann/app/sub", "it is the current folder"),
        ("/users/ann/app", "it holds the current folder (/users/ann/app/sub)"),
        ("/users/ann/app/Effects", "it is the effects folder 'Effects', which this run reads"),
        ("/srv/config", "it holds the config 'segue.yaml', which this run reads"),
        ("/srv", "it holds the config 'segue.yaml', which this run reads"),
    ])
    func protectedFoldersAreRefusedEvenWhenMarked(canonical: String, reason: String) {
        let message = refusal(canonical)
        #expect(
            message
                == "refusing to write the gallery into 'out': \(reason). segue replaces only a folder it wrote itself; choose a new folder, like --out Gallery"
        )
    }

    @Test func aSiblingWithACommonPrefixIsNotInside() {
        // `/users/ann2` starts like `/users/ann` but does not hold it.
        #expect(refusal("/users/ann2") == nil)
        #expect(refusal("/srv/config2") == nil)
        #expect(Self.rule.protectedReason("/users/ann/app/Effects/site") == nil)
    }

    @Test func onlyAMarkedFolderIsReplacedAndOnlyWithForce() {
        #expect(refusal("/tmp/site", .missing, force: false) == nil)
        #expect(refusal("/tmp/site", .empty, force: false) == nil)
        #expect(refusal("/tmp/site", .holding(markedBy: "gallery"), force: true) == nil)
        #expect(
            refusal("/tmp/site", .holding(markedBy: "gallery"), force: false)
                == "'out' holds an earlier `segue gallery`; pass --force to replace it")
        let unmarked = refusal("/tmp/site", .holding(markedBy: nil), force: true)
        #expect(unmarked?.hasPrefix("refusing to replace 'out': it holds files segue did not write (it has no .segue-output") == true)
        #expect(
            refusal("/tmp/site", .holding(markedBy: "init"), force: true)
                == "refusing to replace 'out': `segue init` wrote it, not `segue gallery`; choose another folder")
        #expect(
            refusal("/tmp/site", .notFolder("exists and is not a folder"), force: true)
                == "'out' exists and is not a folder; choose a folder, like --out Gallery")
    }

    @Test func aFileIsNeverOneOfTheInputs() throws {
        #expect(
            throws: OutputRule.Refusal(
                description:
                    "refusing to write 'c.yaml': it is the config 'segue.yaml', which this run reads; write the output to another file")
        ) {
            try Self.rule.checkFile("c.yaml", canonical: "/srv/config/segue.yaml")
        }
        try Self.rule.checkFile("out.json", canonical: "/srv/config/out.json")
        try Self.rule.checkFile("new.json", canonical: nil)
    }

    /// Issue 51: with HOME unset or empty the home is still known, from the password database,
    /// and both are protected when they differ.
    @Test func theHomeComesFromThePasswordDatabaseToo() throws {
        let scratch = try ScratchFolder("account-home")
        defer { scratch.remove() }
        let account = scratch.url.appendingPathComponent("account")
        let other = scratch.url.appendingPathComponent("other")
        for folder in [account, other] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let canonical = try #require(FileSystem.canonicalPath(account.path))
        func homes(_ environment: [String: String]) -> [String] {
            OutputRule.accountHome.local.withValue(
                account.path, operation: { OutputRule(inputs: [], environment: environment).places.homes })
        }
        #expect(homes([:]) == [canonical])
        #expect(homes(["HOME": ""]) == [canonical])
        #expect(homes(["HOME": account.path + "/"]) == [canonical])
        #expect(homes(["HOME": other.path]) == [try #require(FileSystem.canonicalPath(other.path)), canonical])
        let rule = OutputRule(places: .init(homes: ["/users/ann", "/home/ann"], current: nil, inputs: []))
        #expect(rule.protectedReason("/home/ann") == "it is your home folder")
        #expect(rule.protectedReason("/home") == "it holds your home folder (/home/ann)")
        // The real lookup answers, and the answer is a folder (this account has a home).
        if let real = FileSystem.accountHome() { #expect(real.hasPrefix("/")) }
    }

    /// Issue 51: `gallery --out HOME --force` with HOME empty replaced the home. The password
    /// database's home here is a scratch folder (the lookup is bound), marked as a gallery so
    /// that nothing but the home rule stands in the way.
    @Test func aGalleryNeverReplacesTheAccountHomeWhenHOMEIsEmpty() throws {
        let scratch = try ScratchFolder("gallery-home")
        defer { scratch.remove() }
        try scratch.write(OutputRule.markerText(command: "gallery"), to: "home/" + OutputRule.markerName)
        try scratch.write("mine", to: "home/notes.txt")
        let home = scratch.url.appendingPathComponent("home").path
        let result = OutputRule.accountHome.local.withValue(
            home, operation: { Segue.runInProcess(["gallery", "--out", home, "--force"], environment: ["HOME": ""]) })
        #expect(result.status == 1)
        #expect(result.stderr.contains("it is your home folder"), "\(result.stderr)")
        #expect(try String(contentsOfFile: home + "/notes.txt", encoding: .utf8) == "mine")
    }

    /// Issue 51: `gallery --out link// --force` passed the link check (the slashes made lstat
    /// follow the link) and wrote into the folder behind it.
    @Test(arguments: ["link/", "link//"])
    func aGalleryNeverWritesThroughALinkSpelledWithSlashes(spelling: String) throws {
        let scratch = try ScratchFolder("gallery-link")
        defer { scratch.remove() }
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("target"), withIntermediateDirectories: true)
        let link = scratch.url.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scratch.url.appendingPathComponent("target").path)
        let result = try Segue.run(["gallery", "--out", scratch.path + "/" + spelling, "--force"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is a symbolic link; segue never writes through or replaces a link"), "\(result.stderr)")
        #expect(FileSystem.kind(of: link) == .linkToFolder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("target").path).isEmpty)
    }

    /// The marker names the command on its first line and says why it is there.
    @Test func theMarkerIsReadBack() throws {
        let folder = try ScratchFolder("marker")
        defer { folder.remove() }
        #expect(OutputRule.folderState(folder.path) == .empty)
        try folder.write(OutputRule.markerText(command: "gallery"), to: OutputRule.markerName)
        #expect(OutputRule.folderState(folder.path) == .holding(markedBy: "gallery"))
        try folder.write("segue\n", to: OutputRule.markerName)
        #expect(OutputRule.folderState(folder.path) == .holding(markedBy: nil))
        #expect(OutputRule.folderState(folder.path + "/missing") == .missing)
        #expect(OutputRule.markerText(command: "gallery").hasPrefix("segue gallery\n"))
    }

    /// A gallery that fails halfway leaves no temporary folder and the earlier gallery as it was.
    /// The folder's path is so long that the marker fits under PATH_MAX (4096) and the effect
    /// pages do not, so the failure comes after the temporary folder has files in it.
    @Test func aGalleryThatFailsHalfwayLeavesNothingBehind() throws {
        let scratch = try ScratchFolder("gallery-halfway")
        defer { scratch.remove() }
        // 4050 bytes: the temporary (+20 and the pid's digits) and its marker (+14) fit; a page
        // in effects/ (+9 and a name of up to 40) does not.
        let length = 4050
        let needed = length - scratch.path.utf8.count
        let chunks = (needed + 200) / 201
        var dir = scratch.path
        for index in 0..<chunks {
            let size = needed / chunks + (index < needed % chunks ? 1 : 0)
            dir += "/" + String(repeating: "g", count: size - 1)
        }
        try #require(dir.utf8.count == length)
        try FileManager.default.createDirectory(atPath: dir + "/site", withIntermediateDirectories: true)
        try OutputRule.markerText(command: "gallery").write(
            toFile: dir + "/site/" + OutputRule.markerName, atomically: false, encoding: .utf8)
        try "the earlier gallery".write(toFile: dir + "/site/index.html", atomically: false, encoding: .utf8)
        let result = try Segue.run(["gallery", "--out", dir + "/site", "--force"], in: scratch.url, environment: ["HOME": scratch.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("File name too long"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["site"])
        #expect(try String(contentsOfFile: dir + "/site/index.html", encoding: .utf8) == "the earlier gallery")
    }
}
