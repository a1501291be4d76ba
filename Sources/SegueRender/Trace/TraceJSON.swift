#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SegueEngine

/// The `json` and `ndjson` formats: the trace as versioned, deterministic JSON.
///
/// Keys are sorted and numbers written by Foundation's encoder, so the same run
/// gives byte-identical output. The envelope's `format` and `version` let tools
/// check what they read (Schemas/trace.schema.json describes it).
public enum TraceJSON {
    public static let version = 1

    struct Envelope: Encodable {
        let format = "segue-trace"
        let version = TraceJSON.version
        let effect: String
        let scenario: String
        let toDuration: Double
        let backDuration: Double
        let screen: Size
        let trace: Trace
    }

    struct Header: Encodable {
        let format = "segue-trace-stream"
        let version = TraceJSON.version
        let effect: String
        let scenario: String
        let fps: Int
        let seed: UInt64
        let screen: Size
    }

    static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// The whole trace, pretty-printed, with a trailing newline.
    public static func document(_ trace: Trace, run: RunDescription) -> String {
        let envelope = Envelope(
            effect: run.effect, scenario: run.scenario, toDuration: run.toDuration, backDuration: run.backDuration,
            screen: run.screen, trace: trace)
        return encode(envelope, pretty: true) + "\n"
    }

    /// The first ndjson line: what the stream is.
    public static func streamHeader(run: RunDescription) -> String {
        encode(Header(effect: run.effect, scenario: run.scenario, fps: run.fps, seed: run.seed, screen: run.screen), pretty: false)
    }

    /// One frame as one line.
    public static func line(_ frame: FrameSample) -> String { encode(frame, pretty: false) }

    /// The summary (transitions, events, findings) as the last ndjson line.
    public static func line(_ summary: TraceSummary) -> String { encode(summary, pretty: false) }

    static func encode<T: Encodable>(_ value: T, pretty: Bool) -> String {
        guard let data = try? encoder(pretty: pretty).encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
