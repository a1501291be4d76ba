/// A track's keyframe values laid out for interpolation: when every value is of one kind made of
/// numbers (number, point, rect, colour, circle), those numbers lie flat in one array of Doubles.
///
/// Interpolating then reads Doubles in place and builds only the value it returns; copying whole
/// ``AnimatableValue``s (enum payloads with references) and interpolating them was a fifth of a sample. Transforms,
/// booleans and tracks mixing kinds keep their values and interpolate them as they are.
struct KeyframeValues: Sendable {
    private enum Layout: Sendable {
        case number, point, rect, color, circle
        /// The values themselves.
        case values
    }

    private let layout: Layout
    /// The numbers of each value in turn (one to four per keyframe), for every layout but `values`.
    private let numbers: [Double]
    /// The values, for the `values` layout only.
    private let values: [AnimatableValue]

    init(_ keyframes: [Keyframe]) {
        guard let layout = keyframes.first.flatMap({ Self.flatLayout(of: $0.value) }),
            keyframes.allSatisfy({ Self.flatLayout(of: $0.value) == layout })
        else {
            self.layout = .values
            numbers = []
            values = keyframes.map(\.value)
            return
        }
        self.layout = layout
        var numbers: [Double] = []
        numbers.reserveCapacity(4 * keyframes.count)  // four numbers at most per value
        for keyframe in keyframes { Self.append(keyframe.value, to: &numbers) }
        self.numbers = numbers
        values = []
    }

    /// The value of keyframe `index`, exactly as given.
    @inline(__always)
    func value(at index: Int) -> AnimatableValue {
        switch layout {
        case .number: return .number(numbers[index])
        case .point: return .point(point(at: 2 * index))
        case .rect: return .rect(rect(at: 4 * index))
        case .color: return .color(color(at: 4 * index))
        case .circle: return .circle(center: point(at: 3 * index), radius: numbers[3 * index + 2])
        case .values: return values[index]
        }
    }

    /// Keyframe `index`'s value interpolated towards the next one at progress `t`: the same bits as
    /// ``AnimatableValue/interpolated(to:by:)``, whose rules it keeps (exact at 0 and 1).
    @inline(__always)
    func interpolated(from index: Int, by t: Double) -> AnimatableValue {
        if t == 0 { return value(at: index) }
        if t == 1 { return value(at: index + 1) }
        switch layout {
        case .number:
            return .number(mix(numbers[index], numbers[index + 1], t))
        case .point:
            return .point(point(at: 2 * index).interpolated(to: point(at: 2 * index + 2), by: t))
        case .rect:
            return .rect(rect(at: 4 * index).interpolated(to: rect(at: 4 * index + 4), by: t))
        case .color:
            return .color(color(at: 4 * index).interpolated(to: color(at: 4 * index + 4), by: t))
        case .circle:
            let a = 3 * index, b = a + 3
            return .circle(
                center: point(at: a).interpolated(to: point(at: b), by: t), radius: mix(numbers[a + 2], numbers[b + 2], t))
        case .values:
            return values[index].interpolated(to: values[index + 1], by: t)
        }
    }

    /// The flat layout of a value's kind; nil for the kinds kept as values.
    private static func flatLayout(of value: AnimatableValue) -> Layout? {
        switch value {
        case .number: return .number
        case .point: return .point
        case .rect: return .rect
        case .color: return .color
        case .circle: return .circle
        case .bool, .transform: return nil
        }
    }

    /// Appends the numbers of a value of a flat layout, in the order the accessors below read them.
    private static func append(_ value: AnimatableValue, to numbers: inout [Double]) {
        switch value {
        case .number(let v):
            numbers.append(v)
        case .point(let p):
            numbers.append(p.x)
            numbers.append(p.y)
        case .rect(let r):
            numbers.append(r.origin.x)
            numbers.append(r.origin.y)
            numbers.append(r.size.width)
            numbers.append(r.size.height)
        case .color(let c):
            numbers.append(c.red)
            numbers.append(c.green)
            numbers.append(c.blue)
            numbers.append(c.alpha)
        case .circle(let center, let radius):
            numbers.append(center.x)
            numbers.append(center.y)
            numbers.append(radius)
        case .bool, .transform:
            break
        }
    }

    private func point(at offset: Int) -> Point { Point(x: numbers[offset], y: numbers[offset + 1]) }

    private func rect(at offset: Int) -> Rect {
        Rect(x: numbers[offset], y: numbers[offset + 1], width: numbers[offset + 2], height: numbers[offset + 3])
    }

    private func color(at offset: Int) -> Color {
        Color(red: numbers[offset], green: numbers[offset + 1], blue: numbers[offset + 2], alpha: numbers[offset + 3])
    }
}
