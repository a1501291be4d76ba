import SegueCatalog
import SegueEngine

/// A view Segue adds its pans to, as `UIView` declares its gesture recognizer list: a view keeps
/// every recognizer added to it until it is removed
/// (https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:),
/// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)).
package protocol SegueGestureHost: AnyObject {
    /// `UIGestureRecognizer`.
    associatedtype Recognizer: AnyObject
    /// `addGestureRecognizer(_:)`.
    func addGestureRecognizer(_ recognizer: Recognizer)
    /// `removeGestureRecognizer(_:)`.
    func removeGestureRecognizer(_ recognizer: Recognizer)
}

/// The one recognizer of a Segue gesture and the view it is on.
package struct PanAttachment<Host: SegueGestureHost> {
    /// The recognizer attached, until ``detach()``.
    package private(set) var recognizer: Host.Recognizer?
    /// The view it is attached to (kept weakly, as a recognizer keeps its view).
    package private(set) weak var host: Host?

    package init() {}

    /// Adds a recognizer for `gesture` to `host`, made by `make` from the screen edge the gesture
    /// starts from (``GestureArbitration/screenEdge(of:)``; nil: a plain pan). The recognizer
    /// attached before, to this view or another, is removed first: one pan per gesture.
    package mutating func attach(
        _ gesture: GestureConfig, to host: Host, make: (GestureArbitration.ScreenEdge?) -> Host.Recognizer
    ) {
        detach()
        let recognizer = make(GestureArbitration.screenEdge(of: gesture))
        host.addGestureRecognizer(recognizer)
        self.recognizer = recognizer
        self.host = host
    }

    /// Removes the recognizer from its view, if both are still there.
    package mutating func detach() {
        if let recognizer, let host { host.removeGestureRecognizer(recognizer) }
        recognizer = nil
        host = nil
    }
}

/// What owns one attached gesture and can take it off: SegueKit's interaction controller.
package protocol SegueGestureDetaching: AnyObject {
    /// Removes the gesture's recognizer from its view.
    func detach()
}

/// Segue's gestures by screen: at most one per screen, attached when the screen is shown and
/// detached when it leaves (the navigation delegate's back gestures, by screen on the stack; the
/// transitioning delegate's dismissal pan, by presented controller).
package struct GestureAttachments<Key: Hashable, Gesture: SegueGestureDetaching> {
    private var attached: [Key: Gesture] = [:]

    package init() {}

    /// The first attached gesture that satisfies `predicate` (the one a finger is driving).
    package func first(where predicate: (Gesture) -> Bool) -> Gesture? { attached.values.first(where: predicate) }

    /// The gesture `make` attaches for `key`, unless one is attached for it already (the screen
    /// shown again): then `make` is not called and that one stays. `make` returns nil for a
    /// screen that gets no gesture.
    @discardableResult
    package mutating func attach(for key: Key, make: () -> Gesture?) -> Gesture? {
        if let gesture = attached[key] { return gesture }
        guard let gesture = make() else { return nil }
        attached[key] = gesture
        return gesture
    }

    /// Detaches and forgets the gestures of every key not in `keys` (screens that left the stack).
    package mutating func keep(only keys: Set<Key>) {
        for (key, gesture) in attached where !keys.contains(key) { gesture.detach() }
        attached = attached.filter { keys.contains($0.key) }
    }

    /// `key` is shown among `keys`: the others' gestures are detached, and `key` gets the one
    /// `make` attaches unless it has one (``keep(only:)``, then ``attach(for:make:)``).
    @discardableResult
    package mutating func shown(_ key: Key, among keys: Set<Key>, make: () -> Gesture?) -> Gesture? {
        keep(only: keys)
        return attach(for: key, make: make)
    }

    /// Detaches and forgets every gesture (Segue uninstalled).
    package mutating func detachAll() { keep(only: []) }
}

extension GestureArbitration {
    /// The gesture that dismisses a controller presented with `effect`: its back gesture, unless
    /// the presentation's own drag owns it (``attachesBackGesture(_:presentation:)``).
    package static func dismissalGesture(of effect: SegueEffect, rightToLeft: Bool) -> GestureConfig? {
        guard let gesture = effect.gesture(for: .back, rightToLeft: rightToLeft),
            attachesBackGesture(gesture, presentation: effect.presentation)
        else { return nil }
        return gesture
    }
}
