import Foundation
import SegueCatalog
import SegueEngine
import SegueKitCore
import SeguePlan
import Testing

/// Right to left (`effectiveUserInterfaceLayoutDirection == .rightToLeft`,
/// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection),
/// UIKit mirrors its own push (the new screen comes from the left) and its back swipe (from the
/// right edge: https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer).
/// A Segue effect mirrors too, unless it is absolute.
@Suite struct RightToLeftTests {
    /// Every frame of a plain push of `id` on the fakes, mirrored or not.
    static func frames(_ id: String, rightToLeft: Bool) throws -> [[RecordedActor]] {
        try frames(try #require(shippedEffects.compactMap(SegueEffect.init).first { $0.definition.id == id }), rightToLeft: rightToLeft)
    }

    /// An app's manifest that extends `base` and says its directions are absolute, loaded as an
    /// app loads its own (`RuntimeCatalog.load`).
    static func absolute(extending base: String) throws -> SegueEffect {
        let text = "segue: 1\nid: \(base)-absolute\nname: Absolute\nextends: \(base)\nlayoutDirection: absolute\n"
        let catalog = try RuntimeCatalog.load([SourceFile(path: "Effects/absolute.yaml", text: text, origin: .config)], build: .debug)
        return try #require(catalog.catalog.effect("\(base)-absolute").flatMap(SegueEffect.init))
    }

    /// Every frame of a plain push of `effect` on the fakes, mirrored or not.
    static func frames(_ effect: SegueEffect, rightToLeft: Bool) throws -> [[RecordedActor]] {
        var sequence = TransitionSequence()
        let request = sequence.request(effect, operation: .push, rightToLeft: rightToLeft)
        let world = FakeWorld()
        return FakeWorld.$current.withValue(world) {
            let context = FakeContext(TransitionContext(operation: .push), world: world)
            let player = PlanPlayer<FakeToolkit>(request: request, context: context)
            player.start(in: context)
            var frames: [[RecordedActor]] = []
            var n = 0
            while player.phase != .completed && n < 600 {
                n += 1
                world.clock = Double(n) / 60
                world.vsync()
                frames.append(FakeRecorder.record(context.containerView.layer, world: world))
            }
            return frames
        }
    }

    /// Right to left, every actor of every frame stands where the left-to-right run's stands in a
    /// mirror (x -> 375 - x), for effects that move sideways, turn about y and mask.
    @Test(arguments: ["slide", "push", "cube-horizontal", "circle-spread", "fold", "middle-flip-from-left"])
    func aHorizontalEffectPlaysMirrored(id: String) throws {
        let ltr = try Self.frames(id, rightToLeft: false)
        let rtl = try Self.frames(id, rightToLeft: true)
        #expect(ltr.count == rtl.count && !ltr.isEmpty)
        var worst = 0.0
        var moved = false
        for (a, b) in zip(ltr, rtl) {
            #expect(a.map(\.id) == b.map(\.id))
            for (l, r) in zip(a, b) {
                guard let lc = l.corners, let rc = r.corners else {
                    #expect(l.corners == nil && r.corners == nil)
                    continue
                }
                // The mirror swaps left and right corners: compare as point sets.
                let mirrored = lc.map { Point(x: 375 - $0.x, y: $0.y) }
                for p in rc {
                    let d = mirrored.map { max(abs($0.x - p.x), abs($0.y - p.y)) }.min() ?? .infinity
                    worst = max(worst, d)
                }
                if lc.contains(where: { abs($0.x - 0) > 1 && abs($0.x - 375) > 1 }) { moved = true }
                #expect(abs(l.effectiveAlpha - r.effectiveAlpha) < 1e-9)
                // Masks lie in their actor, which is 375 wide here: mirrored inside it.
                switch (l.mask, r.mask) {
                case (nil, nil): break
                case (.circle(let c, let radius)?, .circle(let d, let s)?):
                    moved = true
                    worst = max(worst, abs(375 - c.x - d.x), abs(c.y - d.y), abs(radius - s))
                case (.rect(let p)?, .rect(let q)?):
                    moved = true
                    worst = max(worst, abs(375 - p.origin.x - p.width - q.origin.x), abs(p.origin.y - q.origin.y))
                default:
                    Issue.record("\(id): masks \(String(describing: l.mask)) and \(String(describing: r.mask))")
                }
            }
        }
        #expect(moved, "the effect never left the screen's edges: the test shows nothing")
        #expect(worst < 1e-6, "\(id): worst distance from the mirror \(worst)")
    }

    /// The back gesture mirrors with the effect, so it claims the right edge UIKit's back swipe
    /// starts from right to left; an effect whose manifest says `layoutDirection: absolute` keeps
    /// its left-edge gesture and leaves UIKit's swipe on there.
    @Test func theBackGestureMirrorsUnlessTheManifestSaysAbsolute() throws {
        let effect = try #require(shippedEffects.compactMap(SegueEffect.init).first { $0.gesture(for: .back)?.direction == .right })
        #expect(effect.mirrorsInRightToLeft && effect.definition.layoutDirection == .mirrored)
        #expect(effect.claimsSystemBackEdge(rightToLeft: false))
        #expect(effect.gesture(for: .back, rightToLeft: true)?.direction == .left)
        #expect(effect.claimsSystemBackEdge(rightToLeft: true))
        var routing = ScreenRouting<Int>()
        routing.arrive(1, with: effect)
        #expect(!routing.keepsSystemBackSwipe(on: 1, rightToLeft: true))
        let absolute = try Self.absolute(extending: effect.definition.id)
        #expect(!absolute.mirrorsInRightToLeft && absolute.definition.layoutDirection == .absolute)
        #expect(absolute.gesture(for: .back, rightToLeft: true)?.direction == .right)
        #expect(!absolute.claimsSystemBackEdge(rightToLeft: true))
        routing.arrive(1, with: absolute)
        #expect(routing.keepsSystemBackSwipe(on: 1, rightToLeft: true))
    }

    /// An absolute effect plays right to left exactly as left to right: the same actors at the
    /// same corners in every frame.
    @Test(arguments: ["slide", "cube-horizontal", "circle-spread"])
    func anAbsoluteEffectPlaysTheSameRightToLeft(id: String) throws {
        let absolute = try Self.absolute(extending: id)
        let ltr = try Self.frames(absolute, rightToLeft: false)
        let rtl = try Self.frames(absolute, rightToLeft: true)
        #expect(ltr.count == rtl.count && !ltr.isEmpty)
        #expect(ltr == rtl)
        // And it is the effect it extends, unmirrored.
        #expect(try Self.frames(id, rightToLeft: false) == ltr)
    }

    /// The manifest's word reaches every request: the sequence asks for a mirrored plan only for
    /// a mirrored effect in a right-to-left layout.
    @Test func theRequestMirrorsByTheManifest() throws {
        let mirrored = try #require(shippedEffects.compactMap(SegueEffect.init).first { $0.definition.id == "slide" })
        let absolute = try Self.absolute(extending: "slide")
        var sequence = TransitionSequence()
        #expect(sequence.request(mirrored, operation: .push, rightToLeft: true).mirrorsHorizontally)
        #expect(!sequence.request(mirrored, operation: .push, rightToLeft: false).mirrorsHorizontally)
        #expect(!sequence.request(absolute, operation: .push, rightToLeft: true).mirrorsHorizontally)
    }
}
