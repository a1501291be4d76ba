import Foundation
import SegueEngine
import Testing

@testable import SegueRender

/// The JSON document and the HTML player are written frame by frame (so a long run is never
/// encoded or held as text all at once); the pieces must give exactly the bytes of one encoding.
@Suite struct StreamedOutputTests {
    @Test func theStreamedJSONDocumentIsTheWholeEncoding() throws {
        let trace = try PictureGoldenTests.trace()
        #expect(trace.frames.count > 1)
        let run = PictureGoldenTests.run
        let whole =
            TraceJSON.encode(
                TraceJSON.Envelope(
                    effect: run.effect, scenario: run.scenario, toDuration: run.toDuration, backDuration: run.backDuration,
                    screen: run.screen, trace: trace),
                pretty: true) + "\n"
        var pieces: [String] = []
        TraceJSON.writeDocument(trace, run: run) { pieces.append($0) }
        #expect(pieces.count >= trace.frames.count)
        #expect(pieces.joined() == whole)
        var empty = trace
        empty.frames = []
        #expect(TraceJSON.document(empty, run: run).hasSuffix("}\n"))
        #expect(try JSONSerialization.jsonObject(with: Data(TraceJSON.document(empty, run: run).utf8)) is [String: Any])
    }
}
