import BenchSupport
import SegueKit

/// The walk a push makes on the main thread, where UIKit asks for the animator, to read a SwiftUI
/// destination's `.segueTransition` from the value its hosting controller holds (issue 48, item 4):
/// `DeclaredInValue.effect(in:)` over values laid out as SwiftUI stores them
/// (SwiftUI.swiftinterface of the iOS 16.5 SDK: `ModifiedContent`'s `content` and `modifier`,
/// `_BackgroundModifier`'s `background`, `AnyView`'s class `storage`), as
/// Tests/SegueKitTests/Routing/DeclaredInValueTests.swift builds them.
enum DestinationWalkWorkload {
    struct ModifiedContent<Content, Modifier> {
        var content: Content
        var modifier: Modifier
    }

    struct BackgroundModifier<Background> {
        var background: Background
        var alignment: Int = 0
    }

    /// A plain modifier's stored values (`padding(_:)`'s edges and length, say).
    struct PaddingModifier {
        var edges: Int8 = 15
        var length: Double? = 16
    }

    class AnyViewStorageBase {}

    final class AnyViewStorage<View>: AnyViewStorageBase {
        let view: View
        init(_ view: View) { self.view = view }
    }

    struct AnyView {
        var storage: AnyViewStorageBase
        init<View>(_ view: View) { storage = AnyViewStorage(view) }
    }

    /// SegueKit's `.segueTransition` marker as the walk sees it.
    struct Marker: EffectDeclaringMarker {
        let effect: SegueEffectID?
        var declaredEffect: SegueEffectID? { effect }
    }

    /// An app's destination view: the data it shows, held by value.
    struct ArticleView {
        struct Byline {
            var name: String
            var role: String
            var joined: Int
        }
        var title: String
        var summary: String
        var bylines: (Byline, Byline, Byline)
        var words: Int
        var isSaved: Bool
    }

    /// A value tree whose stored values the walk visits, `levels` deep: far more than its budget.
    indirect enum Tree {
        case leaf(String)
        case pair(Tree, Tree)

        static func make(levels: Int) -> Tree {
            levels == 0 ? .leaf("row") : .pair(make(levels: levels - 1), make(levels: levels - 1))
        }
    }

    static func article() -> ArticleView {
        let byline = ArticleView.Byline(name: "Ada", role: "author", joined: 2015)
        return ArticleView(
            title: "A title", summary: "A summary", bylines: (byline, byline, byline), words: 1200, isSaved: false)
    }

    /// A destination as a link builds it: the app's view under eight plain modifiers, with
    /// `.segueTransition` outermost, inside SwiftUI's `AnyView`.
    static func declaring() -> Any {
        var view: Any = article()
        for _ in 0..<8 { view = ModifiedContent(content: view, modifier: PaddingModifier()) }
        return AnyView(ModifiedContent(content: view, modifier: BackgroundModifier(background: Marker(effect: .cubeHorizontal))))
    }

    /// A destination that names nothing, whose value is larger than the walk's budget: the walk
    /// looks at all the values it may, then gives up (the push stays UIKit's).
    static func declaringNothing() -> Any {
        AnyView(ModifiedContent(content: Tree.make(levels: 12), modifier: PaddingModifier()))
    }
}

/// The walk's cost beside `lookup`, the callback's catalog lookup of an effect named ahead (its
/// baseline here), both in seconds of thread CPU time.
func compareDestinationWalk(runs: Int, lookup: Double) {
    let declaring = DestinationWalkWorkload.declaring()
    let nothing = DestinationWalkWorkload.declaringNothing()
    precondition(DeclaredInValue.effect(in: declaring) == .cubeHorizontal, "the walk missed the declaration")
    precondition(DeclaredInValue.effect(in: nothing) == nil, "the walk found a declaration in a value without one")
    let found = Stopwatch.bestCPU(runs: runs) { precondition(DeclaredInValue.effect(in: declaring) != nil) }
    let exhausted = Stopwatch.bestCPU(runs: runs) { precondition(DeclaredInValue.effect(in: nothing) == nil) }
    let frame = 1.0 / 120
    print(
        "a push's walk of a SwiftUI destination's value for .segueTransition (budget \(DeclaredInValue.nodeBudget) values), best of \(runs)"
    )
    print(
        "  found (8 modifiers, AnyView): \(fmt(found * 1000, 4)) ms  \(fmt(found / lookup, 2))x the lookup, \(fmt(found / frame, 4)) of a 120 Hz frame"
    )
    print(
        "  budget spent (declares nothing): \(fmt(exhausted * 1000, 4)) ms  \(fmt(exhausted / lookup, 2))x the lookup, \(fmt(exhausted / frame, 4)) of a frame"
    )
}
