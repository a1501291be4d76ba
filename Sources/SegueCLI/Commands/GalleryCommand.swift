import ArgumentParser
import Segue
import SegueFiles
import SegueSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a static site of the catalog: every effect playing, filterable and searchable.",
        discussion: """
            Writes DIR/index.html and, per effect, a page (parameters, manifest text, a config \
            route to copy) and a player that plays the effect's animation plans with the Web \
            Animations API (looping on the cards). The site is built in a temporary \
            folder beside DIR and renamed into place. DIR holds a .segue-output file naming the \
            command; an existing non-empty DIR is replaced only when it holds one (a gallery \
            segue wrote) and only with --force. Never replaced: a folder of your own files, your \
            home, the current folder or one holding it, or a folder holding the effects or the \
            config. Same catalog, same bytes.
            """)

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var terminal: TerminalOptions

    @Option(help: ArgumentHelp("The folder to write.", valueName: "dir"), completion: .directory)
    var out: String

    @Option(
        help: "The scenario every effect plays: navigation (push then pop) or modal (present then dismiss).",
        completion: .list([ScenarioName.navigation.rawValue, ScenarioName.modal.rawValue]))
    var scenario: String = ScenarioName.navigation.rawValue

    @Flag(help: "Replace an existing gallery (a folder segue wrote, marked by its .segue-output file).")
    var force = false

    func validate() throws {
        guard scenario == ScenarioName.navigation.rawValue || scenario == ScenarioName.modal.rawValue else {
            throw ValidationError("--scenario must be navigation or modal, not '\(scenario)'")
        }
        if out == "-" { throw ValidationError("a gallery is a folder of files; --out - (standard output) cannot hold it") }
        let name = PathText.lastComponent(out)
        if out.isEmpty || name == "." || name == ".." || name == "/" {
            throw ValidationError("--out names the gallery's folder, like --out Gallery")
        }
    }

    func run() throws {
        let host = Host.load(catalogOptions)
        Console.report(host.diagnostics.filter { $0.severity == .error }, sources: host.sources)
        let destination = out.hasSuffix("/") ? String(out.dropLast()) : out
        let rule = OutputRule(inputs: host.inputs())
        try checkDestination(destination, rule: rule)

        let screen = host.config.screen
        let scenarioName = ScenarioName(rawValue: scenario) ?? .navigation
        var entries: [GalleryEntry] = []
        let effects = host.catalog.effects.sorted(by: { $0.id < $1.id })
        let bar = ProgressBar()
        var files = 0
        var bytes = 0
        // Each effect's page and player go to disk as soon as they are made: memory stays flat in
        // the number of effects.
        try writeSite(to: destination, rule: rule) { write in
            for (index, effect) in effects.enumerated() {
                bar.update(index, effects.count)
                let request = SimulationRequest(
                    effect: effect, scenario: scenarioName, screen: screen, fps: host.config.fps, seed: SimulationOptions.defaultSeed,
                    maxActorFrames: host.config.limits.maxActorFrames)
                guard let scenario = request.makeScenario() else { continue }
                let trace = Simulator.run(scenario, options: request.options)
                let entry = GalleryEntry(
                    id: effect.id, name: effect.name, summary: effect.summary, family: effect.family, kind: effect.kind,
                    tags: effect.tags, file: effect.file, manifest: manifestText(effect, host: host),
                    toDuration: effect.toDuration, backDuration: effect.backDuration,
                    parameters: effect.parameters.map { parameter in
                        GalleryEntry.Parameter(
                            name: parameter.spec.name, type: parameter.spec.type.name, value: parameter.value.description,
                            defaultValue: parameter.spec.defaultValue?.description ?? "(required)",
                            range: parameter.spec.type.rangeText ?? "-", doc: parameter.spec.doc)
                    },
                    findings: trace.findings.map { "\($0.severity.rawValue): \($0.message) [\($0.code)]" },
                    source: effect.provenance.map { provenance in
                        GalleryEntry.Source(
                            original: provenance.original, link: provenance.fileURL, compared: provenance.compared,
                            differences: provenance.differences.map { ($0.change, $0.reason) })
                    })
                let player = PlanWebPage.render(run: RunPlans.entries(for: scenario, trace: trace), title: effect.name)
                let page = GallerySite.page(entry, scenario: scenarioName.rawValue)
                try write(GallerySite.playerPath(effect.id), player)
                try write(GallerySite.pagePath(effect.id), page)
                files += 2
                bytes += player.utf8.count + page.utf8.count
                entries.append(entry)
            }
            bar.clear()
            let index = GallerySite.index(entries, scenario: scenarioName.rawValue)
            try write(GallerySite.indexPath, index)
            files += 1
            bytes += index.utf8.count
        }
        Console.error("wrote \(destination)/index.html: \(entries.count) effects, \(files) files, \(bytes / 1024) KiB")
        if host.hasErrors {
            Console.error("note: the gallery leaves out what the errors above name; segue exits 1 until they are fixed")
        }
    }

    /// The manifest as written: the built-in text, or the file read for the catalog.
    private func manifestText(_ effect: EffectDefinition, host: Host) -> String {
        if let builtin = BuiltinEffects.files.first(where: { $0.path == effect.file }) { return builtin.text }
        if let text = host.sources.text(for: effect.file) { return text.lines.joined(separator: "\n") + "\n" }
        return "(the manifest text of \(effect.file) is not available)\n"
    }

    /// Refuses, before any work, a gallery folder that could not be written or must not be
    /// replaced (see `OutputRule`).
    private func checkDestination(_ path: String, rule: OutputRule) throws {
        let parent = PathText.deletingLastComponent(path)
        if !parent.isEmpty, !FileSystem.isDirectory(parent) {
            throw CLIError("cannot write '\(path)': folder '\(parent)' does not exist")
        }
        do {
            try rule.checkFolder(
                path, canonical: FileSystem.canonicalPath(path), state: OutputRule.folderState(path), command: "gallery", force: force)
        } catch {
            throw CLIError(error.description)
        }
    }

    /// Builds the site in a temporary folder beside `path` (`build` writes each file through the
    /// function it is given), then renames it into place, so a reader sees the old gallery or the
    /// new one, never half of one. Every file is flushed to disk before the rename; an interrupt
    /// (SIGINT, SIGTERM) removes the temporary folders.
    private func writeSite(to path: String, rule: OutputRule, _ build: ((String, String) throws -> Void) throws -> Void) throws {
        let parent = PathText.deletingLastComponent(path)
        let folder = parent.isEmpty ? "." : parent
        let name = PathText.lastComponent(path)
        guard let temporary = Temporaries.shared.makeFolder(in: folder, beside: name) else {
            throw CLIError("cannot write in folder '\(folder)': \(String(cString: strerror(errno)))")
        }
        defer { Temporaries.shared.remove(temporary) }
        let manager = FileManager.default
        let write = { (relative: String, text: String) throws in
            let target = temporary.path + "/" + relative
            let subfolder = PathText.deletingLastComponent(target)
            // Each file is written under the registry's lock: a signal then waits for the file
            // in hand and removes the folder while nothing is being added to it (otherwise a file
            // written during the removal kept the folder alive).
            try Temporaries.shared.locked { () throws(CLIError) in
                do {
                    if !FileSystem.isDirectory(subfolder) {
                        try manager.createDirectory(atPath: subfolder, withIntermediateDirectories: true)
                    }
                    try AtomicWriter.writeNewFile(Array(text.utf8), at: target)
                } catch {
                    throw CLIError("\(error)")
                }
            }
        }
        // The marker first: the folder says what wrote it from the moment it has its name.
        try write(OutputRule.markerName, OutputRule.markerText(command: "gallery"))
        try build(write)
        // Again, just before the swap: the folder may have changed while the site was made.
        try checkDestination(path, rule: rule)
        guard FileSystem.isDirectory(path) else {
            let failure = Temporaries.shared.locked { () -> String? in
                guard temporary.moveIntoPlace(as: name, replacing: true) else { return String(cString: strerror(errno)) }
                Temporaries.shared.forgetLocked(temporary)
                return nil
            }
            if let failure { throw CLIError("cannot write '\(path)': \(failure)") }
            return
        }
        // Move the old folder aside, put the new one in place, then delete the old one.
        guard let aside = Temporaries.shared.makeFolder(in: folder, beside: name + ".old") else {
            throw CLIError("cannot write in folder '\(folder)': \(String(cString: strerror(errno)))")
        }
        let old = aside.path + "/old"
        // Under the lock: an interrupt waits until the swap is done, so the old gallery is never lost.
        let failure = Temporaries.shared.locked { () -> (reason: String, oldKept: Bool)? in
            guard rename(path, old) == 0 else { return (String(cString: strerror(errno)), false) }
            guard temporary.moveIntoPlace(as: name, replacing: true) else {
                let reason = String(cString: strerror(errno))
                guard rename(old, path) == 0 else {
                    // Neither gallery could take the name: keep the old one where it is and say where.
                    Temporaries.shared.forgetLocked(aside)
                    return ("\(reason); the earlier gallery is kept in '\(old)': move it back with mv '\(old)' '\(path)'", true)
                }
                return (reason, false)
            }
            Temporaries.shared.forgetLocked(temporary)
            return nil
        }
        if let failure {
            if !failure.oldKept { Temporaries.shared.remove(aside) }
            throw CLIError("cannot replace '\(path)': \(failure.reason)")
        }
        Temporaries.shared.remove(aside)
        if FileSystem.kind(of: aside.path) != .missing {
            Console.error(
                "warning: the earlier gallery, moved aside to '\(aside.path)', could not be removed completely; delete it yourself (rm -r '\(aside.path)')"
            )
        }
    }
}
