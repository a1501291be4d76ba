import Foundation
import Testing

/// `segue export css`: CSS View Transitions for effects the old and new pictures can show
/// (issue 16), and a clear refusal, naming the actors, for the others.
@Suite struct ExportCSSCommandTests {
    /// slide (Hero): on push the new picture starts one screen to the right and the old one leaves
    /// one screen to the left, on Hero's curve (0.4, 0, 0.2, 1), in 0.35 s.
    @Test func slideIsTwoTranslatedPictures() throws {
        let result = try Segue.run(["export", "css", "slide", "--screen", "390x844"])
        #expect(result.status == 0, "\(result.stderr)")
        let css = result.stdout
        #expect(css.contains("html:active-view-transition-type(segue-to)::view-transition-new(root) {"))
        #expect(css.contains("html:active-view-transition-type(segue-back)::view-transition-old(root) {"))
        #expect(css.contains("mix-blend-mode: normal;"), "the UA's plus-lighter cross-fade is replaced")
        #expect(
            css.contains(
                "@keyframes segue-slide-to-new-0 {\n  0% { translate: 100% 0%; animation-timing-function: cubic-bezier(0.4, 0, 0.2, 1); }\n  100% { translate: 0% 0%; }\n}"
            ))
        #expect(css.contains("@keyframes segue-slide-to-old-0 {\n  0% { translate: 0% 0%;"))
        #expect(css.contains("100% { translate: -100% 0%; }"))
        #expect(css.contains("350ms"))
        let again = try Segue.run(["export", "css", "slide", "--screen", "390x844"])
        #expect(again.stdout == css, "deterministic")
    }

    /// Issue 52, item 5: the sheet does not bake the simulated screen into its moves. slide's
    /// keyframes are the same for a 320x568 and a 430x932 screen (percent of the page, which a
    /// root picture is), and the header says plainly which lengths stay px of which screen.
    @Test func movesArePercentOfThePageAtAnyScreenSize() throws {
        let small = try Segue.run(["export", "css", "slide", "--screen", "320x568"])
        let large = try Segue.run(["export", "css", "slide", "--screen", "430x932"])
        #expect(small.status == 0 && large.status == 0, "\(small.stderr)\(large.stderr)")
        let keyframes = { (css: String) in css.split(separator: "\n").filter { $0.contains("translate:") } }
        #expect(!keyframes(small.stdout).isEmpty)
        #expect(keyframes(small.stdout) == keyframes(large.stdout), "\(keyframes(small.stdout)) against \(keyframes(large.stdout))")
        #expect(!small.stdout.contains("px;"), "a length of the simulated screen is left in slide's sheet")
        #expect(small.stdout.contains("are px of the 320x568 pt screen it was simulated on"))
        #expect(large.stdout.contains("are px of the 430x932 pt screen it was simulated on"))
    }

    @Test func anEffectWithItsOwnActorsIsRefusedByName() throws {
        let result = try Segue.run(["export", "css", "explode"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("error: 'explode' needs more than the two pictures a view transition animates: tile.0.0 (slice)"))
        #expect(result.stderr.contains("more\nnote: `segue export web explode` plays it in a browser"))
        let cube = try Segue.run(["export", "css", "cube-horizontal"])
        #expect(cube.status == 1)
        #expect(cube.stderr.contains("container.translation"), "a container transform has no pseudo-element")
    }

    /// Chromium parses every rule: a selector or property it did not know would drop its rule.
    @Test(.enabled(if: Chromium.path != nil, "needs headless Chromium (apt-get install -y chromium; .ci/run installs it)"))
    func chromiumParsesEveryRule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for effect in ["slide", "natgeo", "zoom", "spring-modal"] {
            let result = try Segue.run(["export", "css", effect])
            #expect(result.status == 0, "\(result.stderr)")
            let css = result.stdout
            let keyframes = css.components(separatedBy: "@keyframes ").count - 1
            let pseudo = css.components(separatedBy: "::view-transition-").count - 1
            let page = folder.appendingPathComponent("\(effect).html")
            try """
            <!doctype html><html><head><style>\(css)</style></head><body><pre id="out"></pre><script>
            const rules = Array.from(document.styleSheets[0].cssRules);
            const kf = rules.filter(r => r.type === CSSRule.KEYFRAMES_RULE).length;
            const vt = rules.filter(r => r.selectorText && r.selectorText.includes("::view-transition-")).length;
            const frames = rules.filter(r => r.type === CSSRule.KEYFRAMES_RULE).every(r => r.cssRules.length >= 2);
            document.getElementById("out").textContent = "keyframes=" + kf + " pseudo=" + vt + " frames=" + frames;
            </script></body></html>
            """.write(to: page, atomically: true, encoding: .utf8)
            let load = try Chromium.load("file://" + page.path, ["--dump-dom"])
            #expect(load.stdout.contains("keyframes=\(keyframes) pseudo=\(pseudo) frames=true"), "\(effect): \(load.stdout.suffix(300))")
        }
    }
}
