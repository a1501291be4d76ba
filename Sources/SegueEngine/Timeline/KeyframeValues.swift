/// A track's keyframe values laid out for interpolation: when every value is of one kind made of
/// numbers (number, point, rect, colour, circle), those numbers lie flat in one array of Doubles.
///
/// Interpolating then reads Doubles in place and builds only the value it returns; copying whole
/// ``AnimatableValue``s (enum payloads with references) and interpolating them was a fifth of a sample. Transforms,
/// booleans and tracks mixing kinds keep their values and interpolate them as they are.
///
/// The engine's tracks and the plan's keyframe animations both sample their values through it, so
/// the two interpolate, space paced keyframes and run splines by one set of rules, to the bit.
package struct KeyframeValues: Sendable {
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
    /// How transforms among `values` interpolate.
    private let transformForm: TransformInterpolation
    /// Each transform among `values` decomposed once, for the matrix form (nil for other values
    /// and singular matrices): sampling a track then decomposes nothing a frame, with the same bits
    /// as ``TransformValue/interpolated(to:by:using:)``, which decomposes both ends every call.
    private let decomposed: [DecomposedTransform?]

    init(_ keyframes: [Keyframe], transformInterpolation: TransformInterpolation = .matrix) {
        self.init(values: keyframes.map { $0.value }, transformInterpolation: transformInterpolation)
    }

    /// Lays out `values`, whose transforms interpolate in `transformInterpolation`.
    package init(values source: [AnimatableValue], transformInterpolation: TransformInterpolation) {
        transformForm = transformInterpolation
        guard let layout = source.first.flatMap({ Self.flatLayout(of: $0) }),
            source.allSatisfy({ Self.flatLayout(of: $0) == layout })
        else {
            self.layout = .values
            numbers = []
            values = source
            decomposed =
                transformInterpolation == .matrix
                ? values.map { value in
                    guard case .transform(let transform) = value else { return nil }
                    return DecomposedTransform(transform.matrix)
                }
                : []
            return
        }
        self.layout = layout
        var numbers: [Double] = []
        numbers.reserveCapacity(4 * source.count)  // four numbers at most per value
        for value in source { Self.append(value, to: &numbers) }
        self.numbers = numbers
        values = []
        decomposed = []
    }

    /// The value of keyframe `index`, exactly as given.
    @inline(__always)
    package func value(at index: Int) -> AnimatableValue {
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
    package func interpolated(from index: Int, by t: Double) -> AnimatableValue {
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
            let a = 3 * index
            let b = a + 3
            return .circle(
                center: point(at: a).interpolated(to: point(at: b), by: t), radius: mix(numbers[a + 2], numbers[b + 2], t))
        case .values:
            if index + 1 < decomposed.count, let from = decomposed[index], let to = decomposed[index + 1] {
                return .transform(TransformValue(decomposed: from.interpolated(to: to, by: t)))
            }
            return values[index].interpolated(to: values[index + 1], by: t, using: transformForm)
        }
    }

    /// The number of keyframes.
    private var count: Int {
        switch layout {
        case .number: return numbers.count
        case .point: return numbers.count / 2
        case .rect, .color: return numbers.count / 4
        case .circle: return numbers.count / 3
        case .values: return values.count
        }
    }

    /// The numbers of keyframe `index`.
    private func components(at index: Int) -> [Double] {
        let width = layout == .number ? 1 : layout == .point ? 2 : layout == .circle ? 3 : 4
        switch layout {
        case .values: return values[index].components
        default: return Array(numbers[(width * index)..<(width * index + width)])
        }
    }

    /// Keyframe times for the paced modes: 0 and 1 at the ends, each keyframe in between at its
    /// share of the total distance (Euclidean, over the value's numbers) travelled so far. Equal
    /// values everywhere space the keyframes evenly.
    package func pacedTimes() -> [Double] {
        let n = count
        guard n > 1 else { return [0] }
        var cumulative = [0.0]
        for i in 1..<n {
            let a = components(at: i - 1)
            let b = components(at: i)
            let step = a.count == b.count ? zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot() : 0
            cumulative.append(cumulative[i - 1] + (step.isFinite ? step : 0))
        }
        guard let total = cumulative.last, total > 0 else { return (0..<n).map { Double($0) / Double(n - 1) } }
        return cumulative.enumerated().map { $0.offset == n - 1 ? 1 : $0.element / total }
    }

    /// The Catmull-Rom spline (Kochanek-Bartels with tension, continuity and bias 0) from keyframe
    /// `index` to the next at `t`: tangents (p[i+1] - p[i-1]) / 2, the end keyframes repeated
    /// beyond the ends (Core Animation does not publish its end tangents). Values that are not
    /// flat numbers (transforms, booleans) interpolate linearly.
    package func spline(from index: Int, by t: Double) -> AnimatableValue {
        if t == 0 { return value(at: index) }
        if t == 1 { return value(at: index + 1) }
        guard layout != .values else { return interpolated(from: index, by: t) }
        let p0 = components(at: max(index - 1, 0))
        let p1 = components(at: index)
        let p2 = components(at: index + 1)
        let p3 = components(at: min(index + 2, count - 1))
        let c = CatmullRom.point(p0, p1, p2, p3, at: t)
        switch layout {
        case .number: return .number(c[0])
        case .point: return .point(Point(x: c[0], y: c[1]))
        case .rect: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: return .color(RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .circle: return .circle(center: Point(x: c[0], y: c[1]), radius: c[2])
        case .values: return interpolated(from: index, by: t)
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

    private func color(at offset: Int) -> RGBAColor {
        RGBAColor(red: numbers[offset], green: numbers[offset + 1], blue: numbers[offset + 2], alpha: numbers[offset + 3])
    }
}
