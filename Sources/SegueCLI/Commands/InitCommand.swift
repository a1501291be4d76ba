import ArgumentParser
import Segue
import SegueFiles
import SegueSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `segue init [DIR]`: a config, an effects folder with one example, and the schemas beside them.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start an app's Segue files: a config, an effects folder with an example, and the schemas.",
        discussion: """
            Writes DIR/segue.yaml (one route), DIR/Effects/fade-up.yaml (an example keyframes \
            effect) and DIR/Schemas/{manifest,config}.schema.json, which the files' first lines \
            point yaml-language-server at, so editors complete and check them in any repository. \
            Nothing is replaced or written through a link: when one of these files exists or is a \
            link (even to nothing), nothing is written. DIR must exist \
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
        // Every destination is looked at before anything is written, so init writes all its files
        // or none: a link (even one to nothing) or a file in the way stops it before the first write.
        let (existing, blocked) = Self.obstacles(files.map { base + $0.path }, folders: Self.folders.map { base + $0 })
        guard existing.isEmpty, blocked.isEmpty else {
            var reasons: [String] = []
            if !existing.isEmpty {
                reasons.append("\(existing.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : "")")
            }
            reasons += blocked
            throw CLIError("nothing written: \(reasons.joined(separator: "; ")); init never replaces a file or writes through a link")
        }
        var made: [String] = []
        do {
            for name in Self.folders where !FileSystem.isDirectory(base + name) {
                do {
                    try FileManager.default.createDirectory(atPath: base + name, withIntermediateDirectories: false)
                } catch {
                    throw CLIError("cannot create folder '\(base + name)': \(error)")
                }
                made.append(base + name)
            }
            for file in files {
                try Output.emit(file.text, to: base + file.path, force: false)
                made.append(base + file.path)
            }
        } catch {
            // All or nothing: what this run made goes again, newest first (files before their
            // folders). remove(3) unlinks a file and removes only an empty folder (POSIX), so
            // nothing put in one meanwhile is lost.
            for path in made.reversed() { _ = remove(path) }
            throw CLIError("nothing written: \(error); what init had made before that was removed")
        }
        Console.error("wrote \(files.map { base + $0.path }.joined(separator: ", "))")
        Console.error("next: segue validate\(folder == "." ? "" : " " + folder), then segue check --routes")
    }

    /// The folders init makes when they are missing, relative to DIR.
    static let folders = ["Effects", "Schemas"]

    /// What stands in the way of writing `files` and making `folders`: files that exist, and every
    /// other obstacle with its reason (a link, even a link to nothing, which `fileExists` would
    /// call missing; something that is not a folder where a folder goes).
    static func obstacles(_ files: [String], folders: [String]) -> (existing: [String], blocked: [String]) {
        var existing: [String] = []
        var blocked: [String] = []
        for folder in folders {
            switch FileSystem.kind(of: folder) {
            case .missing, .folder, .linkToFolder: continue
            case .brokenLink(let what): blocked.append("'\(folder)' is \(what)")
            case .file, .linkToFile, .other: blocked.append("'\(folder)' is not a folder")
            }
        }
        for file in files {
            switch FileSystem.kind(of: file) {
            case .missing: continue
            case .brokenLink(let what): blocked.append("'\(file)' is \(what)")
            case .linkToFile, .linkToFolder: blocked.append("'\(file)' is a symbolic link")
            case .file, .folder, .other: existing.append(file)
            }
        }
        return (existing, blocked)
    }

    /// What init writes, relative to DIR.
    static func files() -> [(path: String, text: String)] {
        [
            (
                "segue.yaml",
                """
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

                """
            ),
            (
                "Effects/fade-up.yaml",
                """
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

                """
            ),
            ("Schemas/manifest.schema.json", SchemaGenerator.manifest().pretty),
            ("Schemas/config.schema.json", SchemaGenerator.config().pretty),
        ]
    }
}
