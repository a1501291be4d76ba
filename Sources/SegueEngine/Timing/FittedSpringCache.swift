import Synchronization

/// Remembers the springs `SpringParameters.fitted` found, keyed by exactly what it was given.
///
/// Fitting bisects on the settling envelope (about fifty `exp` calls), and a UIKit spring track
/// asked for it on every sample: 2.3 µs of the 2.4 µs a sample took. The fit is a pure function of
/// its three inputs, so a remembered spring is the same spring, bit for bit. A transition has a
/// handful of distinct (duration, ratio, velocity) triples; the table is emptied if a long run of
/// varying durations ever fills it, so it stays small.
enum FittedSpringCache {
    /// Bit patterns, so that -0 and 0 (equal as Doubles) stay apart and NaN finds itself.
    struct Key: Hashable {
        let duration: UInt64
        let dampingRatio: UInt64
        let initialVelocity: UInt64
    }

    static let capacity = 256

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private static let table = Mutex<[Key: SpringParameters]>([:])

    static func spring(duration: Double, dampingRatio: Double, initialVelocity: Double) -> SpringParameters {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
            return .fitted(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        }
        let key = Key(
            duration: duration.bitPattern, dampingRatio: dampingRatio.bitPattern,
            initialVelocity: initialVelocity.bitPattern)
        if let known = table.withLock({ $0[key] }) { return known }
        let spring = SpringParameters.fitted(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        table.withLock { table in
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[key] = spring
        }
        return spring
    }
}
