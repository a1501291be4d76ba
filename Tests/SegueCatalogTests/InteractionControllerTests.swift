import SegueCatalog
import SegueEffects
import SegueEngine
import SegueSimulation
import Testing

/// Issue 15, item 3: the interaction controller's completionSpeed and completionCurve, as
/// VCTransitionsLibrary's controllers set them (CEHorizontalSwipeInteractionController.m,
/// CEVerticalSwipeInteractionController.m): completionSpeed returns 1 - percentComplete, the
/// transition finishes only when the fraction is > 0.5, a full swipe passes 0.99 (their issue 4)
/// and the base is 200 pt.
@Suite struct InteractionControllerTests {
    static let catalog = loadCatalog().catalog

    /// Cards (1 s back) released at 0.3: UIKit runs the cancel for p * d / speed = 0.3 * 1 / 0.7 =
    /// 0.42857 s, which is 25.7 frames at 60 fps, so the completion lands 26 frames after the drag;
    /// UIKit's default speed 1 would take 0.3 s, 18 frames.
    @Test func cardsPoppedAndReleasedAtThirtyPercentCancelsInTwentySixFrames() throws {
        let animator = try #require(Self.catalog.effect("cards")?.animator)
        #expect(animator.interactiveCompletion?.speed == .remainingPercent)
        let trace = Simulator.runTransition(animator, operation: .pop, interaction: .release(atPercent: 0.3))
        let info = try #require(trace.transitions.first?.interaction)
        #expect(trace.transitions.first?.outcome == .cancelled)
        #expect(info.tailFrames == 26)
        #expect(info.config.base == .points(200))
        #expect(trace.findings.isEmpty)
    }

    /// `fraction > 0.5`: exactly half way cancels (XWTransition uses >= and finishes:
    /// XWInteractiveTransition.m:117; Hero's example, which slide follows since issue 36, uses >).
    @Test func exactlyHalfWayCancels() throws {
        let animator = try #require(Self.catalog.effect("cards")?.animator)
        let trace = Simulator.runTransition(animator, operation: .pop, interaction: .release(atPercent: 0.5))
        #expect(trace.transitions.first?.outcome == .cancelled)
        let portal = try #require(Self.catalog.effect("portal")?.animator)
        let half = Simulator.runTransition(portal, operation: .pop, interaction: .release(atPercent: 0.5))
        #expect(half.transitions.first?.outcome == .finished)
    }

    /// A full swipe passes 0.99, never 1.0; a partial one passes unchanged.
    @Test func aFullSwipePassesPointNineNine() throws {
        let animator = try #require(Self.catalog.effect("cards")?.animator)
        let gesture = try #require(animator.backGesture)
        let config = try #require(animator.interactiveCompletion).applied(to: gesture)
        let bounds = Rect(x: 0, y: 0, width: 375, height: 812)
        #expect(config.percent(forTranslation: Point(x: 0, y: 300), in: bounds) == 0.99)
        #expect(config.percent(forTranslation: Point(x: 0, y: 150), in: bounds) == 0.75)
        // And the finish then runs (1 - 0.99) * 1 s / (1 - 0.99) = 1 s: the remaining 1% at 1% speed.
        var controller = PercentDrivenController(duration: 1, completionSpeed: config.completionSpeed(releasedAt: 0.99))
        controller.update(0.99)
        #expect(abs(controller.finishDuration - 1) < 1e-9)
    }

    /// A manifest that extends another overrides each completion setting on its own: one that sets
    /// only the curve keeps the speed it extends (cards' `1 - percent`), one that fixes the speed
    /// replaces `1 - percent` and keeps the curve. Both settings live in the engine's one
    /// `InteractiveCompletion` (issue 50 item 1), so this is where merging them could lose one.
    @Test func anExtendingManifestOverridesEachCompletionSettingOnItsOwn() throws {
        func child(_ id: String, _ body: String) -> (String, String) {
            ("\(id).yaml", "segue: 1\nid: \(id)\nname: Probe\nsummary: A test manifest.\nextends: cards\ninteractive:\n" + body)
        }
        let load = loadCatalog([
            child("curve-only", "  completionCurve: linear\n"), child("speed-only", "  completionSpeed: 2\n"),
        ])
        #expect(load.diagnostics.isEmpty)
        let curveOnly = try #require(load.catalog.effect("curve-only"))
        #expect(curveOnly.interactiveCompletion == InteractiveCompletion(speed: .remainingPercent, curve: .linear))
        let speedOnly = try #require(load.catalog.effect("speed-only"))
        #expect(speedOnly.interactiveCompletion == InteractiveCompletion(speed: .fixed(2), curve: nil))
        let gesture = try #require(speedOnly.animator?.backGesture)
        let driven = try #require(speedOnly.animator).drivenGesture(gesture)
        #expect(driven.completionSpeed == 2 && !driven.completionSpeedIsRemainingPercent)
    }

    @Test func completionFieldsAreReadAndChecked() throws {
        let good = loadCatalog([
            (
                "probe.yaml",
                manifest(
                    """
                    interactive:
                      completionSpeed: 2
                      completionCurve: linear
                      back: {direction: right, finishAtThreshold: false, fullPercent: 0.99}
                    """)
            )
        ])
        #expect(good.diagnostics.isEmpty)
        let effect = try #require(good.catalog.effect("probe"))
        #expect(effect.interactiveCompletion == InteractiveCompletion(speed: .fixed(2), curve: .linear))
        #expect(effect.animator?.backGesture?.finishesAtThreshold == false)
        #expect(effect.animator?.backGesture?.percentAtFull == 0.99)

        let bad = loadCatalog([
            (
                "probe.yaml",
                manifest(
                    """
                    interactive:
                      completionSpeed: 0
                    """)
            )
        ])
        #expect(bad.diagnostics.first?.location != nil)
        #expect(
            headlines(bad.diagnostics).contains {
                $0.hasSuffix("error: 'completionSpeed' must be between 0.01 and 100, not 0 [manifest.range]")
            })
    }

    /// Issue 51 item 2: a completion speed outside 0.01...100 is refused where it is written, naming
    /// the range. The slowest tail it allows is a hundred times the duration, so the run after a
    /// release stays near what the budget is sized for; what the reader cannot know (the frame
    /// rate, the release point of `1 - percent`, a config's budget) the simulation budget bounds.
    @Test(arguments: ["0.000000001", "1e-300", "4.9e-324", "0.009", "100.5", "1e300"])
    func aCompletionSpeedOutsideItsRangeIsRefusedWhereItIsWritten(speed: String) {
        let load = loadCatalog([("probe.yaml", manifest("interactive:\n  completionSpeed: \(speed)\n"))])
        #expect(
            headlines(load.diagnostics.filter { $0.location?.file == "probe.yaml" })
                == ["7:20: error: 'completionSpeed' must be between 0.01 and 100, not \(speed) [manifest.range]"])
        #expect(load.catalog.effect("probe") == nil)
    }

    /// The ends of the range are allowed.
    @Test(arguments: ["0.01", "100"])
    func aCompletionSpeedAtTheEndsOfItsRangeIsRead(speed: String) throws {
        let load = loadCatalog([("probe.yaml", manifest("interactive:\n  completionSpeed: \(speed)\n"))])
        #expect(load.diagnostics.isEmpty)
        let effect = try #require(load.catalog.effect("probe"))
        #expect(effect.interactiveCompletion?.speed == Double(speed).map { .fixed($0) })
    }
}

/// Issue 15, item 1 in manifests: `animationCurve` (the whole track, as UIView.animateKeyframes
/// eases it) and `calculationMode` on a keyframes track.
@Suite struct KeyframeAnimationManifestTests {
    static let body = """
        kind: keyframes
        toDuration: 1
        backDuration: 1
        keyframes:
          to:
            - actor: from
              property: alpha
              animationCurve: easeInEaseOut
              calculationMode: discrete
              keyframes:
                - {time: 0, value: 1}
                - {time: 0.5, value: 0.5}
                - {time: 1, value: 0}
        """

    @Test func animationCurveAndCalculationModeReachTheTrack() throws {
        let load = loadCatalog([
            ("probe.yaml", manifest(kind: "keyframes", Self.body.replacingOccurrences(of: "kind: keyframes\n", with: "")))
        ])
        #expect(load.diagnostics.isEmpty, "\(headlines(load.diagnostics))")
        let animator = try #require(load.catalog.effect("probe")?.animator)
        let context = TransitionContext(operation: .push, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let track = try #require(animator.timeline(for: .to, in: context).tracks.first)
        #expect(track.animationCurve == .easeInEaseOut)
        #expect(track.calculationMode == .discrete)
        // With a whole-track curve the segments default to linear, as in UIKit's keyframe animations.
        #expect(track.curves == [.linear, .linear])
        // `back: reverse` keeps the mode and mirrors the curve (easeInEaseOut is its own mirror).
        let back = try #require(animator.timeline(for: .back, in: context).tracks.first)
        #expect(back.calculationMode == .discrete && back.animationCurve == .easeInEaseOut)
    }

    /// `transformInterpolation: components` is the key-path form (transform.rotation.z): a full
    /// turn turns; the default matrix form does not.
    @Test func transformInterpolationPicksTheForm() throws {
        func track(_ form: String) throws -> Track {
            let body = """
                toDuration: 1
                backDuration: 1
                keyframes:
                  to:
                    - actor: to
                      property: transform
                      \(form)
                      curve: linear
                      keyframes:
                        - {time: 0, value: identity}
                        - {time: 1, value: [{rotate: {z: 360}}]}
                """
            let load = loadCatalog([("probe.yaml", manifest(kind: "keyframes", body))])
            #expect(load.diagnostics.isEmpty, "\(headlines(load.diagnostics))")
            let animator = try #require(load.catalog.effect("probe")?.animator)
            let context = TransitionContext(operation: .push, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844))
            return try #require(animator.timeline(for: .to, in: context).tracks.first)
        }
        let matrix = try track("")
        #expect(matrix.transformInterpolation == .matrix)
        guard case .transform(let still) = matrix.value(atSeconds: 0.5, timelineDuration: 1) else { return }
        #expect(still.isIdentity(tolerance: 1e-9))
        let components = try track("transformInterpolation: components")
        guard case .transform(let half) = components.value(atSeconds: 0.5, timelineDuration: 1) else { return }
        #expect(half.operations == [.rotate(angle: Double.pi, axis: .z)])
    }

    @Test func anUnknownCalculationModeIsNamed() {
        let text = manifest(
            kind: "keyframes",
            Self.body.replacingOccurrences(of: "kind: keyframes\n", with: "")
                .replacingOccurrences(of: "discrete", with: "spline"))
        let load = loadCatalog([("probe.yaml", text)])
        let lines = headlines(load.diagnostics)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("[manifest.keyframes.calculation-mode]") == true)
        #expect(lines.first?.contains("'spline'") == true)
    }
}
