import SegueDocument
import SegueEngine
import SegueSimulation

/// One trace frame as one compact JSON line, written straight into a byte buffer.
///
/// The bytes are exactly Foundation's `JSONEncoder` with `.sortedKeys` (and `CompactJSON`'s):
/// each type's keys are written in their sorted order, worked out once here instead of sorted
/// per object, and optionals are left out when nil as synthesized `Codable` leaves them out.
/// `TraceJSONEncoderTests` holds the two to the same bytes over every effect, so a field added to
/// an engine type and not here fails there. This is the `ndjson` hot path (issue 23): a frame of
/// a dozen actors is some two thousand numbers.
struct FrameLineWriter {
    private var json = JSONWriter(whitespace: .compact, numbers: .foundation(nonFinite: .strings))
    var bytes: [UInt8] { json.bytes }

    init(capacity: Int = 4096) {
        json.reserveCapacity(capacity)
    }

    /// The frame's line, without the newline.
    static func line(_ frame: FrameSample) -> String {
        var writer = FrameLineWriter(capacity: 1024 + frame.actors.count * 1536)
        writer.frame(frame)
        return writer.json.text
    }

    // MARK: - Scalars (the one JSON writer's)

    private mutating func raw(_ text: StaticString) { json.raw(text) }
    private mutating func number(_ value: Double) { json.number(value) }
    private mutating func integer(_ value: Int) { json.integer(value) }
    private mutating func bool(_ value: Bool) { json.bool(value) }
    private mutating func string(_ value: String) { json.string(value) }

    // MARK: - Engine types, keys in sorted order

    mutating func frame(_ frame: FrameSample) {
        raw("{\"actors\":[")
        for (index, actor) in frame.actors.enumerated() {
            if index > 0 { raw(",") }
            self.actor(actor)
        }
        raw("],\"index\":")
        integer(frame.index)
        raw(",\"localTime\":")
        number(frame.localTime)
        raw(",\"percent\":")
        number(frame.percent)
        raw(",\"phase\":")
        string(frame.phase.rawValue)
        raw(",\"time\":")
        number(frame.time)
        raw(",\"transition\":")
        integer(frame.transition)
        raw("}")
    }

    private mutating func actor(_ actor: ResolvedActor) {
        raw("{")
        if let corners = actor.corners {
            raw("\"corners\":[")
            for (index, corner) in corners.enumerated() {
                if index > 0 { raw(",") }
                point(corner)
            }
            raw("],")
        }
        raw("\"effectiveAlpha\":")
        number(actor.effectiveAlpha)
        raw(",\"id\":")
        string(actor.id.rawValue)
        raw(",\"isEffectivelyHidden\":")
        bool(actor.isEffectivelyHidden)
        raw(",\"matrix\":")
        matrix(actor.matrix)
        if let parent = actor.parent {
            raw(",\"parent\":")
            string(parent.rawValue)
        }
        raw(",\"role\":")
        string(actor.role.rawValue)
        if let source = actor.source {
            raw(",\"source\":")
            string(source.rawValue)
        }
        raw(",\"state\":")
        state(actor.state)
        raw("}")
    }

    private mutating func state(_ state: ActorState) {
        raw("{\"alpha\":")
        number(state.alpha)
        raw(",\"anchorPoint\":")
        point(state.anchorPoint)
        if let color = state.backgroundColor {
            raw(",\"backgroundColor\":{\"alpha\":")
            number(color.alpha)
            raw(",\"blue\":")
            number(color.blue)
            raw(",\"green\":")
            number(color.green)
            raw(",\"red\":")
            number(color.red)
            raw("}")
        }
        raw(",\"contentsRect\":")
        rect(state.contentsRect)
        raw(",\"cornerRadius\":")
        number(state.cornerRadius)
        if let filter = state.filter {
            raw(",\"filter\":{\"name\":")
            string(filter.name)
            raw(",\"parameters\":[")
            for (index, parameter) in filter.parameters.enumerated() {
                raw(index > 0 ? ",{\"name\":" : "{\"name\":")
                string(parameter.name)
                raw(",\"value\":")
                number(parameter.value)
                raw("}")
            }
            raw("],\"ratio\":")
            number(filter.ratio)
            raw("}")
        }
        raw(",\"frame\":")
        rect(state.frame)
        raw(",\"isHidden\":")
        bool(state.isHidden)
        if let mask = state.mask {
            raw(",\"mask\":")
            self.mask(mask)
        }
        raw(",\"shadowOpacity\":")
        number(state.shadowOpacity)
        raw(",\"shadowRadius\":")
        number(state.shadowRadius)
        raw(",\"sublayerTransform\":")
        transform(state.sublayerTransform)
        raw(",\"transform\":")
        transform(state.transform)
        raw(",\"translation\":")
        point(state.translation)
        raw(",\"zPosition\":")
        number(state.zPosition)
        raw("}")
    }

    private mutating func mask(_ mask: Mask) {
        switch mask {
        case .circle(let center, let radius):
            raw("{\"circle\":{\"center\":")
            point(center)
            raw(",\"radius\":")
            number(radius)
            raw("}}")
        case .rect(let r):
            raw("{\"rect\":{\"_0\":")
            rect(r)
            raw("}}")
        case .layer(let name):
            raw("{\"layer\":{\"_0\":")
            string(name)
            raw("}}")
        }
    }

    private mutating func transform(_ value: TransformValue) {
        raw("{\"operations\":[")
        for (index, operation) in value.operations.enumerated() {
            if index > 0 { raw(",") }
            switch operation {
            case .perspective(let m34):
                raw("{\"perspective\":{\"m34\":")
                number(m34)
                raw("}}")
            case .translate(let x, let y, let z):
                raw("{\"translate\":")
                vector(x, y, z)
                raw("}")
            case .scale(let x, let y, let z):
                raw("{\"scale\":")
                vector(x, y, z)
                raw("}")
            case .rotate(let angle, let axis):
                raw("{\"rotate\":{\"angle\":")
                number(angle)
                raw(",\"axis\":")
                string(axis.rawValue)
                raw("}}")
            case .matrix(let m):
                raw("{\"matrix\":{\"_0\":")
                matrix(m)
                raw("}}")
            }
        }
        raw("]}")
    }

    private mutating func vector(_ x: Double, _ y: Double, _ z: Double) {
        raw("{\"x\":")
        number(x)
        raw(",\"y\":")
        number(y)
        raw(",\"z\":")
        number(z)
        raw("}")
    }

    private mutating func matrix(_ m: Transform3D) {
        raw("{\"m11\":")
        number(m.m11)
        raw(",\"m12\":")
        number(m.m12)
        raw(",\"m13\":")
        number(m.m13)
        raw(",\"m14\":")
        number(m.m14)
        raw(",\"m21\":")
        number(m.m21)
        raw(",\"m22\":")
        number(m.m22)
        raw(",\"m23\":")
        number(m.m23)
        raw(",\"m24\":")
        number(m.m24)
        raw(",\"m31\":")
        number(m.m31)
        raw(",\"m32\":")
        number(m.m32)
        raw(",\"m33\":")
        number(m.m33)
        raw(",\"m34\":")
        number(m.m34)
        raw(",\"m41\":")
        number(m.m41)
        raw(",\"m42\":")
        number(m.m42)
        raw(",\"m43\":")
        number(m.m43)
        raw(",\"m44\":")
        number(m.m44)
        raw("}")
    }

    private mutating func point(_ p: Point) {
        raw("{\"x\":")
        number(p.x)
        raw(",\"y\":")
        number(p.y)
        raw("}")
    }

    private mutating func rect(_ r: Rect) {
        raw("{\"origin\":")
        point(r.origin)
        raw(",\"size\":{\"height\":")
        number(r.size.height)
        raw(",\"width\":")
        number(r.size.width)
        raw("}}")
    }
}
