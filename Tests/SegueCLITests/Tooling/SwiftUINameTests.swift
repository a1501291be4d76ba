import Foundation
import Testing

/// No public type of Segue shares a name with a SwiftUI type (issue 20): an app that imports both
/// would have to qualify every use. The list holds SwiftUI's top-level types an app is likely to
/// meet (from Apple's SwiftUI documentation index); `Color`, `Scene`, `Spring` and `Axis` were
/// Segue's until they became `RGBAColor`, `ResolvedScene`, `SpringParameters` and `RotationAxis`.
@Suite struct SwiftUINameTests {
    static let swiftUINames: Set<String> = [
        "Alignment", "Anchor", "Angle", "Animation", "AnyView", "App", "Axis", "Binding", "Button", "Canvas",
        "Capsule", "Circle", "Color", "ContentMode", "CubicKeyframe", "Divider", "Edge", "Ellipse", "EmptyView",
        "Environment", "Font", "ForEach", "Form", "Gauge", "GeometryProxy", "Gradient", "Grid", "Group", "Image",
        "KeyframeAnimator", "KeyframeTrack", "Keyframes", "Label", "Layout", "LinearGradient", "LinearKeyframe",
        "Link", "List", "Material", "Menu", "MoveKeyframe", "Namespace", "NavigationPath", "Path", "PhaseAnimator",
        "Picker", "ProgressView", "Rectangle", "Scene", "ScrollView", "Section", "Shape", "Slider", "Spacer",
        "Spring", "SpringKeyframe", "State", "Stepper", "Tab", "TabView", "Table", "Text", "TimelineView", "Toggle",
        "Transaction", "Transition", "UnitPoint", "View", "Visibility", "Window",
    ]

    /// `public struct|enum|class|protocol|typealias|actor Name` in every file under Sources/.
    static func publicTypeNames() throws -> [(name: String, file: String)] {
        let sources = packageRoot.appendingPathComponent("Sources")
        var found: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ", omittingEmptySubsequences: true)
                guard let at = words.firstIndex(of: "public"), at + 2 < words.count,
                    ["struct", "enum", "class", "protocol", "typealias", "actor"].contains(words[at + 1])
                else { continue }
                let name = words[at + 2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                found.append((String(name), url.lastPathComponent))
            }
        }
        return found
    }

    @Test func noPublicTypeSharesANameWithSwiftUI() throws {
        let names = try Self.publicTypeNames()
        #expect(names.count > 100, "the scan finds the public types")
        let clashes = names.filter { Self.swiftUINames.contains($0.name) }.map { "\($0.name) in \($0.file)" }
        #expect(clashes.isEmpty, "public types named like SwiftUI's: \(clashes)")
        // The scan itself: the renamed types still public are found under their new names
        // (`SpringParameters` and `RotationAxis` are `package` since issue 50: no app sees them).
        for renamed in ["RGBAColor", "ResolvedScene"] {
            #expect(names.contains { $0.name == renamed }, "\(renamed) not found by the scan")
        }
    }
}
