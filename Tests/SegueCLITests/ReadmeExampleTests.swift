import Foundation
import Testing

/// The manual's examples are executable documentation (issue 37, item 4): every ```console block
/// marked `<!-- example -->` in README.md and docs/ is run with the built `segue` in a scratch
/// folder holding a copy of what the examples name (never the checkout, home or current folder),
/// and its output must be what the page shows.
///
/// In a block, a line `$ COMMAND` runs a command (`swift run segue ARGS`, `segue ARGS`, or
/// `echo $?` for the previous command's exit status); the lines up to the next `$ ` are its
/// standard output and standard error as a terminal shows them, trailing spaces aside. A line `...`
/// stands for any number of lines: the block shows an excerpt. The marker may set environment
/// variables (`<!-- example COLUMNS=100 -->`). No example needs an optional tool, so none is
/// ever skipped; an example that needed one would go in a test of its own with `.enabled(if:)`.
struct ReadmeExampleTests {
    /// One marked block: where it is, what it sets, and its commands with what each shows.
    struct Example: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        let environment: [String: String]
        let steps: [Step]

        var testDescription: String { "\(file):\(line)" }
    }

    struct Step: Sendable {
        let command: String
        let line: Int
        let expected: [String]
    }

    /// The pages that hold examples: the README and every Markdown page under docs/.
    static let pages: [String] = {
        var pages = ["README.md"]
        let docs = packageRoot.appendingPathComponent("docs")
        if let enumerator = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension == "md" {
                pages.append(String(url.path.dropFirst(packageRoot.path.count + 1)))
            }
        }
        return pages.sorted()
    }()

    static let examples: [Example] = pages.flatMap { page in
        (try? String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)).map { parse($0, file: page) } ?? []
    }

    /// The marked blocks of one page.
    static func parse(_ text: String, file: String) -> [Example] {
        let lines = text.components(separatedBy: "\n")
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            let marker = lines[index].trimmingCharacters(in: .whitespaces)
            guard marker.hasPrefix("<!-- example"), marker.hasSuffix("-->"),
                index + 1 < lines.count, lines[index + 1].hasPrefix("```console")
            else {
                index += 1
                continue
            }
            let start = index + 1
            var environment: [String: String] = [:]
            for word in marker.dropFirst("<!-- example".count).dropLast(3).split(separator: " ") {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { environment[parts[0]] = parts[1] }
            }
            var steps: [Step] = []
            var current: (command: String, line: Int, expected: [String])?
            index += 2
            while index < lines.count, !lines[index].hasPrefix("```") {
                let line = lines[index]
                if line.hasPrefix("$ ") {
                    if let current { steps.append(Step(command: current.command, line: current.line, expected: current.expected)) }
                    current = (String(line.dropFirst(2)), index + 1, [])
                } else {
                    current?.expected.append(line)
                }
                index += 1
            }
            if let current { steps.append(Step(command: current.command, line: current.line, expected: current.expected)) }
            examples.append(Example(file: file, line: start, environment: environment, steps: steps))
        }
        return examples
    }

    /// What the examples may read, copied into each scratch folder.
    static let copied = ["Config", "Tests/Fixtures", "docs/filmstrip.svg"]

    @Test func theManualHasExamples() {
        #expect(Self.examples.count >= 8, "found \(Self.examples.map(\.testDescription))")
        #expect(Self.examples.allSatisfy { !$0.steps.isEmpty })
    }

    @Test(arguments: examples)
    func exampleShowsWhatItPrints(_ example: Example) throws {
        let folder = try ScratchFolder("readme-example")
        defer { folder.remove() }
        for path in Self.copied {
            let target = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(path), to: target)
        }
        var lastStatus: Int32?
        for step in example.steps {
            let words = try #require(Self.words(step.command), "\(example.file):\(step.line): cannot read the quoting of `\(step.command)`")
            let output: String
            if words == ["echo", "$?"] {
                output = lastStatus.map { "\($0)\n" } ?? ""
            } else {
                let arguments: [String]
                if words.starts(with: ["swift", "run", "segue"]) {
                    arguments = Array(words.dropFirst(3))
                } else if words.first == "segue" {
                    arguments = Array(words.dropFirst())
                } else {
                    Issue.record("\(example.file):\(step.line): an example runs segue or echo $?, not `\(step.command)`")
                    return
                }
                let result = try Self.run(arguments, in: folder.url, environment: example.environment)
                output = result.output
                lastStatus = result.status
            }
            let mismatch = Self.mismatch(expected: step.expected, actual: output)
            #expect(mismatch == nil, "\(example.file):\(step.line): `\(step.command)` \(mismatch ?? "")\n--- printed:\n\(output)")
        }
    }

    /// Runs `segue` with standard output and standard error on one pipe, as a terminal shows them.
    static func run(_ arguments: [String], in folder: URL, environment extra: [String: String]) throws -> (output: String, status: Int32) {
        var environment = Segue.environment(extra)
        if extra["COLUMNS"] == nil { environment.removeValue(forKey: "COLUMNS") }
        environment["HOME"] = folder.path
        let process = Process()
        process.executableURL = Segue.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// Nil when `actual` is what `expected` shows (`...` lines match any lines), else the first
    /// line that differs.
    static func mismatch(expected: [String], actual: String) -> String? {
        func trimmed(_ line: Substring) -> String {
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        var shown = expected.map { trimmed($0[...]) }
        while shown.last == "" { shown.removeLast() }
        var printed = actual.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
        while printed.last == "" { printed.removeLast() }
        return match(shown[...], printed[...])
    }

    private static func match(_ shown: ArraySlice<String>, _ printed: ArraySlice<String>) -> String? {
        guard let first = shown.first else {
            return printed.isEmpty ? nil : "printed more than shown, from: \(printed.first ?? "")"
        }
        if first == "..." {
            let rest = shown.dropFirst()
            if rest.isEmpty { return nil }
            var start = printed.startIndex
            while start <= printed.endIndex {
                if match(rest, printed[start...]) == nil { return nil }
                start += 1
            }
            return "nothing printed matches what follows '...': \(rest.first ?? "")"
        }
        guard let line = printed.first else { return "printed less than shown; missing: \(first)" }
        guard line == first else { return "shows\n    \(first)\nbut printed\n    \(line)" }
        return match(shown.dropFirst(), printed.dropFirst())
    }

    /// The words of a command line with shell quoting ('...', "...", \x); nil when a quote is open.
    static func words(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    word.append(character)
                }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words
    }

    @Test func theHarnessCatchesADifference() {
        #expect(Self.mismatch(expected: ["a", "...", "z"], actual: "a\nb\nc\nz\n") == nil)
        #expect(Self.mismatch(expected: ["a", "...", "z"], actual: "a\nb\n") != nil)
        #expect(Self.mismatch(expected: ["a"], actual: "a\nb\n") != nil)
        #expect(Self.mismatch(expected: ["a  "], actual: "a\n") == nil)
        #expect(Self.words(#"segue list --search "flip page" 'a b'"#) == ["segue", "list", "--search", "flip page", "a b"])
        let parsed = Self.parse("<!-- example COLUMNS=90 -->\n```console\n$ segue list\nx\n$ echo $?\n0\n```\n", file: "t.md")
        #expect(parsed.count == 1)
        #expect(parsed.first?.environment == ["COLUMNS": "90"])
        #expect(parsed.first?.steps.map(\.command) == ["segue list", "echo $?"])
    }
}

/// The manual is the README and the pages under docs/ (issue 37): every page is reachable from
/// the README, and every relative link of every page names a file that exists.
struct ManualLinkTests {
    /// The relative link targets of a Markdown page (`[text](target)` and `![alt](target)`), without anchors.
    static func links(in text: String) -> [String] {
        var targets: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let target = String(after[..<close])
            rest = after[close...]
            if target.contains("://") || target.hasPrefix("#") || target.contains(" ") { continue }
            targets.append(String(target.split(separator: "#", maxSplits: 1).first ?? ""))
        }
        return targets
    }

    @Test func everyPageIsReachableFromTheReadme() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let linked = Set(Self.links(in: readme))
        let pages = ReadmeExampleTests.pages.filter { $0 != "README.md" }
        #expect(pages.count >= 15)
        for page in pages {
            #expect(linked.contains(page), "README.md does not link to \(page)")
        }
    }

    @Test(arguments: ReadmeExampleTests.pages)
    func everyRelativeLinkResolves(_ page: String) throws {
        let url = packageRoot.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        for target in Self.links(in: text) where !target.isEmpty {
            let resolved = url.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
            #expect(FileManager.default.fileExists(atPath: resolved.path), "\(page) links to \(target), which does not exist")
        }
    }
}
