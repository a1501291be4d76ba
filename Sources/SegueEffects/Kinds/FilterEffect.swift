import SegueEngine

/// A Core Image transition filter draws the change from one screen to the other.
///
/// Both screens become images and a full-container view draws `filter(from, to, ratio)`, the
/// ratio running linearly from 0 to 1. The ratio is a layer animation outside the container's
/// timing, so manifests must turn the interactive timer on; a cancel resets its model value.
package enum FilterEffect: EffectKind {
    /// The filters, by manifest name, with their Core Image names.
    static let coreImageNames: [(name: String, coreImage: String)] = [
        ("box-blur", "CIBoxBlur"),
        ("swipe", "CISwipeTransition"),
        ("bar-swipe", "CIBarsSwipeTransition"),
        ("mask", "CIDisintegrateWithMaskTransition"),
        ("flash", "CIFlashTransition"),
        ("mod", "CIModTransition"),
        // XWFilterAnimator+XWPageCurl.m asks for the variant with a shadow.
        ("page-curl", "CIPageCurlWithShadowTransition"),
        ("ripple", "CIRippleTransition"),
        ("copy-machine", "CICopyMachineTransition"),
    ]

    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let filter = ParameterSpec.choice(
            "filter", coreImageNames.map(\.name), default: "swipe", doc: "The Core Image transition filter.")
        static let startAngle = ParameterSpec.number(
            "startAngle", min: 0, max: 6.283185307179586, unit: "rad", default: 0,
            doc: "Direction of angled filters: 0 left, π/2 down, π right, 3π/2 up; going back adds π.")
        static let blurRadius = ParameterSpec.number(
            "blurRadius", min: 0, max: 1000, unit: "pt", default: 200,
            doc: "box-blur: the old screen blurs up to radius/2 by the midpoint, the new one clears from radius.")
        static let swipeWidth = ParameterSpec.number(
            "swipeWidth", min: 0.1, max: 1000, unit: "pt", default: 80, doc: "swipe: width of the swipe's soft edge.")
        static let copyMachineWidth = ParameterSpec.number(
            "copyMachineWidth", min: 0.1, max: 1000, unit: "pt", default: 50, doc: "copy-machine: width of the light bar.")
        static let copyMachineColor = ParameterSpec.color(
            "copyMachineColor", default: RGBAColor(red: 0.6, green: 1, blue: 0.8), doc: "copy-machine: colour of the light bar.")
        static let modRadius = ParameterSpec.number(
            "modRadius", min: 1, max: 200, unit: "pt", default: 30, doc: "mod: radius of the mod pattern.")
        static let modCompression = ParameterSpec.number(
            "modCompression", min: 1, max: 50, default: 10, doc: "mod: compression of the mod pattern.")
        static let flashStriationRadius = ParameterSpec.number(
            "flashStriationRadius", min: 0, max: 10, default: 2.5, doc: "flash: maximum striation radius.")
        static let flashStriationStrength = ParameterSpec.number(
            "flashStriationStrength", min: 0, max: 3, default: 0.5, doc: "flash: striation strength.")
        static let flashStriationContrast = ParameterSpec.number(
            "flashStriationContrast", min: 0, max: 5, default: 1.37, doc: "flash: striation contrast.")
        static let flashFadeThreshold = ParameterSpec.number(
            "flashFadeThreshold", min: 0, max: 1, default: 0.5, doc: "flash: ratio after which the flash fades to the new screen.")
        static let maskShadowRadius = ParameterSpec.number(
            "maskShadowRadius", min: 0, max: 50, unit: "pt", default: 10, doc: "mask: radius of the disintegration shadow.")
        static let maskShadowDensity = ParameterSpec.number(
            "maskShadowDensity", min: 0, max: 1, default: 0.7, doc: "mask: density of the disintegration shadow.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "filter",
        summary: "A Core Image transition filter (swipe, ripple, page curl...) draws the change, its ratio running 0 to 1.",
        parameters: [
            Parameters.filter,
            Parameters.startAngle,
            Parameters.blurRadius,
            Parameters.swipeWidth,
            Parameters.copyMachineWidth,
            Parameters.copyMachineColor,
            Parameters.modRadius,
            Parameters.modCompression,
            Parameters.flashStriationRadius,
            Parameters.flashStriationStrength,
            Parameters.flashStriationContrast,
            Parameters.flashFadeThreshold,
            Parameters.maskShadowRadius,
            Parameters.maskShadowDensity,
        ]
    )

    /// The filter's Core Image name and parameters for `direction` in `bounds`, at ratio 0.
    package static func filterState(
        for direction: TransitionDirection, in bounds: Rect, configuration: EffectConfiguration
    ) -> FilterState {
        let p = parameters(configuration)
        let name = p.choice(Parameters.filter)
        let coreImage = coreImageNames.first { $0.name == name }?.coreImage ?? "CISwipeTransition"
        let angle = p.number(Parameters.startAngle) + (direction == .back ? Double.pi : 0)
        let extent: [String: Double] = [
            "inputExtent.x": bounds.minX, "inputExtent.y": bounds.minY,
            "inputExtent.width": bounds.width, "inputExtent.height": bounds.height,
        ]
        let center: [String: Double] = ["inputCenter.x": bounds.midX, "inputCenter.y": bounds.midY]
        var values: [String: Double]
        switch name {
        case "box-blur":
            // Below `switchRatio` the old screen blurs by ratio * radius / 2; above it the new one
            // clears from (1 - ratio) * radius.
            values = ["maxRadius": p.number(Parameters.blurRadius), "switchRatio": 0.5]
        case "swipe":
            values = extent.merging(["inputAngle": angle, "inputWidth": p.number(Parameters.swipeWidth), "inputOpacity": 0]) { $1 }
        case "bar-swipe":
            values = ["inputAngle": angle, "inputWidth": 30, "inputBarOffset": 10]
        case "mask":
            // XWFilterAnimator+XWMask.m: the shadow drops by 5% of the screen's height.
            values = [
                "inputShadowRadius": p.number(Parameters.maskShadowRadius), "inputShadowDensity": p.number(Parameters.maskShadowDensity),
                "inputShadowOffset.x": 0, "inputShadowOffset.y": -0.05 * bounds.height,
            ]
        case "flash":
            values = extent.merging(center) { $1 }.merging([
                "inputMaxStriationRadius": p.number(Parameters.flashStriationRadius),
                "inputStriationStrength": p.number(Parameters.flashStriationStrength),
                "inputStriationContrast": p.number(Parameters.flashStriationContrast),
                "inputFadeThreshold": p.number(Parameters.flashFadeThreshold),
                // XWFilterAnimator+XWFlash.m: a warm flash, colour (1, 0.8, 0.6).
                "inputColor.red": 1, "inputColor.green": 0.8, "inputColor.blue": 0.6,
            ]) { $1 }
        case "mod":
            values = center.merging([
                "inputAngle": angle, "inputRadius": p.number(Parameters.modRadius), "inputCompression": p.number(Parameters.modCompression),
            ]) { $1 }
        case "page-curl":
            values = extent.merging(["inputAngle": angle, "inputRadius": 100]) { $1 }
        case "ripple":
            values = extent.merging(center) { $1 }.merging(["inputWidth": 100, "inputScale": 50]) { $1 }
        default:  // copy-machine
            let color = p.color(Parameters.copyMachineColor)
            values = extent.merging([
                "inputAngle": angle, "inputWidth": p.number(Parameters.copyMachineWidth), "inputOpacity": 1,
                "inputColor.red": color.red, "inputColor.green": color.green, "inputColor.blue": color.blue,
            ]) { $1 }
        }
        return FilterState(name: coreImage, parameters: values, ratio: 0)
    }

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let filter = filterState(for: direction, in: context.containerBounds, configuration: parameters.configuration)
        let view = builder.filterView(id: "filter", filter: filter)
        builder.set(view, .zPosition, 2)
        // The ratio lives on a layer outside the container's timing: after a cancel its model value
        // must show the start, or the finished picture flashes for a frame.
        builder.track(
            .filterRatio, of: view, from: 0, to: 1, curve: .linear, driver: .layer, resetsModelValueOnCancel: true)
    }
}
