import SegueEngine

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

    /// The manifest key that makes a cancelled `driver: layer` track end at its start value, and
    /// where it goes: the engine sees the track, not the manifest line that made it, so the finding
    /// names the list the track is written in, as the reentry findings name `reentry: wait`.
    static func resetOnCancelKey(direction: TransitionDirection) -> String {
        let list = direction == .to ? "keyframes: to:" : "keyframes: back: (to:, when back is reverse)"
        return "resetsModelValueOnCancel: true on that track, beside its driver: layer in the manifest's \(list)"
    }

    /// The manifest key that drives the tail after release frame by frame (needsInteractiveTimer).
    /// `simulate --timer off` turns it off over a manifest that sets it, which the engine cannot
    /// tell apart, so the text says what the run had as well as where the key goes.
    static let interactiveTimerKey = "timer: true under the manifest's interactive: (this run had the timer off)"
}
