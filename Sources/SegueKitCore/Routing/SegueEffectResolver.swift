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
    /// How many app manifests were read (each id's once).
    package private(set) var manifestsRead = 0
    private var answers: [String: SegueEffect?] = [:]
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

    private func resolve(_ id: SegueEffectID) -> SegueEffect? {
        let found: RuntimeCatalog
        if let manifest = id.manifest {
            manifestsRead += 1
            let file = SourceFile(path: "\(id.id).json", text: manifest, origin: .config)
            // Read as a release build does, so every diagnostic is collected; the build kind decides below.
            found = (try? RuntimeCatalog.load([file], build: .release)) ?? catalog
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

extension SegueEffect {
    /// This effect shown in `presentation` (a one-line sheet: `.pageSheet`), keeping the rest.
    package func presenting(_ presentation: PresentationStyle.Name) -> SegueEffect {
        rebuilt(from: definition, presentation: presentation)
    }
}
