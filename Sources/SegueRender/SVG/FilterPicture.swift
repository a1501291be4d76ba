import SegueEngine
import SegueSystem

/// Draws a Core Image transition filter between two screens the way its documented geometry
/// looks, approximately but recognisably, at the filter's ratio (`inputTime`).
///
/// Sources, Apple's Core Image documentation of each `CIFilter` transition
/// (developer.apple.com/documentation/coreimage/cifilter-swift.class/<name>transition()):
/// - swipe (`swipeTransition()`): a soft band of `inputWidth` sweeps across at `inputAngle`,
///   revealing the target behind it;
/// - bars swipe (`barsSwipeTransition()`): bars `inputWidth` wide, every other one offset by
///   `inputBarOffset`, pass over the source;
/// - copy machine (`copyMachineTransition()`): a light bar of `inputColor`, `inputWidth` wide,
///   sweeps across like a copier's lamp, the target behind it;
/// - flash (`flashTransition()`): a flash starts small at `inputCenter`, expands with light rays
///   (striations) until it fills the image, then fades to the target (`inputFadeThreshold`);
/// - mod (`modTransition()`): the target shows through irregular holes of `inputRadius` that grow;
/// - page curl (`pageCurlTransition()`): the page curls at `inputAngle` around a cylinder of
///   `inputRadius`, its back side showing, the target revealed behind the fold;
/// - ripple (`rippleTransition()`): a circular wave of `inputWidth` expands from `inputCenter`,
///   the target in its wake;
/// - disintegrate with mask (`disintegrateWithMaskTransition()`): the target appears through the
///   shapes of a mask image, with a shadow (`inputShadowRadius`, `inputShadowDensity`,
///   `inputShadowOffset`);
/// - box blur (XWTransition's `CIBoxBlur` use: the source blurs up to half way, then the target clears).
///
/// Directions follow XWTransition's angles: 0 sweeps toward the left, pi/2 down, pi right,
/// 3pi/2 up (`(-cos a, sin a)` on a y-down screen).
struct FilterPicture {
    let filter: FilterState
    /// The filter view's size (the container).
    let size: Size
    /// The leaving and arriving screens' drawings, in the filter view's coordinates.
    let from: String
    let to: String

    /// Which picture a Core Image name draws.
    enum Kind: Equatable {
        case swipe, barsSwipe, copyMachine, flash, mod, pageCurl, ripple, disintegrate, boxBlur, dissolve
    }

    static func kind(of name: String) -> Kind {
        switch name {
        case "CISwipeTransition": .swipe
        case "CIBarsSwipeTransition": .barsSwipe
        case "CICopyMachineTransition": .copyMachine
        case "CIFlashTransition": .flash
        case "CIModTransition": .mod
        case "CIPageCurlTransition", "CIPageCurlWithShadowTransition": .pageCurl
        case "CIRippleTransition": .ripple
        case "CIDisintegrateWithMaskTransition": .disintegrate
        case let other where other.lowercased().contains("blur"): .boxBlur
        default: .dissolve
        }
    }

    var ratio: Double { min(max(filter.ratio, 0), 1) }

    func parameter(_ name: String, _ fallback: Double) -> Double {
        filter.parameters.first { $0.name == name }?.value ?? fallback
    }

    func draw(defs: inout SVGDefs) -> String {
        switch Self.kind(of: filter.name) {
        case .swipe: sweep(band: parameter("inputWidth", 80), lamp: nil, defs: &defs)
        case .copyMachine:
            sweep(
                band: parameter("inputWidth", 50),
                lamp: SVG.rgb(parameter("inputColor.red", 0.6), parameter("inputColor.green", 1), parameter("inputColor.blue", 0.8)),
                defs: &defs)
        case .barsSwipe: bars(defs: &defs)
        case .flash: flash(defs: &defs)
        case .mod: holes(defs: &defs)
        case .pageCurl: pageCurl(defs: &defs)
        case .ripple: ripple(defs: &defs)
        case .disintegrate: disintegrate(defs: &defs)
        case .boxBlur: boxBlur(defs: &defs)
        case .dissolve: from + "<g opacity=\"\(Describe.number(ratio))\">\(to)</g>"
        }
    }

    // MARK: - Sweeps along the filter's angle

    /// The unit direction of travel on the screen (y down).
    var direction: (x: Double, y: Double) {
        let angle = parameter("inputAngle", 0)
        return (-cos(angle), sin(angle))
    }

    /// The screen's extent along the direction: the smallest and largest projection of a corner.
    var span: (low: Double, high: Double) {
        let d = direction
        let projections = [0, size.width * d.x, size.height * d.y, size.width * d.x + size.height * d.y]
        return (projections.min() ?? 0, projections.max() ?? 0)
    }

    /// The rotation (degrees) that turns +x into the direction of travel.
    var degrees: Double { atan2(direction.y, direction.x) * 180 / .pi }

    /// A rectangle in the travelling frame: `along` from `a` to `b`, across everything.
    func band(from a: Double, to b: Double, fill: String = "#fff", opacity: Double? = nil) -> String {
        let across = size.width + size.height
        let alpha = opacity.map { " fill-opacity=\"\(Describe.number($0))\"" } ?? ""
        return
            "<rect x=\"\(SVG.n(a))\" y=\"\(SVG.n(-across))\" width=\"\(SVG.n(max(b - a, 0)))\" height=\"\(SVG.n(2 * across))\" fill=\"\(fill)\"\(alpha)/>"
    }

    /// Where the sweep's front is: it enters one band-width before the screen and leaves one after.
    func front(band width: Double) -> Double {
        span.low + (span.high - span.low + width) * ratio
    }

    /// Swipe and copy machine: the target behind a band travelling across; a soft edge for the
    /// swipe, a coloured lamp for the copy machine.
    private func sweep(band width: Double, lamp: String?, defs: inout SVGDefs) -> String {
        let f = front(band: width)
        let mask = defs.unique("sweep")
        let gradient = defs.unique("edge")
        let rotate = "rotate(\(Describe.number(degrees)))"
        if lamp == nil {
            // A soft edge: opaque behind the band, clear ahead of it.
            defs.add(
                gradient,
                "<linearGradient id=\"\(gradient)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVG.n(f - width))\" y1=\"0\" x2=\"\(SVG.n(f))\" y2=\"0\"><stop offset=\"0\" stop-color=\"#fff\"/><stop offset=\"1\" stop-color=\"#000\"/></linearGradient>"
            )
            defs.add(
                mask,
                Self.mask(mask, "<g transform=\"\(rotate)\">\(band(from: span.low - width - 1, to: f, fill: "url(#\(gradient))"))</g>"))
            return from + "<g mask=\"url(#\(mask))\">\(to)</g>"
        }
        defs.add(mask, Self.mask(mask, "<g transform=\"\(rotate)\">\(band(from: span.low - width - 1, to: f - width / 2))</g>"))
        let glow =
            ratio > 0 && ratio < 1
            ? "<g transform=\"\(rotate)\">\(band(from: f - width, to: f, fill: lamp ?? "#fff", opacity: 0.85))</g>" : ""
        return from + "<g mask=\"url(#\(mask))\">\(to)</g>" + clipped(glow, defs: &defs)
    }

    /// Bars swipe: the target through bars across the direction, every other bar `inputBarOffset` behind.
    private func bars(defs: inout SVGDefs) -> String {
        let width = max(parameter("inputWidth", 30), 1)
        let offset = parameter("inputBarOffset", 10)
        // The lagging bars trail by the offset, scaled so they still finish at ratio 1.
        let lag = offset * 6
        let f = span.low + (span.high - span.low + lag) * ratio
        let across = size.width + size.height
        let clip = defs.unique("bars")
        var rects = ""
        var index = 0
        var y = -across
        while y < across {
            let reach = index % 2 == 0 ? f : f - lag
            rects +=
                "<rect fill=\"#fff\" x=\"\(SVG.n(span.low - 1))\" y=\"\(SVG.n(y))\" width=\"\(SVG.n(max(reach - span.low + 1, 0)))\" height=\"\(SVG.n(width))\"/>"
            y += width
            index += 1
        }
        defs.add(clip, Self.mask(clip, "<g transform=\"rotate(\(Describe.number(degrees)))\">\(rects)</g>"))
        return from + "<g mask=\"url(#\(clip))\">\(to)</g>"
    }

    // MARK: - Radial pictures

    var center: Point {
        Point(x: parameter("inputCenter.x", size.width / 2), y: parameter("inputCenter.y", size.height / 2))
    }

    /// The distance from the centre to the farthest corner.
    var reach: Double {
        let c = center
        let dx = max(c.x, size.width - c.x)
        let dy = max(c.y, size.height - c.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Flash: rays and a white disc grow from the centre until white fills the screen, then the
    /// white fades to the target after the fade threshold.
    private func flash(defs: inout SVGDefs) -> String {
        let threshold = min(max(parameter("inputFadeThreshold", 0.5), 0.05), 0.95)
        let strength = min(max(parameter("inputStriationStrength", 0.5), 0), 1)
        let c = center
        if ratio < threshold {
            let grow = ratio / threshold
            let radius = reach * grow * grow
            var rays = ""
            for index in 0..<24 {
                let angle = Double(index) * .pi / 12 + 0.13
                let length = reach * min(1, grow * (index % 2 == 0 ? 1.6 : 1.1))
                rays +=
                    "<line x1=\"\(SVG.n(c.x))\" y1=\"\(SVG.n(c.y))\" x2=\"\(SVG.n(c.x + cos(angle) * length))\" y2=\"\(SVG.n(c.y + sin(angle) * length))\"/>"
            }
            let lines =
                "<g stroke=\"\(flashColor)\" stroke-width=\"\(SVG.n(3 + 6 * grow))\" stroke-opacity=\"\(Describe.number(0.4 + 0.5 * strength))\">\(rays)</g>"
            let disc = "<circle cx=\"\(SVG.n(c.x))\" cy=\"\(SVG.n(c.y))\" r=\"\(SVG.n(radius))\" fill=\"\(flashColor)\"/>"
            return from + clipped(lines + disc, defs: &defs)
        }
        let fade = 1 - (ratio - threshold) / (1 - threshold)
        return to
            + "<rect width=\"\(SVG.n(size.width))\" height=\"\(SVG.n(size.height))\" fill=\"\(flashColor)\" fill-opacity=\"\(Describe.number(fade))\"/>"
    }

    /// The flash's `inputColor` (white when not given).
    var flashColor: String {
        SVG.rgb(parameter("inputColor.red", 1), parameter("inputColor.green", 1), parameter("inputColor.blue", 1))
    }

    /// Ripple: the target inside a circle growing from the centre, behind a bright ring `inputWidth` wide.
    private func ripple(defs: inout SVGDefs) -> String {
        let width = max(parameter("inputWidth", 100), 1)
        let radius = (reach + width) * ratio
        let c = center
        let clip = defs.unique("wake")
        let inner = max(radius - width / 2, 0)
        defs.add(clip, "<clipPath id=\"\(clip)\"><circle cx=\"\(SVG.n(c.x))\" cy=\"\(SVG.n(c.y))\" r=\"\(SVG.n(inner))\"/></clipPath>")
        var out = from + "<g clip-path=\"url(#\(clip))\">\(to)</g>"
        if ratio > 0, ratio < 1 {
            let ring =
                "<circle cx=\"\(SVG.n(c.x))\" cy=\"\(SVG.n(c.y))\" r=\"\(SVG.n(inner + width / 4))\" fill=\"none\" stroke=\"#fff\" stroke-opacity=\"0.55\" stroke-width=\"\(SVG.n(width / 2))\"/>"
                + "<circle cx=\"\(SVG.n(c.x))\" cy=\"\(SVG.n(c.y))\" r=\"\(SVG.n(inner + width / 2))\" fill=\"none\" stroke=\"#000\" stroke-opacity=\"0.35\" stroke-width=\"4\"/>"
            out += clipped(ring, defs: &defs)
        }
        return out
    }

    // MARK: - Holes and shapes

    /// Mod: the target through a lattice of holes (turned by the angle, `inputRadius` apart)
    /// that grow until they cover the screen.
    private func holes(defs: inout SVGDefs) -> String {
        let spacing = max(parameter("inputRadius", 30) * 2, 8)
        let radius = spacing * 0.75 * ratio
        let c = center
        let clip = defs.unique("holes")
        let turnAngle = parameter("inputAngle", 0)
        var circles = ""
        let count = WholeNumber.count((size.width + size.height) / spacing) + 1
        for row in -count...count {
            for column in -count...count {
                let x = Double(column) * spacing + (row % 2 == 0 ? 0 : spacing / 2)
                let y = Double(row) * spacing * 0.87
                // Only the holes that land on the screen (the lattice is turned about the centre).
                let screenX = c.x + x * cos(turnAngle) - y * sin(turnAngle)
                let screenY = c.y + x * sin(turnAngle) + y * cos(turnAngle)
                guard screenX > -spacing, screenX < size.width + spacing, screenY > -spacing, screenY < size.height + spacing
                else { continue }
                circles += "<circle fill=\"#fff\" cx=\"\(SVG.n(x))\" cy=\"\(SVG.n(y))\" r=\"\(SVG.n(radius))\"/>"
            }
        }
        let turn = "translate(\(SVG.n(c.x)) \(SVG.n(c.y))) rotate(\(Describe.number(turnAngle * 180 / .pi)))"
        defs.add(clip, Self.mask(clip, "<g transform=\"\(turn)\">\(circles)</g>"))
        return from + "<g mask=\"url(#\(clip))\">\(to)</g>"
    }

    /// Disintegrate with mask: the target appears through blotches that open at different
    /// ratios (a fixed pattern standing in for the mask image), each with a dark offset shadow.
    private func disintegrate(defs: inout SVGDefs) -> String {
        let columns = 6
        let cell = size.width / Double(columns)
        let rows = WholeNumber.count(size.height / cell)
        let density = min(max(parameter("inputShadowDensity", 0.7), 0), 1)
        let offset = -parameter("inputShadowOffset.y", -10)  // Core Image's y points up
        let clip = defs.unique("blotches")
        var shapes = ""
        var shadows = ""
        for row in 0..<rows {
            for column in 0..<columns {
                // The order in which cells open: a fixed scramble of the grid.
                let opening = Double((row * 7 + column * 13) % 17) / 17 * 0.7
                let grow = min(max((ratio - opening) / 0.3, 0), 1)
                guard grow > 0 else { continue }
                let r = cell * 0.8 * grow
                let x = (Double(column) + 0.5) * cell
                let y = (Double(row) + 0.5) * cell
                shapes += "<circle cx=\"\(SVG.n(x))\" cy=\"\(SVG.n(y))\" r=\"\(SVG.n(r))\"/>"
                if grow < 1 {
                    shadows += "<circle cx=\"\(SVG.n(x))\" cy=\"\(SVG.n(y + offset))\" r=\"\(SVG.n(r + 3))\"/>"
                }
            }
        }
        defs.add(clip, "<clipPath id=\"\(clip)\">\(shapes)</clipPath>")
        let shade =
            shadows.isEmpty
            ? "" : clipped("<g fill=\"#000\" fill-opacity=\"\(Describe.number(density * 0.6))\">\(shadows)</g>", defs: &defs)
        return from + shade + "<g clip-path=\"url(#\(clip))\">\(to)</g>"
    }

    // MARK: - The page curl

    /// Page curl: behind the fold line the target; a band one radius wide beyond it shows the
    /// page's pale back side, shaded toward the fold, over the rest of the source.
    private func pageCurl(defs: inout SVGDefs) -> String {
        let radius = max(parameter("inputRadius", 100), 1)
        // The fold travels until the curled band has left the screen.
        let f = span.low + (span.high - span.low + radius) * ratio
        let rotate = "rotate(\(Describe.number(degrees)))"
        let revealed = defs.unique("curl")
        defs.add(revealed, Self.mask(revealed, "<g transform=\"\(rotate)\">\(band(from: span.low - 1, to: f - radius))</g>"))
        var out = from + "<g mask=\"url(#\(revealed))\">\(to)</g>"
        if ratio > 0, ratio < 1 {
            let shade = defs.unique("backside")
            defs.add(
                shade,
                "<linearGradient id=\"\(shade)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVG.n(f - radius))\" y1=\"0\" x2=\"\(SVG.n(f))\" y2=\"0\"><stop offset=\"0\" stop-color=\"#e8e8ee\"/><stop offset=\"0.7\" stop-color=\"#c9c9d2\"/><stop offset=\"1\" stop-color=\"#8a8a96\"/></linearGradient>"
            )
            let back =
                "<g transform=\"\(rotate)\">"
                + band(from: f - radius - 6, to: f - radius, fill: "#000", opacity: 0.3)
                + band(from: f - radius, to: f, fill: "url(#\(shade))")
                + "</g>"
            out += clipped(back, defs: &defs)
        }
        return out
    }

    // MARK: - Box blur

    /// Box blur, as XWTransition's filter view sets `inputRadius` (XWFilterTransitionView.m,
    /// `_xw_filterBlurImageForTransition`, with `maxRadius` 200): below ratio 0.5 the source blurs
    /// by `ratio * 0.5 * maxRadius`; from there the target clears from `(1 - ratio) * maxRadius`.
    private func boxBlur(defs: inout SVGDefs) -> String {
        let maximum = parameter("maxRadius", 200)
        let switchRatio = parameter("switchRatio", 0.5)
        let showsSource = ratio < switchRatio
        let radius = showsSource ? ratio * 0.5 * maximum : (1 - ratio) * maximum
        // A box of radius r spreads like a Gaussian of deviation r / sqrt(3) (its variance is r^2 / 3).
        let deviation = radius / 3.0.squareRoot()
        let picture = showsSource ? from : to
        guard deviation > 0.01 else { return picture }
        return clipped("<g filter=\"url(#\(defs.blur(deviation)))\">\(picture)</g>", defs: &defs)
    }

    /// A mask showing what `white` paints. Masks, unlike clip paths, may hold transformed groups.
    static func mask(_ id: String, _ white: String) -> String {
        "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-10000\" y=\"-10000\" width=\"20000\" height=\"20000\">\(white)</mask>"
    }

    /// `markup` kept inside the filter view's bounds.
    private func clipped(_ markup: String, defs: inout SVGDefs) -> String {
        guard !markup.isEmpty else { return "" }
        let clip = defs.unique("filterbounds")
        defs.add(clip, "<clipPath id=\"\(clip)\"><rect width=\"\(SVG.n(size.width))\" height=\"\(SVG.n(size.height))\"/></clipPath>")
        return "<g clip-path=\"url(#\(clip))\">\(markup)</g>"
    }
}
