import SegueEffects
import SegueEngine
import Testing

@Suite struct ScanningTests {
    static func configuration(_ edge: String) -> EffectConfiguration {
        EffectConfiguration(id: "t", toDuration: 0.5, backDuration: 0.8, parameters: ["edge": .choice(edge)])
    }

    @Test func lineStartsFourPointsOutsideSweepsAcrossThenBack() throws {
        let context = spotContext390()
        let timeline = ScanningEffect.timeline(for: .to, in: context, configuration: Self.configuration("left"))
        let start = timeline.sample(at: 0, in: context)
        let line = try #require(start.actor("scanline")?.state.frame)
        #expect(line.midX == -4 && line.width == 18 && line.height == 844 * 1.5)
        // wazrx/XWTransition, XWTransition/XWCoolAnimator/XWCoolAnimator+XWScanning.m: the mask view
        // starts at the container's bounds, the line's centre at -4, and both are translated by w.
        #expect(start.actor("from")?.state.mask == .rect(Rect(x: 0, y: 0, width: 390, height: 844)))
        // XWCoolAnimator+XWScanning.m eases the whole animateKeyframes animation (options 0): the
        // 0.7 key time shows when easeInEaseOut reaches 0.7.
        let swept = timeline.sample(at: easeInEaseOutTime(reaching: 0.7) * 0.5, in: context)
        #expect(abs((swept.actor("scanline")?.state.frame.midX ?? .nan) - (390 - 4)) < 1e-4)
        guard case .rect(let mask)? = swept.actor("from")?.state.mask else {
            Issue.record("no rect mask")
            return
        }
        #expect(abs(mask.minX - 390) < 1e-4 && abs(mask.width) < 1e-4)
        // Halfway through the sweep the line's centre is 4 pt behind the mask's edge.
        let half = timeline.sample(at: easeInEaseOutTime(reaching: 0.35) * 0.5, in: context)
        guard case .rect(let halfMask)? = half.actor("from")?.state.mask else {
            Issue.record("no rect mask")
            return
        }
        #expect(abs(halfMask.minX - 195) < 1e-4)
        #expect(abs((half.actor("scanline")?.state.frame.midX ?? .nan) - 191) < 1e-4)
        #expect(abs((timeline.sample(at: 0.5, in: context).actor("scanline")?.state.frame.midX ?? .nan) - (-4)) < 1e-9)
    }

    /// XWTransition ran the back animation for the to duration; Segue runs it for the back duration.
    @Test func backStartsAtTheOppositeEdgeAndRunsForTheBackDuration() throws {
        let context = spotContext390(.pop)
        let timeline = ScanningEffect.timeline(for: .back, in: context, configuration: Self.configuration("top"))
        #expect(timeline.duration == 0.8)
        let start = timeline.sample(at: 0, in: context)
        #expect(abs((start.actor("scanline")?.state.frame.midY ?? .nan) - (848)) < 1e-9)
        let swept = easeInEaseOutTime(reaching: 0.7) * 0.8
        #expect(abs((timeline.sample(at: swept, in: context).actor("scanline")?.state.frame.midY ?? .nan) - 4) < 1e-4)
        #expect(abs((timeline.sample(at: 0.8, in: context).actor("scanline")?.state.frame.midY ?? .nan) - (848)) < 1e-9)
    }
}
