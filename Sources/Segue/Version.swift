/// Segue's version, shown by `segue --version`.
public enum SegueVersion {
    /// The latest release in CHANGELOG.md (a test holds the two together).
    public static let current = "0.1.0"
}
