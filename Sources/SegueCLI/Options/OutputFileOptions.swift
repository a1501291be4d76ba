import ArgumentParser

/// `--out FILE` and `--force`, for commands that print one document: written atomically, and an
/// existing file is replaced only with `--force`.
struct OutputFileOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Write to this file (atomically; never replaces a file without --force); - is standard output.", valueName: "file"),
        completion: .file())
    var out: String?

    @Flag(help: "Replace an existing --out file.")
    var force = false

    func validate() throws {
        if Output.file(out) == nil && force { throw ValidationError("--force goes with --out FILE") }
    }

    /// Refuses before any work when the destination cannot be written or is one of `inputs`.
    func checkDestination(inputs: () -> [(path: String, what: String)] = { [] }) throws {
        if let out { try Output.checkDestination(out, force: force, inputs: inputs) }
    }

    /// Writes `text` to `--out`, or to standard output.
    func emit(_ text: String) throws {
        try Output.emit(text, to: out, force: force)
    }
}
