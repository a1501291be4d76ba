// Reading an open file and naming what it is: the CLI's reader (SegueFiles) and the build tool's
// (SegueBuildTool, which cannot depend on SegueFiles) apply the same bound and the same words.

/// Up to `count` bytes from `descriptor`, read in 64 KiB chunks and retried after `EINTR`; fewer
/// at the end of the file; nil when a read fails (`errno` set). A caller that asks for its limit
/// plus one learns whether the file is over the limit without reading more than that.
package func readPrefix(of descriptor: Int32, count: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count < count {
        let wanted = min(chunk.count, count - bytes.count)
        let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
        if got < 0, errno == EINTR { continue }
        guard got >= 0 else { return nil }
        if got == 0 { break }
        bytes.append(contentsOf: chunk[..<got])
    }
    return bytes
}

/// What a file of `mode` (`st_mode`) is, for a message that refuses it: "a named pipe (FIFO)",
/// "a character device", "a folder"... ("not a file" for anything else that is not regular).
package func fileKindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not a file"
    }
}
