import SegueEngine

/// Numbers an app's transitions and derives each one's seed, as the simulator does for a run, so
/// effects with randomness (explode, lines) vary from one transition to the next reproducibly.
package struct TransitionSequence: Sendable, Hashable {
    /// The seed of the sequence.
    package let seed: UInt64
    /// The index the next transition gets.
    package private(set) var next = 0

    /// A sequence from `seed`.
    package init(seed: UInt64 = SimulationOptions.defaultSeed) { self.seed = seed }

    /// The request for the next transition; with `reduceMotion` (the system's Reduce Motion
    /// setting) a cross-dissolve plays unless the route keeps its motion (``SegueEffect/animator(reduceMotion:)``).
    package mutating func request(
        _ effect: SegueEffect, operation: TransitionOperation, presentationStyle: PresentationStyle? = nil,
        fromIndex: Int? = nil, toIndex: Int? = nil, reduceMotion: Bool = false, rightToLeft: Bool = false
    ) -> SegueTransitionRequest {
        defer { next += 1 }
        var request = SegueTransitionRequest(
            animator: effect.animator(reduceMotion: reduceMotion), operation: operation, presentationStyle: presentationStyle,
            fromIndex: fromIndex,
            toIndex: toIndex, transitionIndex: next, seed: SeededGenerator.derive(seed, next))
        // Right to left, an effect mirrors unless it is absolute (the system transition itself mirrors).
        request.mirrorsHorizontally = rightToLeft && effect.mirrorsInRightToLeft
        return request
    }
}
