import SegueEngine
import SegueSimulation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `json` and `ndjson` formats: the trace as versioned, deterministic JSON.
///
/// Keys are sorted and numbers written as Foundation's encoder writes them, so the same run
/// gives byte-identical output. The envelope's `format` and `version` let tools
/// check what they read (Schemas/trace.schema.json describes it).
public enum TraceJSON {
    /// The trace format's version, written in every envelope.
    package static let version = 1

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
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// The whole trace, pretty-printed, with a trailing newline.
    package static func document(_ trace: Trace, run: RunDescription) -> String {
        var out = ""
        writeDocument(trace, run: run) { out += $0 }
        return out
    }

    /// The document in pieces, one frame at a time: the same bytes as `document`, without ever
    /// encoding the whole trace at once (the encoder's tree of a long run took gigabytes).
    ///
    /// The envelope is encoded with no frames; each frame is encoded alone and indented to its
    /// place in the `frames` list, the way the encoder indents nested values.
    package static func writeDocument(_ trace: Trace, run: RunDescription, to sink: (String) -> Void) {
        var empty = trace
        empty.frames = []
        let skeleton = encode(
            Envelope(
                effect: run.effect, scenario: run.scenario, toDuration: run.toDuration, backDuration: run.backDuration,
                screen: run.screen, trace: empty),
            pretty: true)
        let bytes = Array(skeleton.utf8)
        let key = Array("\"frames\" : [".utf8)
        let found =
            bytes.count < key.count
            ? nil : (0...(bytes.count - key.count)).first { bytes[$0..<($0 + key.count)].elementsEqual(key) }
        let afterKey = found.map { $0 + key.count }
        let close = afterKey.flatMap { after in bytes[after...].firstIndex { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: " ") } }
        guard !trace.frames.isEmpty, let start = found, let afterKey, let close, bytes[close] == UInt8(ascii: "]") else {
            sink(skeleton + "\n")
            return
        }
        // The key's indentation; list items sit two spaces deeper.
        let lineStart = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let indent = String(repeating: " ", count: start - lineStart)
        let itemIndent = indent + "  "
        sink(String(decoding: bytes[..<afterKey], as: UTF8.self))
        for (position, frame) in trace.frames.enumerated() {
            let text = encode(frame, pretty: true).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : itemIndent + $0 }.joined(separator: "\n")
            sink((position == 0 ? "\n" : ",\n") + text)
        }
        sink("\n" + indent + String(decoding: bytes[close...], as: UTF8.self) + "\n")
    }

    /// The first ndjson line: what the stream is.
    package static func streamHeader(run: RunDescription) -> String {
        encode(Header(effect: run.effect, scenario: run.scenario, fps: run.fps, seed: run.seed, screen: run.screen), pretty: false)
    }

    /// One frame as one line (written directly by `FrameLineWriter`: the bytes `encode` gives, faster).
    public static func line(_ frame: FrameSample) -> String { FrameLineWriter.line(frame) }

    /// The summary (transitions, events, findings) as the last ndjson line.
    public static func line(_ summary: TraceSummary) -> String { encode(summary, pretty: false) }

    /// Foundation's bytes for `value` (see `CompactJSON`, which writes them without Foundation's cost).
    static func encode<T: Encodable>(_ value: T, pretty: Bool) -> String {
        guard let bytes = CompactJSON(pretty: pretty).encode(value) else { return "{}" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same through Foundation's `JSONEncoder`: what `encode` must match byte for byte.
    static func foundationEncode<T: Encodable>(_ value: T, pretty: Bool) -> String {
        guard let data = try? encoder(pretty: pretty).encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
