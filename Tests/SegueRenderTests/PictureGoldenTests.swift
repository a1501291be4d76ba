import Foundation
import SegueEngine
import SegueRender
import SegueSimulation
import Testing

/// The SVG renderer on a hand-made trace holding what the shipped effects do not use yet: a
/// circle mask, a perspective trapezoid with a shadow, slices, overlays, a scan line, rect masks
/// and Core Image filters. The fixture (Tests/Fixtures/render/synthetic-trace.json) is a
/// `simulate --format json` trace whose actors were replaced by hand.
@Suite struct PictureGoldenTests {
    static let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/render/synthetic-trace.json")
    static let golden = packageRoot.appendingPathComponent("Tests/Snapshots/svg/synthetic-actors.svg")
    static let run = RunDescription(
        effect: "synthetic", scenario: "hand-made actors", toDuration: 1, backDuration: 1,
        screen: Size(width: 390, height: 844), fps: 4, seed: 1)

    static func trace() throws -> Trace {
        try JSONDecoder().decode(Trace.self, from: Data(contentsOf: fixture))
    }

    @Test func filmstripMatchesGolden() throws {
        let svg = SVGFilmstrip.render(try Self.trace(), run: Self.run, progress: [0, 1.0 / 3, 2.0 / 3, 1])
        // What each part of the fixture must become.
        #expect(svg.contains("<circle cx=\"195\" cy=\"422\" r=\"160\"/>"), "circle mask as a clip path")
        #expect(svg.contains("<polygon points=\"0,0 250,70 250,774 0,844\""), "perspective quad as a polygon")
        #expect(svg.contains("feGaussianBlur stdDeviation=\"6\""), "shadow blur")
        #expect(svg.contains("translate(-195 0)"), "the right slice shows the right half of its source")
        #expect(svg.contains("CISwipeTransition ratio 0.42") && svg.contains("CICopyMachineTransition ratio 0.7"))
        #expect(svg.contains("data-actor=\"to\"") && !svg.contains("data-actor=\"from\" opacity"))
        if ProcessInfo.processInfo.environment["SEGUE_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try svg.write(to: Self.golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(Self.golden.lastPathComponent); run again without SEGUE_RECORD")
            return
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(svg == expected, "differs from \(Self.golden.lastPathComponent)")
    }

    @Test func theAnimationIsDeterministic() throws {
        let trace = try Self.trace()
        #expect(SVGAnimation.render(trace, run: Self.run) == SVGAnimation.render(trace, run: Self.run))
    }
}
