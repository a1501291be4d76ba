import SegueSystem

/// Whether a config that segue found by itself, or an effects folder such a config names, may be
/// used: git's rule for repositories it finds (`safe.directory`, git-config(1): "Git only allows
/// you to use repositories owned by the current user"), plus the permission checks OpenSSH makes
/// of `authorized_keys` (sshd_config(5), `StrictModes`).
///
/// Outside a repository the search climbs to `/`, so a `.segue.yaml` written into a shared folder
/// such as `/tmp` by another user would otherwise steer what segue prints for whoever runs it
/// there. A discovered config is used only when:
/// - the file is owned by the current user or by root (root can change anything anyway), and is
///   not writable by others (the "other" write bit);
/// - its folder is owned by the current user or by root, and is not writable by others unless it
///   is sticky (`/tmp`'s mode 1777: nobody can then remove or rename a file they do not own).
///
/// An effects folder a discovered config names must be owned by the current user or root and not
/// writable by others, sticky or not (a new manifest is all an attacker needs there), and its own
/// folder follows the config's folder rule (so it cannot be swapped for another). Each manifest
/// read from it, in subfolders too, must be yours or root's, in a folder closed to others.
///
/// Running as root through sudo, the invoking user (`SUDO_UID`) counts as the current user too,
/// as git does since 2.35.2, so `sudo segue` works in one's own repository.
///
/// The group write bit is not checked: with user-private groups (one group per user, umask 002,
/// the Debian and Ubuntu default) every file a user makes is group-writable by that user alone.
/// Folders above the config's folder are not checked either, as git does not. A symbolic link is
/// judged by its target and by its own owner, so a link another user planted is theirs.
///
/// `--config`, `SEGUE_CONFIG`, `--effects` and `SEGUE_EFFECTS_PATH` are explicit and never
/// checked: the user named them. Ownership and modes come in through `facts`, so the rule is
/// tested without a second user.
public struct ConfigTrust: Sendable {
    /// What the rule needs to know of one path (following links, as opening it does).
    public struct Facts: Equatable, Sendable {
        /// The owner's user id.
        package let owner: UInt32
        /// The permission bits, sticky bit included (`0o1777` for /tmp).
        package let mode: UInt32
        /// When the path is a symbolic link, the link's own owner: a link another user made in a
        /// sticky folder, pointing at one of your files, is still theirs.
        package let linkOwner: UInt32?

        /// Facts of a path owned by `owner` with permission bits `mode` (and, for a link, `linkOwner`).
        public init(owner: UInt32, mode: UInt32, linkOwner: UInt32? = nil) {
            self.owner = owner
            self.mode = mode & 0o7777
            self.linkOwner = linkOwner
        }

        var writableByOthers: Bool { mode & 0o002 != 0 }
        var sticky: Bool { mode & 0o1000 != 0 }
    }

    /// Why a path is not trusted; `description` completes "ignoring PATH: ...".
    package enum Refusal: Equatable, Sendable, CustomStringConvertible {
        /// The path itself or its folder (`inFolder`) belongs to another user.
        case owner(path: String, owner: UInt32, you: UInt32, inFolder: Bool)
        /// The path itself or its folder is writable by every user.
        case writableByOthers(path: String, mode: UInt32, inFolder: Bool)
        /// Its ownership could not be read.
        case unknown(path: String)

        /// The reason in words, to follow "ignoring PATH: ".
        package var description: String {
            switch self {
            case .owner(let path, let owner, let you, let inFolder):
                let what = inFolder ? "its folder \(path) is" : "it is"
                return "\(what) owned by user id \(owner), not by you (user id \(you)) or root, so another user could have written it"
            case .writableByOthers(let path, let mode, let inFolder):
                let what = inFolder ? "its folder \(path) is" : "it is"
                let octal = String(mode, radix: 8)
                return "\(what) writable by every user (mode \(String(repeating: "0", count: max(0, 4 - octal.count)) + octal)), "
                    + "so another user could have written or replaced it"
            case .unknown(let path):
                return "the owner of \(path) cannot be read"
            }
        }
    }

    /// The users whose files are trusted: the current one, root, and the sudo caller.
    package let trustedOwners: Set<UInt32>
    /// The current (effective) user, for messages.
    package let currentUser: UInt32
    /// The facts of a path, or nil when it cannot be read.
    package let facts: @Sendable (String) -> Facts?

    /// A rule for `currentUser`; `sudoUser` (from SUDO_UID) counts only when running as root.
    public init(currentUser: UInt32, sudoUser: UInt32? = nil, facts: @escaping @Sendable (String) -> Facts?) {
        var owners: Set<UInt32> = [currentUser, 0]
        if currentUser == 0, let sudoUser { owners.insert(sudoUser) }
        self.trustedOwners = owners
        self.currentUser = currentUser
        self.facts = facts
    }

    /// The rule for this process: its effective user, SUDO_UID from `environment`, and stat(2).
    public static func system(environment: [String: String]) -> ConfigTrust {
        ConfigTrust(
            currentUser: UInt32(geteuid()), sudoUser: environment["SUDO_UID"].flatMap { UInt32($0) },
            facts: { path in
                var info = stat()
                guard stat(path, &info) == 0 else { return nil }
                var link = stat()
                let isLink = lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
                return Facts(owner: UInt32(info.st_uid), mode: UInt32(info.st_mode), linkOwner: isLink ? UInt32(link.st_uid) : nil)
            })
    }

    /// Nil when the config file at `path` (absolute) may be used, else why not.
    package func refusal(forConfig path: String) -> Refusal? {
        if let problem = ownedAndClosed(path, stickyIsEnough: false, inFolder: false) { return problem }
        return ownedAndClosed(PathText.deletingLastComponent(path), stickyIsEnough: true, inFolder: true)
    }

    /// Nil when the effects folder at `path` (absolute), named by a discovered config, may be read.
    package func refusal(forEffectsFolder path: String) -> Refusal? {
        // A folder that is not there is reported by the listing (`folder.missing`), not here.
        guard facts(path) != nil else { return nil }
        if let problem = ownedAndClosed(path, stickyIsEnough: false, inFolder: false) { return problem }
        let parent = PathText.deletingLastComponent(path)
        return ownedAndClosed(parent.isEmpty ? "/" : parent, stickyIsEnough: true, inFolder: true)
    }

    /// Nil when a manifest found inside such an effects folder (at any depth) may be read: the
    /// file and the folder holding it must be yours or root's and closed to others (a subfolder
    /// open to all would let anyone add a manifest below a trusted folder).
    package func refusal(forManifest path: String) -> Refusal? {
        if let problem = ownedAndClosed(path, stickyIsEnough: false, inFolder: false) { return problem }
        return ownedAndClosed(PathText.deletingLastComponent(path), stickyIsEnough: false, inFolder: true)
    }

    private func ownedAndClosed(_ path: String, stickyIsEnough: Bool, inFolder: Bool) -> Refusal? {
        let place = path.isEmpty ? "/" : path
        guard let facts = facts(place) else { return .unknown(path: place) }
        for owner in [facts.linkOwner, facts.owner].compactMap({ $0 }) where !trustedOwners.contains(owner) {
            return .owner(path: place, owner: owner, you: currentUser, inFolder: inFolder)
        }
        if facts.writableByOthers && !(stickyIsEnough && facts.sticky) {
            return .writableByOthers(path: place, mode: facts.mode, inFolder: inFolder)
        }
        return nil
    }
}
