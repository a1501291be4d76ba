@_exported import SegueBuiltins
@_exported import SegueCatalog
@_exported import SegueDocument
@_exported import SegueEffects
@_exported import SegueEngine
@_exported import SegueFiles
@_exported import SeguePlan
@_exported import SegueRender
