import SegueDocument
import SegueEffects
import SegueEngine

/// The app-level configuration: screen, frame rate, effect folders, defaults and routes.
public struct AppConfig: Sendable {
    /// The container's size in points (`screen:`).
    public struct Screen: Sendable, Hashable, Codable {
        /// Width in points.
        public let width: Double
        /// Height in points.
        public let height: Double
        /// The safe-area inset at the top, in points: the status bar's area, above any navigation bar.
        package let safeAreaTop: Double
        /// The safe-area inset at the bottom, in points: the home indicator's area, under a tab bar.
        package let safeAreaBottom: Double
        /// A screen of `width` by `height` points.
        public init(width: Double, height: Double, safeAreaTop: Double = 47, safeAreaBottom: Double = 34) {
            self.width = width
            self.height = height
            self.safeAreaTop = safeAreaTop
            self.safeAreaBottom = safeAreaBottom
        }
        /// An iPhone 14's portrait screen, 390 x 844 points, with its 47 pt top safe area.
        public static let standard = Screen(width: 390, height: 844)

        /// Devices `screen:` may name, portrait, in points, with the top and bottom safe-area insets
        /// (the status bar's area; the home indicator's) as those devices report `safeAreaInsets`
        /// with no bar shown.
        package static let presets: [(name: String, screen: Screen)] = [
            ("iphone-se", Screen(width: 375, height: 667, safeAreaTop: 20, safeAreaBottom: 0)),
            ("iphone-14", Screen(width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34)),
            ("iphone-15-pro", Screen(width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34)),
            ("iphone-15-pro-max", Screen(width: 430, height: 932, safeAreaTop: 59, safeAreaBottom: 34)),
            ("ipad-pro-11", Screen(width: 834, height: 1194, safeAreaTop: 24, safeAreaBottom: 20)),
        ]

        /// A screen of `width` by `height` points: a preset's insets when a preset has that size, else 0.
        public static func sized(width: Double, height: Double) -> Screen {
            let preset = presets.first { $0.screen.width == width && $0.screen.height == height }
            return Screen(
                width: width, height: height, safeAreaTop: preset?.screen.safeAreaTop ?? 0,
                safeAreaBottom: preset?.screen.safeAreaBottom ?? 0)
        }
    }

    /// The config file's path; nil for the built-in defaults.
    public let file: String?
    /// The container's size for every run.
    public let screen: Screen
    /// Frames per second for every run.
    public let fps: Int
    /// Effect folders as written (relative paths are relative to the config file's folder).
    public let effectFolders: [String]
    /// Durations for manifests that give none (`defaults:`).
    package let defaults: EffectDefaults
    /// The app's routes, in file order.
    public let routes: [Route]
    /// Bounds on the files loaded under this config (`limits:`).
    public let limits: LoadLimits
    /// Routes named like an earlier one (an error): never run, but checked against the catalog
    /// with the others, so one `validate` reports everything wrong with them.
    package let duplicateRoutes: [Route]
    /// Where each of `effectFolders` is written, in the same order (empty without a file).
    package var effectFolderLocations: [SourceLocation] = []
    /// The `limits:` the file sets above their defaults: a config segue found by itself may only
    /// lower limits (`CatalogFiles` caps these), as a clone could otherwise exhaust memory.
    package var limitRaises: [LoadLimits.Raise] = []

    /// This config with `limits` instead of its own.
    package func replacingLimits(_ limits: LoadLimits) -> AppConfig {
        var config = AppConfig(
            file: file, screen: screen, fps: fps, effectFolders: effectFolders, defaults: defaults, routes: routes,
            limits: limits, duplicateRoutes: duplicateRoutes)
        config.effectFolderLocations = effectFolderLocations
        config.limitRaises = limitRaises
        return config
    }

    /// A config; the defaults are those used when there is no file.
    public init(
        file: String? = nil, screen: Screen = .standard, fps: Int = 60, effectFolders: [String] = [],
        defaults: EffectDefaults = .standard, routes: [Route] = [], limits: LoadLimits = .standard,
        duplicateRoutes: [Route] = []
    ) {
        self.duplicateRoutes = duplicateRoutes
        self.file = file
        self.screen = screen
        self.fps = fps
        self.effectFolders = effectFolders
        self.defaults = defaults
        self.routes = routes
        self.limits = limits
    }

    /// The configuration used when there is no config file.
    public static let standard = AppConfig()

    /// The route called `name`.
    public func route(_ name: String) -> Route? { routes.first { $0.name == name } }

    /// Every top-level key a config may hold (`ConfigGrammar`).
    public static let keys = ConfigGrammar.table.keys
}

/// One screen change of the app and the effect it uses.
public struct Route: Sendable {
    /// The route's name, unique in the config.
    public let name: String
    /// What the route does (`operation:`): push, pop, present, dismiss, tab or container.
    public let operation: TransitionOperation
    /// The id of the effect that animates it.
    public let effect: String
    /// Where `effect:` is written, for diagnostics about it.
    package let effectLocation: SourceLocation
    /// Overrides the effect's toDuration, in seconds.
    public let toDuration: Double?
    /// Overrides the effect's backDuration, in seconds.
    public let backDuration: Double?
    /// Parameter overrides as written; validated against the effect's kind.
    package let parameters: Node.Pairs
    /// Overrides the effect's gestures and interactive timer.
    public let gesture: InteractiveSpec?
    /// How a present route is shown, as written; nil when the config names no style, which UIKit
    /// takes as `.automatic` (``presentationInForce``).
    public let presentation: PresentationStyle.Name?
    /// The presented frame of a custom presentation, in points or percentages of the screen.
    public let frame: LengthRect?
    /// For a push route: true when the app keeps UIKit's edge swipe back working although its
    /// navigation delegate supplies animators (`restoresBackSwipe:`; see SegueTooling's `backSwipeFinding(for:)`).
    package let restoresBackSwipe: Bool
    /// What the app does with a transition of the route's controller requested while one is still
    /// running (`reentry:`; none unless the config says): `check` runs a stress case for it
    /// (``ReentryGuard``; SegueTooling's `SimulationRequest.reentryGuard`).
    package let reentry: ReentryGuard
    /// For push routes: true under an opaque navigation bar (`navigationBar: opaque`), whose
    /// screens' frames start below the bar (``NavigationBar``).
    package let opaqueNavigationBar: Bool
    /// For push routes: which screen hides the navigation bar (`navigationBarHiddenBy:
    /// pushed-screen` or `screen-below`), so that the bar takes part in every push and pop; nil
    /// when the bar stays (``NavigationBar/hiddenBy``).
    package let navigationBarHiddenBy: NavigationBar.HiddenBy?
    /// For push routes: true when the pushed screen hides the tab bar (`hidesBottomBarWhenPushed:
    /// true`), which UIKit then animates alongside the push and the pop (``TabBar``).
    package let hidesBottomBarWhenPushed: Bool
    /// True when the app removes the tab bar's animations once a transition ends
    /// (`clearsTabBarAnimations: true`), as Hero does; otherwise `check` warns `tabbar.animations-left`.
    package let clearsTabBarAnimations: Bool
    /// Where the route starts in the config.
    public let location: SourceLocation

    /// Every key a route may hold.
    public static let keys = RouteGrammar.table.keys
}

extension DocumentLimits {
    /// Configs and scripts may be larger than one manifest: 4 MiB.
    public static let config = DocumentLimits(maxBytes: 4 << 20)
}

extension Route {
    /// The presentation UIKit uses: the route's own, else `.automatic`, the default of
    /// `modalPresentationStyle` since iOS 13 ("The default value for this property is
    /// UIModalPresentationStyle.automatic",
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle).
    package var presentationInForce: PresentationStyle.Name { presentation ?? .automatic }

    /// True for a present route that names no presentation: since iOS 13 it shows as a sheet,
    /// which effects written for a full-screen presentation do not expect (Hero issues 614, 639, 644).
    package var isSheetByDefault: Bool { operation == .present && presentation == nil }
}

extension Route {
    /// The navigation bar the route's screens sit under on `screen`, or nil when the route says
    /// nothing that changes a frame or an event: an opaque bar, or a bar one of the screens hides
    /// (translucent unless the route says opaque, as UIKit's bars are by default).
    package func navigationBar(on screen: AppConfig.Screen) -> NavigationBar? {
        Self.navigationBar(opaque: opaqueNavigationBar, hiddenBy: navigationBarHiddenBy, on: screen)
    }

    /// The same rule for a bar described piece by piece (`simulate --navigation-bar` over a route's):
    /// nil unless it is opaque or one of the screens hides it.
    package static func navigationBar(opaque: Bool, hiddenBy: NavigationBar.HiddenBy?, on screen: AppConfig.Screen) -> NavigationBar? {
        guard opaque || hiddenBy != nil else { return nil }
        return NavigationBar(isTranslucent: !opaque, topInset: screen.safeAreaTop, hiddenBy: hiddenBy)
    }

    /// The tab bar the route's pushed screen hides on `screen`, or nil (``TabBar``).
    package func tabBar(on screen: AppConfig.Screen) -> TabBar? {
        guard hidesBottomBarWhenPushed else { return nil }
        return TabBar(bottomInset: screen.safeAreaBottom, appRemovesAnimations: clearsTabBarAnimations)
    }
}
