import Foundation
import SegueKitCore

/// An Objective-C object as the runtime dispatches delegate messages to it: selectors by name,
/// one argument and an answer as strings (what matters here is who receives which message).
protocol FakeObjCObject: AnyObject {
    /// The selectors its class implements: what NSObject's own `responds(to:)` reads
    /// (`class_respondsToSelector`).
    var implemented: Set<String> { get }
    /// `responds(to:)`: NSObject's answers from the class's methods; a class may override it.
    func responds(to selector: String) -> Bool
    /// `forwardingTarget(for:)`: NSObject's is nil; a class may override it.
    func forwardingTarget(for selector: String) -> FakeObjCObject?
    /// The class's method for `selector`, run.
    func invoke(_ selector: String, _ argument: String) -> String?
}

extension FakeObjCObject {
    func responds(to selector: String) -> Bool { implemented.contains(selector) }
    func forwardingTarget(for selector: String) -> FakeObjCObject? { nil }
}

/// `objc_msgSend` for those objects: the receiver's method if its class has one; else the object
/// `forwardingTarget(for:)` names receives the message ("the returned object is used as the new
/// receiver object and the message dispatch resumes to that new object",
/// https://developer.apple.com/documentation/objectivec/nsobject/1418855-forwardingtarget);
/// else the message is unrecognized, which NSObject's `doesNotRecognizeSelector:` raises as
/// NSInvalidArgumentException: the app crashes.
enum FakeObjCRuntime {
    struct UnrecognizedSelector: Error, Equatable {
        let selector: String
    }

    static func send(_ selector: String, _ argument: String, to receiver: FakeObjCObject) throws -> String? {
        if receiver.implemented.contains(selector) { return receiver.invoke(selector, argument) }
        if let target = receiver.forwardingTarget(for: selector), target !== receiver {
            return try send(selector, argument, to: target)
        }
        throw UnrecognizedSelector(selector: selector)
    }
}

/// The optional methods of UIKit's delegate protocols, as the iPhoneOS 16.5 SDK declares them
/// (UIKit.framework/Headers/UINavigationController.h and UITabBarController.h, `@optional`).
enum UIKitDelegateSelectors {
    static let navigation = [
        "navigationController:willShowViewController:animated:",
        "navigationController:didShowViewController:animated:",
        "navigationControllerSupportedInterfaceOrientations:",
        "navigationControllerPreferredInterfaceOrientationForPresentation:",
        "navigationController:interactionControllerForAnimationController:",
        "navigationController:animationControllerForOperation:fromViewController:toViewController:",
    ]
    static let tabBar = [
        "tabBarController:shouldSelectViewController:",
        "tabBarController:didSelectViewController:",
        "tabBarController:willBeginCustomizingViewControllers:",
        "tabBarController:willEndCustomizingViewControllers:changed:",
        "tabBarController:didEndCustomizingViewControllers:changed:",
        "tabBarControllerSupportedInterfaceOrientations:",
        "tabBarControllerPreferredInterfaceOrientationForPresentation:",
        "tabBarController:interactionControllerForAnimationController:",
        "tabBarController:animationControllerForTransitionFromViewController:toViewController:",
    ]
}

/// A UIKit controller's `weak var delegate` and the way it sends optional methods: only to a
/// delegate that said `respondsToSelector:` yes ("check whether an optional method is implemented
/// before calling it", Programming with Objective-C, Working with Protocols), else it does its
/// own default. It asks when the delegate is set and keeps the answers, the way Apple's classes
/// parse a delegate "when it's being set and caching the respondsToSelector: calls" (Peter
/// Steinberger, Smart Proxy Delegation), the stricter of the two ways a controller may ask: a
/// delegate must answer for everything it will take before it is set.
final class FakeDelegatingController {
    let selectors: [String]
    private var answered: Set<String> = []
    /// Messages the runtime could not deliver (each a crash on a device).
    private(set) var unrecognized: [String] = []

    init(selectors: [String]) { self.selectors = selectors }

    weak var delegate: FakeObjCObject? {
        didSet { answered = Set(selectors.filter { delegate?.responds(to: $0) == true }) }
    }

    /// Sends `selector` to the delegate if it said it responds; nil (UIKit's own default) otherwise.
    @discardableResult
    func send(_ selector: String, _ argument: String = "") -> String? {
        guard answered.contains(selector), let delegate else { return nil }
        do {
            return try FakeObjCRuntime.send(selector, argument, to: delegate)
        } catch {
            unrecognized.append(selector)
            return nil
        }
    }
}
