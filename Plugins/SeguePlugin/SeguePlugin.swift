import Foundation
import PackagePlugin

/// `swift package segue <command> [arguments]`: runs the `segue` tool on the package it is invoked in.
///
/// The tool runs in the package's folder, so config discovery finds the app's `segue.yaml`
/// (or `.segue.yaml`, or `Config/segue.yaml`), and every folder named `Effects` at the package's
/// top or directly inside one of its targets is passed as `--effects` (and, for `validate` with no
/// paths, as the paths to check). The tool's exit status becomes the plugin's.
@main
struct SeguePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "SegueCLI")
        let root = context.package.directoryURL
        var folders: [URL] = [root.appending(path: "Effects")]
        for target in context.package.targets {
            folders.append(target.directoryURL.appending(path: "Effects"))
        }
        let effectFolders = folders.filter(Self.isDirectory).map { Self.relative($0, to: root) }
        let command = PluginArguments.command(arguments, effectFolders: effectFolders)

        let process = Process()
        process.executableURL = tool.url
        process.arguments = command
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard process.terminationReason == .exit, status == 0 else {
            // SwiftPM turns any failing plugin into exit status 1 (swiftlang/swift-package-manager
            // issue 7380), so the tool's own status (1: invalid or failing, 64: a wrong command line)
            // is named here, and the plugin fails with it for the day SwiftPM passes it on.
            let meaning = status == 64 ? "a wrong command line" : "invalid input or failing checks"
            Diagnostics.error("segue exited with status \(status) (\(meaning))")
            exit(status == 0 ? 1 : status)
        }
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path(percentEncoded: false), isDirectory: &isFolder)
            && isFolder.boolValue
    }

    static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        let base = root.standardizedFileURL.path(percentEncoded: false)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
