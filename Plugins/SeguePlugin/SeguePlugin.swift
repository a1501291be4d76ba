import Foundation
import PackagePlugin

/// `swift package segue <command> [arguments]`: runs the `segue` tool on the package it is invoked in.
///
/// The tool runs in the package's folder and is given each target's folder (`--target-folder`), so
/// it finds the app config by the rule the build plugin follows (a target's own `segue.yaml`, else
/// the package's, else `Config/segue.yaml`: docs/reference/config.md), and every folder named `Effects` at the package's
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
        // The app config is looked for in each target's folder first, as the build plugin does
        // for the target it builds (docs/reference/config.md); test targets hold no app config.
        let targetFolders = context.package.targets.filter { ($0 as? SourceModuleTarget)?.kind != .test }
            .map { Self.relative($0.directoryURL, to: root) }.sorted()
        let command = PluginArguments.command(arguments, effectFolders: effectFolders, targetFolders: targetFolders)

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
