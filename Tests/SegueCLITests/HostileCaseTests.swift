import Foundation
import Testing

/// The hostile cases that need a folder built around them (issue 34: `--force` and folders segue
/// did not make, errors that exited 0, file-system edges): one `.case` file each in
/// Tests/Fixtures/hostile/cases, run through the built `segue` inside a temporary folder made for
/// the case, with HOME pointing into it. No case touches anything outside that folder.
///
/// A case is one instruction a line (`#` starts a comment); paths are relative to the case's folder
/// and may spell bytes as `\xNN` (a name that is not UTF-8):
///
///     dir PATH                   make a folder (and its parents)
///     file PATH TEXT|@INPUT      write TEXT (`\n` for line breaks) or inputs/INPUT
///     link PATH TARGET           a symbolic link, TARGET as written
///     chmod PATH OCTAL           change a mode (000: unreadable for anyone but root)
///     cwd PATH                   run the next commands in PATH (default: the case's folder)
///     as-nobody                  run the next commands as user 65534 (root only: chmod 000 does not stop root)
///     run ARGS...                run segue; {T} is the case's folder, {HOME} the home folder
///     status N                   the last run exited N
///     stderr TEXT                its standard error contains TEXT ({T} expanded)
///     no-stderr TEXT             ... does not contain TEXT
///     stdout TEXT                its standard output contains TEXT
///     exists PATH / absent PATH  after the run, PATH is there / is not there (links not followed)
///     same PATH TEXT|@INPUT      PATH still holds exactly this
@Suite struct HostileCaseTests {
    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/hostile/cases")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".case") }.sorted()
    }

    /// Running as another user needs root and `setpriv`; elsewhere `chmod 000` already stops reads.
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test func everyClassOfIssue34HasCases() {
        for prefix in ["force-", "exit-", "fs-"] {
            #expect(Self.cases.filter { $0.hasPrefix(prefix) }.count >= 3, "fewer than 3 \(prefix)* cases")
        }
    }

    @Test(arguments: cases)
    func hostileCase(name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("segue-case-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // Made by FileManager with 0755, so user 65534 can enter it in as-nobody cases.
        defer {
            _ = try? runProcess(URL(fileURLWithPath: "/bin/chmod"), ["-R", "u+rwx", root.path])
            try? FileManager.default.removeItem(at: root)
        }
        let home = root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var directory = root
        var asNobody = false
        var last: RunResult?
        func expand(_ text: String) -> String {
            text.replacingOccurrences(of: "{T}", with: root.path).replacingOccurrences(of: "{HOME}", with: home.path)
        }
        func bytes(_ path: String) -> [UInt8] { Array(root.path.utf8) + [UInt8(ascii: "/")] + Self.decodeBytes(expand(path)) }
        func content(_ value: String) throws -> Data {
            if value.hasPrefix("@") {
                return try Data(contentsOf: Self.folder.appendingPathComponent("inputs/" + value.dropFirst()))
            }
            return Data(value.replacingOccurrences(of: "\\n", with: "\n").utf8)
        }
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            let at = "\(name):\(number + 1)"
            let argument = words.count > 1 ? words[1] : ""
            let rest = words.count > 2 ? words[2] : ""
            switch words[0] {
            case "dir":
                #expect(Self.system(bytes(argument)) { mkdirPath($0) }, "\(at): mkdir")
            case "file":
                let data = try content(rest)
                #expect(Self.system(bytes(argument)) { writeFile($0, data) }, "\(at): write")
            case "link":
                #expect(Self.system(bytes(argument)) { symlink(expand(rest), $0) == 0 }, "\(at): symlink")
            case "chmod":
                let mode = mode_t(rest, radix: 8) ?? 0o755
                #expect(Self.system(bytes(argument)) { chmod($0, mode) == 0 }, "\(at): chmod")
            case "cwd":
                directory = root.appendingPathComponent(argument)
            case "as-nobody":
                // Root reads through chmod 000; without a way to drop to another user the case
                // cannot be built here, so it ends (saying so) rather than pass for the wrong reason.
                if getuid() == 0 && Self.setpriv == nil {
                    print("\(at): skipped: running as root without setpriv, where chmod 000 does not stop reading")
                    return
                }
                asNobody = true
            case "run":
                let arguments = line.dropFirst("run ".count).split(separator: " ").map { expand(String($0)) }
                let environment = Segue.environment(["HOME": home.path])
                if asNobody, getuid() == 0, let setpriv = Self.setpriv {
                    last = try runProcess(
                        URL(fileURLWithPath: setpriv), ["--reuid=65534", "--regid=65534", "--clear-groups", Segue.binary.path] + arguments,
                        in: directory, environment: environment)
                } else {
                    last = try runProcess(Segue.binary, arguments, in: directory, environment: environment)
                }
            case "status":
                #expect(last?.status == Int32(argument), "\(at): exit status; stderr: \(last?.stderr ?? "")")
            case "stderr":
                let wanted = expand(line.dropFirst("stderr ".count).description)
                #expect(last?.stderr.contains(wanted) == true, "\(at): stderr lacks \(wanted); it is: \(last?.stderr ?? "")")
            case "no-stderr":
                let unwanted = expand(line.dropFirst("no-stderr ".count).description)
                #expect(last?.stderr.contains(unwanted) == false, "\(at): stderr has \(unwanted)")
            case "stdout":
                let wanted = expand(line.dropFirst("stdout ".count).description)
                #expect(last?.stdout.contains(wanted) == true, "\(at): stdout lacks \(wanted)")
            case "exists":
                #expect(Self.system(bytes(argument)) { Self.lexists($0) }, "\(at): \(argument) is gone")
            case "absent":
                #expect(Self.system(bytes(argument)) { !Self.lexists($0) }, "\(at): \(argument) is there")
            case "same":
                let expected = try content(rest)
                let actual = FileManager.default.contents(atPath: root.appendingPathComponent(argument).path)
                #expect(actual == expected, "\(at): \(argument) changed")
            default:
                Issue.record("\(at): unknown instruction '\(words[0])'")
            }
        }
    }

    /// `\xNN` in `text` as the byte NN; everything else as UTF-8.
    static func decodeBytes(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix("\\x"), rest.count >= 4, let byte = UInt8(rest.dropFirst(2).prefix(2), radix: 16) {
                result.append(byte)
                rest = rest.dropFirst(4)
            } else if let first = rest.first {
                result += Array(String(first).utf8)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// Calls `body` with `path` as a C string (a path need not be UTF-8).
    static func system(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Bool) -> Bool {
        let cString = path.map { CChar(bitPattern: $0) } + [0]
        return cString.withUnsafeBufferPointer { buffer in buffer.baseAddress.map(body) ?? false }
    }

    static func lexists(_ path: UnsafePointer<CChar>) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}

/// `mkdir -p` for a path given as bytes.
private func mkdirPath(_ path: UnsafePointer<CChar>) -> Bool {
    let bytes = Array(UnsafeBufferPointer(start: path, count: strlen(path)))
    for index in bytes.indices where bytes[index] == CChar(bitPattern: UInt8(ascii: "/")) && index > 0 {
        let prefix = Array(bytes[..<index]) + [0]
        _ = prefix.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { mkdir($0, 0o755) } }
    }
    return mkdir(path, 0o755) == 0 || errno == EEXIST
}

/// Writes `data` to a new file at `path` (its folder is made first).
private func writeFile(_ path: UnsafePointer<CChar>, _ data: Data) -> Bool {
    let bytes = Array(UnsafeBufferPointer(start: path, count: strlen(path)))
    if let slash = bytes.lastIndex(of: CChar(bitPattern: UInt8(ascii: "/"))), slash > 0 {
        let folder = Array(bytes[..<slash]) + [0]
        _ = folder.withUnsafeBufferPointer { buffer in buffer.baseAddress.map(mkdirPath) }
    }
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let written = data.withUnsafeBytes { raw in raw.baseAddress.map { write(fd, $0, raw.count) } ?? 0 }
    return written == data.count
}
