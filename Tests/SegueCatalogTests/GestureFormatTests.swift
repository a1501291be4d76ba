import SegueCatalog
import SegueEffects
import SegueEngine
import SegueSimulation
import Testing

/// Issue 36, the format: a gesture's finish velocity (`velocityThreshold`, points per second along
/// the direction), its strict or non-strict threshold (`finishAtThreshold`), its base per
/// interaction controller, and `provenance.gesture`; read, refused at their place when bad, and
/// honoured by the simulated release.
@Suite struct GestureFormatTests {
    /// A slide whose back gesture is IBAnimatable's pan rule (PanInteractiveAnimator.swift:60-63):
    /// progress over the view's width, capped at 0.99, finishing on `progress > 0.5 || speed > 1000`.
    static let ibanimatableRule = """
        interactive:
          back: {direction: right, base: width, finishAtThreshold: false, velocityThreshold: 1000, fullPercent: 0.99}
        """

    static func backAnimator(_ body: String) throws -> EffectAnimator {
        let load = loadCatalog([("probe.yaml", manifest(body))])
        #expect(load.diagnostics.isEmpty, "\(headlines(load.diagnostics))")
        return try #require(load.catalog.effect("probe")?.animator)
    }

    static func outcome(_ animator: EffectAnimator, percent: Double, velocity: Double) -> TransitionOutcome? {
        Simulator.runTransition(
            animator, operation: .pop, interaction: .release(atPercent: percent, velocity: velocity)
        ).transitions.first?.outcome
    }

    @Test func aReleaseFasterThanTheFinishVelocityFinishesBelowTheThreshold() throws {
        let animator = try Self.backAnimator(Self.ibanimatableRule)
        #expect(animator.backGesture?.velocityThreshold == 1000)
        #expect(Self.outcome(animator, percent: 0.2, velocity: 1200) == .finished)
        // Exactly the finish velocity is not faster than it (`speed > 1000`).
        #expect(Self.outcome(animator, percent: 0.2, velocity: 1000) == .cancelled)
        #expect(Self.outcome(animator, percent: 0.2, velocity: 400) == .cancelled)
        // A fling the other way is a negative speed along the direction: it never finishes by speed.
        #expect(Self.outcome(animator, percent: 0.2, velocity: -1200) == .cancelled)
    }

    @Test func withoutAFinishVelocitySpeedNeverFinishes() throws {
        let animator = try Self.backAnimator("interactive:\n  back: {direction: right}\n")
        #expect(animator.backGesture?.velocityThreshold == nil)
        #expect(Self.outcome(animator, percent: 0.2, velocity: 5000) == .cancelled)
    }

    /// `>` (VCTransitionsLibrary, IBAnimatable) against `>=` (XWTransition's non-timer release,
    /// XWInteractiveTransition.m:117) exactly at the threshold.
    @Test(arguments: [(false, TransitionOutcome.cancelled), (true, TransitionOutcome.finished)])
    func exactlyAtTheThresholdOnlyTheNonStrictRuleFinishes(_ atThreshold: Bool, _ expected: TransitionOutcome) throws {
        let animator = try Self.backAnimator("interactive:\n  back: {direction: right, finishAtThreshold: \(atThreshold)}\n")
        #expect(Self.outcome(animator, percent: 0.5, velocity: 0) == expected)
        #expect(Self.outcome(animator, percent: 0.51, velocity: 0) == .finished)
    }

    /// The base is the controller's: 200 pt makes a 100 pt drag half of the gesture on any screen.
    @Test func theBaseIsTheControllers() throws {
        let animator = try Self.backAnimator("interactive:\n  back: {direction: left, base: 200}\n")
        let gesture = try #require(animator.backGesture)
        let phone = Rect(x: 0, y: 0, width: 375, height: 812)
        let pad = Rect(x: 0, y: 0, width: 1024, height: 1366)
        #expect(gesture.percent(forTranslation: Point(x: -100, y: 0), in: phone) == 0.5)
        #expect(gesture.percent(forTranslation: Point(x: -100, y: 0), in: pad) == 0.5)
        let width = try #require(try Self.backAnimator(Self.ibanimatableRule).backGesture)
        #expect(width.percent(forTranslation: Point(x: 187.5, y: 0), in: phone) == 0.5)
    }

    @Test(arguments: [
        (
            "interactive:\n  back: {direction: right, velocityThreshold: 0}\n",
            "7:47: error: 'velocityThreshold' must be greater than 0, not 0 [manifest.range]"
        ),
        (
            "interactive:\n  back: {direction: right, finishAtThreshold: maybe}\n",
            "7:47: error: 'finishAtThreshold' must be true or false, not a string ('maybe') [manifest.type]"
        ),
        (
            "interactive:\n  back: {direction: right, base: 0}\n",
            "7:34: error: 'base' must be greater than 0, not 0 [manifest.range]"
        ),
        (
            "provenance:\n  original: X\n  url: https://example.com\n  gesture: ' '\n  compared: [x]\n",
            "9:12: error: 'gesture' names the original's interaction controller (file and line) or says 'added by Segue', not an empty text [manifest.provenance.gesture]"
        ),
        (
            "provenance:\n  original: X\n  url: https://example.com\n  gesture: [a]\n  compared: [x]\n",
            "9:12: error: 'gesture' must be a string, not a list [manifest.type]"
        ),
    ])
    func badValuesAreRefusedAtTheirPlace(_ body: String, _ expected: String) {
        let load = loadCatalog([("probe.yaml", manifest(body))])
        #expect(headlines(load.diagnostics) == [expected])
    }

    @Test func provenanceGestureIsRead() throws {
        let load = loadCatalog([
            (
                "probe.yaml",
                manifest(
                    """
                    provenance:
                      original: X
                      url: https://example.com
                      gesture: added by Segue
                      compared: [x]
                    """)
            )
        ])
        #expect(load.diagnostics.isEmpty, "\(headlines(load.diagnostics))")
        #expect(load.catalog.effect("probe")?.provenance?.gesture == Provenance.gestureAddedBySegue)
    }

    /// The reader hands the engine its own `GestureConfig`: every manifest key lands on the field
    /// it names (`threshold` is `finishThreshold`, `clamp` `clampsPercent`, `finishAtThreshold`
    /// `finishesAtThreshold`, `fullPercent` `percentAtFull`), and what the definition holds is what
    /// the animator plays. Written out field by field, so a key read into the wrong field fails here.
    @Test func everyGestureKeyReachesTheEnginesField() throws {
        let load = loadCatalog([
            (
                "probe.yaml",
                manifest(
                    """
                    interactive:
                      to: {direction: up, edgeSpacing: 30, threshold: 0.4, base: 300, velocityThreshold: 800, clamp: false, finishAtThreshold: false, fullPercent: 0.95}
                      back: {direction: left}
                    """)
            )
        ])
        #expect(load.diagnostics.isEmpty, "\(headlines(load.diagnostics))")
        let effect = try #require(load.catalog.effect("probe"))
        let to = GestureConfig(
            direction: .up, edgeSpacing: 30, base: .points(300), finishThreshold: 0.4, velocityThreshold: 800,
            clampsPercent: false, finishesAtThreshold: false, percentAtFull: 0.95)
        #expect(effect.toGesture == to)
        // An unwritten base is the direction's side, as the manifest reference says, not `.automatic`.
        #expect(effect.backGesture == GestureConfig(direction: .left, base: .width))
        let animator = try #require(effect.animator)
        #expect(animator.toGesture == effect.toGesture)
        #expect(animator.backGesture == effect.backGesture)
    }
}
