import Foundation
import PackagePlugin

/// The files a command reads and the command itself, shared by the SwiftPM and Xcode forms.
enum BuildInputs {
    /// The manifests of a folder, in name order; none when there is no folder.
    static func manifests(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
        return names.filter { !$0.hasPrefix(".") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json")) }
            .sorted().map { folder.appending(path: $0) }
    }

    /// The app config of the target in `target`, by the rule `segue` and `swift package segue`
    /// follow (`ConfigRule`, docs/reference/config.md): the target's own, else the first found from
    /// the package's top up to the repository's, else the package's `Config/segue.yaml`.
    static func config(target: URL, package: URL) -> ConfigRule.Choice {
        ConfigRule.choose(
            base: package.path(percentEncoded: false), targets: [target.path(percentEncoded: false)],
            isFile: { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            },
            exists: { FileManager.default.fileExists(atPath: $0) })
    }

    /// The Segue checkout this plugin's source is in (Plugins/SegueBuildPlugin/ of it), for the
    /// Xcode form, whose context has no package graph.
    static var segueCheckout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The app command: the app's manifests and config, checked against Segue's built-ins.
    static func appCommand(tool: URL, segue: URL, effects: [URL], config: URL?, output: URL) -> Command {
        let builtins = manifests(in: segue.appending(path: "Effects"))
        var arguments = ["app", "--output", output.path(percentEncoded: false)]
        arguments += builtins.flatMap { ["--builtin", $0.path(percentEncoded: false)] }
        if let config { arguments += ["--config", config.path(percentEncoded: false)] }
        arguments += effects.map { $0.path(percentEncoded: false) }
        return .buildCommand(
            displayName: "Segue: checking \(effects.count == 1 ? "1 manifest" : "\(effects.count) manifests")"
                + (config.map { " and " + $0.lastPathComponent } ?? ""),
            executable: tool,
            arguments: arguments,
            inputFiles: builtins + effects + (config.map { [$0] } ?? []),
            outputFiles: [output])
    }

    /// Whether `url` is an app manifest: a YAML or JSON file in a folder named `Effects`.
    static func isManifest(_ url: URL) -> Bool {
        url.deletingLastPathComponent().lastPathComponent == "Effects" && !url.lastPathComponent.hasPrefix(".")
            && ["yaml", "yml", "json"].contains(url.pathExtension)
    }

    /// Whether `url` is an app config by its name.
    static func isConfig(_ url: URL) -> Bool {
        ConfigRule.names.contains(url.lastPathComponent)
    }
}
