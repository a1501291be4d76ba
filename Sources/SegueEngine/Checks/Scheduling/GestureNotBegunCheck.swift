/// `gesture.not-begun`: The gesture never begins.
package struct GestureNotBegunCheck: Check {
    package static let description = CheckDescription(
        code: "gesture.not-begun", severity: .note, hooks: [.scheduling],
        short: "The gesture never begins",
        full: "The pan starts outside its edge spacing or moves the other way, so no interactive transition begins.",
        source: "UIScreenEdgePanGestureRecognizer begins only for a touch in its edge band; the manifest's edgeSpacing is that band.")
}

extension GestureNotBegunCheck {
    /// The touch began outside the gesture's edge band of `edgeSpacing` points.
    static func finding(edgeSpacing: Double, transition: Int) -> Finding {
        finding("the touch began outside the \(edgeSpacing) pt edge band; no transition", transition: transition)
    }
}
