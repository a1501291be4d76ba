import Testing

@testable import SegueEngine

@Suite struct ContextTests {
    let bounds = Rect(x: 0, y: 0, width: 375, height: 812)
    let sheet = Rect(x: 0, y: 300, width: 375, height: 512)

    func context(_ op: TransitionOperation, _ style: PresentationStyle? = nil) -> TransitionContext {
        TransitionContext(operation: op, containerBounds: bounds, presentationStyle: style)
    }

    @Test func framesFollowTheTable() {
        // push / pop / tab / container / full screen: from leaves, to fills the container.
        for op in [TransitionOperation.push, .pop, .tab, .container] {
            let c = context(op)
            #expect(c.initialFrame(for: .from) == bounds)
            #expect(c.finalFrame(for: .from) == .zero)
            #expect(c.initialFrame(for: .to) == .zero)
            #expect(c.finalFrame(for: .to) == bounds)
        }
        let full = context(.present, .fullScreen)
        #expect(full.initialFrame(for: .from) == bounds && full.finalFrame(for: .from) == .zero)
        #expect(full.initialFrame(for: .to) == .zero && full.finalFrame(for: .to) == bounds)
        #expect(!full.keepsFromView)

        let custom = context(.present, .custom(presentedFrame: sheet, dimming: true))
        #expect(custom.initialFrame(for: .from) == bounds && custom.finalFrame(for: .from) == bounds)
        #expect(custom.initialFrame(for: .to) == .zero && custom.finalFrame(for: .to) == sheet)
        #expect(custom.keepsFromView)

        let over = context(.present, .overFullScreen)
        #expect(over.finalFrame(for: .from) == bounds && over.finalFrame(for: .to) == bounds)

        let dismissFull = context(.dismiss, .fullScreen)
        #expect(dismissFull.initialFrame(for: .from) == bounds && dismissFull.finalFrame(for: .from) == .zero)
        #expect(dismissFull.initialFrame(for: .to) == .zero && dismissFull.finalFrame(for: .to) == bounds)
        #expect(!dismissFull.toViewWasPresent)

        let dismissCustom = context(.dismiss, .custom(presentedFrame: sheet, dimming: false))
        #expect(dismissCustom.initialFrame(for: .from) == sheet && dismissCustom.finalFrame(for: .from) == .zero)
        #expect(dismissCustom.initialFrame(for: .to) == bounds && dismissCustom.finalFrame(for: .to) == bounds)
        #expect(dismissCustom.toViewWasPresent)
    }

    @Test func directionsFollowOperationsAndIndexOrder() {
        #expect(context(.push).direction == .to)
        #expect(context(.pop).direction == .back)
        #expect(context(.present).direction == .to)
        #expect(context(.dismiss).direction == .back)
        let right = TransitionContext(operation: .tab, fromIndex: 0, toIndex: 2)
        #expect(right.direction == .to && right.isGoingRight)
        let left = TransitionContext(operation: .container, fromIndex: 2, toIndex: 1)
        #expect(left.direction == .back && !left.isGoingRight)
    }

    @Test func seededGeneratorIsDeterministic() {
        var a = SeededGenerator(seed: 42)
        var b = SeededGenerator(seed: 42)
        let xs = (0..<5).map { _ in a.next() }
        let ys = (0..<5).map { _ in b.next() }
        #expect(xs == ys)
        #expect(Set(xs).count == 5)
        var c = SeededGenerator(seed: 7)
        let r = Double.random(in: 0..<1, using: &c)
        #expect((0..<1).contains(r))
    }
}
