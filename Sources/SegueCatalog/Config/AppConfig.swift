import SegueDocument
import SegueEffects
import SegueEngine

/// The app-level configuration: screen, frame rate, effect folders, defaults and routes.
public struct AppConfig: Sendable {
    public struct Screen: Sendable, Hashable, Codable {
        public let width: Double
        public let height: Double
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
        public static let standard = Screen(width: 390, height: 844)
    }

    public let file: String?
    public let screen: Screen
    public let fps: Int
    /// Effect folders as written (relative paths are relative to the config file's folder).
    public let effectFolders: [String]
    public let defaults: EffectDefaults
    public let routes: [Route]
    /// Bounds on the files loaded under this config (`limits:`).
    public let limits: LoadLimits

    public init(
        file: String? = nil, screen: Screen = .standard, fps: Int = 60, effectFolders: [String] = [],
        defaults: EffectDefaults = .standard, routes: [Route] = [], limits: LoadLimits = .standard
    ) {
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

    public func route(_ name: String) -> Route? { routes.first { $0.name == name } }

    /// Every top-level key a config may hold, in the order the reader reads them.
    public static let keys = ["$schema", "segue", "screen", "fps", "effects", "defaults", "limits", "routes"]
}

/// One screen change of the app and the effect it uses.
public struct Route: Sendable {
    public enum Operation: String, Sendable, Hashable, Codable, CaseIterable {
        case push, pop, present, dismiss, tab, container
    }

    public enum Presentation: String, Sendable, Hashable, Codable, CaseIterable {
        case fullScreen = "full-screen"
        case overFullScreen = "over-full-screen"
        case custom
        /// UIKit's `.pageSheet`, `.formSheet`, and `.automatic` (a page sheet for most view controllers since iOS 13).
        case pageSheet = "page-sheet"
        case formSheet = "form-sheet"
        case automatic
    }

    public let name: String
    public let operation: Operation
    public let effect: String
    public let effectLocation: SourceLocation
    public let toDuration: Double?
    public let backDuration: Double?
    /// Parameter overrides as written; validated against the effect's kind.
    public let parameters: Node.Pairs
    public let gesture: InteractiveSpec?
    public let presentation: Presentation?
    public let frame: LengthRect?
    public let location: SourceLocation

    /// Every key a route may hold.
    public static let keys = [
        "name", "operation", "effect", "toDuration", "backDuration", "parameters", "gesture", "presentation", "frame",
    ]
}

extension DocumentLimits {
    /// Configs and scripts may be larger than one manifest: 4 MiB.
    public static let config = DocumentLimits(maxBytes: 4 << 20)
}

extension Route.Presentation {
    /// The engine's presentation style. A custom presentation shows the presented view at
    /// `presentedFrame` (the whole container when nil) over a dimming view.
    public func style(presentedFrame: Rect?, in bounds: Rect) -> PresentationStyle {
        switch self {
        case .fullScreen: .fullScreen
        case .overFullScreen: .overFullScreen
        case .custom: .custom(presentedFrame: presentedFrame ?? bounds, dimming: true)
        case .pageSheet, .automatic: .sheet(.resolve(.pageSheet, in: bounds))
        case .formSheet: .sheet(.resolve(.formSheet, in: bounds))
        }
    }
}
