import SegueDocument
import Testing

/// Random JSON values, serialised with random escapes and whitespace, must load back
/// to the same value: the parser agrees with the grammar, not just with our examples.
struct JSONRoundTripTests {
    indirect enum Value: Equatable {
        case string(String)
        case number(String)
        case literal(String)
        case array([Value])
        case object([(String, Value)])

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)), (.number(let a), .number(let b)), (.literal(let a), .literal(let b)):
                a == b
            case (.array(let a), .array(let b)): a == b
            case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
            default: false
            }
        }
    }

    /// SplitMix64: small, seeded, the same on every platform.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let alphabet: [Unicode.Scalar] = [
        "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{01}", "é", "€", "😀", "\u{7F}", "\u{FEFF}",
    ]

    func value(_ g: inout Generator, depth: Int) -> Value {
        switch g.below(depth > 4 ? 3 : 5) {
        case 0:
            var text = String.UnicodeScalarView()
            for _ in 0..<g.below(8) { text.append(g.pick(Self.alphabet)) }
            return .string(String(text))
        case 1:
            let whole = g.pick(["0", "7", "-0", "-12", "1234567890123456789012"])
            let fraction = g.pick(["", ".5", ".0001"])
            let exponent = g.pick(["", "e3", "E-2", "e+10"])
            return .number(whole + fraction + exponent)
        case 2: return .literal(g.pick(["true", "false", "null"]))
        case 3: return .array((0..<g.below(4)).map { _ in value(&g, depth: depth + 1) })
        default:
            var seen: Set<String> = []
            var pairs: [(String, Value)] = []
            for index in 0..<g.below(4) {
                let key = g.pick(["a", "é", "k\(index)", "\u{1F600}"])
                if seen.insert(key).inserted { pairs.append((key, value(&g, depth: depth + 1))) }
            }
            return .object(pairs)
        }
    }

    func serialise(_ value: Value, _ g: inout Generator) -> String {
        let space = g.pick(["", " ", "\n", "\r\n  ", "\t"])
        switch value {
        case .number(let n), .literal(let n): return space + n
        case .string(let s): return space + quote(s, &g)
        case .array(let items): return space + "[" + items.map { serialise($0, &g) }.joined(separator: ",") + space + "]"
        case .object(let pairs):
            return space + "{" + pairs.map { quote($0.0, &g) + space + ":" + serialise($0.1, &g) }.joined(separator: ",") + "}"
        }
    }

    func quote(_ text: String, _ g: inout Generator) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += g.pick(["\\\\", "\\u005C"])
            case "\n": out += g.pick(["\\n", "\\u000a"])
            case "\t": out += "\\t"
            case "/": out += g.pick(["/", "\\/"])
            case _ where scalar.value < 0x20: out += "\\u0001"
            case _ where scalar.value > 0xFFFF && g.below(2) == 0:
                let v = scalar.value - 0x10000
                out += "\\u" + hex(0xD800 + (v >> 10)) + "\\u" + hex(0xDC00 + (v & 0x3FF))
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    func hex(_ v: UInt32) -> String { String(v, radix: 16) }

    func decode(_ node: Node) -> Value {
        switch node.content {
        case .scalar(let s) where s.style == .doubleQuoted: .string(s.text)
        case .scalar(let s) where ["true", "false", "null"].contains(s.text): .literal(s.text)
        case .scalar(let s): .number(s.text)
        case .sequence(let items): .array(items.map(decode))
        case .mapping(let pairs): .object(pairs.map { ($0.key.scalar?.text ?? "?", decode($0.value)) })
        }
    }

    @Test(arguments: 0..<200)
    func roundTrip(seed: UInt64) throws {
        var g = Generator(state: seed)
        let original = value(&g, depth: 0)
        let text = serialise(original, &g)
        let node = try Document.load(text: text, file: "random.json")
        #expect(decode(node) == original, "seed \(seed): \(text)")
    }
}
