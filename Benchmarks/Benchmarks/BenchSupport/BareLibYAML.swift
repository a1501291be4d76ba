import CLibYAML

/// The physical limit of YAML loading: libyaml's event parser over the bytes, building nothing.
public enum BareLibYAML {
    /// Parses `bytes` to the end of the stream; returns the number of events (so nothing is optimised
    /// away), or -1 on a syntax error.
    public static func countEvents(_ bytes: [UInt8]) -> Int {
        var count = 0
        return forEachEvent(bytes) { _ in count += 1 } ? count : -1
    }

    /// A floor for any loader that keeps what it read: the bare loop plus one `String` per scalar,
    /// kept (per file, one array) until the caller drops them. Empty on a syntax error.
    public static func keepScalars(_ bytes: [UInt8]) -> [String] {
        var strings: [String] = []
        strings.reserveCapacity(48)
        let parsed = forEachEvent(bytes) { event in
            guard event.type == YAML_SCALAR_EVENT else { return }
            let scalar = event.data.scalar
            strings.append(String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self))
        }
        return parsed ? strings : []
    }

    /// Hands every event of `bytes`, stream end included, to `body` before deleting it; false on a
    /// syntax error. Inlined, so each caller's loop is as bare as if written out.
    @inline(__always)
    static func forEachEvent(_ bytes: [UInt8], _ body: (borrowing yaml_event_t) -> Void) -> Bool {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return false }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return false }
                let done = event.type == YAML_STREAM_END_EVENT
                body(event)
                yaml_event_delete(&event)
                if done { return true }
            }
        }
    }
}
