import SegueCatalog
import SegueEngine
import SegueSimulation
import SegueTooling
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

    /// `presenterView: viewController` (Hero, VCTransitionsLibrary): the effect reaches the
    /// presenter, so its animation happens and no `presentation.presenter-unavailable` is said; a
    /// finished dismissal loses the presenter with the container (Hero issue 705), a cancelled one
    /// keeps it in the container, and full screen is not affected.
    @Test func anEffectThatTakesThePresenterFromItsControllerReachesIt() throws {
        let catalog = loadCatalog().catalog
        let cube = try #require(catalog.effect("cube-horizontal"))
        let taking = try #require(
            loadCatalog([("taking.yaml", "segue: 1\nid: taking\nname: Taking\nextends: cube-horizontal\npresenterView: viewController\n")])
                .catalog.effect("taking"))
        #expect(taking.reachesPresenter && !cube.reachesPresenter)
        func trace(_ effect: EffectDefinition, _ style: PresentationStyle, _ gesture: GestureRequest? = nil) throws -> Trace {
            var request = SimulationRequest(effect: effect, scenario: .modal, presentation: style)
            request.gesture = gesture
            return Simulator.run(try #require(request.makeScenario()), options: request.options)
        }
        let lost = try trace(taking, .overFullScreen)
        #expect(lost.findings.map(\.code).contains("presentation.presenter-lost"))
        #expect(!lost.findings.map(\.code).contains("presentation.presenter-unavailable"))
        // The presenter turned with the cube while presenting.
        let middle = try #require(lost.frames.first { $0.transition == 0 && $0.percent >= 0.5 })
        #expect(middle.actors.first { $0.id == .from }.map { !$0.matrix.isIdentity(tolerance: 1e-3) } == true)
        // Dismissing, it is inside the container.
        let dismissing = try #require(lost.frames.first { $0.transition == 1 && $0.percent >= 0.5 })
        #expect(dismissing.actors.first { $0.id == .to }?.parent == .container)
        #expect(!(try trace(taking, .fullScreen)).findings.contains { $0.code == "presentation.presenter-lost" })
        #expect(!(try trace(cube, .overFullScreen)).findings.contains { $0.code == "presentation.presenter-lost" })
        let cancelled = try trace(taking, .overFullScreen, GestureRequest(direction: .right, releaseAt: 0.2))
        #expect(!cancelled.findings.contains { $0.code == "presentation.presenter-lost" }, "\(cancelled.findings.map(\.code))")
    }

    /// A misspelt value is an error at its position, with the words it may be.
    @Test func presenterViewTakesTwoWords() throws {
        let loaded = loadCatalog([("bad.yaml", "segue: 1\nid: bad\nname: Bad\nextends: cube-horizontal\npresenterView: controller\n")])
        let problem = try #require(loaded.diagnostics.first { $0.location?.line == 5 })
        #expect(problem.location?.column == 16, "\(headlines([problem]))")
        #expect(problem.message.contains("context") && problem.message.contains("viewController"), "\(problem.message)")
        #expect(loaded.catalog.effect("bad") == nil)
    }
}
