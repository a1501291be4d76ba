/// A navigation controller's system back swipe (`interactivePopGestureRecognizer`, a screen-edge
/// pan) as UIKit runs it, for what SegueKit's navigation delegate may and may not do to it.
final class FakeBackSwipeStack {
    /// The stack's screens, bottom first.
    var screens: [String]
    /// A controller is presented over the stack.
    var isPresenting = false
    /// A push or pop is running.
    var isTransitioning = false
    /// The navigation controller's delegate implements
    /// `navigationController(_:animationControllerFor:from:to:)` (SegueKit's always does).
    var delegateAnimates = false
    /// The recognizer's `isEnabled`. "Disabled gesture recognizers don't receive touches"
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled): a swipe
    /// then never begins. It is the app's flag: every write is recorded.
    var isEnabled = true {
        didSet { enabledWrites.append(isEnabled) }
    }
    private(set) var enabledWrites: [Bool] = []
    /// The recognizer's delegate's `gestureRecognizerShouldBegin(_:)`; nil while it is UIKit's own.
    /// A library may set its own delegate on the recognizer and answer there, as
    /// swiftui-navigation-transitions does (davdroman/swiftui-navigation-transitions
    /// Sources/UIKitNavigationTransitions/UIKitSupport.swift:141-143, its
    /// `NavigationGestureRecognizerDelegate` at :322-334, commit 0b7bd5f).
    var delegateShouldBegin: (() -> Bool)?

    init(screens: [String]) { self.screens = screens }

    var top: String? { screens.last }

    /// UIKit's own delegate of the recognizer (the navigation controller's private interactive
    /// transition): it begins with a screen to go back to and no transition running, and not
    /// once the navigation controller's delegate implements the animator method ("no edge swipe
    /// once a custom navigation delegate is set": openradar 15215690; Hero issues 62, 143, 269;
    /// react-native-screens 3173 on iOS 26; collected in the project's field reports).
    private func uikitShouldBegin() -> Bool { screens.count > 1 && !isTransitioning && !delegateAnimates }

    /// A swipe from the leading edge: it begins when the recognizer is enabled and its delegate
    /// says yes ("Returning false causes the gesture recognizer to transition to the failed
    /// state", https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)),
    /// and a completed one pops the top screen with UIKit's interactive pop. True when it popped.
    @discardableResult
    func swipeBack() -> Bool {
        guard isEnabled, (delegateShouldBegin ?? uikitShouldBegin)() else { return false }
        screens.removeLast()
        return true
    }
}

/// A tab bar controller's selection as UIKit runs it: a tap asks the delegate
/// `tabBarController(_:shouldSelect:)`, selects, then tells it `tabBarController(_:didSelect:)`;
/// a switch in code (`selectedIndex`, `selectedViewController`) does neither, both being "called
/// only in response to user taps in the tab bar"
/// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:),
/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)).
/// The delegate is the app's here (a SwiftUI `TabView`'s keeps its `selection` from `didSelect`).
final class FakeTabBar {
    var selected: String
    /// The delegate's `shouldSelect`.
    var shouldSelect: (String) -> Bool = { _ in true }
    /// Every `didSelect` the delegate was told.
    private(set) var didSelect: [String] = []

    init(selected: String) { self.selected = selected }

    /// The delegate's animator request, which UIKit makes for a tap and a switch in code alike
    /// (VCTransitionsLibrary's interactive tab transition sets `selectedIndex` in code and the
    /// delegate's animator plays it: CEHorizontalSwipeInteractionController.m:73;
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)).
    var animatorAsked: (String) -> Void = { _ in }

    /// A tap on `tab`.
    func tap(_ tab: String) {
        guard shouldSelect(tab) else { return }
        selected = tab
        animatorAsked(tab)
        didSelect.append(tab)
    }

    /// `selectedViewController = tab` in code: no `shouldSelect` or `didSelect`, the animator asked.
    func selectInCode(_ tab: String) {
        selected = tab
        animatorAsked(tab)
    }

    /// Announces a selection made in code as a tap's (what SegueKit sends after one).
    func announce(_ tab: String) { didSelect.append(tab) }
}
