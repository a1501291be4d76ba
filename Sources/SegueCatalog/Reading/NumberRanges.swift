/// Ranges that more than one layer states, in one place so they cannot drift apart: the config's
/// `screen:`, its JSON Schema and the command line's `--screen` take the same sides, and `--frame`
/// takes the range every number without a narrower one has in a manifest or config.
package enum NumberRanges {
    /// A screen's width or height, in points.
    package static let screenSide = 1...10_000
    /// A number whose key has no narrower range (`ValueReader.integerLimit` either way).
    package static let general = -ValueReader.magnitudeLimit...ValueReader.magnitudeLimit
}
