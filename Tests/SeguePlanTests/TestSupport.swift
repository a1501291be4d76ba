import Foundation
import SegueBuiltins
import SegueCatalog
import SegueDocument
import SegueEngine
import SegueTooling

/// The package root, found from this file's path so tests run from any directory.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The shipped catalog's effects.
let shippedEffects: [EffectDefinition] = CatalogLoader()
    .load(BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }).catalog.effects

/// Every operation a transition can run in, as the engine's catalog tests run them.
let allOperations: [(TransitionOperation, PresentationStyle?, Int?, Int?)] = [
    (.push, nil, nil, nil), (.pop, nil, nil, nil), (.present, .fullScreen, nil, nil), (.dismiss, .fullScreen, nil, nil),
    (.tab, nil, 0, 1), (.tab, nil, 1, 0), (.container, nil, 0, 2), (.container, nil, 2, 0),
]

/// The first executable called `name` on PATH.
func executableOnPath(named name: String) -> String? {
    ProcessInfo.processInfo.environment["PATH"].flatMap { path in
        path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A context as the simulator makes one for a single transition.
func context(
    _ operation: TransitionOperation, style: PresentationStyle?, from: Int?, to: Int?, interactive: Bool = false
) -> TransitionContext {
    TransitionContext(
        operation: operation, containerBounds: Rect(x: 0, y: 0, width: 375, height: 812), isInteractive: interactive,
        presentationStyle: style, fromIndex: from, toIndex: to, transitionIndex: 0, seed: SeededGenerator.derive(0, 0))
}
