import Foundation
import SegueCatalog
import SegueEngine
import SegueKitCore
import Testing

/// An app that adds `.segueNavigation()` or `push(_:effect:)` keeps UIKit's back swipe on every
/// screen no Segue gesture claims, and its own choice to turn the swipe off (issue 48, item 1).
/// The stack is ``FakeBackSwipeStack``; the Segue side answers as `SegueNavigationDelegate`'s
/// recognizer delegate does, from its routing.
@Suite struct SystemBackSwipeTests {
    /// An effect whose back gesture pans right from the left edge, and one with none there.
    static func effects() throws -> (claiming: SegueEffect, free: SegueEffect) {
        let right = try #require(shippedEffects.first { $0.backGesture?.direction.rawValue == "right" })
        let other = try #require(shippedEffects.first { $0.backGesture?.direction.rawValue != "right" })
        return (try #require(SegueEffect(right)), try #require(SegueEffect(other)))
    }

    /// What Segue installs: its navigation delegate (which implements the animator method) and
    /// its answer as the recognizer's delegate.
    static func install(on stack: FakeBackSwipeStack, routing: @escaping () -> ScreenRouting<String>) {
        stack.delegateAnimates = true
        stack.delegateShouldBegin = { [unowned stack] in
            routing().systemSwipeMayBegin(
                on: stack.top, stackCount: stack.screens.count, isPresenting: stack.isPresenting, isTransitioning: stack.isTransitioning)
        }
    }

    /// The fake's UIKit: with a navigation delegate that implements the animator method and
    /// UIKit's own recognizer delegate left in place, the swipe does not begin, which is why
    /// Segue must answer for the recognizer.
    @Test func uikitsOwnRecognizerDelegateRefusesOnceTheNavigationDelegateAnimates() {
        let stack = FakeBackSwipeStack(screens: ["root", "detail"])
        #expect(stack.swipeBack())
        stack.screens.append("detail")
        stack.delegateAnimates = true
        #expect(!stack.swipeBack())
    }

    /// Screens pushed with no Segue effect (a system push in a `.segueNavigation()` stack) or
    /// with one whose back gesture is not at the edge pop by the system swipe; a screen whose
    /// Segue back gesture claims the edge does not (its own pan pops it), nor the root, nor a
    /// screen under a presentation, nor during a transition.
    @Test func theSystemSwipePopsEveryScreenNoSegueGestureClaims() throws {
        let (claiming, free) = try Self.effects()
        var routing = ScreenRouting<String>()
        routing.arrive("plain", with: nil)
        routing.arrive("faded", with: free)
        routing.arrive("claimed", with: claiming)
        let stack = FakeBackSwipeStack(screens: ["root", "claimed", "faded", "plain"])
        Self.install(on: stack) { routing }
        #expect(stack.swipeBack() && stack.top == "faded")
        stack.isTransitioning = true
        #expect(!stack.swipeBack())
        stack.isTransitioning = false
        stack.isPresenting = true
        #expect(!stack.swipeBack())
        stack.isPresenting = false
        #expect(stack.swipeBack() && stack.top == "claimed")
        #expect(!stack.swipeBack() && stack.top == "claimed")
        stack.screens = ["root"]
        #expect(!stack.swipeBack())
        // Segue never wrote the app's flag.
        #expect(stack.enabledWrites.isEmpty)
    }

    /// The app (or SwiftUI) sets a navigation delegate of its own after Segue's: Segue's routing
    /// no longer pops anything, so it steps aside and the system swipe begins even on a screen
    /// whose Segue gesture claimed the edge, and Segue's own pan there no longer begins (UIKit
    /// would ask the other delegate for the pop's animator: the pan would start a pop it does not
    /// drive, beside the system swipe). Before, the pan asked only the reentry gate and began.
    @Test func segueStepsAsideOnceAnotherDelegateIsSet() throws {
        let (claiming, _) = try Self.effects()
        var routing = ScreenRouting<String>()
        routing.arrive("claimed", with: claiming)
        let stack = FakeBackSwipeStack(screens: ["root", "claimed"])
        var segueIsDelegate = true
        stack.delegateAnimates = true
        stack.delegateShouldBegin = { [unowned stack] in
            routing.systemSwipeMayBegin(
                on: stack.top, stackCount: stack.screens.count, isPresenting: false, isTransitioning: false,
                segueIsDelegate: segueIsDelegate)
        }
        let gate = ReentryGate<Void>(policy: .none)
        #expect(routing.segueBackGestureMayBegin(segueIsDelegate: segueIsDelegate, gate: gate))
        #expect(!stack.swipeBack())
        segueIsDelegate = false
        #expect(!routing.segueBackGestureMayBegin(segueIsDelegate: segueIsDelegate, gate: gate))
        #expect(stack.swipeBack() && stack.top == "root")
    }

    /// While a Segue transition runs, Segue's pan begins only when the route's `reentry:` is none.
    @Test func seguesPanWaitsForTheRunningTransitionUnlessTheRouteSaysNone() {
        let routing = ScreenRouting<String>()
        for (policy, begins) in [(ReentryGuard.none, true), (.wait, false), (.refuse, false)] {
            var gate = ReentryGate<Void>(policy: policy)
            #expect(routing.segueBackGestureMayBegin(segueIsDelegate: true, gate: gate))
            gate.began()
            #expect(routing.segueBackGestureMayBegin(segueIsDelegate: true, gate: gate) == begins, "\(policy)")
        }
    }

    /// No file of SegueKit's UIKit glue writes a gesture recognizer's `isEnabled`: the flags of the
    /// system's recognizers are the app's (they were written on every `didShow` before, at
    /// SegueNavigationDelegate.swift:213-214), so an app that turned the swipe off keeps it off,
    /// and Segue's own pans are added and removed instead. Every way to write it is looked for:
    /// the property (assigned or toggled), its Objective-C setter `setEnabled:`, and key-value
    /// coding under either name (the property's getter is `isEnabled`, its key `enabled`:
    /// `@property(nonatomic, getter=isEnabled) BOOL enabled`, UIGestureRecognizer.h:52 in the
    /// iOS 16.5 SDK). (The fake's flag cannot show this: only the glue could write it.)
    @Test func segueKitWritesNoRecognizersEnabledFlag() throws {
        let folder = packageRoot.appendingPathComponent("Sources/SegueKit")
        let write = try NSRegularExpression(
            pattern: #"\.isEnabled\s*=(?!=)|\.isEnabled\.toggle|setEnabled|forKey(Path)?:\s*"(is)?[Ee]nabled""#)
        var writes: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where write.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                writes.append("\(name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(writes.isEmpty, "\(writes)")
    }
}
