import Foundation
import Segue
import SegueTooling
import Testing

/// Issue 16's oracle: Chromium plays the exported page's Web Animations, paused at a spread of
/// times, and what it computes (each actor element's bounding box, opacity through its ancestors,
/// visibility, clip path) must match the engine's trace at the same time: the box of the projected corners
/// within 0.5 pt, alpha within 0.002. Chromium implements the CSS transform, Web Animations and
/// easing specifications independently of Segue, so agreement checks the engine's geometry,
/// interpolation and timing and the plan's translation to the web at once.
///
/// Skipped when Chromium is absent (`apt-get install -y chromium`; CI installs it).
@Suite(.enabled(if: Chromium.path != nil, "needs headless Chromium (apt-get install -y chromium; .ci/run installs it)"))
struct PlanBrowserOracleTests {
    /// A spread of families by default; `SEGUE_ORACLE_ALL=1` runs every shipped effect and
    /// `SEGUE_ORACLE_EFFECTS=a,b` the ones named.
    static let effects =
        ProcessInfo.processInfo.environment["SEGUE_ORACLE_EFFECTS"].map { $0.split(separator: ",").map(String.init) }
        ?? (ProcessInfo.processInfo.environment["SEGUE_ORACLE_ALL"] == "1"
            ? catalog.effects.map(\.id)
            : [
                "slide", "push", "cube-horizontal", "cube-vertical", "turn-horizontal", "fold", "natgeo", "page-flip", "cards",
                "fly-from-corner", "zoom", "middle-flip-from-left", "spring-modal", "drawer-left", "explode", "portal",
                "circle-spread", "crossfade",
            ])
    static let catalog = CatalogLoader().load(
        BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }
    ).catalog

    /// What Chromium computed for one actor at one time.
    struct Seen {
        let alpha: Double
        let hidden: Bool
        let rect: [Double]
        /// The numbers of the computed `clip-path` (`circle(r at x y)`, `polygon(...)`); empty for none.
        let clip: [Double]
    }

    /// The numbers a mask's `clip-path` shows: radius and centre of a circle, the corners of a rectangle.
    static func clipNumbers(_ mask: Mask?) -> [Double] {
        switch mask {
        case .circle(let c, let r): return [max(r, 0), c.x, c.y]
        case .rect(let r):
            let (x0, y0, x1, y1) = (r.minX, r.minY, r.minX + r.width, r.minY + r.height)
            return [x0, y0, x1, y0, x1, y1, x0, y1]
        case .layer, .none: return []
        }
    }

    /// Every number in a CSS value, in order.
    static func numbers(in text: String) -> [Double] {
        var result: [Double] = []
        var current = ""
        for character in text + " " {
            if character.isNumber || character == "." || character == "-" || character == "e" && !current.isEmpty {
                current.append(character)
            } else {
                if let value = Double(current) { result.append(value) }
                current = ""
            }
        }
        return result
    }

    /// One page to sample: the page, its `#oracle=...` fragment (plans, times and any drag to
    /// replay), and the plan of each sample in turn, which the page must name back.
    struct Visit {
        let key: String
        let page: String
        let fragment: String
        let plans: [(plan: Int, times: [Double])]
    }

    /// What Chromium wrote into each page's `<pre id="oracle">`, by visit key, with the console of
    /// the load that sampled it.
    struct Sampled {
        var texts: [String: String] = [:]
        var consoles: [String: [String]] = [:]
    }

    /// Every visit of every effect, sampled once per test process: a Chromium launch costs more CPU
    /// than the sampling, so each load opens up to 24 pages, each in a frame of the window's size,
    /// and gathers what each page wrote once all have loaded.
    ///
    /// The loads run side by side: every test of the suite waits for this value (a static is
    /// made once, and its other readers block), so loading one chunk at a time left the machine's
    /// other core idle for the whole sampling (about 20 s of the suite's run on two cores).
    static let sampled: Result<Sampled, any Error> = Result {
        let visits = try effects.flatMap { id in try plainVisits(id) + interactiveVisits(id).map(\.visit) }
        // Dealt round-robin, so one effect's visits (explode's many pieces take seconds each) land in
        // different loads rather than making one load the long pole.
        let count = (visits.count + 23) / 24
        let chunks = (0..<count).map { k in stride(from: k, to: visits.count, by: count).map { visits[$0] } }
        let lock = NSLock()
        nonisolated(unsafe) var loads: [Result<(texts: [String], console: [String]), any Error>?] = Array(
            repeating: nil, count: chunks.count)
        DispatchQueue.concurrentPerform(iterations: chunks.count) { k in
            let loaded = Result { try load(chunks[k]) }
            lock.withLock { loads[k] = loaded }
        }
        var sampled = Sampled()
        for (chunk, loaded) in zip(chunks, loads) {
            guard let loaded else { continue }
            let (texts, console) = try loaded.get()
            for (visit, text) in zip(chunk, texts) {
                sampled.texts[visit.key] = text
                sampled.consoles[visit.key] = console
            }
        }
        return sampled
    }

    /// Loads each visit's page in a frame of one page and returns what each wrote, in order.
    static func load(_ visits: [Visit]) throws -> (texts: [String], console: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [String] = []
        for (k, visit) in visits.enumerated() {
            try visit.page.write(to: folder.appendingPathComponent("plan-\(k).html"), atomically: true, encoding: .utf8)
            sources.append("plan-\(k).html#" + visit.fragment)
        }
        let list = String(decoding: try JSONSerialization.data(withJSONObject: sources), as: UTF8.self)
        let frames = """
            <!doctype html><html><body><pre id="frames"></pre><script>
            const sources = \(list);
            const out = new Array(sources.length).fill('');
            let left = sources.length;
            for (const [i, src] of sources.entries()) {
              const frame = document.createElement('iframe');
              frame.width = 1200; frame.height = 1000;
              frame.onload = () => {
                const pre = frame.contentDocument && frame.contentDocument.getElementById('oracle');
                out[i] = pre ? pre.textContent : '';
                if (--left === 0) document.getElementById('frames').textContent = JSON.stringify(out);
              };
              frame.src = src;
              document.body.appendChild(frame);
            }
            </script></body></html>
            """
        let file = folder.appendingPathComponent("frames.html")
        try frames.write(to: file, atomically: true, encoding: .utf8)
        // Frames read each other's documents only when file URLs may reach one another.
        let load = try Chromium.load("file://" + file.path, ["--dump-dom", "--allow-file-access-from-files"], window: "1200,1000")
        let dom = load.stdout
        guard let start = dom.range(of: "<pre id=\"frames\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            return (visits.map { _ in "" }, load.console)
        }
        let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let texts = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String] ?? visits.map { _ in "" }
        return (texts, load.console)
    }

    /// The samples Chromium took on `visit`'s page, per sample each actor's computed state; each
    /// sample is checked to name the plan it was asked for.
    static func browse(_ visit: Visit) throws -> [[String: Seen]] {
        let sampled = try Self.sampled.get()
        let console = sampled.consoles[visit.key] ?? []
        let text = try #require(sampled.texts[visit.key].flatMap { $0.isEmpty ? nil : $0 }, "no oracle output; console: \(console)")
        let samples = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]], "oracle: \(text.prefix(300)) console: \(console)")
        let asked = visit.plans.flatMap { item in item.times.map { _ in item.plan } }
        let named = samples.prefix(asked.count).map { ($0["plan"] as? NSNumber)?.intValue ?? -1 }
        #expect(named == Array(asked.prefix(named.count)), "the page sampled plans \(named), not \(asked)")
        return samples.map { sample in
            var seen: [String: Seen] = [:]
            for actor in sample["actors"] as? [[String: Any]] ?? [] {
                guard let id = actor["id"] as? String else { continue }
                seen[id] = Seen(
                    alpha: (actor["alpha"] as? NSNumber)?.doubleValue ?? .nan, hidden: actor["hidden"] as? Bool ?? false,
                    rect: (actor["rect"] as? [NSNumber])?.map(\.doubleValue) ?? [],
                    clip: numbers(in: actor["clipPath"] as? String ?? "none"))
            }
            return seen
        }
    }

    /// The frames of a plain run asked of the page: per transition its animating frames, the ones
    /// picked and their times.
    typealias Asked = (frames: [FrameSample], picked: [Int], label: String, times: [Double])

    /// Every transition of both scenarios is a plan of one page, sampled in one visit.
    static func plainRun(_ id: String) throws -> (visit: Visit, asked: [Asked]) {
        let effect = try #require(catalog.effects.first { $0.id == id })
        var plans: [AnimationPlan] = []
        var asked: [Asked] = []
        for scenario in [ScenarioName.navigation, .modal] {
            let request = SimulationRequest(effect: effect, scenario: scenario, screen: AppConfig.Screen(width: 375, height: 812), seed: 1)
            let animator = try #require(request.configuredEffect.animator)
            let trace = Simulator.run(try #require(request.makeScenario()), options: request.options)
            plans += trace.transitions.map { PlanCompiler.plan(for: animator, in: $0.context) }
            for record in trace.transitions {
                let frames = trace.frames.filter { $0.transition == record.index && $0.phase == .animating }
                let picked = Array(Set(stride(from: 0, to: frames.count, by: max(1, frames.count / 9)).map { $0 } + [frames.count - 1]))
                    .sorted()
                let times = picked.map { Double($0) * 1000 / Double(trace.fps) }
                asked.append((frames, picked, "\(id) \(scenario.rawValue) \(record.operation.rawValue)", times))
            }
        }
        let page = PlanWebPage.render(plans, title: id)
        let spec = asked.enumerated().map { ($0.offset, $0.element.times) }
        let fragment = "oracle=" + spec.map { "\($0.0):" + $0.1.map { "\($0)" }.joined(separator: ",") }.joined(separator: ";")
        return (Visit(key: "\(id) plain", page: page, fragment: fragment, plans: spec), asked)
    }

    static func plainVisits(_ id: String) throws -> [Visit] { [try plainRun(id).visit] }

    /// The interactive runs: a pop released at 0.7 (finishes) and a dismissal released at 0.3
    /// (cancels); a visit per interactive transition, with the engine's frames it must match.
    static func interactiveVisits(_ id: String) throws -> [(visit: Visit, frames: [FrameSample], at: String)] {
        let effect = try #require(catalog.effects.first { $0.id == id })
        var result: [(visit: Visit, frames: [FrameSample], at: String)] = []
        for (scenario, releaseAt) in [(ScenarioName.pop, 0.7), (.dismiss, 0.3)] {
            let request = SimulationRequest(
                effect: effect, scenario: scenario, gesture: GestureRequest(releaseAt: releaseAt),
                screen: AppConfig.Screen(width: 375, height: 812), seed: 1)
            let engineScenario = try #require(request.makeScenario())
            let trace = Simulator.run(engineScenario, options: request.options)
            let entries = RunPlans.entries(for: engineScenario, trace: trace)
            let page = PlanWebPage.render(run: entries, title: id)
            for (index, entry) in entries.enumerated() {
                guard case .interactive(let drag, let finishing, let speed, _) = entry.input else { continue }
                let frames = trace.frames.filter { $0.transition == entry.record.index && $0.phase != .animating }
                let extra = "&drag=" + drag.map { "\($0)" }.joined(separator: ",") + "&finish=\(finishing ? 1 : 0)&speed=\(speed)"
                let visit = Visit(
                    key: "\(id) \(scenario.rawValue) \(index)", page: page, fragment: "oracle=\(index):" + extra,
                    plans: [(index, [])])
                result.append((visit, frames, "\(id) \(scenario.rawValue) released at \(releaseAt)"))
            }
        }
        return result
    }

    @Test(arguments: effects)
    func chromiumPlaysThePlanAsTheEngineTracesIt(id: String) throws {
        var worst = Worst()
        let (visit, asked) = try Self.plainRun(id)
        let seen = try Self.browse(visit)
        try #require(seen.count == asked.reduce(0) { $0 + $1.picked.count }, "\(seen.count) samples")
        var next = seen[...]
        for item in asked {
            for (k, browser) in zip(item.picked, next.prefix(item.picked.count)) {
                worst.merge(Self.compare(item.frames[k].actors, browser, at: "\(item.label) frame \(k)"))
            }
            next = next.dropFirst(item.picked.count)
        }
        print("plan-vs-chromium \(id): worst box \(worst.box) pt, worst alpha \(worst.alpha) (worst box at \(worst.boxAt))")
    }

    /// The interactive forms: the page replays the engine's drag (each scrub point paused at
    /// `percent * duration`), lets go as the effect's interaction controller does (completion
    /// speed and curve, the interactive timer, Hero's restart) and runs the completion actions.
    /// Every scrub point, every release frame and the completed state must match the engine's
    /// frames of the same run: a pop released at 0.7 (finishes) and a dismissal released at 0.3
    /// (cancels).
    @Test(arguments: effects)
    func chromiumScrubsAndReleasesAsTheEngineDoes(id: String) throws {
        var worst = Worst()
        for (visit, frames, at) in try Self.interactiveVisits(id) {
            let seen = try Self.browse(visit)
            try #require(seen.count == frames.count, "\(at): the page showed \(seen.count) frames, the engine \(frames.count)")
            for (k, (frame, browser)) in zip(frames, seen).enumerated() {
                let label = "\(at) frame \(k) (\(frame.phase.rawValue))"
                worst.merge(Self.compare(frame.actors, browser, at: label))
                let extraActors = Set(browser.keys).subtracting(frame.actors.map(\.id.rawValue))
                #expect(extraActors.isEmpty, "\(label): the page still shows \(extraActors.sorted())")
            }
        }
        print("plan-vs-chromium interactive \(id): worst box \(worst.box) pt, worst alpha \(worst.alpha) (worst box at \(worst.boxAt))")
    }

    /// The largest differences seen.
    struct Worst {
        var box = 0.0
        var alpha = 0.0
        var boxAt = ""

        mutating func merge(_ other: Worst) {
            if other.box > box { (box, boxAt) = (other.box, other.boxAt) }
            alpha = max(alpha, other.alpha)
        }
    }

    /// Compares the engine's actors in one frame with what Chromium computed: visibility, the mask's
    /// clip path within half a point, alpha within 0.002, and the box of the projected corners
    /// within half a point.
    static func compare(_ actors: [ResolvedActor], _ browser: [String: Seen], at label: String) -> Worst {
        var worst = Worst()
        for actor in actors {
            let at = "\(label) \(actor.id)"
            guard let b = browser[actor.id.rawValue] else {
                Issue.record("\(at): no element")
                continue
            }
            #expect(b.hidden == actor.isEffectivelyHidden, "\(at): hidden \(b.hidden) vs \(actor.isEffectivelyHidden)")
            let mask = clipNumbers(actor.state.mask)
            #expect(mask.count == b.clip.count, "\(at): mask \(mask) vs clip-path \(b.clip)")
            if mask.count == b.clip.count {
                let dm = zip(mask, b.clip).map { abs($0 - $1) }.max() ?? 0
                #expect(dm <= 0.5, "\(at): mask \(mask) vs clip-path \(b.clip)")
            }
            let da = abs(b.alpha - actor.effectiveAlpha)
            worst.alpha = max(worst.alpha, da)
            #expect(da <= 0.002, "\(at): engine alpha \(actor.effectiveAlpha), Chromium \(b.alpha)")
            guard let corners = actor.corners, b.rect.count == 4 else { continue }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let box = [xs.min()!, ys.min()!, xs.max()!, ys.max()!]
            let browserBox = [b.rect[0], b.rect[1], b.rect[0] + b.rect[2], b.rect[1] + b.rect[3]]
            let d = zip(box, browserBox).map { abs($0 - $1) }.max() ?? 0
            if d > worst.box { (worst.box, worst.boxAt) = (d, at) }
            #expect(d <= 0.5, "\(at): engine box \(box), Chromium \(browserBox)")
        }
        return worst
    }
}
