// SegueKit is SegueKitCore plus the UIKit, Core Animation and SwiftUI glue in this folder, which
// compiles only where UIKit exists. One import gives an app both.
@_exported import SegueKitCore
