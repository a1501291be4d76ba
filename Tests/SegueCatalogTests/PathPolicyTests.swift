import SegueCatalog
import SegueDocument
import Testing

/// Paths named inside a manifest stay inside the manifest's folder.
@Suite struct PathPolicyTests {
    @Test(arguments: ["mask.png", "./mask.png", "images/mask.png", "images/../mask.png", "a/b/../../c.png", "a//b.png"])
    func acceptsPathsInsideTheFolder(path: String) {
        #expect(PathPolicy.check(path, relativeTo: "Effects/fold.yaml") == nil)
    }

    @Test(arguments: [
        ("/etc/passwd", "is absolute"),
        ("~/mask.png", "is absolute"),
        ("C:/mask.png", "is absolute"),
        ("..", "leads outside"),
        ("../mask.png", "leads outside"),
        ("images/../../mask.png", "leads outside"),
        ("./../x", "leads outside"),
        (".", "leads outside"),
        ("", "cannot be empty"),
        ("images\\mask.png", "uses '\\'"),
        ("..\\..\\x", "uses '\\'"),
        ("https://example.com/m.png", "is a URL"),
        ("file:mask.png", "is a URL"),
        ("mask\0.png", "NUL"),
    ])
    func refusesEscapes(path: String, reason: String) throws {
        let location = SourceLocation(file: "Effects/fold.yaml", line: 9, column: 9)
        let problem = try #require(PathPolicy.check(path, relativeTo: "Effects/fold.yaml", at: location))
        #expect(problem.code == "manifest.path")
        #expect(problem.severity == .error)
        #expect(problem.location == location)
        #expect(problem.message.contains(reason), "\(problem.message)")
    }

    @Test func resolvesAgainstTheManifestFolder() {
        #expect(PathPolicy.resolve("images/../mask.png", relativeTo: "Effects/fold.yaml") == "Effects/mask.png")
        #expect(PathPolicy.resolve("mask.png", relativeTo: "fold.yaml") == "mask.png")
        #expect(PathPolicy.resolve("m.png", relativeTo: "/abs/fold.yaml") == "/abs/m.png")
        #expect(PathPolicy.resolve("../m.png", relativeTo: "Effects/fold.yaml") == nil)
    }
}
