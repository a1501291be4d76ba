/// Segue's version, shown by `segue --version`.
public enum SegueVersion {
    public static let current = "0.1.0"
}
