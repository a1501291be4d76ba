import SegueEngine

/// `gesture.not-begun`: The gesture never begins.
package struct GestureNotBegunCheck: SchedulingHook {
    package static let description = CheckDescription(
        code: "gesture.not-begun", severity: .note,
        short: "The gesture never begins",
        full: "The pan starts outside its edge spacing or moves the other way, so no interactive transition begins.",
        source: "UIScreenEdgePanGestureRecognizer begins only for a touch in its edge band; the manifest's edgeSpacing is that band.")
}

extension GestureNotBegunCheck {
    /// A touch at `start` in `bounds` that `gesture` does not begin for (outside its edge band),
    /// or nil when it begins.
    static func finding(_ gesture: GestureConfig, startingAt start: Point, in bounds: Rect, transition: Int) -> Finding? {
        guard !gesture.allowsBegin(at: start, in: bounds) else { return nil }
        return finding("the touch began outside the \(gesture.edgeSpacing) pt edge band; no transition", transition: transition)
    }
}
