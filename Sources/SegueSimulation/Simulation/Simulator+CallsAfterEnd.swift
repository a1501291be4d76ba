import SegueEngine

extension SimulationRun {
    /// Records the calls an app makes on the interaction controller after it finished or cancelled
    /// (``Interaction/callsAfterEnd``) as events on the completion frame.
    ///
    /// The engine ignores every one of them, as a controller that stops at the end does: UIKit
    /// documents one `finish()` or `cancel()` per interaction and no meaning for anything after it.
    /// What they would do on a device is the checks' to say (``UpdateAfterEndCheck``,
    /// ``EndAfterEndCheck``).
    mutating func recordCallsAfterEnd(_ calls: [LateCall], transition index: Int, frame: Int) {
        for call in calls {
            let kind: EventKind
            switch call {
            case .update(let percent): kind = .updateAfterEnd(percent: percent)
            case .finish: kind = .endAfterEnd(success: true)
            case .cancel: kind = .endAfterEnd(success: false)
            }
            summary.events.append(event(kind, transition: index, frame: frame))
        }
    }
}
