import SegueEffects
import SegueEngine
import Testing

@Suite struct CardsTests {
    static let configuration = EffectConfiguration(id: "t", toDuration: 1, backDuration: 1)

    /// ColinEberhardt/VCTransitionsLibrary, AnimationControllers/CECardsAnimationController.m: the to
    /// view starts at `offScreenFrame` (origin.y = height); the 0.6-0.8 keyframe sets
    /// `CGRectOffset(toView.frame, 0.0, -30.0)`, computed when the block runs, while toView.frame is
    /// still the off-screen frame, and the 0.8-1.0 keyframe sets the home frame. So there is no
    /// keyframe at 0.2, the card is off screen until 0.6, 30 pt above the bottom edge at 0.8 (not 30 pt
    /// short of home, as the issue reads it), home at 1.0, and it never goes past home.
    @Test func fromTiltsBackThenShrinksWhileTheCardRisesWithoutOvershoot() throws {
        let context = spotContext390()
        let timeline = CardsEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        let tilt = TransformValue([
            .perspective(m34: -1.0 / 900), .translate(x: 0, y: 0, z: 0), .scale(x: 0.95, y: 0.95, z: 1),
            .rotate(angle: 15 * Double.pi / 180, axis: .x),
        ])
        let back = TransformValue([
            .perspective(m34: -1.0 / 900), .translate(x: 0, y: -0.08 * 844, z: 0), .scale(x: 0.8, y: 0.8, z: 1),
            .rotate(angle: 0, axis: .x),
        ])
        // Keyframes sit in the eased time of the whole animation (animateKeyframes, options
        // .calculationModeCubic, curve bits 0 = easeInEaseOut): key time 0.4 is reached when
        // easeInEaseOut(t) = 0.4, and at t = 0.5 s the eased time is exactly 0.5, halfway from the
        // tilt (0.4) to the push-back (0.6).
        let track = try #require(timeline.tracks.first { $0.actor == .from && $0.property == .transform })
        #expect(track.animationCurve == .easeInEaseOut && track.calculationMode == .cubic)
        #expect(track.value(atSeconds: 0.5, timelineDuration: 1) == .transform(tilt.interpolated(to: back, by: 0.5)))
        let alpha = try #require(timeline.tracks.first { $0.actor == .from && $0.property == .alpha })
        #expect(alpha.keyframes.map(\.time) == [0, 0.4, 1])
        #expect(timeline.sample(at: 0, in: context).actor("to")?.state.frame.minY == 844)
        // CECardsAnimationController.m offsets the still off-screen frame by -30 in its 0.6-0.8
        // block: at eased time 0.5 the card is still below the screen (the cubic spline even dips
        // a little further down before the lift, as a Catmull-Rom spline through 844, 844, 814 does).
        #expect((timeline.sample(at: 0.5, in: context).actor("to")?.state.frame.minY ?? 0) >= 844)
        let rise = try #require(timeline.tracks.first { $0.actor == .to && $0.property == .frame })
        #expect(rise.keyframes.map(\.value) == [844, 844, 814, 0].map { .rect(Rect(x: 0, y: $0, width: 390, height: 844)) })
        #expect(timeline.sample(at: 1, in: context).actor("to")?.state.frame.minY == 0)
        // Never above home: no overshoot at any moment.
        for k in 0...100 {
            let y = timeline.sample(at: Double(k) / 100, in: context).actor("to")?.state.frame.minY ?? -1
            #expect(y >= -1e-9, "\(k)")
        }
    }

    @Test func backDropsTheCardAndRestoresTheCoveredScreen() {
        let context = spotContext390(.pop)
        let timeline = CardsEffect.timeline(for: .back, in: context, configuration: Self.configuration)
        let start = timeline.sample(at: 0, in: context)
        #expect(start.actor("to")?.state.alpha == 0.6)
        #expect(timeline.sample(at: 0.5, in: context).actor("from")?.state.frame.minY == 844)
        #expect(timeline.sample(at: 1, in: context).actor("to")?.state.transform.isIdentity() == false)
        #expect(timeline.sample(at: 1, in: context).actor("to")?.state.alpha == 1)
    }
}
