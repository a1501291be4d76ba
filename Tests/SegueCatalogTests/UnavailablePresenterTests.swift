import SegueCatalog
import SegueEngine
import Testing

/// Issue 15, item 6: under `.overFullScreen` and `.custom` presentations the presenting view is not
/// in the container and `view(forKey:)` returns nil for it (UIViewControllerContextTransitioning's
/// documentation: nil "indicates that the animator should not manipulate the associated view
/// controller's view"). An effect that animates it gets `presentation.presenter-unavailable`, and
/// the screen shows the presenter where it was.
@Suite struct UnavailablePresenterTests {
    static func run(_ id: String, _ style: PresentationStyle, scenario: ScenarioName = .present) throws -> Trace {
        let effect = try #require(loadCatalog().catalog.effect(id))
        let request = SimulationRequest(effect: effect, scenario: scenario, presentation: style)
        return Simulator.run(try #require(request.makeScenario()), options: request.options)
    }

    @Test func overFullScreenLeavesThePresenterStillBeneathTheContainer() throws {
        let trace = try Self.run("cube-horizontal", .overFullScreen)
        for frame in trace.frames {
            let ids = frame.actors.map(\.id)
            guard let from = frame.actors.first(where: { $0.id == .from }) else { continue }
            #expect(from.matrix.isIdentity(tolerance: 1e-12), "frame \(frame.index): the presenter moved")
            #expect(from.parent == nil, "the presenter is not in the container")
            if let container = ids.firstIndex(of: .container), let presenter = ids.firstIndex(of: .from) {
                #expect(presenter < container, "the presenter lies beneath the container")
            }
            #expect(!ids.contains("shade.from"), "an overlay added to a nil view is never shown")
        }
        let codes = trace.findings.map(\.code)
        #expect(codes == ["presentation.presenter-unavailable"], "\(codes)")
        #expect(trace.findings.first?.message.contains("from.transform") == true)
    }

    @Test func fullScreenHandsThePresenterToTheAnimator() throws {
        let trace = try Self.run("cube-horizontal", .fullScreen)
        // Half way, the cube has turned the presenter by about 45 degrees about y.
        let middle = try #require(trace.frames.first { $0.percent >= 0.5 })
        let from = try #require(middle.actors.first { $0.id == .from })
        #expect(!from.matrix.isIdentity(tolerance: 1e-3))
        #expect(!trace.findings.contains { $0.code == "presentation.presenter-unavailable" })
    }

    @Test func dismissingFromOverFullScreenLeavesThePresenterStillToo() throws {
        let trace = try Self.run("cube-horizontal", .overFullScreen, scenario: .modal)
        let dismiss = trace.frames.filter { $0.transition == 1 }
        #expect(!dismiss.isEmpty)
        for frame in dismiss {
            guard let to = frame.actors.first(where: { $0.id == .to }) else { continue }
            #expect(to.matrix.isIdentity(tolerance: 1e-12), "frame \(frame.index): the presenter moved")
        }
        #expect(trace.findings.filter { $0.code == "presentation.presenter-unavailable" }.map(\.transition) == [0, 1])
    }

    /// An effect written for a custom presentation animates only the presented view: no finding.
    @Test func anEffectThatLeavesThePresenterAloneHasNoFinding() throws {
        let frame = Rect(x: 85, y: 50, width: 200, height: 300)
        let trace = try Self.run("popover-menu", .custom(presentedFrame: frame, dimming: true), scenario: .modal)
        #expect(!trace.findings.contains { $0.code == "presentation.presenter-unavailable" })
    }
}
