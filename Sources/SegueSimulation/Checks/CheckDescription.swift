import SegueDocument
import SegueEngine

/// What one check is, for people and for tools: its finding code and severity, what it means, the
/// source its rule rests on, where it watches a run, and the fixtures that prove it.
///
/// Every description lives beside its check's logic (one file per check, `Checks/`), and the one
/// list of them is ``CheckList``. The findings reference (docs/reference/findings.md), the SARIF
/// rules of `check --format sarif` and the fixture test that runs each check's broken and clean
/// fixture are all made from that list, so a new check is one file and one line in the list.
package struct CheckDescription: Sendable, Hashable {
    /// The finding code (`completion.jump`): stable, what CI baselines and SARIF rules key on.
    package let code: String
    /// The severity of the findings it reports.
    package let severity: Diagnostic.Severity
    /// One line: what goes wrong.
    package let short: String
    /// What the user sees and how to fix it.
    package let full: String
    /// What the rule rests on: UIKit's documentation, an issue or radar where the bug was met, or
    /// "the engine's own" for a limit of the model itself.
    package let source: String
    /// Fixtures that must report ``code``.
    package let broken: [CheckFixture]
    /// Their twins, which must not report it.
    package let clean: [CheckFixture]

    /// A description; `broken` and `clean` may be empty only where the list's test says why.
    package init(
        code: String, severity: Diagnostic.Severity, short: String, full: String, source: String,
        broken: [CheckFixture] = [], clean: [CheckFixture] = []
    ) {
        self.code = code
        self.severity = severity
        self.short = short
        self.full = full
        self.source = source
        self.broken = broken
        self.clean = clean
    }
}

/// Where a check watches a run: the hook protocols it adopts (``Check/hooks``).
package enum CheckHook: String, Sendable, Hashable, CaseIterable {
    /// While the simulator plays a scenario's steps: a step that cannot run, a request while a
    /// transition runs, a gesture that never begins, the run's budget.
    case scheduling
    /// Once per transition, on the timeline the animator built, before the first frame.
    case timeline
    /// On every frame the run makes.
    case frame
    /// When the finger lifts and while the interaction runs to its end.
    case release
    /// Once per transition, after the completion block ran and UIKit removed what it removes.
    case completion
    /// On the app config's routes, before anything runs (SegueCatalog's `Route`).
    case route
    /// In `check`'s runner, for a case it cannot run (SegueCatalog's `CheckRunner`).
    case runner
}

/// A folder of Tests/Fixtures/check and how `segue` runs it.
package struct CheckFixture: Sendable, Hashable {
    /// How the fixture is run.
    package enum Run: Sendable, Hashable {
        /// `segue check --effects <folder> <effect>`, or `segue check <effect>` on the shipped
        /// catalog when there is no folder.
        case check(effect: String)
        /// `segue check --routes --config <folder>/segue.yaml`.
        case routes
        /// `segue simulate --script <folder>/script.yaml`, with `--effects <folder>/effects` when the
        /// folder has one.
        case script
    }

    /// The folder under Tests/Fixtures/check; nil for an effect of the shipped catalog.
    package let folder: String?
    /// How it is run.
    package let run: Run

    /// `effect` from `folder`, or from the shipped catalog.
    package static func effect(_ effect: String, in folder: String? = nil) -> CheckFixture {
        CheckFixture(folder: folder, run: .check(effect: effect))
    }

    /// The routes of `folder`'s config.
    package static func routes(_ folder: String) -> CheckFixture { CheckFixture(folder: folder, run: .routes) }

    /// The script of `folder`.
    package static func script(_ folder: String) -> CheckFixture { CheckFixture(folder: folder, run: .script) }

    /// The fixture as the findings reference names it: its folder, or the shipped effect.
    package var name: String {
        if let folder { return folder }
        if case .check(let effect) = run { return "the shipped \(effect)" }
        return "?"
    }
}

/// A check: one finding code with its description, in one file with the logic that reports it.
///
/// The hook protocols a check adopts are where it watches a run: ``TimelineHook``,
/// ``FrameHook``, ``ReleaseHook`` and ``CompletionHook`` the simulator calls (``TransitionCheck``);
/// ``SchedulingHook``, ``RouteHook`` and ``RunnerHook`` name checks whose findings the simulator's
/// scheduling, the app config's routes and `check`'s runner report through the check's own
/// `finding` functions.
package protocol Check {
    /// Its code, severity, texts, source and fixtures.
    static var description: CheckDescription { get }
}

/// Reported while the simulator plays a scenario's steps.
package protocol SchedulingHook: Check {}
/// Reported on the app config's routes, before anything runs (SegueCatalog's `Route`).
package protocol RouteHook: Check {}
/// Reported by `check`'s runner, for a case it cannot run (SegueCatalog's `CheckRunner`).
package protocol RunnerHook: Check {}

extension Check {
    /// Where it watches a run, in the order the run reaches them: the hook protocols it adopts.
    package static var hooks: [CheckHook] {
        CheckHook.allCases.filter { hook in
            switch hook {
            case .scheduling: Self.self is any SchedulingHook.Type
            case .timeline: Self.self is any TimelineHook.Type
            case .frame: Self.self is any FrameHook.Type
            case .release: Self.self is any ReleaseHook.Type
            case .completion: Self.self is any CompletionHook.Type
            case .route: Self.self is any RouteHook.Type
            case .runner: Self.self is any RunnerHook.Type
            }
        }
    }

    /// The finding code.
    package static var code: String { description.code }

    /// A finding of this check: its code and severity, with `message`.
    package static func finding(_ message: String, transition: Int? = nil, frame: Int? = nil) -> Finding {
        Finding(severity: description.severity, code: description.code, message: message, transition: transition, frame: frame)
    }
}
