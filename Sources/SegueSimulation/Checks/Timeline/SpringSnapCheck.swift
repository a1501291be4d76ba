import SegueEngine

/// `spring.snap`: A spring does not settle within its duration.
package struct SpringSnapCheck: Check {
    package static let description = CheckDescription(
        code: "spring.snap", severity: .warning,
        short: "A spring does not settle within its duration",
        full: "UIKit ends the animation at its duration; a spring still moving then snaps to its end.",
        source:
            "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:) ends at its duration whether or not the spring has settled."
    )
}

extension SpringSnapCheck: TimelineHook {
    /// A spring segment more than 1% from its target when its time is up snaps there.
    mutating func timeline(_ transition: TransitionFacts, report: inout [Finding]) {
        let timeline = transition.timeline
        for track in timeline.tracks where track.keyframes.count >= 2 {
            for i in 0..<(track.keyframes.count - 1) {
                let curve = track.curve(forSegment: i)
                guard curve.isSpring else { continue }
                let seconds = (track.keyframes[i + 1].time - track.keyframes[i].time) * track.duration * timeline.duration
                let snap = curve.endSnap(segmentDuration: seconds)
                if snap > 0.01 {
                    report.append(
                        Self.finding(
                            "\(track.actor).\(track.property.rawValue): the spring is \(WholeNumber.clamped(snap * 100, .toNearestOrAwayFromZero, in: Int.min...Int.max))% away from its target when its \(seconds) s segment ends and snaps",
                            of: transition))
                }
            }
        }
    }
}
