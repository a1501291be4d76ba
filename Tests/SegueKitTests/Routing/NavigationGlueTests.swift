import Foundation
import Testing

/// Guards on the navigation glue's source (Sources/SegueKit, which Linux does not compile) for
/// what the fakes cannot reach: the one-line push goes through the reentry gate, and the push
/// path lays nothing out.
@Suite struct NavigationGlueTests {
    /// The lines of the declaration in `file` (under Sources/SegueKit) whose first line contains
    /// `signature`, through the brace that closes it, each with its 1-based line number. Fails
    /// the test when there is none, so a renamed declaration does not leave a guard passing on
    /// nothing.
    static func declaration(_ signature: String, in file: String) throws -> [(line: Int, text: String)] {
        let url = packageRoot.appendingPathComponent("Sources/SegueKit").appendingPathComponent(file)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.contains(signature) }, "\(file): no declaration with \(signature)")
        var depth = 0
        var opened = false
        var found: [(line: Int, text: String)] = []
        for index in start..<lines.count {
            found.append((index + 1, lines[index]))
            depth += lines[index].filter { $0 == "{" }.count - lines[index].filter { $0 == "}" }.count
            if lines[index].contains("{") { opened = true }
            if opened && depth <= 0 { break }
        }
        return found
    }

    /// Issue 48, item 7: `push(_:effect:animated:)` pushes only from inside the closure it hands
    /// `perform(_:)`, the reentry gate of the Segue delegate it installs (`ReentryGateTests` prove
    /// the gate itself). A push made before `perform` (or without it) starts on top of a running
    /// transition whatever the route's `reentry:` says.
    @Test func theOneLinePushGoesThroughTheReentryGate() throws {
        let body = try Self.declaration("public func push(_ viewController: UIViewController, effect:", in: "SegueOneLine.swift")
        let gate = try #require(body.first { $0.text.contains(".perform {") }, "push(_:effect:) does not call perform(_:)")
        let pushes = body.filter { $0.text.contains("pushViewController(") }
        #expect(!pushes.isEmpty)
        for push in pushes {
            #expect(push.line > gate.line, "SegueOneLine.swift:\(push.line): pushes outside perform(_:): \(push.text)")
        }
    }

    /// Issue 48, item 4: when UIKit asks for a push's animator, SegueKit reads the pushed screen
    /// (its `segueEffect`, its hosting controller's `rootView`, its children, its
    /// `preferredTransition`) and lays out nothing and loads no view: a hosting controller builds
    /// its body on its first layout (https://developer.apple.com/documentation/swiftui/uihostingcontroller),
    /// which would run the destination's `body` inside UIKit's callback. Only the navigation
    /// controller's own view, on screen already, is read (its layout direction).
    /// `ScreenEffectTests.aSwiftUIDestinationDeclaringNothingIsNotLaidOut` proves the decision on
    /// a fake; this proves the glue makes no such call.
    @Test func thePushPathLaysNothingOut() throws {
        let path = [
            "animationControllerFor operation: UINavigationController.Operation", "static func declaredEffect(of screen:",
            "static func screenName(of screen:", "static func hasTransitionOfItsOwn(", "private func animator(",
            "private func theirAnimator(",
        ]
        let forbidden = try NSRegularExpression(
            pattern:
                #"layoutIfNeeded|loadViewIfNeeded|setNeedsLayout|layoutSubviews|loadView\(|(?<!navigationController)\.view(?![A-Za-z])"#)
        var calls: [String] = []
        for signature in path {
            for (line, text) in try Self.declaration(signature, in: "SegueNavigationDelegate.swift") {
                let code = text.components(separatedBy: "//").first ?? text
                let range = NSRange(code.startIndex..., in: code)
                if forbidden.firstMatch(in: code, range: range) != nil {
                    calls.append("SegueNavigationDelegate.swift:\(line): \(text.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(calls.isEmpty, "\(calls)")
    }
}
