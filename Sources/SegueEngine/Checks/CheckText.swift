/// How checks write numbers and frames in their messages: at most two decimals, so a message
/// reads the same on every platform and says no more than a point or a percent can mean.
enum CheckText {
    /// A number with at most two decimals.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        return hundredths.truncatingRemainder(dividingBy: 100) == 0
            ? "\(WholeNumber.clamped(hundredths / 100, in: Int.min...Int.max))" : "\(hundredths / 100)"
    }

    /// A frame as `(x, y, width, height)`, each number with at most two decimals.
    static func frame(_ r: Rect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
    }
}
