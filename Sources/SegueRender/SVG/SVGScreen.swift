import SegueDocument  // DiagnosticRenderer's table of what is shown visibly
import SegueEngine
import SegueSimulation
import SegueSystem

/// Which screen each actor shows, so a screen keeps its colour and letter in both directions.
///
/// Screens get letters in the order the run first meets them: in a navigation run the root is
/// always blue "A" and the detail orange "B", whether it is leaving or arriving.
package struct ScreenPalette: Sendable {
    /// A screen's look: its fill and its big letter.
    package struct Swatch: Sendable, Hashable {
        /// The big letter ("A", "B", ...).
        package let letter: String
        /// The fill colour, `#rrggbb`.
        package let fill: String
    }

    static let swatches: [Swatch] = [
        Swatch(letter: "A", fill: "#2f6fde"), Swatch(letter: "B", fill: "#f08a24"), Swatch(letter: "C", fill: "#2e9e5b"),
        Swatch(letter: "D", fill: "#8b5cf6"), Swatch(letter: "E", fill: "#d9467a"), Swatch(letter: "F", fill: "#1a9fb0"),
    ]
    /// Content whose screen is unknown (a snapshot of something else).
    static let unknown = Swatch(letter: "?", fill: "#6b7280")

    private let screens: [String: Int]

    /// Letters and colours for the screens of `transitions`, in the order they first appear.
    package init(_ transitions: [TransitionRecord]) {
        var screens: [String: Int] = [:]
        for transition in transitions {
            for screen in [transition.fromScreen, transition.toScreen] where screens[screen] == nil {
                screens[screen] = screens.count
            }
        }
        self.screens = screens
    }

    /// The swatch of the screen `name` (a grey one for a screen the run never met).
    package func swatch(forScreen name: String) -> Swatch {
        guard let index = screens[name] else { return Self.unknown }
        return Self.swatches[index % Self.swatches.count]
    }
}

/// Definitions (clip paths, masks, blurs) collected while drawing, written once and sorted by id.
struct SVGDefs {
    private(set) var entries: [String: String] = [:]
    private var counter = 0
    let prefix: String

    init(prefix: String) { self.prefix = prefix }

    /// A fresh id for a one-off definition (a clip or a mask of one actor).
    mutating func unique(_ kind: String) -> String {
        counter += 1
        return "\(prefix)\(kind)\(counter)"
    }

    mutating func add(_ id: String, _ markup: String) { entries[id] = markup }

    /// A shared Gaussian blur with `deviation`, by value so frames reuse it.
    mutating func blur(_ deviation: Double) -> String {
        let text = SVG.n(deviation)
        let id = "blur-" + String(text.map { $0 == "." ? "_" : $0 })
        entries[id] =
            "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(text)\"/></filter>"
        return id
    }

    var markup: String {
        guard !entries.isEmpty else { return "" }
        return "<defs>" + entries.keys.sorted().map { entries[$0] ?? "" }.joined() + "</defs>"
    }
}

/// Small SVG helpers: fixed-precision numbers and escaped text.
enum SVG {
    /// Coordinates: two decimals are a hundredth of a point, finer than any screen.
    static func n(_ value: Double) -> String { Describe.number(value, digits: 2) }
    /// Matrix scale terms need more digits than coordinates.
    static func m(_ value: Double) -> String { Describe.number(value, digits: 4) }

    /// Text safe in SVG and HTML, in content and in a quoted attribute. Control characters (NUL
    /// and ESC are not even allowed in XML) and bidi overrides are shown visibly, as on a terminal; line breaks and tabs stay.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t":
                out.unicodeScalars.append(scalar)  // layout in a <pre> (the manifest shown whole); harmless elsewhere
            default:
                if DiagnosticRenderer.needsEscape(scalar) {
                    out += DiagnosticRenderer.visible(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    static func color(_ color: RGBAColor) -> (fill: String, opacity: Double) {
        func byte(_ v: Double) -> String {
            let value = WholeNumber.clamped(v * 255, .toNearestOrAwayFromZero, in: 0...255)
            let digits = Array("0123456789abcdef")
            return String([digits[value / 16], digits[value % 16]])
        }
        return ("#" + byte(color.red) + byte(color.green) + byte(color.blue), min(max(color.alpha, 0), 1))
    }

    /// `#rrggbb` with white laid over it at `white` opacity, as one opaque colour.
    /// `#rrggbb` from channels in [0, 1] (clamped).
    static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> String {
        let digits = Array("0123456789abcdef")
        var out = "#"
        for channel in [red, green, blue] {
            let byte = WholeNumber.clamped(channel * 255, .toNearestOrAwayFromZero, in: 0...255)
            out.append(digits[byte / 16])
            out.append(digits[byte % 16])
        }
        return out
    }

    static func tint(_ hex: String, white: Double) -> String {
        let digits = Array(hex.dropFirst())
        guard digits.count == 6 else { return hex }
        var out = "#"
        for index in stride(from: 0, to: 6, by: 2) {
            let value = Int(String(digits[index...index + 1]), radix: 16) ?? 0
            let mixed = WholeNumber.clamped(Double(value) * (1 - white) + 255 * white, .toNearestOrAwayFromZero, in: 0...255)
            out += String(mixed, radix: 16).count == 1 ? "0" + String(mixed, radix: 16) : String(mixed, radix: 16)
        }
        return out
    }

    static func points(_ points: [Point]) -> String {
        points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
    }
}

/// One frame of a transition as SVG elements: every actor drawn where the engine says it is.
///
/// Each actor is drawn in its own coordinates (origin at its frame's top-left) mapped onto its
/// projected `corners`. When the corners form a parallelogram that map is exact; when a
/// perspective makes them a trapezoid, the quad is filled exactly as a polygon and the content
/// drawn with the nearest affine map, clipped to the quad. Views show their screen's colour,
/// letter and placeholder rows; snapshots and slices show their source's content (a slice only
/// its `contentsRect` part); overlays and dimming are translucent fills; masks are clip paths;
/// Core Image filters are drawn by `FilterPicture` after each filter's documented geometry (the
/// swipe's band, the bars, the copier's lamp, the flash's rays, the curl's fold and back side,
/// the ripple's ring, the holes and the mask's blotches) and labelled with their exact ratio.
package struct SVGScreen {
    /// The container's bounds.
    package let bounds: Rect
    /// Which look each screen gets.
    package let palette: ScreenPalette

    /// A painter for a container of `bounds`.
    package init(bounds: Rect, palette: ScreenPalette) {
        self.bounds = bounds
        self.palette = palette
    }

    /// The frame's drawing (without the screen background), adding definitions to `defs`.
    func draw(_ frame: FrameSample, transition: TransitionRecord?, defs: inout SVGDefs) -> String {
        var out = ""
        let markingEdges = isEdgeOn(frame)
        for actor in frame.actors where actor.role != .container {
            out += draw(actor, in: frame, transition: transition, markingEdges: markingEdges, defs: &defs)
        }
        return out
    }

    /// A whole screen: dark background, the frame, clipped to the screen.
    func screen(_ frame: FrameSample, transition: TransitionRecord?, defs: inout SVGDefs) -> String {
        let clip = defs.prefix + "screen"
        defs.add(clip, "<clipPath id=\"\(clip)\"><rect width=\"\(SVG.n(bounds.width))\" height=\"\(SVG.n(bounds.height))\"/></clipPath>")
        return "<g clip-path=\"url(#\(clip))\"><rect width=\"\(SVG.n(bounds.width))\" height=\"\(SVG.n(bounds.height))\" fill=\"#14161a\"/>"
            + draw(frame, transition: transition, defs: &defs) + "</g>"
    }

    func draw(
        _ actor: ResolvedActor, in frame: FrameSample, transition: TransitionRecord?, markingEdges: Bool = false,
        defs: inout SVGDefs
    ) -> String {
        let state = actor.state
        let size = state.frame.size
        guard !actor.isEffectivelyHidden, actor.effectiveAlpha > 0.001, size.width > 0, size.height > 0,
            let corners = actor.corners, corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
        else { return "" }
        if markingEdges, Self.showsScreen(actor), Self.isEdgeOn(corners, size: size) {
            // Turned 90 degrees, a screen is a line: in a frame where every screen is edge-on it
            // is drawn as one, in its screen's colour, so the middle of a turn shows where the
            // page is instead of a blank frame that reads as broken.
            let colour = swatch(of: actor, in: frame, transition: transition).fill
            return "<polygon points=\"\(SVG.points(corners))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"6\""
                + " stroke-linejoin=\"round\" data-actor=\"\(SVG.escape(actor.id.rawValue))\" data-edge-on=\"true\"/>"
        }
        let bleed = Self.bleed(of: actor)
        let a = (corners[1].x - corners[0].x) / size.width
        let b = (corners[1].y - corners[0].y) / size.width
        let c = (corners[3].x - corners[0].x) / size.height
        let d = (corners[3].y - corners[0].y) / size.height
        let matrix = "matrix(\(SVG.m(a)) \(SVG.m(b)) \(SVG.m(c)) \(SVG.m(d)) \(SVG.n(corners[0].x)) \(SVG.n(corners[0].y)))"
        let fourth = Point(x: corners[1].x + corners[3].x - corners[0].x, y: corners[1].y + corners[3].y - corners[0].y)
        let isAffine = fourth.distance(to: corners[2]) < 0.5
        let body = self.body(actor, in: frame, transition: transition, bleed: bleed, defs: &defs)
        let drawn = bleed.isZero ? corners : Self.expand(corners, size: size, by: bleed)

        var out = "<g opacity=\"\(Describe.number(actor.effectiveAlpha))\""
        if !isAffine {
            let clip = defs.unique("quad")
            defs.add(clip, "<clipPath id=\"\(clip)\"><polygon points=\"\(SVG.points(drawn))\"/></clipPath>")
            out += " clip-path=\"url(#\(clip))\""
        }
        out += " data-actor=\"\(SVG.escape(actor.id.rawValue))\">"
        let rect =
            "width=\"\(SVG.n(size.width))\" height=\"\(SVG.n(size.height))\""
            + (state.cornerRadius > 0 ? " rx=\"\(SVG.n(state.cornerRadius))\"" : "")
        if state.shadowOpacity > 0 {
            // UIKit's default shadow offset is (0, -3); the blur radius is about twice the deviation.
            let blur = defs.blur(max(state.shadowRadius, 0.5) / 2)
            out +=
                "<rect \(rect) transform=\"\(matrix) translate(0 -3)\" fill=\"#000\" fill-opacity=\"\(Describe.number(min(state.shadowOpacity, 1)))\" filter=\"url(#\(blur))\"/>"
        }
        if !isAffine, let fill = body.fill {
            out +=
                "<polygon points=\"\(SVG.points(drawn))\" fill=\"\(fill.color)\""
                + (fill.opacity < 1 ? " fill-opacity=\"\(Describe.number(fill.opacity))\"" : "") + "/>"
        }
        out += "<g transform=\"\(matrix)\""
        if let clip = maskClip(state.mask, defs: &defs) { out += " clip-path=\"url(#\(clip))\"" }
        out += ">" + body.markup + "</g></g>"
        return out
    }

    private func maskClip(_ mask: Mask?, defs: inout SVGDefs) -> String? {
        let shape: String
        switch mask {
        case .circle(let center, let radius)?:
            shape = "<circle cx=\"\(SVG.n(center.x))\" cy=\"\(SVG.n(center.y))\" r=\"\(SVG.n(max(radius, 0)))\"/>"
        case .rect(let rect)?:
            shape =
                "<rect x=\"\(SVG.n(rect.minX))\" y=\"\(SVG.n(rect.minY))\" width=\"\(SVG.n(max(rect.width, 0)))\" height=\"\(SVG.n(max(rect.height, 0)))\"/>"
        case .layer?, nil:
            return nil
        }
        let id = defs.unique("mask")
        defs.add(id, "<clipPath id=\"\(id)\">\(shape)</clipPath>")
        return id
    }

    /// True when the projected quad has almost no area (under 0.2% of the actor's own): a view
    /// seen edge-on, which a polygon fill would not show at all.
    static func isEdgeOn(_ corners: [Point], size: Size) -> Bool {
        area(corners) < 0.002 * size.width * size.height
    }

    /// False when the frame shows no screen (every one edge-on) or a screen swung so close to
    /// the eye that it covers over 1.5 times the screen: frames a filmstrip should not pick.
    func isReadable(_ frame: FrameSample) -> Bool {
        guard !isEdgeOn(frame), magnification(frame) <= 1.5 else { return false }
        // A sliver is edge-on in all but name: the screens must show a sixth of the picture.
        return shownQuads(frame).reduce(0) { $0 + Self.area($1) } >= bounds.width * bounds.height / 6
    }

    /// The projected quads of the visible actors that show a screen.
    private func shownQuads(_ frame: FrameSample) -> [[Point]] {
        frame.actors.filter { Self.showsScreen($0) && !$0.isEffectivelyHidden && $0.effectiveAlpha > 0.001 }
            .compactMap(\.corners).filter { $0.count == 4 }
    }

    /// How many times the screen's area the largest screen-showing actor covers once projected.
    func magnification(_ frame: FrameSample) -> Double {
        let screen = bounds.width * bounds.height
        return shownQuads(frame).map { Self.area($0) / screen }.max() ?? 0
    }

    /// The area of a projected quad (shoelace).
    static func area(_ corners: [Point]) -> Double {
        var twiceArea = 0.0
        for index in corners.indices {
            let next = corners[(index + 1) % corners.count]
            twiceArea += corners[index].x * next.y - next.x * corners[index].y
        }
        return abs(twiceArea) / 2
    }

    /// Views, snapshots and slices: what shows a screen's content (not overlays, dimming, lines).
    static func showsScreen(_ actor: ResolvedActor) -> Bool {
        switch actor.role {
        case .fromView, .toView, .snapshot, .slice: true
        default: false
        }
    }

    /// True when every screen the frame shows is edge-on: the picture would show no screen.
    func isEdgeOn(_ frame: FrameSample) -> Bool {
        var edgeOn = 0
        for actor in frame.actors where Self.showsScreen(actor) {
            let size = actor.state.frame.size
            guard !actor.isEffectivelyHidden, actor.effectiveAlpha > 0.001, size.width > 0, size.height > 0,
                let corners = actor.corners, corners.count == 4
            else { continue }
            guard Self.isEdgeOn(corners, size: size) else { return false }
            edgeOn += 1
        }
        return edgeOn > 0
    }

    /// How far past its own frame a slice is drawn, in its own points, on each side where it
    /// meets another slice of the same view (where its contentsRect does not reach the source's
    /// edge). Two shapes that share an edge are each anti-aliased there, which lets the
    /// background through as a faint seam; a slice that overlaps its neighbour by a fraction of a
    /// point, showing the content that lies there, closes it. Outer edges stay exact.
    struct Bleed: Equatable {
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        var isZero: Bool { self == Bleed() }
    }

    static let seamBleed = 0.75

    static func bleed(of actor: ResolvedActor) -> Bleed {
        guard actor.role == .slice else { return Bleed() }
        let part = actor.state.contentsRect
        let edge = 1e-9
        return Bleed(
            left: part.minX > edge ? seamBleed : 0, top: part.minY > edge ? seamBleed : 0,
            right: part.maxX < 1 - edge ? seamBleed : 0, bottom: part.maxY < 1 - edge ? seamBleed : 0)
    }

    /// The projected quad of the frame grown by `bleed`, extrapolated along its own edges.
    static func expand(_ corners: [Point], size: Size, by bleed: Bleed) -> [Point] {
        func along(_ from: Point, _ to: Point, _ fraction: Double) -> Point {
            Point(x: from.x + (from.x - to.x) * fraction, y: from.y + (from.y - to.y) * fraction)
        }
        let (l, r) = (bleed.left / size.width, bleed.right / size.width)
        let (t, b) = (bleed.top / size.height, bleed.bottom / size.height)
        // Corners: 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left.
        var c = corners
        c = [along(c[0], c[1], l), along(c[1], c[0], r), along(c[2], c[3], r), along(c[3], c[2], l)]
        c = [along(c[0], c[3], t), along(c[1], c[2], t), along(c[2], c[1], b), along(c[3], c[0], b)]
        return c
    }

    /// What an actor shows in its own coordinates, and its base fill (for a trapezoid's polygon).
    private func body(
        _ actor: ResolvedActor, in frame: FrameSample, transition: TransitionRecord?, bleed: Bleed = Bleed(),
        defs: inout SVGDefs
    ) -> (markup: String, fill: (color: String, opacity: Double)?) {
        let state = actor.state
        let size = state.frame.size
        let rect =
            "width=\"\(SVG.n(size.width))\" height=\"\(SVG.n(size.height))\""
            + (state.cornerRadius > 0 ? " rx=\"\(SVG.n(state.cornerRadius))\"" : "")
        func plain(_ color: RGBAColor) -> (String, (color: String, opacity: Double)?) {
            let (fill, opacity) = SVG.color(color)
            let markup = "<rect \(rect) fill=\"\(fill)\"" + (opacity < 1 ? " fill-opacity=\"\(Describe.number(opacity))\"" : "") + "/>"
            return (markup, (fill, opacity))
        }
        switch actor.role {
        case .overlay, .dimming:
            return plain(state.backgroundColor ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4))
        case .scanLine:
            return plain(state.backgroundColor ?? .white)
        case .other, .container:
            return plain(state.backgroundColor ?? RGBAColor(red: 0.42, green: 0.45, blue: 0.5))
        case .filter:
            return (filterBody(actor, transition: transition, defs: &defs), nil)
        case .fromView, .toView, .snapshot, .slice:
            let swatch = self.swatch(of: actor, in: frame, transition: transition)
            let source = sourceSize(of: actor, in: frame)
            var markup: String
            if actor.role == .slice {
                // A slice shows its source's contentsRect part, stretched over its own frame.
                let part = state.contentsRect
                let sx = part.width > 0 ? size.width / (part.width * source.width) : 1
                let sy = part.height > 0 ? size.height / (part.height * source.height) : 1
                // One rect filled with the screen as a pattern, not the screen's shapes under a clip:
                // a clip's edge is anti-aliased shape by shape, so where slices meet, a partly
                // covered pixel let each slice's background through its rows as a faint seam.
                // With one shape, overlapping neighbours (the bleed) leave nothing to see.
                let pattern = "screen-\(swatch.letter)-\(SVG.n(source.width))x\(SVG.n(source.height))"
                defs.add(
                    pattern,
                    "<pattern id=\"\(pattern)\" patternUnits=\"userSpaceOnUse\" width=\"\(SVG.n(source.width))\" height=\"\(SVG.n(source.height))\">"
                        + Self.content(swatch, size: source, cornerRadius: 0) + "</pattern>")
                let x = part.minX * source.width - bleed.left / sx
                let y = part.minY * source.height - bleed.top / sy
                let width = part.width * source.width + (bleed.left + bleed.right) / sx
                let height = part.height * source.height + (bleed.top + bleed.bottom) / sy
                markup =
                    "<g transform=\"scale(\(SVG.m(sx)) \(SVG.m(sy))) translate(\(SVG.n(-part.minX * source.width)) \(SVG.n(-part.minY * source.height)))\">"
                    + "<rect x=\"\(SVG.n(x))\" y=\"\(SVG.n(y))\" width=\"\(SVG.n(width))\" height=\"\(SVG.n(height))\" fill=\"url(#\(pattern))\"/></g>"
            } else if source != size {
                markup =
                    "<g transform=\"scale(\(SVG.m(size.width / source.width)) \(SVG.m(size.height / source.height)))\">"
                    + Self.content(swatch, size: source, cornerRadius: state.cornerRadius * source.width / size.width) + "</g>"
            } else {
                markup = Self.content(swatch, size: size, cornerRadius: state.cornerRadius)
            }
            return (markup, (swatch.fill, 1))
        }
    }

    /// The screen a view, snapshot or slice shows: follows `source` to the real from or to view.
    func swatch(of actor: ResolvedActor, in frame: FrameSample, transition: TransitionRecord?) -> ScreenPalette.Swatch {
        var current = actor
        for _ in 0..<8 {
            if current.role == .fromView || current.id == .from {
                return transition.map { palette.swatch(forScreen: $0.fromScreen) } ?? ScreenPalette.unknown
            }
            if current.role == .toView || current.id == .to {
                return transition.map { palette.swatch(forScreen: $0.toScreen) } ?? ScreenPalette.unknown
            }
            guard let source = current.source else { break }
            if source == .from { return transition.map { palette.swatch(forScreen: $0.fromScreen) } ?? ScreenPalette.unknown }
            if source == .to { return transition.map { palette.swatch(forScreen: $0.toScreen) } ?? ScreenPalette.unknown }
            guard let next = frame.actors.first(where: { $0.id == source }) else { break }
            current = next
        }
        return ScreenPalette.unknown
    }

    /// The size of the view whose contents an actor shows.
    private func sourceSize(of actor: ResolvedActor, in frame: FrameSample) -> Size {
        let size = actor.state.frame.size
        if let source = actor.source, let view = frame.actors.first(where: { $0.id == source }),
            view.state.frame.size.width > 0, view.state.frame.size.height > 0
        {
            return view.state.frame.size
        }
        if actor.role == .slice, actor.state.contentsRect.width > 0, actor.state.contentsRect.height > 0 {
            return Size(width: size.width / actor.state.contentsRect.width, height: size.height / actor.state.contentsRect.height)
        }
        return size
    }

    /// A screen's placeholder content: its colour, a bar, its big letter and a few rows.
    static func content(_ swatch: ScreenPalette.Swatch, size: Size, cornerRadius: Double) -> String {
        let w = size.width
        let h = size.height
        var out =
            "<rect width=\"\(SVG.n(w))\" height=\"\(SVG.n(h))\" fill=\"\(swatch.fill)\""
            + (cornerRadius > 0 ? " rx=\"\(SVG.n(cornerRadius))\"" : "") + "/>"
        // Opaque tints, not translucent white: slices that overlap to close their seams draw
        // these twice, and twice-drawn translucent rows would show a line where they meet.
        out += "<rect width=\"\(SVG.n(w))\" height=\"\(SVG.n(min(h * 0.1, 96)))\" fill=\"\(SVG.tint(swatch.fill, white: 0.22))\"/>"
        let letterSize = min(w, h) * 0.34
        out +=
            "<text x=\"\(SVG.n(w / 2))\" y=\"\(SVG.n(h * 0.24 + letterSize * 0.35))\" font-family=\"sans-serif\" font-weight=\"bold\" font-size=\"\(SVG.n(letterSize))\" text-anchor=\"middle\" fill=\"#fff\">\(swatch.letter)</text>"
        for row in 0..<4 {
            let width = row % 2 == 0 ? w * 0.84 : w * 0.6
            out +=
                "<rect x=\"\(SVG.n(w * 0.08))\" y=\"\(SVG.n(h * (0.46 + Double(row) * 0.12)))\" width=\"\(SVG.n(width))\" height=\"\(SVG.n(h * 0.06))\" rx=\"\(SVG.n(min(w, h) * 0.02))\" fill=\"\(SVG.tint(swatch.fill, white: 0.5))\"/>"
        }
        return out
    }

    /// A Core Image transition between the two screens, drawn by `FilterPicture`, with its exact ratio as text.
    private func filterBody(_ actor: ResolvedActor, transition: TransitionRecord?, defs: inout SVGDefs) -> String {
        let size = actor.state.frame.size
        let filter = actor.state.filter
        let name = filter?.name ?? "filter"
        let from = Self.content(
            transition.map { palette.swatch(forScreen: $0.fromScreen) } ?? ScreenPalette.unknown, size: size, cornerRadius: 0)
        let to = Self.content(
            transition.map { palette.swatch(forScreen: $0.toScreen) } ?? ScreenPalette.unknown, size: size, cornerRadius: 0)
        var out = FilterPicture(filter: filter ?? FilterState(name: name), size: size, from: from, to: to).draw(defs: &defs)
        out +=
            "<text x=\"\(SVG.n(size.width / 2))\" y=\"\(SVG.n(size.height - 24))\" font-family=\"monospace\" font-size=\"18\" text-anchor=\"middle\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"3\" paint-order=\"stroke\">\(SVG.escape(name)) ratio \(Describe.number(filter?.ratio ?? 0))</text>"
        return out
    }
}
