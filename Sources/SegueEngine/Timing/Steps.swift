/// Where a `steps()` easing jumps (CSS Easing Level 2).
public enum StepPosition: String, Sendable, Hashable, Codable, CaseIterable {
    /// The first jump happens at the start (`jump-start`, `start`).
    case jumpStart
    /// The last jump happens at the end (`jump-end`, `end`): CSS's default.
    case jumpEnd
    /// No jump at either end: n - 1 jumps, needs n >= 2.
    case jumpNone
    /// Jumps at both ends: n + 1 jumps.
    case jumpBoth
}

extension StepPosition {
    /// The position as CSS Easing Level 2 writes it (`jump-start`): the word a manifest writes
    /// and the one the player page's CSS easings take.
    package var word: String {
        switch self {
        case .jumpStart: "jump-start"
        case .jumpEnd: "jump-end"
        case .jumpNone: "jump-none"
        case .jumpBoth: "jump-both"
        }
    }

    /// The position CSS and a manifest write as `word`, or nil.
    package init?(word: String) {
        guard let position = Self.allCases.first(where: { $0.word == word }) else { return nil }
        self = position
    }
}

/// One stop of a `linear()` easing: an output, optionally pinned to an input position.
public struct LinearStop: Sendable, Hashable, Codable {
    /// Output progress at this stop.
    public var output: Double
    /// Input position in 0...1, or nil to spread evenly between its neighbours as CSS does.
    public var input: Double?

    /// Creates a stop.
    public init(_ output: Double, at input: Double? = nil) {
        self.output = output
        self.input = input
    }
}

enum StepsEasing {
    static func value(at x: Double, steps: Int, position: StepPosition) -> Double {
        let minimum = position == .jumpNone ? 2 : 1
        let n = max(steps, minimum)
        var step = (x * Double(n)).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = Double(n)
        case .jumpNone: jumps = Double(n - 1)
        case .jumpBoth: jumps = Double(n + 1)
        }
        if x >= 0 && step < 0 { step = 0 }
        if x <= 1 && step > jumps { step = jumps }
        return step / jumps
    }
}

enum LinearEasing {
    /// Resolved stops: every input known and in increasing order.
    typealias Points = [(input: Double, output: Double)]

    /// Resolves missing and non-monotone inputs the way CSS Easing Level 2 does.
    static func resolved(_ stops: [LinearStop]) -> Points {
        guard !stops.isEmpty else { return [(0, 0), (1, 1)] }
        var inputs: [Double?] = stops.map { $0.input.flatMap { $0.isFinite ? $0 : nil } }
        if inputs[0] == nil { inputs[0] = 0 }
        if inputs.count > 1, inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }
        // An input smaller than an earlier one is raised to it, so the function stays monotone in x.
        var largest = -Double.infinity
        for i in inputs.indices {
            if let value = inputs[i] {
                largest = max(largest, value)
                inputs[i] = largest
            }
        }
        // Runs of missing inputs are spread evenly between the known neighbours.
        var i = 0
        while i < inputs.count {
            if inputs[i] == nil {
                let start = i - 1
                var end = i
                while end < inputs.count, inputs[end] == nil { end += 1 }
                let a = inputs[start] ?? 0
                let b = end < inputs.count ? (inputs[end] ?? a) : a
                let gaps = Double(end - start)
                for k in i..<end { inputs[k] = a + (b - a) * Double(k - start) / gaps }
                i = end
            } else {
                i += 1
            }
        }
        return zip(inputs, stops).map { ($0 ?? 0, $1.output) }
    }

    static func value(at x: Double, points: Points) -> Double {
        guard points.count >= 2 else { return points.first?.output ?? x }
        // Before the first or after the last stop, CSS extends the first or last segment.
        var lower = 0
        if x < points[0].input {
            lower = 0
        } else if x >= points[points.count - 1].input {
            // The last stop with the largest input wins, so a trailing duplicate jumps.
            return extend(points[points.count - 2], points[points.count - 1], x)
        } else {
            // Last segment whose start is <= x, so a repeated input jumps at that input.
            for i in 0..<(points.count - 1) where points[i].input <= x { lower = i }
        }
        return extend(points[lower], points[lower + 1], x)
    }

    private static func extend(
        _ a: (input: Double, output: Double), _ b: (input: Double, output: Double), _ x: Double
    ) -> Double {
        let span = b.input - a.input
        if span <= 0 { return x < a.input ? a.output : b.output }
        if x == b.input { return b.output }
        return a.output + (b.output - a.output) * (x - a.input) / span
    }
}
