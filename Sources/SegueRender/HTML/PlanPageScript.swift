/// The script of a plan page (``PlanWebPage``), written as JavaScript in `PlanPageScript.js` beside
/// this file: builds each plan's actors as elements and its animations as paused Web Animations,
/// plays them, and lets the percent scrubber act as a percent-driven interaction. Its own tests
/// run it in Chromium (`PlanPageScriptTests`).
///
/// Releases follow ``PlanPlayback`` step for step, on a 60 Hz frame clock the script drives
/// itself (each frame seeks every animation), so a release shows the frames the engine traces:
/// - `percentDriven`: view-driven animations run from `p * d` to the end (finish) or the start
///   (cancel), taking the remaining time divided by the completion speed, paced by the completion
///   curve; layer-driven ones are removed and show their model value.
/// - `interactiveTimer`: XWTransition's display-link timer adds `(1 - p) / ((1 - p) * 60)` (or
///   subtracts `p / (p * 60)`) each frame until the percent crosses 1 or 0; every animation follows.
/// - `restart`: Hero restarts every view-driven animation from where it stands towards its end or
///   start value over `(1 - p) * d` on the restart curve.
/// - `layerAnimationStops`: everything jumps to its end.
/// Then the completion actions run (removals, model values set, restores).
///
/// URL hash: `#loop` plays every plan in turn forever, the stage scaled to the window;
/// `#progress=P` builds the first plan paused at `P * d`; `#oracle=PLAN:T1,T2,...` pauses plan PLAN
/// at each time (ms) (several plans in one load: `PLAN:T...;PLAN:T...`, each sample naming its
/// `plan`) and, with `&drag=P1,P2,...&finish=0|1`, then replays that drag's scrub points on the
/// first plan named and every release frame and the completed state, writing each sample (the
/// actors' computed transform, opacity through their ancestors, visibility, clip path and bounding
/// box) as JSON into `<pre id="oracle">`.
enum PlanPageScript {
    /// The script's text, exactly the bytes of `PlanPageScript.js`.
    static let text = String(decoding: bytes, as: UTF8.self)

    /// Why a compile-time switch: SwiftPM compiles the file into the target as
    /// `PackageResources.PlanPageScript_js` (Package.swift: `embedInCode`; Swift Build, the engine
    /// Xcode builds packages with, does the same), so the installed binary needs no resource
    /// bundle; but Apple's SDK check (../shared/apple-sdk-check) type-checks the files under
    /// `Sources/SegueRender` alone, where that generated type does not exist. Package.swift defines
    /// `SEGUE_EMBEDDED_PAGE_SCRIPT` for the builds that generate it; a compiler run without it stops
    /// at the first page written, with this message, instead of writing a page with no script.
    #if SEGUE_EMBEDDED_PAGE_SCRIPT
    private static var bytes: [UInt8] { PackageResources.PlanPageScript_js }
    #else
    private static var bytes: [UInt8] {
        fatalError(
            "SegueRender was compiled without HTML/PlanPageScript.js, which SwiftPM embeds in the code; "
                + "build the package with SwiftPM or Xcode (Package.swift defines SEGUE_EMBEDDED_PAGE_SCRIPT)")
    }
    #endif
}
