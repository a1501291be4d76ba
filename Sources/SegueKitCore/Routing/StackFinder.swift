/// Where `.segueNavigation()`'s invisible installer finds the navigation controller of its stack.
///
/// The installer is a view controller SwiftUI adds where the modifier is written. Written on a
/// view inside the stack (its root view), the navigation controller is an ancestor; but that
/// root's controller is never loaded when the stack is restored from a path deeper than it, and
/// written on the `NavigationStack` itself the installer is not inside the stack at all: the
/// navigation controller is then a descendant of one of its ancestors (SwiftUI hosts the stack's
/// controller as a child of the hosting controller around it). So the search looks up first,
/// then down from each ancestor, nearest first, as SwiftUIIntrospect's `.receiver` and
/// `.ancestor` scopes do, which swiftui-navigation-transitions uses to find the stack
/// (SwiftUISupport.swift, `introspect(.navigationView(style: .stack), ..., scope: [.receiver, .ancestor])`).
package enum StackFinder {
    /// The navigation controller for the installer `start`: the nearest ancestor that is one,
    /// else the first found below the nearest ancestor that has one (breadth first, the
    /// installer's own subtree left out); nil when there is none.
    package static func navigation<Controller: AnyObject>(
        from start: Controller, parent: (Controller) -> Controller?, children: (Controller) -> [Controller],
        isNavigation: (Controller) -> Bool
    ) -> Controller? {
        var ancestors: [Controller] = []
        var current = parent(start)
        while let ancestor = current {
            if isNavigation(ancestor) { return ancestor }
            ancestors.append(ancestor)
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
