import SegueCatalog
import SegueEffects
import SegueEngine
import SegueSimulation
import Testing

/// Issue 49, "Undeclared": what the engine draws or sets that the original does not, each declared
/// in the manifest's `provenance.differences` with the original's path:line it departs from.
@Suite struct DeclaredDifferencesTests {
    static let catalog = loadCatalog().catalog

    /// One difference: the words that name it and the original's line it must quote.
    struct Row: Sendable, CustomStringConvertible {
        var id: String
        var names: String
        /// Nil where there is no original to quote.
        var source: String?
        var description: String { "\(id): \(names)" }
    }

    static let rows: [Row] =
        ["turn-horizontal", "turn-vertical"].flatMap { id in
            [
                // CETurnAnimationController.m:21-65 adds the to view (:25) and nothing else.
                Row(id: id, names: "backdrop", source: "CETurnAnimationController.m:25"),
                // :28-30 set the container's sublayerTransform; nothing resets it.
                Row(id: id, names: "sublayerTransform", source: "CETurnAnimationController.m:28-30"),
            ]
        } + [
            // No article was found; the way back is Segue's own and says what it draws.
            Row(id: "fly-from-corner", names: "the way back is Segue's own", source: nil)
        ]

    @Test(arguments: rows)
    func theDifferenceIsDeclared(_ row: Row) throws {
        let effect = try #require(Self.catalog.effect(row.id))
        let differences = effect.provenance?.differences ?? []
        #expect(
            differences.contains { difference in
                difference.change.contains(row.names) && row.source.map { difference.change.contains($0) } != false
            },
            "\(row)")
    }

    /// The turn's backdrop and reset are there to declare: the engine draws an overlay under both
    /// views and leaves the container's sublayerTransform at identity.
    @Test(arguments: ["turn-horizontal", "turn-vertical"])
    func theTurnDrawsABackdropAndResetsThePerspective(id: String) throws {
        let animator = try #require(Self.catalog.effect(id)?.animator)
        let trace = Simulator.runTransition(animator, operation: .push)
        let middle = try #require(trace.frames.first { $0.percent >= 0.5 })
        #expect(middle.actors.contains { $0.id == .container })
        #expect(middle.actors.contains { $0.id == ActorID("backdrop") })
        let last = try #require(trace.frames.last?.actors.first { $0.id == .container })
        #expect(last.state.sublayerTransform.isIdentity(tolerance: 0))
    }

    /// Hero's kind goes back with the type's `reversed()`, what `.autoReverse` selects
    /// (DefaultAnimationPreprocessor.swift:88-90, 94-167); the example its gestures follow sets
    /// `modalAnimationType = animations[i]` (AnimationSelectTableViewController.swift:106), which
    /// Hero reverses only through `.selectBy` (:279-281), so there a dismiss replays the type. After
    /// release Hero restarts each animation for the rest of its duration either way
    /// (HeroCoreAnimationViewContext.swift:390-391, 398-400), as the engine does: not UIKit's tail.
    /// `slide` is the slide kind, which runs UIKit's percent-driven tail and declares it.
    @Test func heroManifestsDeclareTheWayBackAndDescribeHerosOwnTail() throws {
        let hero = Self.catalog.effects.filter { $0.kind == "hero" || $0.id == "slide" }
        #expect(hero.count == 10)
        for effect in hero {
            let provenance = try #require(effect.provenance, "\(effect.id)")
            #expect(
                provenance.differences.contains {
                    $0.change.contains("AnimationSelectTableViewController.swift:106")
                        && $0.change.contains("DefaultAnimationPreprocessor.swift:279-281")
                },
                "\(effect.id)")
            guard effect.kind == "hero" else { continue }
            #expect(!provenance.differences.contains { $0.change.contains("UIPercentDrivenInteractiveTransition") }, "\(effect.id)")
            #expect(provenance.compared.contains { $0.contains("HeroCoreAnimationViewContext.swift:390-391") }, "\(effect.id)")
        }
    }

    /// XWTransitionAnimator.m:70 sets 0.5 s both ways; the demo every XWCoolAnimator manifest takes
    /// its gestures from sets 1.0 s both ways (XWCoolFromController.m:29-30). The manifests follow
    /// the library and say so.
    @Test func theCoolAnimatorsDeclareTheDemosDuration() throws {
        let cool = Self.catalog.effects.filter { $0.provenance?.gesture?.contains("XWCoolFromController.m") == true }
        #expect(cool.count == 15)
        for effect in cool {
            #expect(effect.toDuration == 0.5 && effect.backDuration == 0.5, "\(effect.id)")
            let differences = effect.provenance?.differences ?? []
            #expect(
                differences.contains {
                    $0.change.contains("XWTransitionAnimator.m:70") && $0.change.contains("XWCoolFromController.m:29-30")
                },
                "\(effect.id)")
        }
    }
}
