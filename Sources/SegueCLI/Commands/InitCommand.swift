import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Segue
import SegueFiles

/// `segue init [DIR]`: a config, an effects folder with one example, and the schemas beside them.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start an app's Segue files: a config, an effects folder with an example, and the schemas.",
        discussion: """
            Writes DIR/segue.yaml (one route), DIR/Effects/fade-up.yaml (an example keyframes \
            effect) and DIR/Schemas/{manifest,config}.schema.json, which the files' first lines \
            point yaml-language-server at, so editors complete and check them in any repository. \
            Nothing is replaced: when one of these files exists, nothing is written. DIR must exist \
            (default: the current folder).
            """)

    @OptionGroup var terminal: TerminalOptions

    @Argument(help: ArgumentHelp("The app's folder (default: the current one).", valueName: "dir"), completion: .directory)
    var folder: String = "."

    func run() throws {
        guard FileSystem.isDirectory(folder) else {
            throw CLIError("'\(folder)' is not a folder; create it first, or run segue init inside your app's repository")
        }
        let files = Self.files()
        let base = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        let existing = files.map { base + $0.path }.filter(FileSystem.exists)
        guard existing.isEmpty else {
            throw CLIError("nothing written: \(existing.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : ""); init never replaces a file")
        }
        for folderName in ["Effects", "Schemas"] where !FileSystem.isDirectory(base + folderName) {
            do {
                try FileManager.default.createDirectory(atPath: base + folderName, withIntermediateDirectories: false)
            } catch {
                throw CLIError("cannot create folder '\(base + folderName)': \(error)")
            }
        }
        for file in files {
            try Output.emit(file.text, to: base + file.path, force: false)
        }
        Console.error("wrote \(files.map { base + $0.path }.joined(separator: ", "))")
        Console.error("next: segue validate\(folder == "." ? "" : " " + folder), then segue check --routes")
    }

    /// What init writes, relative to DIR.
    static func files() -> [(path: String, text: String)] {
        [
            ("segue.yaml", """
                # yaml-language-server: $schema=Schemas/config.schema.json
                # The app's Segue config: routes pick an effect per transition (segue list shows them).
                segue: 1
                effects: [Effects]
                routes:
                  - name: list-to-detail
                    operation: push
                    effect: fade-up
                    reentry: wait   # a pop asked for during the push waits until it completes
                    # A custom navigation animator turns UIKit's edge swipe back off; this brings it back.
                    gesture:
                      back: {direction: right, edgeSpacing: 40}
                  - name: detail-back
                    operation: pop
                    effect: fade-up

                """),
            ("Effects/fade-up.yaml", """
                # yaml-language-server: $schema=../Schemas/manifest.schema.json
                # An effect written as keyframes: the new screen rises 10% of the height and fades in.
                segue: 1
                id: fade-up
                name: Fade up
                summary: The new screen rises a little as it fades in; going back, it sinks and fades out.
                family: custom
                tags: [fade, custom]
                kind: keyframes
                toDuration: 0.35
                backDuration: 0.3
                keyframes:
                  to:
                    - actor: to
                      property: alpha
                      keyframes:
                        - {time: 0, value: 0}
                        - {time: 1, value: 1, curve: easeOut}
                    - actor: to
                      property: transform
                      keyframes:
                        - {time: 0, value: [{translate: [0, 10%H]}]}
                        - {time: 1, value: identity, curve: easeOut}
                  back: reverse

                """),
            ("Schemas/manifest.schema.json", SchemaGenerator.manifest().pretty),
            ("Schemas/config.schema.json", SchemaGenerator.config().pretty),
        ]
    }
}
