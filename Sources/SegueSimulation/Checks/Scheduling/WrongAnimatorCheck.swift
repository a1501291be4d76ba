import SegueEngine

/// `navigation.wrong-animator`: A pop is animated by a different animator than the push.
package struct WrongAnimatorCheck: SchedulingHook {
    package static let description = CheckDescription(
        code: "navigation.wrong-animator", severity: .error,
        short: "A pop is animated by a different animator than the push",
        full:
            "Each pop should be animated by the animator that pushed the screen; a navigation delegate that returns one animator for every operation gets this wrong after several pushes.",
        source:
            "UINavigationControllerDelegate's navigationController(_:animationControllerFor:from:to:) is asked again for every pop; a delegate that returns its latest animator animates a pop with another effect than the push."
    )
}

extension WrongAnimatorCheck {
    /// `screen`, pushed by `pushedBy`, is popped by `poppedBy`: a finding when that is another animator.
    static func finding(screen: String, pushedBy: String, poppedBy: String, transition: Int, frame: Int) -> Finding? {
        guard pushedBy != poppedBy else { return nil }
        return finding("'\(screen)' was pushed by '\(pushedBy)' but is popped by '\(poppedBy)'", transition: transition, frame: frame)
    }
}
