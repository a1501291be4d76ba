import Foundation
import SegueCatalog
import Testing

@testable import SegueEngine
@testable import SegueRender
@testable import SegueSimulation

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
                // The ndjson line is written by FrameLineWriter, straight to bytes: the same bytes.
                let line = TraceJSON.line(frame)
                #expect(line == foundation, "ndjson line of frame \(frame.index) of \(id)")
                if ours != foundation || line != foundation { return }
            }
            #expect(TraceJSON.encode(trace, pretty: false) == TraceJSON.foundationEncode(trace, pretty: false))
            #expect(TraceJSON.encode(trace, pretty: true) == TraceJSON.foundationEncode(trace, pretty: true))
        }
    }

    @Test func scalarsEdgeCasesAreFoundationsBytes() throws {
        struct Sample: Encodable {
            let numbers: [Double] = [0, -0.0, 1, -1, 0.1, 1e-7, 1.5e300, 123456789012345680, .infinity, -.infinity, .nan, 2.5]
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

    /// Every shape the line writer knows (each mask, filters, colours, raw matrices, optional ids)
    /// and the numbers it writes itself (whole, negative zero, huge, tiny, non-finite).
    @Test func theLineWritersEdgeCasesAreFoundationsBytes() {
        let numbers: [Double] = [0, -0.0, 7, -7, 1e15 - 1, 1e15, 123456789012345680, 1e-7, -2.5, 0.1, .infinity, -.infinity, .nan]
        var actors: [ResolvedActor] = []
        for (index, number) in numbers.enumerated() {
            var state = ActorState(frame: Rect(x: number, y: -number, width: 390, height: 844.5))
            state.alpha = number
            state.backgroundColor = index % 2 == 0 ? RGBAColor(red: 0.1, green: number, blue: 1, alpha: 0.5) : nil
            state.mask =
                [
                    Mask.circle(center: Point(x: number, y: 2), radius: 3), .rect(Rect(x: 1, y: 2, width: 3, height: number)),
                    .layer("x\"y"),
                ][index % 3]
            state.filter = index % 4 == 0 ? FilterState(name: "CIRippleTransition", parameters: ["b": number, "a": 1], ratio: 0.25) : nil
            state.transform = TransformValue([
                .perspective(m34: -0.002), .translate(x: number, y: 1, z: 0), .rotate(angle: number, axis: .y),
                .scale(x: 2, y: 2, z: 1), .matrix(.perspective(m34: number)),
            ])
            actors.append(
                ResolvedActor(
                    id: ActorID("actor.\(index)"), role: index % 2 == 0 ? .snapshot : .overlay,
                    source: index % 3 == 0 ? ActorID.from : nil, parent: index % 5 == 0 ? nil : .container,
                    state: state, matrix: state.transform.matrix,
                    corners: index % 2 == 0 ? [Point(x: number, y: 0), Point(x: 1, y: number)] : nil,
                    effectiveAlpha: number, isEffectivelyHidden: index % 2 == 1))
        }
        let frame = FrameSample(
            index: 3, time: 0.05, localTime: -0.0, transition: 1, percent: 1e-7, phase: .releasing, actors: actors)
        #expect(TraceJSON.line(frame) == TraceJSON.foundationEncode(frame, pretty: false))
    }

    @Test func headersAreFoundationsBytes() {
        let run = PictureGoldenTests.run
        let header = TraceJSON.Header(
            effect: run.effect, scenario: run.scenario, fps: run.fps, seed: run.seed, screen: run.screen)
        #expect(TraceJSON.encode(header, pretty: false) == TraceJSON.foundationEncode(header, pretty: false))
    }
}
