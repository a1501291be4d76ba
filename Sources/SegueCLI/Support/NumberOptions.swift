import ArgumentParser
import Segue

/// The ranges of the numbers the command line takes, checked in `validate()` (exit 64) with the
/// option's name and the range, so no number the options accept can trap or vanish later.
///
/// ArgumentParser reads `nan`, `inf` and `1e308` as Doubles; each option here refuses what is not
/// finite and in its range instead of letting it become 0 or a crash further on.
enum NumberOptions {
    /// `--screen`, as the config's `screen:` (points each way).
    static let screen = Double(NumberRanges.screenSide.lowerBound)...Double(NumberRanges.screenSide.upperBound)
    /// `--frame`'s x, y, width and height: the range of every number in a manifest (points).
    static let frame = NumberRanges.general
    /// `--velocity`, points per second along the gesture: a hundred screens a second.
    static let velocity = -100_000.0...100_000.0
    /// `--edge`, points from the edge where the touch must begin (0: anywhere).
    static let edge = 0.0...10_000.0

    /// Throws the usage error for `option` when `value` is not finite or outside `range`.
    static func check(_ value: Double, _ option: String, in range: ClosedRange<Double>, unit: String) throws {
        guard value.isFinite, range.contains(value) else {
            throw ValidationError(
                "\(option) must be a number of \(unit) between \(formatNumber(range.lowerBound)) and "
                    + "\(formatNumber(range.upperBound)), not \(formatNumber(value))")
        }
    }

    static func screenError(_ text: String) -> ValidationError {
        ValidationError(
            "--screen must be WIDTHxHEIGHT in points, each between \(formatNumber(screen.lowerBound)) and "
                + "\(formatNumber(screen.upperBound)), like 390x844, not '\(DiagnosticRenderer.escaped(text))'")
    }

    static func frameError(_ text: String) -> ValidationError {
        ValidationError(
            "--frame must be x,y,width,height in points, like 85,50,200,300, each between \(formatNumber(frame.lowerBound)) "
                + "and \(formatNumber(frame.upperBound)) with width and height above 0, not '\(DiagnosticRenderer.escaped(text))'")
    }
}
