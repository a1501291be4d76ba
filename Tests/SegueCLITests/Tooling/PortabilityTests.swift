import Foundation
import SegueSimulation
import Testing

/// Reads Swift source the way the compiler's `#if` sees it, and reports what would not build on an
/// Apple platform (or on Musl): platform imports outside their `canImport` guard, a libc module
/// named outside its own branch, a libc import chain that misses a platform, Linux-only APIs
/// outside a Linux branch, and Synchronization types used without the availability Apple requires.
///
/// The API list is what Darwin's SDK lacks that this code base could plausibly reach for: Linux
/// system calls and flags (epoll, inotify, pipe2, accept4, O_PATH, MSG_NOSIGNAL, ...), glibc-only
/// functions (strchrnul, secure_getenv, program_invocation_name), Linux's `stat` field names
/// (st_mtim; Darwin spells it st_mtimespec), glibc's sigaction layout (`__sigaction_handler`;
/// Darwin's is `__sigaction_u`). `Mutex` and `Atomic` exist on macOS 15 / iOS 18 only.
struct PortabilityScanner {
    struct Finding: Equatable, CustomStringConvertible {
        let file: String
        let line: Int
        let message: String
        var description: String { "\(file):\(line): \(message)" }
    }

    static let platformModules = ["Glibc", "Musl", "Darwin", "FoundationEssentials", "Android", "WinSDK", "ucrt"]
    static let libcModules = ["Glibc", "Musl", "Darwin"]
    /// The one folder whose files import the C library by its platform name; the rest import SegueSystem.
    static let cLibraryHome = "Sources/SegueSystem/"
    static let linuxOnly = [
        "__sigaction_handler", "epoll_create", "epoll_ctl", "epoll_wait", "inotify_init", "inotify_add_watch", "pipe2",
        "memfd_create", "accept4", "dup3", "SOCK_CLOEXEC", "SOCK_NONBLOCK", "MSG_NOSIGNAL", "O_PATH", "O_TMPFILE",
        "O_LARGEFILE", "st_mtim", "st_atim", "st_ctim", "get_nprocs", "sched_getaffinity", "prctl", "ppoll",
        "strchrnul", "secure_getenv", "program_invocation_name", "SIGRTMIN", "sendfile", "eventfd", "timerfd_create",
        "getrandom", "syncfs", "fallocate", "posix_fadvise", "lseek64", "fstat64", "open64", "statx", "renameat2",
        "copy_file_range",
    ]

    /// Findings in one file's text.
    static func scan(_ text: String, file: String) -> [Finding] {
        var findings: [Finding] = []
        var frames: [String] = []  // the condition of the branch being read, per open #if
        var libcImports: [String] = []
        var usesSynchronization = false
        var hasAvailability = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = code(of: String(rawLine))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                frames.append(String(trimmed.dropFirst(4)))
                continue
            } else if trimmed.hasPrefix("#elseif ") {
                if !frames.isEmpty { frames[frames.count - 1] = String(trimmed.dropFirst(8)) }
                continue
            } else if trimmed == "#else" {
                if !frames.isEmpty { frames[frames.count - 1] = "#else" }
                continue
            } else if trimmed == "#endif" {
                _ = frames.popLast()
                continue
            }
            func guarded(by module: String) -> Bool {
                frames.contains { $0.contains("canImport(\(module))") && !$0.contains("!canImport(\(module))") }
                    || (module == "Darwin" && frames.contains { $0.contains("os(macOS)") || $0.contains("os(iOS)") })
                    || (module == "Glibc" && frames.contains { $0.contains("os(Linux)") })
            }
            let linuxBranch = guarded(by: "Glibc") || guarded(by: "Musl") || frames.contains { $0.contains("os(Android)") }

            for module in platformModules
            where trimmed.hasSuffix("import \(module)") && matches(trimmed, "^(@preconcurrency |@_exported )?import \(module)$") {
                if !guarded(by: module) {
                    findings.append(Finding(file: file, line: number, message: "import \(module) outside #if canImport(\(module))"))
                }
                if libcModules.contains(module) {
                    libcImports.append(module)
                    // One home for the C library's platform chain: the SegueSystem target.
                    if !file.hasPrefix(cLibraryHome) {
                        findings.append(
                            Finding(
                                file: file, line: number, message: "import \(module) outside \(cLibraryHome): import SegueSystem instead"))
                    }
                }
            }
            for module in libcModules where line.contains("\(module).") && matches(line, "\\b\(module)\\.[a-z_]") && !guarded(by: module) {
                findings.append(Finding(file: file, line: number, message: "\(module). used outside #if canImport(\(module))"))
            }
            if !linuxBranch {
                for name in linuxOnly where line.contains(name) && matches(line, "\\b\(name)\\b") {
                    findings.append(
                        Finding(file: file, line: number, message: "\(name) is Linux-only; guard it with #if os(Linux) or canImport(Glibc)")
                    )
                }
            }
            if (line.contains("Mutex<") || line.contains("Atomic<")) && matches(line, "\\b(Mutex|Atomic)<") { usesSynchronization = true }
            if line.contains("available(macOS 15") { hasAvailability = true }
        }
        if !libcImports.isEmpty {
            for module in libcModules where !libcImports.contains(module) {
                findings.append(
                    Finding(
                        file: file, line: 1,
                        message: "imports \(libcImports.joined(separator: ", ")) but not \(module): that platform gets no libc"))
            }
        }
        if usesSynchronization && !hasAvailability {
            findings.append(
                Finding(file: file, line: 1, message: "Mutex and Atomic need @available(macOS 15.0, iOS 18.0, ...) on Apple platforms"))
        }
        return findings
    }

    /// The line without its `//` comment.
    private static func code(of line: String) -> String {
        var inString = false
        var previous: Character = " "
        for (index, character) in zip(line.indices, line) {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                return String(line[..<line.index(before: index)])
            }
            previous = character
        }
        return line
    }

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }
}

struct PortabilityTests {
    @Test func sourcesBuildOnEveryPlatformTheyClaim() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var findings: [PortabilityScanner.Finding] = []
        var scanned = 0
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.path.dropFirst(packageRoot.path.count + 1))
            findings += PortabilityScanner.scan(text, file: relative)
            scanned += 1
        }
        #expect(scanned > 100, "scanned only \(scanned) files; is the package root right?")
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func theScannerCatchesEachKindOfMistake() {
        let cases: [(String, String)] = [
            ("import FoundationEssentials\n", "import FoundationEssentials outside"),
            ("#if os(Linux)\nimport Glibc\n#endif\nlet x = Glibc.write\n", "Glibc. used outside"),
            ("#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n", "but not Musl"),
            ("#if canImport(Glibc)\nlet a = 1\n#else\nlet w = Glibc.write(1, p, 2)\n#endif\n", "Glibc. used outside"),
            ("let fd = epoll_create(1)\n", "epoll_create is Linux-only"),
            ("let t = info.st_mtim.tv_sec\n", "st_mtim is Linux-only"),
            ("let table = Mutex<[Int]>([])\n", "Mutex and Atomic need"),
            (
                "#if canImport(Glibc)\n@_exported import Glibc\n#elseif canImport(Darwin)\n@_exported import Darwin\n#endif\n",
                "but not Musl"
            ),
            (
                "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Musl)\nimport Musl\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n",
                "outside Sources/SegueSystem/: import SegueSystem instead"
            ),
        ]
        for (source, expected) in cases {
            let findings = PortabilityScanner.scan(source, file: "x.swift")
            #expect(findings.contains { $0.message.contains(expected) }, "expected '\(expected)' for:\n\(source)\ngot \(findings)")
        }
    }

    @Test func guardedCodeIsAccepted() {
        let source = """
            #if canImport(FoundationEssentials)
            import FoundationEssentials
            #else
            import Foundation
            #endif
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Musl)
            import Musl
            #elseif canImport(Darwin)
            import Darwin
            #endif
            #if canImport(Glibc)
            let w = Glibc.write(1, p, 2) // pipe2 in a comment is fine
            #elseif canImport(Musl)
            let w = Musl.write(1, p, 2)
            #elseif canImport(Darwin)
            let w = Darwin.write(1, p, 2)
            #endif
            #if os(Linux)
            let fd = epoll_create(1)
            #endif
            @available(macOS 15.0, iOS 18.0, *)
            let table = Mutex<[Int]>([])
            """
        #expect(PortabilityScanner.scan(source, file: "Sources/SegueSystem/x.swift") == [])
    }
}
