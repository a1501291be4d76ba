import Testing

@testable import SegueCLI
@testable import SegueFiles

/// The path and text helpers that replaced Foundation's `NSString` methods in the CLI.
struct PlatformTests {
    @Test(arguments: [
        ("a/b/c.yaml", "c.yaml", "a/b", "yaml"), ("c.yaml", "c.yaml", "", "yaml"), ("/c", "c", "/", ""),
        ("a/b/", "b", "a", ""), ("/", "/", "/", ""), ("", "", "", ""), ("dir/.hidden", ".hidden", "dir", ""),
        ("x.", "x.", "", ""), ("a//b", "b", "a", ""), ("a.d/b", "b", "a.d", ""), ("v1.2/x.tar.gz", "x.tar.gz", "v1.2", "gz"),
    ])
    func pathsSplitLikeNSString(_ path: String, _ last: String, _ folder: String, _ ext: String) {
        #expect(PathText.lastComponent(path) == last)
        #expect(PathText.deletingLastComponent(path) == folder)
        #expect(PathText.pathExtension(path) == ext)
    }

    @Test func spacesAndTabsAreTrimmed() {
        #expect(" \t0.5 ".trimmedOfSpaces == "0.5")
        #expect("   ".trimmedOfSpaces == "")
        #expect("a b".trimmedOfSpaces == "a b")
    }
}
