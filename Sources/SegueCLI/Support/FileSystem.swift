import Foundation
import Segue

/// The CLI's only door to the disk: reads files and lists folders, reporting problems as diagnostics.
enum FileSystem {
    static let manifestExtensions: Set<String> = ["yaml", "yml", "json"]

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    static func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }

    /// The bytes of `path`, or a diagnostic saying why not.
    static func read(_ path: String) -> Result<[UInt8], Diagnostic> {
        guard exists(path) else {
            return .failure(.error("file.missing", "no such file '\(path)'", at: nil))
        }
        guard !isDirectory(path) else {
            return .failure(.error("file.is-folder", "'\(path)' is a folder, not a file", at: nil))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.error("file.unreadable", "cannot read '\(path)' (permissions?)", at: nil))
        }
        return .success([UInt8](data))
    }

    /// Manifest files under `folder` (recursively, sorted by path), or a diagnostic.
    ///
    /// Symbolic links to folders are not followed, so a link loop cannot trap the walk.
    static func manifestFiles(in folder: String, limit: Int = 100_000) -> Result<[String], Diagnostic> {
        guard exists(folder) else {
            return .failure(.error("folder.missing", "effects folder '\(folder)' does not exist", at: nil))
        }
        guard isDirectory(folder) else {
            return .failure(.error("folder.not-folder", "effects folder '\(folder)' is a file, not a folder", at: nil))
        }
        var found: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else {
                return .failure(.error("folder.unreadable", "cannot list folder '\(current)' (permissions?)", at: nil))
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = current == "." ? name : (current.hasSuffix("/") ? current + name : current + "/" + name)
                let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                let type = attributes?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    pending.append(path)
                } else if type == .typeRegular || type == .typeSymbolicLink && !isDirectory(path) {
                    let ext = (name as NSString).pathExtension.lowercased()
                    if manifestExtensions.contains(ext) { found.append(path) }
                }
                if found.count > limit {
                    return .failure(.error(
                        "folder.too-many-files",
                        "effects folder '\(folder)' holds more than \(limit) manifest files; point segue at a smaller folder",
                        at: nil))
                }
            }
        }
        return .success(found.sorted())
    }

    /// `path` relative to the folder of `file` unless it is absolute.
    static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? path : folder + "/" + path
    }
}
