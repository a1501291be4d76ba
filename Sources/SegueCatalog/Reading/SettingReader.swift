import SegueDocument
import SegueEffects

/// Reads single values given outside a manifest (`--set key=value`) by the manifest's rules.
package enum SettingReader {
    /// A duration in seconds (> 0, at most 60), with a located diagnostic when it is not.
    package static func duration(_ node: Node, name: String, into problems: inout [Diagnostic]) -> Double? {
        ValueReader.number(node, name: name, context: "manifest", greaterThan: 0, max: 60, into: &problems)
    }

    /// A boolean, with a located diagnostic when it is not one.
    package static func bool(_ node: Node, name: String, into problems: inout [Diagnostic]) -> Bool? {
        ValueReader.bool(node, name: name, context: "manifest", into: &problems)
    }

    /// A parameter's value typed by `spec`, with a located diagnostic when it does not fit.
    package static func parameter(_ node: Node, spec: ParameterSpec, into problems: inout [Diagnostic]) -> ParameterValue? {
        ParameterValueReader.read(node, spec: spec, into: &problems)
    }
}
