#if canImport(UIKit)
import SegueKitCore
import UIKit

// Apple's types declare every member of the surface with the same name and type, so each
// conformance is empty. UIView's members are main-actor isolated: so is its conformance. The
// protocols live in SegueKitCore, another module, hence @retroactive.
extension CALayer: @retroactive SegueLayer {}
extension UIView: @retroactive @MainActor SegueView {}
extension CAKeyframeAnimation: @retroactive SegueKeyframeAnimation {}
extension CASpringAnimation: @retroactive SegueSpringAnimation {}
extension CADisplayLink: @retroactive SegueDisplayLink {}
#endif
