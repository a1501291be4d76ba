import Foundation
import SegueCatalog
import SegueDocument
import SegueEngine

/// Turns the name an app's code writes (``SegueEffectID``) into an effect to play, once per id.
///
/// A built-in id is looked up in the built-in catalog. An app's own id carries its manifest as
/// JSON (the build plugin writes it into the constant), which is read with `segue validate`'s
/// loader, beside the built-in catalog (so `extends:` reaches the built-ins). What cannot play
/// follows ``BuildKind``'s rules: a debug build hands every diagnostic to `report` (SegueKit
/// stops there, as it does for an invalid bundle manifest), a release build logs them; either way
/// the transition is the system's (nil). The answer, effect or nil, is kept for the id, so a
/// manifest is read once however many screens name it.
public final class SegueEffectResolver {
    /// How invalid manifests are treated.
    public let build: BuildKind
    /// The catalog built-in ids come from.
    public let catalog: RuntimeCatalog
    /// Every diagnostic met so far, by the id whose resolution met it.
    public private(set) var diagnostics: [String: [Diagnostic]] = [:]
    /// How many app manifests ``effect(_:)`` read itself (each id's once): on the caller's
    /// thread, which for SegueKit is inside UIKit's delegate callback. A manifest ``prepare(_:)``
    /// read ahead is not counted.
    package private(set) var manifestsRead = 0
    private var answers: [String: SegueEffect?] = [:]
    /// Manifests read ahead on a background thread (``prepare(_:)``), until their first use.
    private let readAhead = ReadAhead()
    private let report: (RuntimeLoadError) -> Void
    private let log: (String) -> Void

    /// A resolver over `catalog`; `report` hears a debug build's errors, `log` every diagnostic.
    public init(
        catalog: RuntimeCatalog = .builtin, build: BuildKind, report: @escaping (RuntimeLoadError) -> Void = { _ in },
        log: @escaping (String) -> Void = { _ in }
    ) {
        self.catalog = catalog
        self.build = build
        self.report = report
        self.log = log
    }

    /// The effect `id` names; nil plays the system transition (``diagnostics`` says why).
    public func effect(_ id: SegueEffectID) -> SegueEffect? {
        if let answer = answers[id.id] { return answer }
        let answer = resolve(id)
        answers[id.id] = answer
        return answer
    }

    /// Reads what `id` names on a background thread, so that its first transition finds it read:
    /// the built-in catalog (``RuntimeCatalog/prepare()``) and, for an app's own effect, its
    /// manifest over the built-ins (the read ``effect(_:)`` would otherwise make inside UIKit's
    /// delegate callback, where the transition's first frame waits for it). SegueKit calls it
    /// when the app names an effect (`segueEffect`, `segueDefaultEffect`, `.segueTransition`),
    /// before any transition asks. Nil when there is nothing to read ahead (a built-in id, an id
    /// already resolved or being read); else the task's value says whether it ran on the main thread.
    @discardableResult
    public func prepare(_ id: SegueEffectID) -> Task<Bool, Never>? {
        RuntimeCatalog.prepare()
        guard let manifest = id.manifest, answers[id.id] == nil, readAhead.begin(id.id) else { return nil }
        let key = id.id
        let readAhead = readAhead
        return Task.detached(priority: .userInitiated) { SegueEffectResolver.read(key, manifest: manifest, into: readAhead) }
    }

    /// Reads one app manifest into `readAhead`; true when this ran on the main thread. Not
    /// `async`: Apple's SDK makes `Thread.isMainThread` unavailable in asynchronous contexts.
    private static func read(_ id: String, manifest: String, into readAhead: ReadAhead) -> Bool {
        readAhead.finish(id, Self.load(id, manifest: manifest))
        return Thread.isMainThread
    }

    /// An app's manifest over the built-in catalog, read as a release build does so that every
    /// diagnostic is collected (the build kind decides in ``resolve(_:)``); nil when unreadable.
    private static func load(_ id: String, manifest: String) -> RuntimeCatalog? {
        try? RuntimeCatalog.load([SourceFile(path: "\(id).json", text: manifest, origin: .config)], build: .release)
    }

    private func resolve(_ id: SegueEffectID) -> SegueEffect? {
        let found: RuntimeCatalog
        if let manifest = id.manifest {
            let file = SourceFile(path: "\(id.id).json", text: manifest, origin: .config)
            if let read = readAhead.take(id.id) {
                found = read ?? catalog
            } else {
                manifestsRead += 1
                found = Self.load(id.id, manifest: manifest) ?? catalog
            }
            let problems = found.diagnostics.filter { $0.location?.file == file.path }
            if problems.contains(where: { $0.severity == .error }) { return refuse(id, problems) }
        } else {
            found = catalog
        }
        guard let definition = found.catalog.effect(id.id), let effect = SegueEffect(definition) else {
            let where_ = id.manifest == nil ? "the built-in catalog" : "its manifest"
            return refuse(id, [.error("runtime.unknown-effect", "no effect '\(id.id)' in \(where_)", at: nil)])
        }
        if effect.drawsCoreImageFilter {
            // As SegueRouter does for routes: the filter is not drawn yet, so the system transition.
            let warning = Diagnostic.warning(
                "runtime.filter-not-drawn",
                "effect '\(id.id)' plays the system transition: it draws a Core Image filter, which SegueKit does not draw yet",
                at: nil)
            diagnostics[id.id, default: []].append(warning)
            log(warning.headline)
            return nil
        }
        return effect
    }

    private func refuse(_ id: SegueEffectID, _ problems: [Diagnostic]) -> SegueEffect? {
        diagnostics[id.id, default: []] += problems
        if build == .debug { report(RuntimeLoadError(diagnostics: problems)) }
        for problem in problems { log(problem.headline) }
        return nil
    }
}

/// App manifests read ahead on background threads, by id: written by the reading task, taken once
/// by the resolver, under a lock.
private final class ReadAhead: @unchecked Sendable {
    private let lock = NSLock()
    private var started: Set<String> = []
    private var read: [String: RuntimeCatalog?] = [:]

    /// True when `id` was not being read yet (the caller reads it now).
    func begin(_ id: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return started.insert(id).inserted
    }

    /// `id` has been read (nil: it could not be).
    func finish(_ id: String, _ catalog: RuntimeCatalog?) {
        lock.lock()
        defer { lock.unlock() }
        read[id] = .some(catalog)
    }

    /// What was read for `id`, once; nil when not read (yet): the resolver reads it itself.
    func take(_ id: String) -> RuntimeCatalog?? {
        lock.lock()
        defer { lock.unlock() }
        return read.removeValue(forKey: id)
    }
}

extension SegueEffect {
    /// This effect shown in `presentation` (a one-line sheet: `.pageSheet`), keeping the rest.
    package func presenting(_ presentation: PresentationStyle.Name) -> SegueEffect {
        rebuilt(from: definition, presentation: presentation)
    }
}
