import CLibYAML

/// The physical limit of YAML loading: libyaml's event parser over the bytes, building nothing.
public enum BareLibYAML {
    /// Parses `bytes` to the end of the stream; returns the number of events (so nothing is optimised
    /// away), or -1 on a syntax error.
    public static func countEvents(_ bytes: [UInt8]) -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return -1 }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Int in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var count = 0
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return -1 }
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { return count }
            }
        }
    }
}

extension BareLibYAML {
    /// A floor for any loader that keeps what it read: the bare loop plus one `String` per scalar,
    /// kept (per file, one array) until the caller drops them.
    public static func keepScalars(_ bytes: [UInt8]) -> [String] {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return [] }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> [String] in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var strings: [String] = []
            strings.reserveCapacity(48)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return [] }
                let done = event.type == YAML_STREAM_END_EVENT
                if event.type == YAML_SCALAR_EVENT {
                    let s = event.data.scalar
                    strings.append(String(decoding: UnsafeBufferPointer(start: s.value, count: s.length), as: UTF8.self))
                }
                yaml_event_delete(&event)
                if done { return strings }
            }
        }
    }
}
