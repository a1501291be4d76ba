/// A timing function prepared for one segment of known length: a Bézier's polynomial coefficients,
/// a spring's closed form (a UIKit spring fitted to the segment once), `linear()` stops resolved.
///
/// ``TimingFunction/progress(at:segmentDuration:)`` and the plan's curves build one (through
/// ``PreparedCurve``); a compiled track keeps one per segment and evaluates it on every frame, so all
/// give the same bits.
///
/// A curve holds plain numbers only, so that reading one on every frame costs no reference
/// counting. Resolved `linear()` stops, the one kind of curve made of an array, are kept by the
/// owner in a list of stop lists that it passes back to ``progress(at:stopLists:)``.
struct SegmentCurve: Sendable {
    private enum Kind: Sendable {
        case identity
        case bezier(CubicBezierSolver)
        case steps(Int, StepPosition)
        /// `linear()`, whose resolved stops are the owner's stop list at this index.
        case stops(Int)
        /// Evolves in real seconds over a segment of `seconds`.
        case spring(SpringClosedForm, seconds: Double)
    }

    private let kind: Kind

    /// Prepares `function` for a segment lasting `segmentDuration` seconds (springs only read it);
    /// resolved `linear()` stops are appended to `stopLists`.
    @inline(__always)
    init(_ function: TimingFunction, segmentDuration: Double, stopLists: inout [LinearEasing.Points]) {
        switch function {
        case .linear:
            kind = .identity
        case .steps(let n, let position):
            kind = .steps(n, position)
        case .linearPoints(let stops):
            kind = .stops(stopLists.count)
            stopLists.append(LinearEasing.resolved(stops))
        case .spring(let timing):
            let seconds = segmentDuration.isFinite ? max(segmentDuration, 0) : 0
            kind = .spring(SpringClosedForm(timing.spring(forSegmentDuration: seconds)), seconds: seconds)
        case .easeIn, .easeOut, .easeInEaseOut, .default, .cubicBezier:
            kind =
                function.controlPoints.map { .bezier(CubicBezierSolver(x1: $0.x1, y1: $0.y1, x2: $0.x2, y2: $0.y2)) }
                ?? .identity
        }
    }

    /// Progress at `fraction` of the segment, as ``TimingFunction/progress(at:segmentDuration:)``
    /// documents; `stopLists` are the lists given when the curve was prepared.
    @inline(__always)
    func progress(at fraction: Double, stopLists: [LinearEasing.Points]) -> Double {
        guard fraction.isFinite else { return fraction > 0 ? 1 : 0 }
        switch kind {
        case .identity:
            return fraction
        case .bezier(let solver):
            return solver.value(at: fraction)
        case .steps(let n, let position):
            return StepsEasing.value(at: fraction, steps: n, position: position)
        case .stops(let list):
            return LinearEasing.value(at: fraction, points: stopLists[list])
        case .spring(let closedForm, let seconds):
            if fraction <= 0 { return 0 }
            if fraction >= 1 { return 1 }
            return 1 + closedForm.displacement(at: fraction * seconds)
        }
    }
}

/// A timing function prepared once for a segment of known length that keeps its own `linear()`
/// stops: for a caller holding one curve rather than a track's list of them (the plan's curves).
///
/// It evaluates through ``SegmentCurve``, so it gives the same bits as a compiled track's segment and
/// as ``TimingFunction/progress(at:segmentDuration:)``.
package struct PreparedCurve: Sendable {
    private let curve: SegmentCurve
    private let stopLists: [LinearEasing.Points]

    /// Prepares `function` for a segment lasting `segmentDuration` seconds (springs only read it).
    package init(_ function: TimingFunction, segmentDuration: Double) {
        var stopLists: [LinearEasing.Points] = []
        curve = SegmentCurve(function, segmentDuration: segmentDuration, stopLists: &stopLists)
        self.stopLists = stopLists
    }

    /// Progress at `fraction` of the segment, as ``TimingFunction/progress(at:segmentDuration:)``
    /// documents.
    package func progress(at fraction: Double) -> Double {
        curve.progress(at: fraction, stopLists: stopLists)
    }
}
