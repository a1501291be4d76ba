import Foundation
import SegueEngine
import SeguePlan

/// A layer property of an app's own view (the from and to screens, and a custom container's view)
/// that a plan may change and the app may have set itself: a rounded or shadowed screen, a
/// perspective, a mask, a background.
package enum LookProperty: Sendable, Hashable, CaseIterable {
    /// `cornerRadius`.
    case cornerRadius
    /// `shadowOpacity`, `shadowRadius`, `shadowOffset` and `shadowPath`.
    case shadow
    /// `sublayerTransform`.
    case sublayerTransform
    /// `mask`.
    case mask
    /// `backgroundColor`.
    case backgroundColor

    /// The property an engine property belongs to; nil for geometry, opacity and the rest, which
    /// every plan sets on the views it moves.
    init?(_ property: AnimatableProperty) {
        switch property {
        case .cornerRadius: self = .cornerRadius
        case .shadowOpacity, .shadowRadius: self = .shadow
        case .sublayerTransform: self = .sublayerTransform
        case .maskCircle, .maskRect: self = .mask
        case .backgroundColor: self = .backgroundColor
        default: return nil
        }
    }

    /// The look properties in which `state` differs from an untouched view's.
    static func set(in state: ActorState) -> Set<LookProperty> {
        let plain = ActorState(frame: state.frame)
        var set: Set<LookProperty> = []
        if state.cornerRadius != plain.cornerRadius { set.insert(.cornerRadius) }
        if state.shadowOpacity != plain.shadowOpacity || state.shadowRadius != plain.shadowRadius { set.insert(.shadow) }
        if state.sublayerTransform != plain.sublayerTransform { set.insert(.sublayerTransform) }
        if state.mask != nil { set.insert(.mask) }
        if state.backgroundColor != nil { set.insert(.backgroundColor) }
        return set
    }
}

extension AnimationPlan {
    /// The look properties the plan changes on actor `id`: set in its initial or restored state,
    /// animated, or set by a completion action. The runtime writes only these on an app's view and
    /// leaves the rest as the app set them.
    package func lookProperties(of id: ActorID) -> Set<LookProperty> {
        var set: Set<LookProperty> = []
        if let actor = actor(id) {
            set.formUnion(LookProperty.set(in: actor.initial))
            if let before = actor.beforeSetup { set.formUnion(LookProperty.set(in: before)) }
        }
        for animation in animations where animation.actor == id {
            if let property = LookProperty(animation.property) { set.insert(property) }
        }
        for action in completion.finished + completion.cancelled {
            switch action {
            case .set(id, let property, _): if let property = LookProperty(property) { set.insert(property) }
            case .removeMask(id): set.insert(.mask)
            default: break
            }
        }
        return set
    }
}

/// An app view's own look, read before the transition stages it and put back when it ends.
struct AppLook<Layer: SegueLayer> {
    /// What the plan changes; the rest is never written.
    let owned: Set<LookProperty>
    let cornerRadius: CGFloat
    let shadowOpacity: Float
    let shadowRadius: CGFloat
    let shadowOffset: CGSize
    let shadowPath: Layer.Path?
    let sublayerTransform: Layer.Transform
    let mask: Layer.Base?
    let backgroundColor: Layer.Color?

    init(_ layer: Layer, owned: Set<LookProperty>) {
        self.owned = owned
        cornerRadius = layer.cornerRadius
        shadowOpacity = layer.shadowOpacity
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
        shadowPath = layer.shadowPath
        sublayerTransform = layer.sublayerTransform
        mask = layer.mask
        backgroundColor = layer.backgroundColor
    }

    /// Puts back what the plan changed.
    func restore(on layer: Layer) {
        for property in owned {
            switch property {
            case .cornerRadius: layer.cornerRadius = cornerRadius
            case .shadow:
                layer.shadowOpacity = shadowOpacity
                layer.shadowRadius = shadowRadius
                layer.shadowOffset = shadowOffset
                layer.shadowPath = shadowPath
            case .sublayerTransform: layer.sublayerTransform = sublayerTransform
            case .mask: layer.mask = mask
            case .backgroundColor: layer.backgroundColor = backgroundColor
            }
        }
    }
}
