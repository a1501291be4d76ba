#if canImport(UIKit)
import SegueKitCore
import UIKit

// Apple's types declare every member of the surface with the same name and type, so each
// conformance is empty. UIView's members are main-actor isolated: so is its conformance, an
// isolated conformance (SE-0470, Swift 6.2). The protocols live in SegueKitCore, a module of this
// same package (SwiftPM compiles both with one `-package-name`), so these are not retroactive
// conformances and take no `@retroactive`: the compiler rejects it here.
extension CALayer: SegueLayer {}
extension UIView: @MainActor SegueView {}
extension UIView: @MainActor SegueGestureHost {}
extension CAKeyframeAnimation: SegueKeyframeAnimation {}
extension CASpringAnimation: SegueSpringAnimation {}
extension CADisplayLink: SegueDisplayLink {}
#endif
