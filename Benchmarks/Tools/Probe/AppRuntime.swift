import BenchSupport
import Dispatch
import Segue
import SegueKit

/// What SegueKit does on the main thread when a transition starts (issue 48, item 8), measured on
/// Linux as a proxy for the phone: thread CPU time of the work that runs in UIKit's delegate
/// callback, before and after the catalog and an app's manifest are read ahead. A capture of the
/// arriving view (`drawHierarchy`, `snapshotView`) has no Linux proxy: it is a render-server round
/// trip, measured on a device only.
enum AppRuntimeWorkload {
    /// An app's effect as the build plugin writes its constant: the manifest as JSON.
    static let appManifest = """
        {"segue": 1, "id": "fade-up", "name": "Fade up", "summary": "The new screen fades in.",
         "family": "custom", "kind": "fade", "toDuration": 0.3}
        """
    static let appEffect = SegueEffectID("fade-up", manifest: appManifest)

    static var builtinFiles: [SourceFile] {
        BuiltinEffects.jsonFiles.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }
    }

    /// The first use of an app effect when nothing was installed or named before: every built-in
    /// manifest read with the app's, inside the callback.
    static func readEverything() {
        let load = CatalogLoader().load(builtinFiles + [SourceFile(path: "fade-up.json", text: appManifest, origin: .config)])
        precondition(load.catalog.effect("fade-up") != nil, "the app manifest did not load")
    }

    /// The first use of an app effect not named ahead: its manifest read over the built-ins,
    /// which are read once per process (`RuntimeCatalog.load`), inside the callback.
    static func readAppManifest() {
        let catalog = try? RuntimeCatalog.load([SourceFile(path: "fade-up.json", text: appManifest, origin: .config)], build: .release)
        precondition(catalog?.catalog.effect("fade-up") != nil, "the app manifest did not load")
    }

    /// A resolver that read the app effect ahead (`prepare`, as `segueEffect` does when set),
    /// waited for outside the timing; the callback's first `effect(_:)` is then a lookup.
    static func preparedResolver() -> SegueEffectResolver {
        let resolver = SegueEffectResolver(build: .release)
        if let reading = resolver.prepare(appEffect) {
            let done = DispatchSemaphore(value: 0)
            Task {
                _ = await reading.value
                done.signal()
            }
            done.wait()
        }
        return resolver
    }

    /// The plan compile of one push (`PlanPlayer`'s first step in `animateTransition`), for each
    /// shipped effect that plays, in a phone's container.
    static func pushPlans() -> [(id: String, compile: () -> Void)] {
        let resolver = SegueEffectResolver(build: .release)
        return RuntimeCatalog.builtin.catalog.effects.compactMap { definition in
            // Nil for the filter effects, which play the system transition.
            guard let effect = resolver.effect(SegueEffectID(definition.id)) else { return nil }
            let context = TransitionContext(operation: .push, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844))
            return (definition.id, { _ = PlanCompiler.plan(for: effect.animator, in: context) })
        }
    }
}

/// `bench-probe app-first-use [RUNS]`: interleaved, best of RUNS by thread CPU time.
func compareAppFirstUse(runs: Int) {
    _ = RuntimeCatalog.builtin  // what prepare() decodes in the background at the first install
    var best = (everything: Double.infinity, appManifest: Double.infinity, prepared: Double.infinity)
    for _ in 0..<runs {
        best.everything = min(best.everything, Stopwatch.bestCPU(runs: 2) { AppRuntimeWorkload.readEverything() })
        best.appManifest = min(best.appManifest, Stopwatch.bestCPU(runs: 2) { AppRuntimeWorkload.readAppManifest() })
        let resolver = AppRuntimeWorkload.preparedResolver()
        best.prepared = min(
            best.prepared, Stopwatch.bestCPU(runs: 1) { precondition(resolver.effect(AppRuntimeWorkload.appEffect) != nil) })
    }
    print("first use of an app effect inside the delegate callback; best of \(runs) interleaved runs, thread CPU time")
    print("  cold: the built-ins read with it (nothing installed or named before)  \(fmt(best.everything * 1000, 3)) ms")
    print("  baseline: its manifest read over the built-ins (not named ahead)      \(fmt(best.appManifest * 1000, 3)) ms  1x")
    print(
        "  named ahead (segueEffect, .segueTransition: prepare): a lookup         \(fmt(best.prepared * 1000, 4)) ms  \(fmt(best.prepared / best.appManifest, 3))x"
    )
    compareDestinationWalk(runs: runs, lookup: best.prepared)
    var plans: [(id: String, ms: Double)] = []
    for (id, compile) in AppRuntimeWorkload.pushPlans() {
        plans.append((id, Stopwatch.bestCPU(runs: runs, compile) * 1000))
    }
    plans.sort { $0.ms < $1.ms }
    guard let worst = plans.last else { return }
    let median = plans[plans.count / 2].ms
    let frame = 1000.0 / 120
    print("plan compile of a push in animateTransition (390 x 844), \(plans.count) effects, best of \(runs) each")
    print(
        "  median \(fmt(median, 3)) ms (\(fmt(median / frame, 3)) of a 120 Hz frame), worst \(worst.id) \(fmt(worst.ms, 3)) ms (\(fmt(worst.ms / frame, 3)) of a frame)"
    )
}
