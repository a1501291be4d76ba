import Foundation
import Testing

/// Filmstrips that tell an effect at a glance: no blank edge-on middle frame, no seams between
/// the slices of a screen.
struct PictureReadabilityTests {
    static func filmstrip(_ effect: String, _ extra: [String] = []) throws -> String {
        let result = try Segue.run(["simulate", effect, "--scenario", "push", "--format", "svg"] + extra)
        try #require(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// The `progress P · frame F...` labels of a filmstrip.
    static func labels(_ svg: String) -> [String] {
        svg.components(separatedBy: ">progress ").dropFirst().compactMap { $0.split(separator: "<").first.map(String.init) }
    }

    @Test func anEdgeOnFrameAskedForIsMarked() throws {
        // turn-vertical: at half time both screens are turned 90 degrees (VCTransitionsLibrary's turn).
        let svg = try Self.filmstrip("turn-vertical", ["--progress", "0.5"])
        #expect(Self.labels(svg) == ["0.5 · frame 30 · edge-on"])
        #expect(svg.contains("data-edge-on=\"true\""))
        // A frame where a screen still shows is drawn as before, with no edge line over it.
        let slide = try Self.filmstrip("slide", ["--progress", "0.5"])
        #expect(!slide.contains("edge-on"))
    }

    @Test func theDefaultPointsMoveOffAnEdgeOnFrame() throws {
        let labels = Self.labels(try Self.filmstrip("turn-vertical"))
        #expect(labels.count == 5)
        #expect(!labels.contains { $0.contains("edge-on") }, "\(labels)")
        let middle = try #require(Double(labels[2].split(separator: " ").first ?? ""))
        #expect(middle != 0.5 && abs(middle - 0.5) <= 0.25, "\(labels)")
        // Points the user names are kept as they are.
        #expect(Self.labels(try Self.filmstrip("turn-vertical", ["--progress", "0,0.5,1"]))[1].hasPrefix("0.5 · "))
    }

    /// At progress 0 a sliced screen must look like the screen: a line across the header, the
    /// background and a placeholder row has no pixel off its dominant colour (a seam between
    /// two slices is one, in Chromium's anti-aliasing).
    @Test(
        .enabled(if: Chromium.path != nil, "needs headless Chromium (apt-get install -y chromium; .ci/run installs it)"),
        arguments: ["portal", "explode", "fold-from-left", "lines-vertical"])
    func slicesMeetWithoutSeams(_ effect: String) throws {
        let folder = try ScratchFolder("seams")
        defer { folder.remove() }
        let svg = try folder.write(try Self.filmstrip(effect, ["--progress", "0"]), to: "\(effect).svg")
        let png = folder.url.appendingPathComponent("\(effect).png").path
        _ = try Chromium.load(svg.absoluteString, ["--screenshot=\(png)"], window: "500,450")
        // The cell starts at (12.8, 88.8) px at the filmstrip's 0.4 scale: lines through the
        // header (y 105), the background under the letter (y 207) and the first row (y 254).
        for y in [105, 207, 254] {
            let line = try Chromium.stats(["--tolerance", "12", "--crop", "30,\(y),120,1", png])
            #expect(line["outliers"] == 0, "\(effect): \(line["outliers"] ?? -1) seam pixels on the line at y \(y)")
        }
    }
}
