import Foundation
import SegueCatalog
import SegueEffects
import SegueEngine
import SegueSimulation
import Testing

/// Issue 49, the rest of the catalog: every shipped effect records in `provenance.compared` the six
/// parts an audit compares against its original, one entry each, starting with the part's name and
/// citing the line it was read from, so that the audit can be repeated.
/// docs/explanation/fidelity-audit.md holds one row per effect.
@Suite struct FidelityAuditTests {
    static let parts = ["forward", "way back", "gesture", "release", "completion speed", "extras"]
    static let catalog = loadCatalog().catalog
    static let shipped = catalog.effects.filter { $0.origin == .builtin }

    /// The entries an audit wrote for one part.
    static func entries(_ part: String, of effect: EffectDefinition) -> [String] {
        (effect.provenance?.compared ?? []).filter { $0.hasPrefix("\(part): ") }
    }

    @Test(arguments: parts)
    func everyShippedEffectRecordsThePartOnceWithItsLine(_ part: String) {
        #expect(Self.shipped.count == 60)
        for effect in Self.shipped {
            let found = Self.entries(part, of: effect)
            #expect(found.count == 1, "\(effect.id): \(found.count) '\(part):' entries in provenance.compared")
            guard let entry = found.first else { continue }
            // A line (`File.m:12`, or `:12` in the file the entry names first), or an explicit absence.
            let citesALine = entry.range(of: #":[0-9]"#, options: .regularExpression) != nil
            let saysAbsent = entry.contains("none in the") || entry.contains("no original")
            #expect(citesALine || saysAbsent, "\(effect.id) \(part): cite the original's line, or say it has none")
        }
    }

    /// An effect with no original found says so in every part, rather than citing lines it never read.
    @Test func effectsWithoutAnOriginalSaySoInEveryPart() throws {
        let orphans = Self.shipped.filter { $0.provenance?.original.hasPrefix("Article not found") == true }
        #expect(orphans.map(\.id).sorted() == ["fly-from-corner", "popover-menu", "scale-fade-push"])
        for effect in orphans {
            for part in Self.parts {
                let entry = try #require(Self.entries(part, of: effect).first, "\(effect.id) \(part)")
                #expect(entry.contains("no original"), "\(effect.id) \(part): \(entry)")
            }
        }
    }

    // MARK: The table

    struct TableRow {
        var id: String
        var parts: String
        var result: String
    }

    static func table() throws -> [TableRow] {
        let path = packageRoot.appendingPathComponent("docs/explanation/fidelity-audit.md")
        let text = try String(contentsOf: path, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> TableRow? in
            guard line.hasPrefix("| `") else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 5 else { return nil }
            return TableRow(id: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), parts: cells[3], result: cells[4])
        }
    }

    @Test func theTableHasOneRowPerShippedEffect() throws {
        expectRowsCoverTheShippedCatalog(try Self.table().map(\.id), in: Self.catalog)
    }

    /// Each row lists the six parts, and its result says what the manifest shows: `faithful` only
    /// where nothing is declared, `declared differences` where something is.
    @Test func eachRowAgreesWithItsManifest() throws {
        for row in try Self.table() {
            let effect = try #require(Self.catalog.effect(row.id), "\(row.id)")
            #expect(row.parts == Self.parts.joined(separator: ", "), "\(row.id): \(row.parts)")
            let declared = !(effect.provenance?.differences.isEmpty ?? true)
            if row.result.hasPrefix("faithful") {
                #expect(!declared, "\(row.id) declares differences but its row says faithful")
            } else {
                #expect(declared && row.result.contains("declared differences"), "\(row.id): \(row.result)")
            }
        }
    }

    // MARK: What this audit declared

    /// Portal grows the to view itself where XWCoolAnimator+XWPortal.m:21-27 grows a snapshot, and
    /// going back hides it where :70-72 parks it one width to the right; both are declared.
    @Test func portalDeclaresAndDrawsTheToViewItself() throws {
        let effect = try #require(Self.catalog.effect("portal"))
        let changes = effect.provenance?.differences.map(\.change) ?? []
        #expect(changes.contains { $0.contains("XWCoolAnimator+XWPortal.m:21-27") && $0.contains("(:55)") })
        #expect(changes.contains { $0.contains("XWCoolAnimator+XWPortal.m:70-72") })

        let animator = try #require(effect.animator)
        let push = Simulator.runTransition(animator, operation: .push)
        let middle = try #require(push.frames.first { $0.percent >= 0.5 })
        #expect(!middle.actors.contains { $0.id.rawValue.hasPrefix("snapshot") })
        let to = try #require(middle.actors.first { $0.id == .to })
        #expect(!to.state.transform.isIdentity(tolerance: 1e-9), "the to view itself is scaling")
        let pop = Simulator.runTransition(animator, operation: .pop)
        let start = try #require(pop.frames.first)
        #expect(start.actors.first { $0.id == .to }?.state.isHidden == true)
    }

    /// VCTransitionsLibrary's tab demo plays fold's reverse geometry for a higher index
    /// (TabBarViewController.m:61), with 3 folds (:29), a left swipe selecting the next tab
    /// (CEHorizontalSwipeInteractionController.m:68-81). Segue plays the way there, takes the
    /// inherited pan right and keeps 2 folds; all three are declared, and the engine does so.
    @Test func foldDeclaresAndPlaysTheTabSwitchItsOwnWay() throws {
        let effect = try #require(Self.catalog.effect("fold"))
        let changes = effect.provenance?.differences.map(\.change) ?? []
        for line in ["TabBarViewController.m:61", "CEHorizontalSwipeInteractionController.m:68-81", "TabBarViewController.m:29"] {
            #expect(changes.contains { $0.contains(line) }, "fold declares nothing citing \(line)")
        }
        #expect(effect.toGesture?.direction == .right)
        let animator = try #require(effect.animator)
        let tab = Simulator.runTransition(animator, operation: .tab, fromIndex: 0, toIndex: 1)
        let start = try #require(tab.frames.first)
        // The way there: the to view's first strip waits at x 0, turned a quarter about y.
        let strip = try #require(start.actors.first { $0.id == ActorID("strip.to.0") })
        #expect(strip.state.frame.minX == 0)
        #expect(!strip.state.transform.isIdentity(tolerance: 1e-9))
    }

    /// XWCoolAnimator+XWExplode.m:40-47 makes every tile W / 10 tall and XWCoolAnimator+XWLines.m:75-81
    /// every strip 4 pt, the last running past the screen; the engine cuts it at the edge, as
    /// explode's and lines' manifests declare.
    @Test(
        arguments: [
            ("explode", "tile.21.9", "XWCoolAnimator+XWExplode.m:40-47", Size(width: 39, height: 25)),
            ("lines-vertical", "line.from.97", "XWCoolAnimator+XWLines.m:75-81", Size(width: 2, height: 844)),
            ("lines-horizontal", nil, "XWCoolAnimator+XWLines.m:75-81", nil),
        ] as [(String, String?, String, Size?)])
    func slicesAreCutAtTheEdgeAsDeclared(_ id: String, _ last: String?, _ source: String, _ size: Size?) throws {
        let effect = try #require(Self.catalog.effect(id))
        #expect(effect.provenance?.differences.contains { $0.change.contains(source) && $0.change.contains("cut at") } == true)
        guard let last, let size else { return }
        // On a 390 x 844 screen: explode's 22nd row of 39 pt tiles starts at 819 (the original's
        // would be 39 pt tall), lines' 98th strip of 4 pt at 388 (the original's 4 pt wide).
        let animator = try #require(effect.animator)
        let push = Simulator.runTransition(animator, operation: .push, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let piece = try #require(push.frames.first?.actors.first { $0.id == ActorID(last) })
        #expect(piece.state.frame.size == size, "\(piece.state.frame)")
    }
}
