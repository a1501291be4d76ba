/// Where `.segueNavigation()`'s invisible installer finds the navigation controller of its stack.
///
/// The installer is a view controller SwiftUI adds where the modifier is written. Written on a
/// view inside the stack (its root view), the navigation controller is an ancestor; but that
/// root's controller is never loaded when the stack is restored from a path deeper than it, and
/// written on the `NavigationStack` itself the installer is not inside the stack at all: the
/// navigation controller is then a descendant of one of its ancestors (SwiftUI hosts the stack's
/// controller as a child of the hosting controller around it). So the search looks up first,
/// then down from each ancestor, nearest first. swiftui-navigation-transitions finds the stack
/// with SwiftUIIntrospect's `.receiver` and `.ancestor` scopes (SwiftUISupport.swift:11-14 at
/// commit 0b7bd5f, `.navigationView(style: .stack)`): in SwiftUIIntrospect (commit 9c0d0a2)
/// `.ancestor` is the controller's `navigationController` (NavigationViewWithStackStyle.swift:78)
/// and `.receiver` the first one among the descendants of the nearest common ancestor of the
/// modifier's two anchors (Introspect.swift:161-176), so it never looks into another branch.
///
/// The search down stops at a tab bar controller: its children are its tabs
/// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers), and a
/// stack found below it from a tab without one is another tab's. Without a stack in its own tab
/// or around the tab bar controller the installer finds none (and says so in the log) instead of
/// taking over another tab's. The climb goes on past it, as `navigationController` does (UIKit's
/// "nearest ancestor in the view controller hierarchy that is a navigation controller",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller): a
/// stack around the tabs (`NavigationStack { TabView { ... } }`) is the tab's stack too.
package enum StackFinder {
    /// The navigation controller for the installer `start`: the nearest ancestor that is one,
    /// else the first found below the nearest ancestor that has one (breadth first, the
    /// installer's own subtree left out), never searching below a tab bar controller (`isTabs`)
    /// or anything above one; nil when there is none.
    package static func navigation<Controller: AnyObject>(
        from start: Controller, parent: (Controller) -> Controller?, children: (Controller) -> [Controller],
        isNavigation: (Controller) -> Bool, isTabs: (Controller) -> Bool = { _ in false }
    ) -> Controller? {
        var ancestors: [Controller] = []
        var belowTabs = true
        var current = parent(start)
        while let ancestor = current {
            if isNavigation(ancestor) { return ancestor }
            if isTabs(ancestor) { belowTabs = false }
            if belowTabs { ancestors.append(ancestor) }
            current = parent(ancestor)
        }
        for ancestor in ancestors {
            var queue = children(ancestor).filter { $0 !== start }
            while !queue.isEmpty {
                let next = queue.removeFirst()
                if isNavigation(next) { return next }
                queue += children(next).filter { $0 !== start }
            }
        }
        return nil
    }
}

extension StackFinder {
    /// Every navigation controller in the app's controller trees, from each window's root: its
    /// children (a tab bar controller's tabs, a navigation controller's stack, a container's
    /// children) and what it presents, each once, breadth first. A screen given an effect before
    /// it is in a stack (`segueEffect` in its initializer) is pushed by one of these with a plain
    /// `pushViewController`, which tells only the navigation controller's delegate: UIKit asks
    /// that delegate for the animator before the pushed screen's own callbacks run
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)),
    /// so Segue has to be installed there already.
    package static func navigations<Controller: AnyObject>(
        under roots: [Controller], children: (Controller) -> [Controller], presented: (Controller) -> Controller?,
        isNavigation: (Controller) -> Bool
    ) -> [Controller] {
        var found: [Controller] = []
        var seen: Set<ObjectIdentifier> = []
        var queue = roots
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            if isNavigation(next) { found.append(next) }
            queue += children(next)
            if let shown = presented(next) { queue.append(shown) }
        }
        return found
    }
}
