import SegueEngine

/// What one animated property is called by each system that animates it: the key path a plan
/// names, the layer animations SegueKit's runtime adds for it, and the CSS properties of the web
/// page. One value per ``AnimatableProperty`` (``AnimatableProperty/names``), as lottie-ios keeps
/// one `LayerProperty` per animated key path; ``PlanCompiler``, SegueKit's `LayerTracks` and the
/// web page all read it, so a property's names change in one place.
package struct PropertyNames: Sendable, Hashable {
    /// Which layer of the actor a runtime animation animates.
    package enum Layer: Sendable, Hashable {
        /// The actor's own layer.
        case layer
        /// Its mask layer (a `CAShapeLayer`).
        case mask
    }

    /// One Core Animation animation the runtime adds.
    package struct LayerKey: Sendable, Hashable {
        /// The layer it animates.
        package let layer: Layer
        /// Its key path on that layer.
        package let keyPath: String
        /// `isAdditive`: added to the layer's other animations of the key path.
        package let isAdditive: Bool
    }

    /// Core Animation's key path as the plan names it (``PlanAnimation/keyPath``): the runtime's
    /// own where it animates one key path of the actor's layer.
    package let coreAnimation: String
    /// The animations the runtime adds for one plan animation, in the order it adds them; empty
    /// when it has none (an animated anchor point).
    package let runtime: [LayerKey]
    /// The CSS properties the web page sets for a value (`f` is the page's own frame field); empty
    /// when the page does not show the property.
    package let web: [String]

    /// A property the runtime animates as the one key path the plan names, on the actor's layer.
    init(_ keyPath: String, web: [String]) {
        self.init(keyPath, runtime: [LayerKey(layer: .layer, keyPath: keyPath, isAdditive: false)], web: web)
    }

    init(_ coreAnimation: String, runtime: [LayerKey], web: [String]) {
        self.coreAnimation = coreAnimation
        self.runtime = runtime
        self.web = web
    }
}

extension AnimatableProperty {
    /// The property's names in the plan, the runtime and the web page.
    package var names: PropertyNames {
        switch self {
        // UIKit's frame is Core Animation's position and bounds size together; the bounds origin
        // is the app's (a scroll view's content offset). `bounds.size` is one of Core Animation's
        // key-value coding extensions for CGRect
        // (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/Key-ValueCodingExtensions/Key-ValueCodingExtensions.html).
        case .frame:
            PropertyNames(
                "frame",
                runtime: [
                    .init(layer: .layer, keyPath: "position", isAdditive: false),
                    .init(layer: .layer, keyPath: "bounds.size", isAdditive: false),
                ],
                web: ["f"])
        case .position: PropertyNames("position", web: ["left", "top"])
        // The engine moves the anchor with the frame kept; a layer keeps its position instead.
        case .anchorPoint: PropertyNames("anchorPoint", runtime: [], web: ["transformOrigin"])
        case .alpha: PropertyNames("opacity", web: ["opacity"])
        case .transform: PropertyNames("transform", web: ["transform"])
        case .isHidden: PropertyNames("hidden", web: ["visibility"])
        case .zPosition: PropertyNames("zPosition", web: ["zIndex"])
        case .cornerRadius: PropertyNames("cornerRadius", web: ["borderRadius"])
        case .backgroundColor: PropertyNames("backgroundColor", web: ["backgroundColor"])
        case .shadowOpacity: PropertyNames("shadowOpacity", web: [])
        case .shadowRadius: PropertyNames("shadowRadius", web: [])
        case .maskCircle, .maskRect:
            PropertyNames("mask.path", runtime: [.init(layer: .mask, keyPath: "path", isAdditive: false)], web: ["clipPath"])
        // The runtime's filter view redraws its Core Image transition from this custom animatable
        // property of its own layer: CALayer's `filters` "is not supported on layers in iOS"
        // (https://developer.apple.com/documentation/quartzcore/calayer/1410901-filters), so
        // macOS's `filters.<name>.inputTime` key path animates nothing there.
        case .filterRatio: PropertyNames("segueFilterRatio", web: [])
        case .contentsRect: PropertyNames("contentsRect", web: [])
        // The engine's extra translation after the transform (cube effects' container): an
        // additive position animation, added after the layer's others so that it adds to them.
        case .translation:
            PropertyNames(
                "segue.translation", runtime: [.init(layer: .layer, keyPath: "position", isAdditive: true)], web: ["translate"])
        case .sublayerTransform: PropertyNames("sublayerTransform", web: ["transform"])
        }
    }
}
