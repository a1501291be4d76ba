/// SplitMix64: a small, fast, seeded generator for kinds that need randomness.
///
/// The simulation never touches the system generator, so the same seed always gives the same trace.
package struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable, Codable {
    private var state: UInt64

    /// Creates a generator from a seed.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A seed derived from `seed` and `index`, for giving each transition its own stream.
    package static func derive(_ seed: UInt64, _ index: Int) -> UInt64 {
        var g = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return g.next()
    }
}
