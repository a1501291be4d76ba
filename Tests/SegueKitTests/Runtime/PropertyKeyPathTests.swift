import SegueEngine
import SegueKitCore
import SeguePlan
import Testing

/// The key path a plan names for a property and the key path SegueKit's runtime animates for it
/// agree wherever the runtime animates one key path of the actor's own layer: a reader of
/// `segue plan` output (or of ``PlanAnimation/keyPath``) sees the key path the app's layers carry.
@Suite struct PropertyKeyPathTests {
    /// One value of the kind each property takes.
    static func sample(_ property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .frame, .maskRect, .contentsRect: .rect(Rect(x: 0, y: 0, width: 10, height: 20))
        case .position, .anchorPoint, .translation: .point(Point(x: 1, y: 2))
        case .alpha, .zPosition, .cornerRadius, .shadowOpacity, .shadowRadius, .filterRatio: .number(0.5)
        case .transform, .sublayerTransform: .transform(.identity)
        case .isHidden: .bool(true)
        case .backgroundColor: .color(RGBAColor(red: 1, green: 0, blue: 0))
        case .maskCircle: .circle(center: Point(x: 1, y: 2), radius: 3)
        }
    }

    /// The runtime's layer animations for a two-value plan animation of `property`.
    static func layerTracks(_ property: AnimatableProperty) throws -> [LayerTrack] {
        let value = sample(property)
        let animation = PlanAnimation(
            actor: "a", property: property, keyPath: PlanCompiler.keyPath(of: property), values: [value, value],
            keyTimes: [0, 1], timingFunctions: [.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1, name: nil)], timingFunction: nil,
            calculationMode: .linear, beginTime: 0, duration: 1, fillMode: .both, driver: .view,
            resetsModelValueOnCancel: false, transformInterpolation: .matrix, owner: .animator)
        return try LayerTracks.make(animation, index: 0, model: ActorState(frame: Rect(x: 0, y: 0, width: 10, height: 20)))
    }

    @Test(arguments: AnimatableProperty.allCases)
    func thePlanNamesTheKeyPathTheRuntimeAnimates(_ property: AnimatableProperty) throws {
        let plan = PlanCompiler.keyPath(of: property)
        switch property {
        case .anchorPoint:
            // The engine moves the anchor with the frame kept; a layer keeps its position instead.
            #expect(throws: UnsupportedAnimation.self) { try Self.layerTracks(property) }
        case .frame:
            // UIKit's frame is Core Animation's position and bounds size.
            #expect(plan == "frame")
            #expect(try Self.layerTracks(property).map(\.keyPath) == ["position", "bounds.size"])
        case .translation:
            #expect(plan == "segue.translation")
            #expect(try Self.layerTracks(property).map { "\($0.keyPath) \($0.isAdditive)" } == ["position true"])
        case .maskCircle, .maskRect:
            #expect(plan == "mask.path")
            #expect(try Self.layerTracks(property).map { "\($0.target) \($0.keyPath)" } == ["mask path"])
        default:
            // One key path of the actor's own layer: the plan names the one the runtime animates.
            let tracks = try Self.layerTracks(property)
            #expect(tracks.map { "\($0.target) \($0.keyPath) \($0.isAdditive)" } == ["layer \(plan) false"])
        }
    }
}
