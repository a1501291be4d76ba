import SegueFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What segue may replace: only what it wrote itself, never the user's inputs or the folders a
/// user stands in.
///
/// Every folder segue writes holds a marker file, `.segue-output`, naming the command that wrote
/// it. With `--force` a marked folder is replaced; any other non-empty folder is refused, with or
/// without `--force`, because its files are the user's and would be deleted with it. Whatever the
/// marker says, segue never replaces `/`, the home folder, the current folder, a folder holding
/// any of those, or a folder that is or holds an input of the run (an effects folder, the config,
/// a manifest, a script). A single file (`--out FILE`) is never one of the run's inputs. The rule
/// decides on `Places`, gathered from the disk once, so it can be tested without a real home. The
/// home is `$HOME` and the password database's entry for the user: with HOME unset or empty the
/// home is still known.
struct OutputRule {
    /// The marker segue leaves in every folder it writes.
    static let markerName = ".segue-output"

    /// The marker's text: the command first, then why the file is there, for whoever finds it.
    static func markerText(command: String) -> String {
        """
        segue \(command)
        This folder was written by `segue \(command)`, which replaces it with --force.
        Delete this file and segue will never replace the folder.

        """
    }

    /// A refusal, with what to do instead.
    struct Refusal: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    /// One input of the run, by canonical path, and how to name it in a message.
    struct Input: Equatable {
        let path: String
        let what: String
    }

    /// The canonical folders and files a destination is compared with.
    struct Places: Equatable {
        /// The user's home folders: `$HOME` and the password database's, when they differ.
        var homes: [String]
        var current: String?
        var inputs: [Input]
    }

    let places: Places

    init(places: Places) { self.places = places }

    /// The rule for this run: its homes (`HOME` and the password database's), its current folder
    /// and `inputs` (paths as typed, each with how to name it; those that do not exist are left out).
    init(inputs: [(path: String, what: String)], environment: [String: String] = RunContext.current.environment) {
        let named = [environment["HOME"], Self.accountHome.local.get() ?? FileSystem.accountHome()].compactMap { $0 }.filter { !$0.isEmpty }
        var homes: [String] = []
        for home in named.compactMap(FileSystem.canonicalPath) where !homes.contains(home) { homes.append(home) }
        let current = FileSystem.canonicalPath(".")
        places = Places(
            homes: homes, current: current,
            inputs: inputs.compactMap { input in FileSystem.canonicalPath(input.path).map { Input(path: $0, what: input.what) } })
    }

    /// The password database's home as a test gives it (`accountHome.local.withValue`), so no test
    /// has to go near the real home; nil, as in every real run, asks `FileSystem.accountHome`.
    /// Boxed for the reason `RunContext`'s task-local is. A value, not a lookup closure: a
    /// task-local of function type crashed the optimized test build in `swift_task_localValuePush`
    /// (its specialization loaded the closure type's metadata as null; Swift 6.3.1, Linux).
    static let accountHome = AccountHomeOverride()

    struct AccountHomeOverride: @unchecked Sendable {
        let local = TaskLocal<String?>(wrappedValue: nil)
    }

    /// Why the folder at canonical path `folder` is never replaced, or nil. `/` and the home
    /// folders are named whatever else they are.
    func protectedReason(_ folder: String) -> String? {
        func holds(_ inner: String) -> Bool { folder == "/" ? inner != "/" : inner.hasPrefix(folder + "/") }
        if folder == "/" { return "it is the root folder /" }
        for home in places.homes {
            if folder == home { return "it is your home folder" }
            if holds(home) { return "it holds your home folder (\(home))" }
        }
        if let current = places.current {
            if folder == current { return "it is the current folder" }
            if holds(current) { return "it holds the current folder (\(current))" }
        }
        for input in places.inputs {
            if folder == input.path { return "it is \(input.what), which this run reads" }
            if holds(input.path) { return "it holds \(input.what), which this run reads" }
        }
        return nil
    }

    /// What is at a folder destination, as `checkFolder` sees it.
    enum FolderState: Equatable {
        /// Nothing: the folder will be made.
        case missing
        /// An empty folder: nothing in it to lose.
        case empty
        /// A folder holding files, with the command its marker names (nil: no marker).
        case holding(markedBy: String?)
        /// A link, a file or something else that is not a folder.
        case notFolder(String)
    }

    /// Refuses to write the folder `path` (canonical path `canonical` when it exists) unless
    /// it is missing, empty, or marked by `command` and `force` is given; a protected folder is
    /// refused in every case.
    func checkFolder(_ path: String, canonical: String?, state: FolderState, command: String, force: Bool) throws(Refusal) {
        let shown = "'\(path)'"
        if let canonical, let reason = protectedReason(canonical) {
            throw Refusal(
                description:
                    "refusing to write the \(command) into \(shown): \(reason). segue replaces only a folder it wrote itself; choose a new folder, like --out \(Self.suggestion(command))"
            )
        }
        switch state {
        case .missing, .empty:
            return
        case .notFolder(let what):
            throw Refusal(description: "\(shown) \(what); choose a folder, like --out \(Self.suggestion(command))")
        case .holding(let markedBy):
            guard let markedBy else {
                throw Refusal(
                    description:
                        "refusing to replace \(shown): it holds files segue did not write (it has no \(Self.markerName), which segue leaves in every folder it writes), and --force would delete them. Choose a new or empty folder, like --out \(Self.suggestion(command)), or move those files away yourself"
                )
            }
            guard markedBy == command else {
                throw Refusal(
                    description:
                        "refusing to replace \(shown): `segue \(markedBy)` wrote it, not `segue \(command)`; choose another folder")
            }
            guard force else {
                throw Refusal(description: "\(shown) holds an earlier `segue \(command)`; pass --force to replace it")
            }
        }
    }

    /// Refuses to replace the file `path` (canonical path `canonical`) when it is an input of the run.
    func checkFile(_ path: String, canonical: String?) throws(Refusal) {
        guard let canonical else { return }
        for input in places.inputs where input.path == canonical {
            throw Refusal(
                description:
                    "refusing to write '\(path)': it is \(input.what), which this run reads; write the output to another file")
        }
    }

    private static func suggestion(_ command: String) -> String {
        command == "gallery" ? "Gallery" : "Output"
    }

    // MARK: Reading the disk

    /// What is at `path`: missing, an empty folder, a folder and its marker, or not a folder.
    static func folderState(_ path: String) -> FolderState {
        switch FileSystem.kind(of: path) {
        case .missing: return .missing
        case .folder: break
        case .linkToFolder, .linkToFile: return .notFolder("is a symbolic link; segue never writes through or replaces a link")
        case .brokenLink(let what): return .notFolder("is \(what); segue never writes through or replaces a link")
        case .file, .other: return .notFolder("exists and is not a folder")
        }
        guard case .success(let entries) = FileSystem.listFolder(path) else {
            // Unlistable: nothing can be said about what it holds, so it is treated as the user's.
            return .holding(markedBy: nil)
        }
        if entries.isEmpty { return .empty }
        return .holding(markedBy: marker(in: path))
    }

    /// The command a folder's marker names, or nil when there is no marker (or it is not a
    /// regular file: a link named like the marker proves nothing).
    static func marker(in folder: String) -> String? {
        let path = folder + "/" + markerName
        guard FileSystem.kind(of: path) == .file, case .success(let bytes) = FileSystem.read(path, maxBytes: 4096) else { return nil }
        let firstLine = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        guard firstLine.hasPrefix("segue ") else { return nil }
        let command = String(firstLine.dropFirst("segue ".count))
        return command.isEmpty ? nil : command
    }
}
