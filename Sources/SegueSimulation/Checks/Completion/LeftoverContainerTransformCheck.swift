import SegueEngine

/// `leftover.container-transform`: The container keeps a transform.
package struct LeftoverContainerTransformCheck: Check {
    package static let description = CheckDescription(
        code: "leftover.container-transform", severity: .warning,
        short: "The container keeps a transform",
        full: "A transform or sublayerTransform set on the container must be reset at the end.",
        source: "The animator's own clean-up: UIKit hands over the container as it is and resets nothing the animator set on it.",
        broken: [.effect("container-tilted-manual", in: "manual-cleanup")],
        clean: [.effect("container-tilted-automatic", in: "automatic-cleanup")])
}

extension LeftoverContainerTransformCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard let container = end.model.node(.container)?.state,
            !container.transform.isIdentity(tolerance: 1e-6) || !container.sublayerTransform.isIdentity(tolerance: 1e-9)
                || container.translation != .zero
        else { return }
        report.append(Self.finding("the container keeps a transform, sublayer transform or translation", at: end, of: transition))
    }
}
