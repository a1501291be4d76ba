import SegueEffects
import SegueEngine
import SegueSimulation
import Testing

@Suite struct DrawerEffectTests {
    static let flip: [String: ParameterValue] = [
        "direction": .choice("bottom"), "style": .choice("flip"), "scale": .number(0.8),
    ]

    @Test func flipSnapshotIsTiltedFifteenDegreesWithItsPerspectiveAtThirtyFivePercent() {
        let context = KindProbe.context()
        let timeline = DrawerEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration(Self.flip))
        // XWDrawerAnimator.m eases the whole animateKeyframes animation (options 0): the 0.35 key
        // time shows when easeInEaseOut reaches 0.35.
        let snapshot = timeline.sample(at: easeInEaseOutTime(reaching: 0.35) * 0.5, in: context).actor("snapshot.from")
        #expect(KindProbe.close(KindProbe.rotation(snapshot?.state.transform, about: .x).map(abs), 15 * Double.pi / 180, 1e-5))
        #expect(KindProbe.close(KindProbe.perspective(snapshot?.state.transform), -1.0 / 900))
        #expect(KindProbe.close(KindProbe.scaleFactor(snapshot?.state.transform), 0.95, 1e-5))
    }

    /// XWDrawerAnimator.m `_xw_stepOneTransform`: 15 degrees times `rotationRatio = 1 + (0.95 -
    /// stepOneScale) * 3`, with `symbol` +1 from the left or the bottom and -1 from the right or the top,
    /// about y for a side drawer and x for a top or bottom one.
    @Test func flipTiltFollowsTheOriginalsSignAndRatio() {
        let context = KindProbe.context()
        let at = easeInEaseOutTime(reaching: 0.35) * 0.5
        for (edge, sign) in [("left", 1.0), ("right", -1.0), ("top", -1.0), ("bottom", 1.0)] {
            let configuration = KindProbe.configuration(["direction": .choice(edge), "style": .choice("flip"), "scale": .number(0.7)])
            let timeline = DrawerEffect.timeline(for: .to, in: context, configuration: configuration)
            let axis: RotationAxis = edge == "left" || edge == "right" ? .y : .x
            let angle = KindProbe.rotation(timeline.sample(at: at, in: context).actor("snapshot.from")?.state.transform, about: axis)
            // scale 0.7: stepOneScale = 0.85, rotationRatio = 1.3, so 19.5 degrees.
            #expect(KindProbe.close(angle, sign * 19.5 * Double.pi / 180, 1e-5), "\(edge)")
        }
    }

    @Test func flipEndsPushedBackEightPercentAtTheCustomScale() throws {
        let context = KindProbe.context()
        let timeline = DrawerEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration(Self.flip))
        let transform = timeline.sample(at: 0.5, in: context).actor("snapshot.from")?.state.transform
        #expect(KindProbe.close(KindProbe.rotation(transform, about: .x), 0))
        #expect(KindProbe.close(KindProbe.scaleFactor(transform), 0.8))
        let translation = try #require(
            transform?.operations.compactMap { op -> Double? in
                if case .translate(_, let y, _) = op { return y } else { return nil }
            }.first)
        #expect(KindProbe.close(translation, -0.08 * 844, 1e-9))
        #expect(DrawerEffect.flipScales(for: 0.95) == (1, 0.95))
        #expect(DrawerEffect.flipScales(for: 0.05) == (0.2, 0.1))
    }

    @Test func plainDrawerWithoutMoveDistanceSlidesInAWholeScreenOverAHiddenFromView() {
        let context = KindProbe.context()
        let timeline = DrawerEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration())
        let start = timeline.sample(at: 0, in: context)
        #expect(start.actor("to")?.state.frame == Rect(x: -390, y: 0, width: 390, height: 844))
        #expect(start.actor("from")?.isEffectivelyHidden == true)
        #expect(start.actor("snapshot.from")?.state.zPosition == -1000)
        #expect(timeline.sample(at: 0.5, in: context).actor("to")?.state.frame == context.containerBounds)
    }

    /// wazrx/XWTransition, XWTransition/XWDrawerAnimator/XWDrawerAnimator.m (parallax, moveDistance 250,
    /// the demo's QQ menu): the drawer starts at x = -(w - 250 / 2) under the snapshot, is translated by
    /// 250 - 125, so it ends at x = -w + 250 with only 250 pt on screen; the snapshot moves 250.
    @Test func parallaxDrawerShowsItsMoveDistanceBesideTheSnapshot() {
        let context = KindProbe.context()
        let configuration = KindProbe.configuration(["style": .choice("parallax"), "distance": .number(250)])
        let timeline = DrawerEffect.timeline(for: .to, in: context, configuration: configuration)
        let start = timeline.sample(at: 0, in: context)
        let end = timeline.sample(at: 0.5, in: context)
        #expect(KindProbe.close(start.actor("to")?.state.frame.minX, -(390 - 125), 1e-9))
        #expect(KindProbe.close(end.actor("to")?.state.frame.minX, -390 + 250, 1e-9))
        #expect(KindProbe.close(end.actor("to")?.state.frame.maxX, 250, 1e-9))
        #expect(start.actor("to").map { $0.state.zPosition < -1000 } == true)
        let moved = end.actor("snapshot.from")?.state.transform.operations.first
        #expect(moved == .translate(x: 250, y: 0, z: 0))
        #expect(timeline.restingFrame.map { $0.isClose(to: Rect(x: -140, y: 0, width: 390, height: 844)) } == true)
    }

    /// XWDrawerAnimator.m: `moveDistance` is the drawer's visible width in every style: a plain drawer
    /// with moveDistance 250 ends with its right 250 pt on screen over the snapshot, not the whole width.
    @Test func plainAndFlipDrawersAlsoShowOnlyTheirMoveDistance() {
        let context = KindProbe.context()
        for style in ["plain", "flip"] {
            let configuration = KindProbe.configuration(["style": .choice(style), "distance": .number(250)])
            let timeline = DrawerEffect.timeline(for: .to, in: context, configuration: configuration)
            #expect(timeline.sample(at: 0, in: context).actor("to")?.state.frame.minX == -390, "\(style)")
            #expect(KindProbe.close(timeline.sample(at: 0.5, in: context).actor("to")?.state.frame.maxX, 250, 1e-9), "\(style)")
        }
        // From the bottom (the demo's Taobao flip, moveDistance 450): 450 pt of the drawer show.
        let bottom = DrawerEffect.timeline(
            for: .to, in: context,
            configuration: KindProbe.configuration(["direction": .choice("bottom"), "style": .choice("flip"), "distance": .number(450)]))
        #expect(KindProbe.close(bottom.sample(at: 0.5, in: context).actor("to")?.state.frame.minY, 844 - 450, 1e-9))
    }

    /// The snapshot stays after a successful open and the drawer rests partly off screen; a manifest
    /// declares the snapshot (`outlives: [snapshot.from]`), and then the run has no finding.
    @Test func theSnapshotOutlivesASuccessfulOpenWhenDeclared() {
        var configuration = KindProbe.configuration(["style": .choice("parallax"), "distance": .number(250)])
        configuration.outlives = ["snapshot.from"]
        let animator = EffectAnimator(kind: DrawerEffect.self, configuration: configuration)
        let trace = Simulator.runTransition(animator, operation: .push)
        #expect(trace.findings.isEmpty, "\(trace.findings)")
        let last = trace.frames.last?.actors.map(\.id) ?? []
        #expect(last.contains("snapshot.from"))
        // Undeclared, the standard clean-up removes the snapshot, as Segue did before.
        let undeclared = KindProbe.configuration(["style": .choice("parallax"), "distance": .number(250)])
        let removed = Simulator.runTransition(EffectAnimator(kind: DrawerEffect.self, configuration: undeclared), operation: .push)
        #expect(removed.findings.isEmpty)
        #expect((removed.frames.last?.actors.map(\.id) ?? []).contains("snapshot.from") == false)
        // A cancelled open removes it either way.
        let cancelled = Simulator.runTransition(
            animator, operation: .push, interaction: .release(atPercent: 0.2, config: GestureConfig(direction: .right)))
        #expect(cancelled.findings.isEmpty, "\(cancelled.findings)")
        #expect((cancelled.frames.last?.actors.map(\.id) ?? []).contains("snapshot.from") == false)
    }

    @Test func backSlidesTheDrawerOutAndReturnsTheSnapshotToIdentity() {
        let context = KindProbe.context(.pop)
        let timeline = DrawerEffect.timeline(
            for: .back, in: context, configuration: KindProbe.configuration(["direction": .choice("right"), "scale": .number(0.9)]))
        let start = timeline.sample(at: 0, in: context)
        let end = timeline.sample(at: 0.5, in: context)
        #expect(KindProbe.close(KindProbe.scaleFactor(start.actor("snapshot.to")?.state.transform), 0.9))
        #expect(end.actor("snapshot.to")?.matrix.isIdentity(tolerance: 1e-9) == true)
        #expect(end.actor("from")?.state.frame.minX == 390)
    }
}
