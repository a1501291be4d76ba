import SegueDocument
import Testing

struct DiagnosticRendererTests {
    let file = "Effects/fold.yaml"
    func at(_ line: Int, _ column: Int) -> SegueDocument.SourceLocation { SegueDocument.SourceLocation(file: file, line: line, column: column) }

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
        #expect(DiagnosticRenderer.render(diagnostic, source: SourceText("[1,")) == "Effects/fold.yaml:1:4: error: unexpected end of file [json.syntax]\n  [1,\n     ^\n")
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
}
