import Foundation
import PackagePlugin

/// Runs SegueBuildTool at build time on an app's target that applies it: its
/// `Effects/*.yaml|yml|json` and config (found by `ConfigRule`, the rule the CLI follows: the
/// target's folder, then up from the package's top) are checked against the built-in catalog, and
/// their constants and config are generated (docs/how-to/build-plugin.md).
///
/// Opt-in: no target of Segue's own applies it (the built-in catalog's Swift is committed), so an
/// app that links SegueKit without applying it runs no plugin and sees no trust prompt.
///
/// Every file read is an input of the command, so a build with nothing changed does not run the
/// tool again, and adding, changing or removing a manifest does.
@main
struct SegueBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let tool = try context.tool(named: "SegueBuildTool")
        let work = context.pluginWorkDirectoryURL
        guard let segue = Self.segueRoot(from: context.package) else {
            throw BuildPluginError("SegueBuildPlugin cannot find the Segue package among \(context.package.displayName)'s dependencies")
        }
        if let module = target as? SourceModuleTarget,
            !module.recursiveTargetDependencies.contains(where: { $0.name == "SegueKitCore" })
        {
            throw BuildPluginError(
                "SegueBuildPlugin generates SegueEffectID constants: add `.product(name: \"SegueKit\", package: \"Segue\")` to the dependencies of \(target.name)"
            )
        }
        let config = BuildInputs.config(target: target.directoryURL, package: context.package.directoryURL)
        // As `segue` says (ConfigDiscovery.shadowWarning): the target's own config hides the package's.
        if let chosen = config.chosen, !config.shadowed.isEmpty,
            URL(fileURLWithPath: chosen).deletingLastPathComponent().standardizedFileURL == target.directoryURL.standardizedFileURL
        {
            Diagnostics.warning(
                "Segue: \(target.name) uses its own config \(chosen); \(config.shadowed.joined(separator: ", ")) not read "
                    + "(a target's own config comes first)")
        }
        return [
            BuildInputs.appCommand(
                tool: tool.url, segue: segue, effects: BuildInputs.manifests(in: target.directoryURL.appending(path: "Effects")),
                config: config.chosen.map { URL(fileURLWithPath: $0) }, output: work.appending(path: "SegueApp+Generated.swift"))
        ]
    }

    /// Segue itself: the package that holds the tool.
    static func isSegue(_ package: Package) -> Bool {
        package.targets.contains { $0.name == "SegueBuildTool" }
    }

    /// Segue's folder, found through the package graph, whose `Effects/` are the built-ins.
    static func segueRoot(from package: Package) -> URL? {
        var queue = [package]
        var seen: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            if isSegue(next) { return next.directoryURL }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for an Xcode project's app target: its manifests are the target's files in a folder
/// named `Effects` and its config the one named `segue.yaml` (or `.yml`, `.json`); the built-ins are
/// the `Effects/` of the Segue checkout this plugin was compiled from, since an Xcode context has
/// no package graph. Not compiled on Linux, which has no XcodeProjectPlugin: unverified here.
extension SegueBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let tool = try context.tool(named: "SegueBuildTool")
        let files = target.inputFiles.map(\.url)
        return [
            BuildInputs.appCommand(
                tool: tool.url, segue: BuildInputs.segueCheckout,
                effects: files.filter(BuildInputs.isManifest).sorted { $0.path < $1.path },
                config: files.first(where: BuildInputs.isConfig),
                output: context.pluginWorkDirectoryURL.appending(path: "SegueApp+Generated.swift"))
        ]
    }
}
#endif

/// A failure of the plugin itself (not of a manifest), shown by SwiftPM or Xcode as an error.
struct BuildPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
