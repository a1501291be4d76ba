import Testing

@testable import SegueCLI

/// The table text of `list --format markdown`, scalar by scalar: a cell and a code span share the
/// pipe and line-break rules and differ in what else they escape.
@Suite struct EffectsMarkdownTests {
    @Test func aCellEscapesMarkupAndMarkdownSyntax() {
        #expect(
            EffectsMarkdown.cell("a|b\nc\r<i> & \\`[x](y)") == "a\\|b c &lt;i&gt; &amp; \\\\\\`\\[x\\](y)")
    }

    @Test func aCodeSpanKeepsBackslashesAndTurnsBackticksToQuotes() {
        #expect(EffectsMarkdown.code("a|b\n`c`\\<d>") == "a\\|b 'c'\\<d>")
    }

    @Test func bothShowControlsVisibly() {
        #expect(EffectsMarkdown.cell("x\u{1B}y") == EffectsMarkdown.code("x\u{1B}y"))
        #expect(!EffectsMarkdown.cell("x\u{1B}y").unicodeScalars.contains("\u{1B}"))
    }
}
