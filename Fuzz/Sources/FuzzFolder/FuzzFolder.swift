import FuzzSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The effects folder every input is written into, made once per process.
let folder: String = {
    var template = Array("/tmp/segue-fuzz-folder-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
    precondition(made != nil, "cannot make the fuzz folder")
    return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}()

/// libFuzzer's entry point: one input as an effects folder (issue 34, class 6).
///
/// The input is up to four entries separated by NUL bytes, each `NAME` then, after the first
/// 0x01 byte, its text: a name may hold any byte but `/` (names that are not UTF-8, control
/// characters, `.hidden`, endings in `.yaml`/`.json`), and an entry whose text starts with `>`
/// becomes a symbolic link to the rest (a loop, a link to nothing, a link to a folder). The
/// folder is listed the way `segue` lists `--effects`; every manifest-named entry whose name is not
/// UTF-8 must be reported (`file.name-not-utf8`), never lost or shown with U+FFFD.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let input = FuzzSupport.bytes(data, size)
    clear(folder)
    var unreadableNames = 0
    // A name may hold U+FFFD itself (its valid UTF-8, EF BF BD): then a message rightly shows it.
    var namesHoldReplacement = false
    for entry in input.split(separator: 0, omittingEmptySubsequences: true).prefix(4) {
        let parts = entry.split(separator: 1, maxSplits: 1, omittingEmptySubsequences: false)
        let name = Array(parts[0].filter { $0 != UInt8(ascii: "/") })
        guard !name.isEmpty, name != [0x2E], name != [0x2E, 0x2E] else { continue }
        let text = parts.count > 1 ? Array(parts[1]) : []
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name
        let made: Bool
        if text.first == UInt8(ascii: ">") {
            made = withCString(path) { link in withCString(Array(text.dropFirst())) { target in symlink(target, link) == 0 } }
        } else {
            made = withCString(path) { file in
                let fd = open(file, O_WRONLY | O_CREAT | O_EXCL, 0o644)
                guard fd >= 0 else { return false }
                defer { close(fd) }
                return text.withUnsafeBytes { raw in raw.baseAddress.map { write(fd, $0, raw.count) } ?? 0 } == text.count
            }
        }
        let valid = Array(String(decoding: name, as: UTF8.self).utf8) == name
        if name.indices.contains(where: { name[$0...].starts(with: [0xEF, 0xBF, 0xBD]) }) { namesHoldReplacement = true }
        let ext = name.lastIndex(of: 0x2E).map { String(decoding: name[($0 + 1)...], as: UTF8.self).lowercased() } ?? ""
        if made, !valid, name.first != 0x2E, ["yaml", "yml", "json"].contains(ext) { unreadableNames += 1 }
    }
    // The listing `load` walks; loading the built-ins again for every input ran 18 inputs a second.
    let listed = CatalogFiles.manifestFiles(in: folder)
    let reported = listed.problems.filter { $0.code == "file.name-not-utf8" }
    precondition(reported.count >= unreadableNames, "a manifest whose name is not UTF-8 went unreported")
    for problem in reported where !namesHoldReplacement {
        // Bytes that are not UTF-8 are shown as \xNN, never as U+FFFD.
        precondition(!problem.message.contains("\u{FFFD}"), "a name shown with U+FFFD")
    }
    for file in listed.files { precondition(file.hasPrefix(folder + "/"), "a file outside the folder: \(file)") }
    FuzzSupport.render(listed.problems, input: input)
    return 0
}

/// Calls `body` with `bytes` as a C string.
func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
    let cString = bytes.map { CChar(bitPattern: $0) } + [0]
    return cString.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { preconditionFailure("an array without storage") }
        return body(base)
    }
}

/// Empties `path`, removing links without following them.
func clear(_ path: String) {
    guard let directory = opendir(path) else { return }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
        if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
    }
    closedir(directory)
    for name in names { _ = withCString(Array(path.utf8) + [UInt8(ascii: "/")] + name) { unlink($0) } }
}

/// The entry point SwiftPM aliases `main` to; see `FuzzSupport.run`.
@_cdecl("FuzzFolder_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in fuzz(data, size) }
}
