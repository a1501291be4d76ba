import Foundation
import SegueCatalog
import SegueEngine
import Testing

@testable import SegueRender

/// The hand-rolled encoder behind `json` and `ndjson` must write exactly Foundation's bytes: every
/// frame, the whole trace and the headers of every shipped effect, going to and back, animated and
/// interactive, on a screen whose size gives non-integer numbers.
@Suite struct TraceJSONEncoderTests {
    static let bounds = Rect(x: 0, y: 0, width: 393.5, height: 851.25)

    static func traces(_ id: String) throws -> [Trace] {
        let effect = try #require(SceneGoldenTests.catalog.effect(id))
        guard let animator = effect.animator else { return [] }
        let options = SimulationOptions(fps: 8, seed: 7)
        return [
            Simulator.runTransition(animator, operation: .push, containerBounds: bounds, options: options),
            Simulator.runTransition(animator, operation: .pop, containerBounds: bounds, options: options),
            Simulator.runTransition(
                animator, operation: .pop, interaction: .release(atPercent: 0.37, velocity: 240),
                containerBounds: bounds, options: options),
        ]
    }

    @Test(arguments: SceneGoldenTests.catalog.ids)
    func framesAndTracesAreFoundationsBytes(id: String) throws {
        for trace in try Self.traces(id) {
            #expect(!trace.frames.isEmpty)
            for frame in trace.frames {
                let ours = TraceJSON.encode(frame, pretty: false)
                let foundation = TraceJSON.foundationEncode(frame, pretty: false)
                #expect(ours == foundation, "frame \(frame.index) of \(id)")
                if ours != foundation { return }
            }
            #expect(TraceJSON.encode(trace, pretty: false) == TraceJSON.foundationEncode(trace, pretty: false))
            #expect(TraceJSON.encode(trace, pretty: true) == TraceJSON.foundationEncode(trace, pretty: true))
        }
    }

    @Test func scalarsEdgeCasesAreFoundationsBytes() throws {
        struct Sample: Encodable {
            let numbers: [Double] = [0, -0.0, 1, -1, 0.1, 1e-7, 1.5e300, 123456789012345678, .infinity, -.infinity, .nan, 2.5]
            let float: Float = 0.1
            let text = "quote \" slash / back \\ tab \t line \n cr \r bell \u{07} esc \u{1B} é 😀"
            let empty: [Int] = []
            let nested: [String: [Int]] = ["b": [], "a": [1, 2], "B": [3], "a10": [4], "a9": [5]]
            let missing: Int? = nil
            let flag = true
            let big = UInt64.max
            let small = Int64.min
        }
        for pretty in [false, true] {
            #expect(TraceJSON.encode(Sample(), pretty: pretty) == TraceJSON.foundationEncode(Sample(), pretty: pretty))
        }
    }

    @Test func headersAreFoundationsBytes() {
        let run = PictureGoldenTests.run
        let header = TraceJSON.Header(
            effect: run.effect, scenario: run.scenario, fps: run.fps, seed: run.seed, screen: run.screen)
        #expect(TraceJSON.encode(header, pretty: false) == TraceJSON.foundationEncode(header, pretty: false))
    }
}
