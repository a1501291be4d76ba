import SegueDocument
import SegueSystem

extension InputFile {
    /// The file at `path`, or the diagnostic that says why it is not read.
    ///
    /// The plugin names only regular files (manifests and a config), so anything else (a named
    /// pipe, a device, a socket or a folder) is `file.not-regular`, and a file over `maxBytes` is
    /// `document.too-large` (the CLI's codes for the same refusals), both decided by `fstat(2)` on
    /// the opened descriptor before a byte is read: a 2 GB file costs no more than a small one.
    /// The open does not block (with `O_NONBLOCK`, "an open() for reading-only shall return without
    /// delay" on a FIFO: POSIX.1-2017, open()), and at most `maxBytes + 1` bytes are read, so a file that grows after the check is
    /// refused too. The tool keeps this small read of its own because the CLI's reader
    /// (`SegueFiles.FileSystem.read`) lives in a module that needs SegueBuiltins, which the tool
    /// generates, and that reader also takes standard input and pipes on purpose, which no build
    /// input is; the bounded read and the names of file kinds are SegueSystem's, shared with it.
    static func load(_ path: String, maxBytes: Int) -> Result<InputFile, Diagnostic> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(unreadable(path)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(unreadable(path)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(.error("file.not-regular", "'\(path)' is \(fileKindName(info.st_mode)), not a regular file", at: nil))
        }
        let tooLarge = Diagnostic.error(
            "document.too-large",
            "file is \(info.st_size > maxBytes ? "\(info.st_size) bytes" : "more than \(maxBytes) bytes"), over the limit of \(maxBytes) bytes",
            at: SourceLocation(file: path, line: 1, column: 1))
        guard info.st_size <= maxBytes else { return .failure(tooLarge) }
        guard let bytes = readPrefix(of: descriptor, count: maxBytes + 1) else { return .failure(unreadable(path)) }
        guard bytes.count <= maxBytes else { return .failure(tooLarge) }
        return .success(InputFile(path: path, bytes: bytes))
    }

    /// `build.unreadable`, with the system's reason (`errno` as the failed call left it).
    private static func unreadable(_ path: String) -> Diagnostic {
        .error("build.unreadable", "cannot read '\(path)': \(String(cString: strerror(errno)))", at: nil)
    }
}
