import SegueCatalog
import SegueDocument
import Testing

/// Issue 15, item 6: a custom presentation takes its frame from its presentation controller
/// (`frameOfPresentedViewInContainerView`, UIPresentationController's documentation); a route that
/// says `presentation: custom` without a frame is an error naming the missing frame, never a
/// silent full screen.
@Suite struct PresentationFrameTests {
    static func problems(_ route: String) throws -> [String] {
        let text = """
            segue: 1
            routes:
              - name: menu
                operation: present
                effect: popover-menu
            \(route)
            """
        var problems: [Diagnostic] = []
        let root = try Document.load(text: text, file: "segue.yaml")
        _ = ConfigReader.read(root, file: "segue.yaml", problems: &problems)
        return headlines(problems)
    }

    @Test func aCustomRouteWithoutAFrameIsAnError() throws {
        let lines = try Self.problems("    presentation: custom")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("3:5: error: a custom presentation needs 'frame'") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("[config.route.missing-frame]") == true)
    }

    @Test func aCustomRouteWithAFrameReadsCleanly() throws {
        #expect(try Self.problems("    presentation: custom\n    frame: {x: 85, y: 50, width: 200, height: 300}").isEmpty)
        #expect(try Self.problems("    presentation: over-full-screen").isEmpty)
    }
}
