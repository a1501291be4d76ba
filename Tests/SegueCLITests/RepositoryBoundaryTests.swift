import Foundation
import Testing

@testable import SegueFiles

/// Issue 51, item 4: a repository segue finds itself in must not read, echo or hang on what is
/// outside it. Each case is a cloned repository in a scratch folder (`.git` and a `segue.yaml`
/// segue discovers), run as a real process there.
@Suite struct RepositoryBoundaryTests {
    /// A repository `repo` beside a `victimhome` holding a credentials file, in a fresh folder.
    static func clone(config: String) throws -> ScratchFolder {
        let scratch = try ScratchFolder("clone")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try scratch.write(config, to: "repo/segue.yaml")
        try scratch.write(#"{"auths": {"registry.example": {"auth": "c2VjcmV0OnRva2Vu"}}}"# + "\n", to: "victimhome/.docker/config.json")
        return scratch
    }

    static let secret = "c2VjcmV0OnRva2Vu"

    /// The repository of a discovered config: the first folder holding `.git` at or above where
    /// it was found, else that folder (the search folder for `Config/segue.yaml`).
    @Test(arguments: [
        (["/r/.git/HEAD", "/r/app/segue.yaml"], "/r/app/sub", "/r"),
        (["/r/.git/HEAD", "/r/segue.yaml"], "/r/app", "/r"),
        (["/a/segue.yaml"], "/a/b", "/a"),
        (["/w/Config/segue.yaml"], "/w", "/w"),
        (["/r/.git/HEAD", "/r/w/Config/segue.yaml"], "/r/w", "/r"),
    ])
    func theRepositoryRootIsWhereGitIs(files: [String], from folder: String, root: String) {
        let outcome = ConfigDiscovery.find(
            from: folder, isFile: { files.contains($0) },
            exists: { path in files.contains(path) || files.contains { $0.hasPrefix(path + "/") } })
        #expect(outcome.path != nil)
        #expect(outcome.root == root)
    }

    @Test func aDiscoveredConfigReadsNoEffectsOutsideItsRepository() throws {
        let scratch = try Self.clone(config: "segue: 1\neffects:\n  - ../victimhome/.docker\n")
        defer { scratch.remove() }
        let repo = scratch.url.appendingPathComponent("repo")
        let result = try BoundedSegue.run(["validate"], in: repo, environment: ["HOME": scratch.path], seconds: 60)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "segue.yaml:3:5: error: the effects folder '../victimhome/.docker' is "), "\(result.stderr)")
        #expect(result.stderr.contains("pass it yourself: --effects ../victimhome/.docker [config.effects-outside]"))
        #expect(!result.stderr.contains(Self.secret), "\(result.stderr)")
        #expect(!result.stderr.contains("config.json"))
    }

    /// Links do not get around it: a folder, or a manifest in a folder, inside the repository
    /// that links out of it is not read either.
    @Test func linksOutOfTheRepositoryAreRefusedToo() throws {
        let scratch = try Self.clone(config: "segue: 1\neffects:\n  - Linked\n  - Effects\n")
        defer { scratch.remove() }
        let repo = scratch.url.appendingPathComponent("repo")
        let docker = scratch.url.appendingPathComponent("victimhome/.docker")
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/Linked", withDestinationPath: docker.path)
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("Effects"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/Effects/x.json", withDestinationPath: docker.path + "/config.json")
        let result = try BoundedSegue.run(["validate"], in: repo, environment: ["HOME": scratch.path], seconds: 60)
        #expect(result.status == 1)
        #expect(result.stderr.contains("segue.yaml:3:5: error: the effects folder 'Linked' is "), "\(result.stderr)")
        #expect(result.stderr.contains("error: the manifest 'Effects/x.json' is "), "\(result.stderr)")
        #expect(result.stderr.contains("pass it yourself: --effects Effects [config.effects-outside]"))
        #expect(!result.stderr.contains("missing required key"), "read a file outside: \(result.stderr)")
        #expect(!result.stderr.contains(Self.secret))
    }

    /// The user's word allows it: the folder on the command line, or the config named.
    @Test func theUserMayNameAFolderOutsideTheRepository() throws {
        let scratch = try Self.clone(config: "segue: 1\neffects:\n  - ../victimhome/.docker\n")
        defer { scratch.remove() }
        let repo = scratch.url.appendingPathComponent("repo")
        for arguments in [["validate", "--effects", "../victimhome/.docker"], ["validate", "--config", "segue.yaml"]] {
            let result = try BoundedSegue.run(arguments, in: repo, environment: ["HOME": scratch.path], seconds: 60)
            #expect(!result.stderr.contains("config.effects-outside"), "\(arguments): \(result.stderr)")
            // Read, and reported, since it is no manifest...
            #expect(result.stderr.contains("config.json:1:1: error: missing required key 'segue' in manifest"), "\(result.stderr)")
            // ...but a file that is not a manifest is never quoted.
            #expect(!result.stderr.contains(Self.secret), "\(arguments): \(result.stderr)")
        }
    }

    /// Only a file naming the `segue` key is quoted: a manifest, even one that does not parse.
    @Test(arguments: [
        ("segue: 1\nid: x\n", true), ("# a comment\n\"segue\" : 1", true), ("{\"segue\": 1, \"id\": \"x\"", true),
        ("'segue':\t1", true), ("{\"auths\": {\"r\": {\"auth\": \"c2Vj\"}}}", false), ("[default]\nkey = segue\n", false),
        ("", false), ("segue", false),
    ])
    func aManifestNamesItsFormatKey(text: String, names: Bool) {
        #expect(ManifestText.namesFormatKey(Array(text.utf8)) == names)
    }

    /// A manifest with an error is still quoted, its caret under the column.
    @Test func aManifestIsStillQuoted() throws {
        let scratch = try Self.clone(config: "segue: 1\neffects: [Effects]\n")
        defer { scratch.remove() }
        try scratch.write("segue: 1\nid: quoted\nname: Quoted\nkind: fade\nfrobnicate: 1\n", to: "repo/Effects/quoted.yaml")
        let result = try BoundedSegue.run(["validate"], in: scratch.url.appendingPathComponent("repo"), seconds: 60)
        #expect(
            result.stderr.contains("error: unknown key 'frobnicate' in manifest [manifest.unknown-key]\n  frobnicate: 1\n  ^\n"),
            "\(result.stderr)")
    }

    /// A discovered config may lower limits, not raise them: a 1.5 MiB manifest is over the
    /// default 1 MiB whatever such a config says; named with --config, its limit holds.
    @Test func aDiscoveredConfigCannotRaiseALimit() throws {
        let scratch = try Self.clone(config: "segue: 1\neffects: [Effects]\nlimits:\n  maxManifestBytes: 2097152\n")
        defer { scratch.remove() }
        let manifest = "segue: 1\nid: big\nname: Big\nkind: fade\n" + String(repeating: "# padding\n", count: 150_000)
        try scratch.write(manifest, to: "repo/Effects/big.yaml")
        let repo = scratch.url.appendingPathComponent("repo")

        let found = try BoundedSegue.run(["validate"], in: repo, environment: ["HOME": scratch.path], seconds: 60)
        #expect(found.status == 1)
        #expect(
            found.stderr.contains(
                "segue.yaml:4:21: warning: 'maxManifestBytes: 2097152' raises the default (1048576), and segue found this config by itself"
            ), "\(found.stderr)")
        #expect(found.stderr.contains("--config segue.yaml or SEGUE_CONFIG=segue.yaml [config.limit-ignored]"))
        #expect(
            found.stderr.contains(
                "big.yaml:1:1: error: file is \(manifest.utf8.count) bytes, over the limit of 1048576 bytes [document.too-large]"))

        let named = try BoundedSegue.run(
            ["validate", "--config", "segue.yaml"], in: repo, environment: ["HOME": scratch.path], seconds: 60)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(!named.stderr.contains("config.limit-ignored"))
    }

    /// A discovered `segue.yaml` linked to a character device (`/dev/kmsg`: root's, mode 0644, so
    /// the ownership rule passes it) was read until the kernel wrote more: a hang.
    @Test(.enabled(if: FileManager.default.isReadableFile(atPath: "/dev/kmsg"), "needs a readable /dev/kmsg"))
    func aDiscoveredConfigLinkedToADeviceIsRefusedNotRead() throws {
        let scratch = try ScratchFolder("device-config")
        defer { scratch.remove() }
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/segue.yaml", withDestinationPath: "/dev/kmsg")
        let result = try BoundedSegue.run(["validate"], in: scratch.url, seconds: 30)
        #expect(!result.killedByTimeout)
        #expect(result.status == 1)
        #expect(result.stderr.contains("'segue.yaml' is a character device, not a regular file"), "\(result.stderr)")
    }
}
