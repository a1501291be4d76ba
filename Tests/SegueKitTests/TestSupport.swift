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
