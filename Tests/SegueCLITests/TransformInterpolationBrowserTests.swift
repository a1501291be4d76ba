import Foundation
import SegueEngine
import Testing

/// Issue 15, item 2, checked against an independent implementation: CSS Transforms Level 2
/// specifies the same matrix decomposition Core Animation uses for `transform` animations, and
/// Chromium implements it. A page animates `matrix3d()` keyframes with the Web Animations API,
/// pauses each animation at a time, and writes `getComputedStyle(...).transform`; the engine's
/// interpolation of the same two matrices must agree.
///
/// Skipped when Chromium is absent (`apt-get install -y chromium`; CI installs it).
@Suite(.enabled(if: Chromium.path != nil, "needs headless Chromium (apt-get install -y chromium; .ci/run installs it)"))
struct TransformInterpolationBrowserTests {
    /// Pairs of transforms from the catalog's effects, each paused at a progress.
    static let cases: [(name: String, from: TransformValue, to: TransformValue, t: Double)] = [
        ("turn", TransformValue([.rotate(angle: 0, axis: .y)]), TransformValue([.rotate(angle: -Double.pi / 2, axis: .y)]), 0.25),
        (
            "middle-flip", TransformValue([.perspective(m34: -0.002), .rotate(angle: 0, axis: .x)]),
            TransformValue([.perspective(m34: -0.002), .rotate(angle: Double.pi / 2, axis: .x)]), 0.3
        ),
        (
            "natgeo",
            TransformValue([
                .perspective(distance: 500), .rotate(angle: 5 * Double.pi / 180, axis: .z), .translate(x: 320, y: -40, z: 150),
                .rotate(angle: -45 * Double.pi / 180, axis: .y), .rotate(angle: 10 * Double.pi / 180, axis: .x),
            ]),
            TransformValue([.perspective(distance: 500)]), 0.5
        ),
        (
            "cards",
            TransformValue([.perspective(distance: 900), .scale(x: 0.95, y: 0.95, z: 1), .rotate(angle: 15 * Double.pi / 180, axis: .x)]),
            TransformValue([.perspective(distance: 900), .translate(x: 0, y: -67.52, z: 0), .scale(x: 0.8, y: 0.8, z: 1)]), 0.5
        ),
        // 250 degrees about y is the matrix of -110 degrees: the short way round.
        ("past-pi", TransformValue([.rotate(angle: 0, axis: .y)]), TransformValue([.rotate(angle: 250 * Double.pi / 180, axis: .y)]), 0.5),
        (
            "z-270-with-perspective", TransformValue([.perspective(distance: 1000)]),
            TransformValue([.perspective(distance: 1000), .rotate(angle: 1.5 * Double.pi, axis: .z)]), 0.4
        ),
    ]

    /// `matrix3d()` lists the column-vector matrix column by column: Core Animation's entries in row order.
    static func css(_ value: TransformValue) -> String {
        "matrix3d(" + value.matrix.entries.map { "\($0)" }.joined(separator: ", ") + ")"
    }

    static var page: String {
        var script = "const out = [];\n"
        for (index, c) in cases.enumerated() {
            script += """
                {
                  const el = document.getElementById('c\(index)');
                  const a = el.animate([{transform: '\(css(c.from))'}, {transform: '\(css(c.to))'}], {duration: 1000, easing: 'linear', fill: 'both'});
                  a.pause();
                  a.currentTime = \(c.t * 1000);
                  out.push(getComputedStyle(el).transform);
                }

                """
        }
        script += "document.getElementById('out').textContent = out.join('\\n');\n"
        let divs = cases.indices.map { "<div id=\"c\($0)\" style=\"width:100px;height:100px\"></div>" }.joined()
        return "<!doctype html><html><body>\(divs)<pre id=\"out\"></pre><script>\(script)</script></body></html>"
    }

    /// The sixteen numbers of a computed `matrix3d(...)`.
    static func numbers(_ text: Substring) -> [Double] {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return [] }
        return text[text.index(after: open)..<close].split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func theEngineInterpolatesMatricesAsChromiumDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-matrix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("matrices.html")
        try Self.page.write(to: file, atomically: true, encoding: .utf8)
        let load = try Chromium.load("file://" + file.path, ["--dump-dom"])
        let dom = load.stdout
        let start = try #require(dom.range(of: "<pre id=\"out\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let lines = dom[start.upperBound..<end.lowerBound].split(separator: "\n")
        try #require(lines.count == Self.cases.count, "Chromium wrote: \(dom[start.upperBound..<end.lowerBound])")
        for (c, line) in zip(Self.cases, lines) {
            let browser = Self.numbers(line)
            try #require(browser.count == 16, "\(c.name): \(line)")
            let engine = c.from.interpolated(to: c.to, by: c.t).matrix
            // Compared as projective transforms (each divided by its m44), to the six significant
            // digits Chromium serializes.
            let b44 = browser[15]
            let e44 = engine.m44
            for (index, (b, e)) in zip(browser, engine.entries).enumerated() {
                let expected = b / b44
                let actual = e / e44
                #expect(
                    abs(actual - expected) <= 1e-4 * max(1, abs(expected)),
                    "\(c.name) entry \(index): engine \(actual), Chromium \(expected)")
            }
        }
    }
}
