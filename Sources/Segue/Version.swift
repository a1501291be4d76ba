/// Segue's version, shown by `segue --version`.
package enum SegueVersion {
    /// The latest release in CHANGELOG.md (a test holds the two together).
    package static let current = "0.1.0"
}
