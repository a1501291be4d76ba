import SegueDocument
import Testing

struct DiagnosticRendererTests {
    let file = "Effects/fold.yaml"
    func at(_ line: Int, _ column: Int) -> SegueDocument.SourceLocation {
        SegueDocument.SourceLocation(file: file, line: line, column: column)
    }

    @Test func headlineSourceLineCaretAndNote() {
        let source = SourceText("name: fold\nfolds: 0\n")
        let diagnostic = Diagnostic.error(
            "manifest.range", "'folds' must be at least 1", at: at(2, 8),
            notes: [Diagnostic.Note("first defined here", at: at(1, 1)), Diagnostic.Note("did you mean 'fold'?")])
        #expect(
            DiagnosticRenderer.render(diagnostic, source: source) == """
                Effects/fold.yaml:2:8: error: 'folds' must be at least 1 [manifest.range]
                  folds: 0
                         ^
                Effects/fold.yaml:1:1: note: first defined here
                note: did you mean 'fold'?

                """)
    }

    @Test func withoutLocationOrSource() {
        let bare = Diagnostic.error("cli.usage", "no effects given", at: nil)
        #expect(DiagnosticRenderer.render(bare, source: nil) == "error: no effects given [cli.usage]\n")
        let warning = Diagnostic.warning("manifest.legacy", "'yes' is a YAML 1.1 boolean", at: at(3, 4))
        #expect(
            DiagnosticRenderer.render(warning, source: nil)
                == "Effects/fold.yaml:3:4: warning: 'yes' is a YAML 1.1 boolean [manifest.legacy]\n")
        // A line past the end of the source is not invented.
        #expect(DiagnosticRenderer.render(warning, source: SourceText("a")).split(separator: "\n").count == 1)
    }

    @Test func tabsAreReproducedAndColumnsCountScalars() {
        let source = SourceText("a:\n\t\tbé😀: x\n")
        let diagnostic = Diagnostic.error("x.y", "m", at: at(2, 6))
        #expect(
            DiagnosticRenderer.render(diagnostic, source: source)
                == "Effects/fold.yaml:2:6: error: m [x.y]\n  \t\tbé😀: x\n  \t\t   ^\n")
    }

    @Test func crlfSourceAndControlCharacters() {
        let source = SourceText(bytes: Array("a: 1\r\nb: \u{0}2\r\n".utf8))
        #expect(source.line(2) == "b: \u{0}2")
        let diagnostic = Diagnostic.error("document.nul-byte", "nul", at: at(2, 4))
        #expect(
            DiagnosticRenderer.render(diagnostic, source: source)
                == "Effects/fold.yaml:2:4: error: nul [document.nul-byte]\n  b: ␀2\n     ^\n")
    }

    @Test func caretPastTheEndOfTheLine() {
        let diagnostic = Diagnostic.error("json.syntax", "unexpected end of file", at: at(1, 4))
        #expect(
            DiagnosticRenderer.render(diagnostic, source: SourceText("[1,"))
                == "Effects/fold.yaml:1:4: error: unexpected end of file [json.syntax]\n  [1,\n     ^\n")
    }

    @Test func manyDiagnosticsLookUpTheirOwnSource() {
        let other = Diagnostic.error("a.b", "elsewhere", at: SegueDocument.SourceLocation(file: "other.yaml", line: 1, column: 1))
        let here = Diagnostic.error("a.b", "here", at: at(1, 2))
        let text = DiagnosticRenderer.render([here, other]) { $0 == file ? SourceText("xy") : nil }
        #expect(text == "Effects/fold.yaml:1:2: error: here [a.b]\n  xy\n   ^\nother.yaml:1:1: error: elsewhere [a.b]\n")
    }

    @Test func sourceTextLines() {
        let text = SourceText("a\r\nb\rc\n\nd")
        #expect(text.lines == ["a", "b", "c", "", "d"])
        #expect(text.line(0) == nil)
        #expect(text.line(6) == nil)
        #expect(SourceText("").lines == [""])
        #expect(SourceText("x\n").lineCount == 2)
        #expect(SourceText(bytes: [0xEF, 0xBB, 0xBF, 0x61]).line(1) == "a")
        #expect(SourceText(bytes: [0xFF, 0xFE, 0x61, 0x00, 0x0A, 0x00, 0x62, 0x00]).lines == ["a", "b"])
        #expect(SourceText(bytes: [0xFE, 0xFF, 0x00, 0x61]).lines == ["a"])
        #expect(SourceText(bytes: [0x61, 0xFF]).line(1) == "a\u{FFFD}")
    }

    @Test func controlCharactersInMessagesCannotForgeLinesOrDriveTheTerminal() {
        let key = "\u{1B}[31mred\nfake.yaml:1:1: error: forged [x]\u{202E}\u{85}\u{7F}\u{2028}"
        let diagnostic = Diagnostic.error(
            "manifest.unknown-key", "unknown key '\(key)'", at: at(1, 1), notes: [Diagnostic.Note("did you mean '\u{1B}x'?")])
        let text = DiagnosticRenderer.render(diagnostic, source: SourceText("\u{202E}abc: 1"))
        #expect(
            text == """
                Effects/fold.yaml:1:1: error: unknown key '␛[31mred␊fake.yaml:1:1: error: forged [x]\\u{202E}\\u{0085}␡\\u{2028}' [manifest.unknown-key]
                  \\u{202E}abc: 1
                  ^
                note: did you mean '␛x'?

                """)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.split(separator: "\n").count == 4)
    }

    /// Text that would look like `cube` on a terminal must not be `cube` with something hidden in it.
    @Test func charactersThatDrawNothingAreShownAsEscapes() {
        let hidden: [UInt32] = [
            0xAD, 0x200B, 0x200C, 0x200D, 0x2060, 0x2064, 0xFEFF, 0x3164, 0xFFA0, 0xFFF9, 0xFFFB, 0xE0001, 0xE0041, 0xE007F,
        ]
        for value in hidden {
            let scalar = Unicode.Scalar(value)!
            let hex = String(value, radix: 16, uppercase: true)
            #expect(DiagnosticRenderer.escaped("cu\(scalar)be") == "cu\\u{\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)}be")
        }
        // What a reader means to see stays: an emoji's colour form, accents, another script.
        for text in ["\u{2764}\u{FE0F}", "e\u{301}", "\u{6F22}\u{E0100}", "\u{1F600}", "Zo\u{EB}", "\u{627}"] {
            #expect(DiagnosticRenderer.escaped(text) == text)
        }
    }

    @Test func theCaretSkipsTheWidthOfAnEscape() {
        let diagnostic = Diagnostic.error("x.y", "m", at: at(1, 3))
        #expect(
            DiagnosticRenderer.render(diagnostic, source: SourceText("\u{202E}ab"))
                == "Effects/fold.yaml:1:3: error: m [x.y]\n  \\u{202E}ab\n           ^\n")
    }

    @Test func aLongLineIsCutToAWindowAroundTheColumn() {
        let line = (0..<1000).map { "k\($0 % 10)" }.joined()
        let diagnostic = Diagnostic.error("x.y", "m", at: at(1, 1001))
        let lines = DiagnosticRenderer.render(diagnostic, source: SourceText(line)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].count == 2 + 1 + DiagnosticRenderer.excerptWidth + 1)
        #expect(lines[1].hasPrefix("  …") && lines[1].hasSuffix("…"))
        // The caret still points at column 1001, now shown at offset 60 of the window.
        let shown = Array(lines[1].dropFirst(3))
        let caret = lines[2].count - 1 - 3
        #expect(String(shown[caret]) == String(Array(line)[1000]))
        // At the end of the line: a full window that ends there, no trailing ellipsis.
        let last = Diagnostic.error("x.y", "m", at: at(1, 2001))
        let end = DiagnosticRenderer.render(last, source: SourceText(line)).split(separator: "\n")
        #expect(end[1] == "  …" + line.suffix(DiagnosticRenderer.excerptWidth))
        #expect(end[2].count == 2 + 1 + DiagnosticRenderer.excerptWidth + 1)
    }

    @Test func diagnosticsAreCappedPerFileWithACount() {
        let many = (1...250).map { Diagnostic.error("a.b", "n\($0)", at: at(1, $0)) }
        let other = Diagnostic.error("a.b", "other", at: SegueDocument.SourceLocation(file: "other.yaml", line: 1, column: 1))
        let bare = Diagnostic.error("c.d", "no place", at: nil)
        let capped = DiagnosticRenderer.capped(many + [other, bare], perFile: 100)
        #expect(capped.count == 100 + 1 + 1 + 1)
        #expect(capped[99].message == "n100")
        #expect(capped[100].code == "diagnostics.truncated")
        #expect(capped[100].message == "150 more diagnostics in this file not shown (the first 100 are); fix these and run again")
        #expect(capped[101] == other && capped[102] == bare)
        #expect(DiagnosticRenderer.capped(Array(many.prefix(100)), perFile: 100) == Array(many.prefix(100)))
    }
}
