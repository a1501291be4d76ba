import Foundation
import Testing

@testable import SegueFiles

/// A config segue finds by itself is used only if no other user could have written it (git's
/// safe.directory rule); the decision is tested here on made-up owners and modes, and end to end
/// in temporary folders below.
struct ConfigTrustTests {
    static let me: UInt32 = 1000
    static let other: UInt32 = 1001

    /// A rule for user 1000 over the given paths' (owner, mode).
    static func rule(_ paths: [String: (UInt32, UInt32)], user: UInt32 = me, sudo: UInt32? = nil) -> ConfigTrust {
        ConfigTrust(currentUser: user, sudoUser: sudo) { path in
            paths[path].map { ConfigTrust.Facts(owner: $0.0, mode: $0.1) }
        }
    }

    @Test func ownFileInOwnFolderIsTrusted() {
        let trust = Self.rule(["/app": (Self.me, 0o755), "/app/segue.yaml": (Self.me, 0o644)])
        #expect(trust.refusal(forConfig: "/app/segue.yaml") == nil)
        // Group-writable is fine: user-private groups make every file so (umask 002).
        let grouped = Self.rule(["/app": (Self.me, 0o775), "/app/segue.yaml": (Self.me, 0o664)])
        #expect(grouped.refusal(forConfig: "/app/segue.yaml") == nil)
    }

    @Test func anotherUsersFileIsRefusedEvenInASharedFolder() {
        // The planted case: /tmp (root, 1777) holding a .segue.yaml another user wrote.
        let trust = Self.rule(["/tmp": (0, 0o1777), "/tmp/.segue.yaml": (Self.other, 0o644)])
        let refusal = trust.refusal(forConfig: "/tmp/.segue.yaml")
        #expect(refusal == .owner(path: "/tmp/.segue.yaml", owner: Self.other, you: Self.me, inFolder: false))
        #expect(
            refusal?.description == "it is owned by user id 1001, not by you (user id 1000) or root, so another user could have written it")
    }

    @Test func ownFileInAStickySharedFolderIsTrustedButNotInAnOpenOne() {
        // Sticky: nobody else can remove or rename my file. Not sticky: anyone can replace it.
        let sticky = Self.rule(["/tmp": (0, 0o1777), "/tmp/.segue.yaml": (Self.me, 0o644)])
        #expect(sticky.refusal(forConfig: "/tmp/.segue.yaml") == nil)
        let open = Self.rule(["/shared": (Self.me, 0o777), "/shared/.segue.yaml": (Self.me, 0o644)])
        #expect(open.refusal(forConfig: "/shared/.segue.yaml") == .writableByOthers(path: "/shared", mode: 0o777, inFolder: true))
        #expect(
            open.refusal(forConfig: "/shared/.segue.yaml")?.description
                == "its folder /shared is writable by every user (mode 0777), so another user could have written or replaced it")
    }

    @Test func aWorldWritableFileOrAnotherUsersFolderIsRefused() {
        let writable = Self.rule(["/app": (Self.me, 0o755), "/app/segue.yaml": (Self.me, 0o666)])
        #expect(writable.refusal(forConfig: "/app/segue.yaml") == .writableByOthers(path: "/app/segue.yaml", mode: 0o666, inFolder: false))
        let theirs = Self.rule(["/home/bob": (Self.other, 0o755), "/home/bob/segue.yaml": (Self.me, 0o644)])
        #expect(
            theirs.refusal(forConfig: "/home/bob/segue.yaml") == .owner(path: "/home/bob", owner: Self.other, you: Self.me, inFolder: true))
        let unknown = Self.rule([:])
        #expect(unknown.refusal(forConfig: "/gone/segue.yaml") == .unknown(path: "/gone/segue.yaml"))
    }

    @Test func aLinkAnotherUserMadeIsTheirsWhateverItPointsAt() {
        let trust = ConfigTrust(currentUser: Self.me) { path in
            switch path {
            case "/tmp": ConfigTrust.Facts(owner: 0, mode: 0o1777)
            case "/tmp/.segue.yaml": ConfigTrust.Facts(owner: Self.me, mode: 0o644, linkOwner: Self.other)
            default: nil
            }
        }
        #expect(
            trust.refusal(forConfig: "/tmp/.segue.yaml")
                == .owner(path: "/tmp/.segue.yaml", owner: Self.other, you: Self.me, inFolder: false))
    }

    @Test func rootOwnedFilesAreTrustedAndSudoCallersToo() {
        let rootOwned = Self.rule(["/etc/app": (0, 0o755), "/etc/app/segue.yaml": (0, 0o644)])
        #expect(rootOwned.refusal(forConfig: "/etc/app/segue.yaml") == nil)
        // Root through sudo trusts the caller's own repository, as git does; without sudo it does not.
        let mine: [String: (UInt32, UInt32)] = ["/app": (Self.me, 0o755), "/app/segue.yaml": (Self.me, 0o644)]
        #expect(Self.rule(mine, user: 0, sudo: Self.me).refusal(forConfig: "/app/segue.yaml") == nil)
        #expect(Self.rule(mine, user: 0).refusal(forConfig: "/app/segue.yaml") != nil)
        // SUDO_UID counts only for root: another user cannot claim it.
        #expect(Self.rule(mine, user: Self.other, sudo: Self.me).refusal(forConfig: "/app/segue.yaml") != nil)
    }

    @Test func anEffectsFolderMustBeClosedEvenWhenSticky() {
        // A new manifest is all an attacker needs, and the sticky bit does not stop adding files.
        let sticky = Self.rule(["/app": (Self.me, 0o755), "/app/fx": (Self.me, 0o1777)])
        #expect(sticky.refusal(forEffectsFolder: "/app/fx") == .writableByOthers(path: "/app/fx", mode: 0o1777, inFolder: false))
        let theirs = Self.rule(["/app": (Self.me, 0o755), "/app/fx": (Self.other, 0o755)])
        #expect(theirs.refusal(forEffectsFolder: "/app/fx") == .owner(path: "/app/fx", owner: Self.other, you: Self.me, inFolder: false))
        let fine = Self.rule(["/tmp": (0, 0o1777), "/tmp/fx": (Self.me, 0o755)])
        #expect(fine.refusal(forEffectsFolder: "/tmp/fx") == nil)
        let swappable = Self.rule(["/shared": (Self.me, 0o777), "/shared/fx": (Self.me, 0o755)])
        #expect(swappable.refusal(forEffectsFolder: "/shared/fx") == .writableByOthers(path: "/shared", mode: 0o777, inFolder: true))
        // A folder that is not there is the listing's to report (folder.missing).
        #expect(Self.rule([:]).refusal(forEffectsFolder: "/app/nothing") == nil)
    }

    @Test func aManifestMustBeClosedToOthersAtAnyDepth() {
        let trust = Self.rule([
            "/app/fx": (Self.me, 0o755), "/app/fx/a.yaml": (Self.me, 0o644),
            "/app/fx/open": (Self.me, 0o1777), "/app/fx/open/b.yaml": (Self.me, 0o644),
            "/app/fx/c.yaml": (Self.other, 0o644), "/app/fx/d.yaml": (Self.me, 0o666),
        ])
        #expect(trust.refusal(forManifest: "/app/fx/a.yaml") == nil)
        #expect(trust.refusal(forManifest: "/app/fx/open/b.yaml") == .writableByOthers(path: "/app/fx/open", mode: 0o1777, inFolder: true))
        #expect(
            trust.refusal(forManifest: "/app/fx/c.yaml") == .owner(path: "/app/fx/c.yaml", owner: Self.other, you: Self.me, inFolder: false)
        )
        #expect(trust.refusal(forManifest: "/app/fx/d.yaml") == .writableByOthers(path: "/app/fx/d.yaml", mode: 0o666, inFolder: false))
    }

    @Test func discoveryPassesOverAnUntrustedConfigAndKeepsLooking() {
        let files: Set = ["/work/.git/HEAD", "/work/segue.yaml", "/work/shared/.segue.yaml"]
        let outcome = ConfigDiscovery.find(
            from: "/work/shared", isFile: { files.contains($0) },
            exists: { path in files.contains(path) || files.contains { $0.hasPrefix(path + "/") } },
            refusal: { $0 == "/work/shared/.segue.yaml" ? .writableByOthers(path: "/work/shared", mode: 0o777, inFolder: true) : nil })
        // As if the untrusted file were not there: the repository's own config is found.
        #expect(outcome.path == "../segue.yaml")
        #expect(outcome.ignored.map(\.path) == ["/work/shared/.segue.yaml"])
        let warning = ConfigDiscovery.warning(outcome.ignored[0])
        #expect(warning.severity == .warning && warning.code == "config.untrusted")
        #expect(
            warning.message == "ignoring the config /work/shared/.segue.yaml: its folder /work/shared is writable by every user "
                + "(mode 0777), so another user could have written or replaced it; if you trust it, pass --config "
                + "/work/shared/.segue.yaml or set SEGUE_CONFIG=/work/shared/.segue.yaml")
    }
}

/// The planted config end to end: folders made here with the modes of a shared folder, a `.git`
/// folder at the scratch folder's top so the search never climbs into real folders.
struct PlantedConfigTests {
    /// A scratch repository holding `shared/` (mode `mode`), a copy of Tests/Fixtures/hostile/planted:
    /// a `.segue.yaml` whose effects folder overrides crossfade's name.
    static func plant(mode: Int16, effectsMode: Int16 = 0o755) throws -> ScratchFolder {
        let scratch = try ScratchFolder("planted")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let planted = packageRoot.appendingPathComponent("Tests/Fixtures/hostile/planted")
        for file in [".segue.yaml", "fx/crossfade.yaml"] {
            try scratch.write(try String(contentsOf: planted.appendingPathComponent(file), encoding: .utf8), to: "shared/" + file)
        }
        try FileManager.default.setAttributes([.posixPermissions: effectsMode], ofItemAtPath: scratch.path + "/shared/fx")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: scratch.path + "/shared")
        return scratch
    }

    @Test func aConfigInAFolderEveryoneCanWriteIsIgnoredWithAWarning() throws {
        let scratch = try Self.plant(mode: 0o777)
        defer { scratch.remove() }
        let shared = scratch.url.appendingPathComponent("shared")
        for arguments in [["show", "crossfade"], ["list"], ["simulate", "crossfade", "--format", "summary"]] {
            let result = try Segue.run(arguments, in: shared)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("PLANTED"), "\(arguments)")
            #expect(
                result.stderr.contains(
                    "warning: ignoring the config \(shared.path)/.segue.yaml: its folder \(shared.path) "
                        + "is writable by every user (mode 0777)"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("pass --config \(shared.path)/.segue.yaml or set SEGUE_CONFIG="), "\(arguments)")
        }
        // Named on purpose, it is used, with its folder.
        let named = try Segue.run(["show", "crossfade", "--config", ".segue.yaml"], in: shared)
        #expect(named.status == 0 && named.stdout.contains("PLANTED") && !named.stderr.contains("warning"), "\(named.stderr)")
        let environment = try Segue.run(["show", "crossfade"], in: shared, environment: ["SEGUE_CONFIG": ".segue.yaml"])
        #expect(environment.status == 0 && environment.stdout.contains("PLANTED"), "\(environment.stderr)")
    }

    @Test func aStickySharedFolderKeepsOwnConfigButNotAnOpenEffectsFolder() throws {
        // My config in a sticky folder (like /tmp) is mine; its effects folder open to all is not.
        let scratch = try Self.plant(mode: 0o1777, effectsMode: 0o777)
        defer { scratch.remove() }
        let shared = scratch.url.appendingPathComponent("shared")
        let result = try Segue.run(["show", "crossfade"], in: shared)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("PLANTED"))
        #expect(result.stderr.contains("warning: ignoring the effects folder "), "\(result.stderr)")
        #expect(result.stderr.contains("is writable by every user (mode 0777)"), "\(result.stderr)")
        let closed = try Self.plant(mode: 0o1777)
        defer { closed.remove() }
        let trusted = try Segue.run(["show", "crossfade"], in: closed.url.appendingPathComponent("shared"))
        #expect(trusted.status == 0 && trusted.stdout.contains("PLANTED") && trusted.stderr.isEmpty, "\(trusted.stderr)")
    }

    @Test func aSubfolderEveryoneCanWriteInsideATrustedEffectsFolderIsPassedOver() throws {
        let scratch = try Self.plant(mode: 0o755)
        defer { scratch.remove() }
        let shared = scratch.url.appendingPathComponent("shared")
        try FileManager.default.createDirectory(atPath: shared.path + "/fx/open", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: shared.path + "/fx/crossfade.yaml", toPath: shared.path + "/fx/open/crossfade.yaml")
        try FileManager.default.setAttributes([.posixPermissions: Int16(0o777)], ofItemAtPath: shared.path + "/fx/open")
        let result = try Segue.run(["show", "crossfade"], in: shared)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("PLANTED"))
        #expect(
            result.stderr.contains(
                "warning: ignoring the manifest fx/open/crossfade.yaml in an effects folder named by .segue.yaml: "
                    + "its folder \(shared.path)/fx/open is writable by every user (mode 0777)"), "\(result.stderr)")
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func anotherUsersConfigInStickyTmpIsIgnored() throws {
        // The case of the issue: another user's .segue.yaml in a 1777 folder changes what root sees.
        let scratch = try Self.plant(mode: 0o1777)
        defer { scratch.remove() }
        let shared = scratch.url.appendingPathComponent("shared")
        for path in ["/.segue.yaml", "/fx", "/fx/crossfade.yaml"] {
            #expect(chown(shared.path + path, 65534, 65534) == 0)
        }
        let result = try Segue.run(["show", "crossfade"], in: shared)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("PLANTED"))
        #expect(
            result.stderr.contains(
                "warning: ignoring the config \(shared.path)/.segue.yaml: it is owned by user id 65534, "
                    + "not by you (user id 0) or root"), "\(result.stderr)")
        let named = try Segue.run(["show", "crossfade"], in: shared, environment: ["SEGUE_CONFIG": ".segue.yaml"])
        #expect(named.stdout.contains("PLANTED"), "\(named.stderr)")
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a link to another user"))
    func aLinkAnotherUserPlantedIsIgnoredThoughItPointsAtYourFile() throws {
        let scratch = try Self.plant(mode: 0o1777)
        defer { scratch.remove() }
        let shared = scratch.url.appendingPathComponent("shared")
        try FileManager.default.moveItem(atPath: shared.path + "/.segue.yaml", toPath: scratch.path + "/mine.yaml")
        try FileManager.default.createSymbolicLink(atPath: shared.path + "/.segue.yaml", withDestinationPath: scratch.path + "/mine.yaml")
        #expect(lchown(shared.path + "/.segue.yaml", 65534, 65534) == 0)
        let result = try Segue.run(["show", "crossfade"], in: shared)
        #expect(!result.stdout.contains("PLANTED"))
        #expect(result.stderr.contains("it is owned by user id 65534"), "\(result.stderr)")
    }
}
