import SegueEngine
import SegueKitCore
import SegueSimulation
import Testing

/// The pan's decisions come from the manifest's gesture: edge band, base, threshold, velocity.
@Suite struct PanTrackerTests {
    let tracker = PanTracker(
        config: GestureConfig(direction: .right, edgeSpacing: 40, base: .points(200), finishThreshold: 0.5, velocityThreshold: 800),
        bounds: Rect(x: 0, y: 0, width: 390, height: 844))

    @Test func aTouchBeginsOnlyInTheEdgeBand() {
        #expect(tracker.begins(at: Point(x: 30, y: 400)))
        #expect(!tracker.begins(at: Point(x: 60, y: 400)))
    }

    @Test func thePercentIsTheDistanceAlongTheDirectionOverTheBase() {
        #expect(tracker.percent(translation: Point(x: 50, y: 30)) == 0.25)
        #expect(tracker.percent(translation: Point(x: -50, y: 0)) == 0)
        #expect(tracker.percent(translation: Point(x: 500, y: 0)) == 1)
    }

    @Test func aReleaseFinishesPastTheThresholdOrFasterThanTheVelocity() {
        #expect(tracker.finishes(translation: Point(x: 100, y: 0), velocity: .zero))
        #expect(!tracker.finishes(translation: Point(x: 60, y: 0), velocity: Point(x: 700, y: 0)))
        #expect(tracker.finishes(translation: Point(x: 60, y: 0), velocity: Point(x: 900, y: 0)))
        // Velocity across the direction does not count.
        #expect(!tracker.finishes(translation: Point(x: 60, y: 0), velocity: Point(x: 0, y: 2000)))
    }

    @Test func theEffectsCompletionSettingsApplyToItsGesture() throws {
        let effect = try #require(shippedEffects.first { $0.interactiveCompletion != nil && $0.backGesture != nil })
        let segue = try #require(SegueEffect(effect))
        let gesture = try #require(segue.gesture(for: .back))
        let completion = try #require(effect.interactiveCompletion)
        switch completion.speed {
        case .fixed(let speed): #expect(gesture.completionSpeed == speed)
        case .remainingPercent: #expect(gesture.completionSpeedIsRemainingPercent)
        case nil: break
        }
        if let curve = completion.curve { #expect(gesture.completionCurve == curve) }
    }

    /// The app's pan and `simulate` drive a gesture with the same completion speed and curve: both
    /// take it from `TransitionAnimator.drivenGesture`, so an effect whose interaction controller
    /// changes UIKit's (VCTransitionsLibrary's `1 - percent`) is checked as the runtime plays it.
    @Test func theRuntimesGestureIsTheOneTheSimulatorDrives() throws {
        let effects = shippedEffects.filter { $0.interactiveCompletion != nil && $0.backGesture != nil }
        #expect(!effects.isEmpty)
        for effect in effects {
            let segue = try #require(SegueEffect(effect))
            let trace = Simulator.runTransition(segue.animator, operation: .pop, interaction: .release(atPercent: 0.3))
            let simulated = try #require(trace.transitions.first?.interaction?.config, "\(effect.id)")
            #expect(segue.gesture(for: .back) == simulated, "\(effect.id)")
        }
    }
}
