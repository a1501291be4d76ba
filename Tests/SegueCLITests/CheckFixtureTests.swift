import Foundation
import Testing

/// `segue check` catches each classic transition bug when a user's manifest has it.
@Suite struct CheckFixtureTests {
    // Each check's own broken and clean fixtures run in CheckListTests, from the check list; the
    // tests here prove what more a fixture shows (exit codes, messages, variants, the trace).

    /// The twins of the re-entry fixtures: the app holds the pop until the push completed, or
    /// refuses the second tab tap, and check's stress case finds nothing.
    @Test(arguments: ["objcio-5-pop-waits", "hero-245-tab-switch-refused"])
    func aGuardedRouteSurvivesTheStressCase(folder: String) throws {
        let config = "Tests/Fixtures/check/\(folder)/segue.yaml"
        let result = try Segue.run(["check", "--strict", "--routes", "--config", config, "--format", "json"])
        #expect(result.status == 0, "\(result.stdout)")
        // The stress case ran: its variant is among the cases.
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let variants = (json?["cases"] as? [[String: Any]] ?? []).compactMap { $0["variant"] as? String }
        #expect(variants.contains { $0.contains("0.1 s in, reentry ") }, "\(variants)")
    }

    /// The twin of ibanimatable-305-opaque-navigation-bar: rising to `home` (finalFrame(for:)) is
    /// clean under the opaque bar, and the matrix did run that case.
    @Test func aScreenLaidOutAtItsFinalFrameIsCleanUnderAnOpaqueBar() throws {
        let folder = "Tests/Fixtures/check/ibanimatable-305-final-frame"
        let result = try Segue.run(["check", "--strict", "--effects", folder, "rise-home", "--format", "json"])
        #expect(result.status == 0, "\(result.stdout)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let variants = (json?["cases"] as? [[String: Any]] ?? []).compactMap { $0["variant"] as? String }
        #expect(variants.filter { $0 == "plain, opaque navigation bar" }.count == 2, "\(variants)")
        // simulate shows the screen below the bar: 47 pt of status bar and 44 of bar on the default phone.
        let trace = try Segue.run(["simulate", "--effects", folder, "rise-home", "--navigation-bar", "opaque"])
        #expect(trace.stdout.contains("to [toView]  frame (0, 91, 390, 753)"), "\(trace.stdout.suffix(600))")
    }

    /// The re-entry finding comes out in every format, SARIF included, once per route.
    @Test func theReentryFindingIsReportedInEveryFormat() throws {
        let config = "Tests/Fixtures/check/objcio-5-pop-right-after-push/segue.yaml"
        for format in ["text", "json", "sarif"] {
            let result = try Segue.run(["check", "--routes", "--config", config, "--format", format])
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(result.stdout.contains("reentry.navigation"), "\(format)")
        }
        let text = try Segue.run(["check", "--routes", "--config", config])
        #expect(text.stdout.components(separatedBy: "[reentry.navigation]").count - 1 == 1, "\(text.stdout)")
        #expect(text.stdout.contains("pop 0.1 s in, reentry none"))
    }

    /// Scripts reproduce the gesture reports: update(_:) after the end and a second finish or
    /// cancel (Hero 90, 123), and a finish from exactly 100% (VCTransitionsLibrary issue 4); their
    /// twins are clean.
    @Test(
        arguments: [
            ("hero-90-update-after-end", "interaction.update-after-end"), ("hero-90-updates-stop", nil),
            ("hero-123-cancel-after-finish", "interaction.end-after-end"), ("hero-123-ends-once", nil),
            ("vctransitions-4-release-at-100", "interaction.release-at-end"), ("vctransitions-4-release-capped", nil),
        ] as [(String, String?)])
    func gestureScriptsReproduceTheirReports(folder: String, code: String?) throws {
        let effects = "Tests/Fixtures/check/\(folder)/effects"
        let extra = FileManager.default.fileExists(atPath: effects) ? ["--effects", effects] : []
        let result = try Segue.run(["simulate", "--script", "Tests/Fixtures/check/\(folder)/script.yaml", "--format", "json"] + extra)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = ((json?["trace"] as? [String: Any])?["findings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(findings == (code.map { [$0] } ?? []), "\(folder): \(findings)")
        #expect(result.status == 0, "\(folder): \(result.stderr)")
    }

    /// VCTransitionsLibrary pull request 46 and IBAnimatable pull request 175: a cancelled pan
    /// dismissal cleaned up by hand leaves the presenter's view in the container, where UIKit does not
    /// remove it; the automatic clean-up of the twin does. `check` finds it in its cancelled dismissal.
    @Test(
        arguments: [
            ("vctransitions-pr46-cancelled-dismiss", "cancel.presenter-left"), ("vctransitions-pr46-presenter-removed", nil),
        ] as [(String, String?)])
    func aCancelledDismissalMustRemoveThePresenter(folder: String, code: String?) throws {
        let base = "Tests/Fixtures/check/\(folder)"
        let result = try Segue.run(["simulate", "--script", "\(base)/script.yaml", "--effects", "\(base)/effects", "--format", "json"])
        #expect(result.status == (code == nil ? 0 : 1), "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = ((json?["trace"] as? [String: Any])?["findings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(findings == (code.map { [$0] } ?? []), "\(folder): \(findings)")
        let check = try Segue.run(["check", "--strict", "--effects", "\(base)/effects", "fold-like-dismiss", "--format", "json"])
        #expect(check.status == (code == nil ? 0 : 1), "\(check.stdout.prefix(400))")
        let cases = (try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])?["cases"] as? [[String: Any]] ?? []
        let flagged = cases.filter {
            ($0["findings"] as? [[String: Any]] ?? []).contains { $0["code"] as? String == "cancel.presenter-left" }
        }
        // Only a cancelled dismissal can leave it: the dismiss cases released below the threshold
        // (the plain release and the cancel of cancel-then-retry).
        #expect(flagged.isEmpty == (code == nil), "\(flagged)")
        #expect(flagged.allSatisfy { $0["scenario"] as? String == "dismiss" }, "\(flagged)")
    }

    /// Hero issue 705 (and openradar 20069328): an effect that takes the presenter's view from its
    /// controller moves it into the container under an over-full-screen presentation, and UIKit
    /// removes the container when the dismissal ends: the last frame is blank. The twin, asking the
    /// transition context, leaves the presenter in the window and is clean.
    @Test(
        arguments: [
            ("hero-705-black-screen-on-dismiss", ["frame.blank", "presentation.presenter-lost"]),
            ("hero-705-presenter-left-in-window", []),
        ] as [(String, [String])])
    func aDismissalThatTakesThePresenterLeavesABlackScreen(folder: String, codes: [String]) throws {
        let base = "Tests/Fixtures/check/\(folder)"
        let result = try Segue.run(["simulate", "--script", "\(base)/script.yaml", "--effects", "\(base)/effects", "--format", "json"])
        #expect(result.status == (codes.isEmpty ? 0 : 1), "\(result.stderr)")
        let trace = (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["trace"] as? [String: Any]
        let findings = (trace?["findings"] as? [[String: Any]] ?? [])
        #expect(findings.compactMap { $0["code"] as? String } == codes, "\(folder)")
        // Every finding is the dismissal's (transition 1); the presentation was fine.
        #expect(findings.allSatisfy { $0["transition"] as? Int == 1 }, "\(findings)")
        // What the user sees once the dismissal ends: the presenter, or nothing.
        let frames = trace?["frames"] as? [[String: Any]] ?? []
        let last = (frames.last?["actors"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(last.contains("to") == codes.isEmpty, "\(last)")
    }

    /// Hero issues 354 and 275: a pushed screen that hides the tab bar, and an app that leaves UIKit's
    /// animations on the bar, gets `tabbar.animations-left` once for the route (what the app does after
    /// every push and pop, not one per case), while `simulate` reports it on each transition (and
    /// the trace shows UIKit animating the bar); the twin removes them and is clean.
    @Test func animationsLeftOnTheTabBarAreReported() throws {
        let base = "Tests/Fixtures/check/hero-354-tab-bar-not-responding/segue.yaml"
        let result = try Segue.run(["check", "--strict", "--routes", "--config", base, "--format", "json"])
        #expect(result.status == 1)
        let cases = (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["cases"] as? [[String: Any]] ?? []
        #expect(cases.count > 2)
        let codes = cases.map { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String } }
        #expect(codes.first == ["tabbar.animations-left"], "\(codes)")
        #expect(codes.dropFirst().allSatisfy { $0.isEmpty }, "\(codes)")
        let trace = try Segue.run(["simulate", "--config", base, "--route", "product-detail", "--scenario", "navigation"])
        #expect(trace.stdout.components(separatedBy: "tabbar.animations-left").count - 1 == 2, "one for the push, one for the pop")
        #expect(trace.stdout.contains("UIKit animates the tab bar away alongside"), "\(trace.stdout.prefix(800))")
        #expect(trace.stdout.contains("UIKit animates the tab bar back alongside"))
        let twin = try Segue.run([
            "check", "--strict", "--routes", "--config", "Tests/Fixtures/check/hero-354-tab-bar-animations-removed/segue.yaml",
        ])
        #expect(twin.status == 0, "\(twin.stdout)")
        #expect(twin.stdout.hasSuffix(": 0 findings\n"))
    }

    /// The twin of `vctransitions-pr16-touches-left-disabled`: the automatic clean-up turns the
    /// touches back on whatever the outcome.
    @Test func touchesTurnedBackOnInBothOutcomesAreClean() throws {
        let result = try Segue.run([
            "check", "--strict", "--effects", "Tests/Fixtures/check/vctransitions-pr16-touches-restored", "natgeo-touches-restored",
        ])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix(": 0 findings\n"))
    }

    /// The twin of `hero-62-back-swipe-lost`: the app restores the system swipe, so nothing is said.
    @Test func aRouteThatRestoresTheBackSwipeIsClean() throws {
        let result = try Segue.run([
            "check", "--strict", "--routes", "--config", "Tests/Fixtures/check/hero-62-back-swipe-restored/segue.yaml",
        ])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix(": 0 findings\n"))
    }

    /// The twin of `hero-614-sheet-by-default`: the route names full screen, so nothing is said.
    @Test func aRouteThatNamesFullScreenIsNotASheet() throws {
        let result = try Segue.run(["check", "--strict", "--routes", "--config", "Tests/Fixtures/check/hero-614-full-screen/segue.yaml"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix(": 0 findings\n"))
    }

    /// The warning is said once per route, in every format, SARIF included, pointing at the config.
    @Test func theSheetWarningIsReportedOnceInEveryFormat() throws {
        let config = "Tests/Fixtures/check/hero-614-sheet-by-default/segue.yaml"
        for format in ["text", "json", "sarif"] {
            let result = try Segue.run(["check", "--routes", "--config", config, "--format", format])
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(result.stdout.components(separatedBy: "presentation.sheet-by-default").count - 1 >= 1, "\(format)")
        }
        let text = try Segue.run(["check", "--routes", "--config", config])
        #expect(text.stdout.components(separatedBy: "names no presentation").count - 1 == 1, "\(text.stdout)")
    }

    /// `simulate --route` runs such a route as the sheet UIKit shows, and says why.
    @Test func simulatingTheRouteShowsTheSheetAndWarns() throws {
        let config = "Tests/Fixtures/check/hero-614-sheet-by-default/segue.yaml"
        let result = try Segue.run(["simulate", "--route", "profile", "--config", config, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("[presentation.sheet-by-default]"))
        // The presented view lands in the sheet's frame (57 pt from the top on the default phone).
        #expect(result.stdout.contains("\"y\" : 57") || result.stdout.contains("\"y\":57"), "\(result.stdout.prefix(400))")
    }

    /// The twin of `presenter-unavailable`: presented full screen, the cube may turn both screens.
    @Test func aFullScreenPresentationHandsThePresenterToTheAnimator() throws {
        let result = try Segue.run(["check", "--strict", "--routes", "--config", "Tests/Fixtures/check/presenter-available/segue.yaml"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix(": 0 findings\n"))
    }

    /// The correct twin of `completion-jump`: the dimming view fades back to 0 before the
    /// completion removes it, so nothing jumps.
    @Test func aDimmingViewFadedOutBeforeRemovalDoesNotJump() throws {
        let result = try Segue.run(["check", "--strict", "--effects", "Tests/Fixtures/check/completion-no-jump", "dim-faded-out"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix(": 0 findings\n"))
    }

    @Test func theShippedCatalogAndRoutesHaveNoFindingEvenStrictly() throws {
        let effects = try Segue.run(["check", "--strict"])
        #expect(effects.status == 0, "\(effects.stdout.suffix(2000))")
        #expect(effects.stdout.hasSuffix(": 0 findings\n"))
        let routes = try Segue.run(["check", "--routes", "--strict"])
        #expect(routes.status == 0)
        #expect(routes.stdout.hasSuffix(": 0 findings\n"))
    }

    /// `outlives:` declares a created actor that stays after success on purpose (wazrx/XWTransition,
    /// XWTransition/XWDrawerAnimator/XWDrawerAnimator.m keeps `fromTempView`, the covered screen's
    /// snapshot, beside the drawer and removes it only on cancel or when the drawer closes): the
    /// check accepts it, and the snapshot really is still there after the push.
    @Test func aDeclaredSnapshotMayOutliveTheTransition() throws {
        let folder = "Tests/Fixtures/check/snapshot-kept-on-purpose"
        let check = try Segue.run(["check", "--strict", "--effects", folder, "peek-kept"])
        #expect(check.status == 0, "\(check.stdout)")
        let trace = try Segue.run(["simulate", "--effects", folder, "peek-kept", "--scenario", "push", "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(trace.stdout.utf8)) as? [String: Any]
        let frames = (json?["trace"] as? [String: Any])?["frames"] as? [[String: Any]] ?? []
        let last = (frames.last?["actors"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(last.contains("snapshot.from"), "\(last)")
    }

    /// The declaration covers only what it names, and only after success: an undeclared dimming view
    /// is reported everywhere, the declared snapshot after a cancel, never after a success.
    @Test func undeclaredLeftoversAreStillReported() throws {
        let result = try Segue.run([
            "check", "--format", "json", "--effects", "Tests/Fixtures/check/snapshot-kept-on-purpose", "peek-dimming-forgotten",
        ])
        #expect(result.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let cases = json?["cases"] as? [[String: Any]] ?? []
        func leftovers(_ scenario: String, _ variant: String) -> [String] {
            let found = cases.first { $0["scenario"] as? String == scenario && $0["variant"] as? String == variant }
            return (found?["findings"] as? [[String: Any]] ?? []).filter { $0["code"] as? String == "leftover.actor" }
                .compactMap { $0["message"] as? String }
        }
        let plain = leftovers("push", "plain")
        #expect(plain.contains { $0.hasPrefix("'dimming'") }, "\(plain)")
        #expect(!plain.contains { $0.hasPrefix("'snapshot.from'") }, "\(plain)")
        let cancelled = cases.filter { $0["scenario"] as? String == "push" && ($0["variant"] as? String ?? "").hasSuffix("release 0.27") }
        #expect(!cancelled.isEmpty)
        for item in cancelled {
            let messages = (item["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
            #expect(messages.contains { $0.hasPrefix("'snapshot.from'") }, "\(messages)")
        }
    }

    @Test func sarifNamesTheManifestOfEachFinding() throws {
        let result = try Segue.run(["check", "--format", "sarif", "--effects", "Tests/Fixtures/check/snapshot-left-behind", "peek"])
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["version"] as? String == "2.1.0")
        let runs = json?["runs"] as? [[String: Any]] ?? []
        let results = runs.first?["results"] as? [[String: Any]] ?? []
        #expect(!results.isEmpty)
        #expect(result.stdout.contains("Tests/Fixtures/check/snapshot-left-behind/peek.yaml"))
    }
}

/// openradar 16974099 and CBStoreHouseTransition issue 1: a screen that hides an opaque navigation
/// bar jumps by the bar's height when a custom push or pop completes.
@Suite struct NavigationBarVisibilityFixtureTests {
    static let jump = "Tests/Fixtures/check/openradar-16974099-bar-hidden-jump/segue.yaml"
    static let twin = "Tests/Fixtures/check/openradar-16974099-screen-under-bar/segue.yaml"

    /// Every push and every finished pop of the route gets `navigation.bar-visibility-jump` and
    /// nothing else; a warning, so only --strict fails; the trace shows UIKit animating the bar.
    @Test func aScreenThatHidesAnOpaqueBarJumpsOnEveryPushAndPop() throws {
        let lenient = try Segue.run(["check", "--routes", "--config", Self.jump, "--format", "json"])
        #expect(lenient.status == 0, "\(lenient.stdout.suffix(800))")
        let result = try Segue.run(["check", "--strict", "--routes", "--config", Self.jump, "--format", "json"])
        #expect(result.status == 1)
        let cases = (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["cases"] as? [[String: Any]] ?? []
        let runs = cases.filter { !($0["variant"] as? String ?? "").contains("reentry") }
        #expect(runs.count >= 10, "\(cases.count) cases")
        for item in runs {
            let codes = (item["findings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            // A push released below its threshold is cancelled: the bar stays as it was, nothing moves.
            let cancelledPush = item["scenario"] as? String == "push" && (item["variant"] as? String ?? "").hasSuffix("release 0.27")
            #expect(codes.isEmpty == cancelledPush, "\(item["variant"] ?? ""): \(codes)")
            #expect(codes.allSatisfy { $0 == "navigation.bar-visibility-jump" }, "\(item["variant"] ?? ""): \(codes)")
        }
        let messages = cases.flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String } }
        // Popping back to the list that hides the bar: up by the bar and the status bar (59 + 44 pt).
        #expect(messages.contains { $0.contains("the screen the pop goes back to hides") && $0.contains("jumps up 103 pt") })
        #expect(messages.contains { $0.contains("the pushed screen shows") && $0.contains("jumps down 103 pt") })
        let trace = try Segue.run(["simulate", "--config", Self.jump, "--route", "list-to-detail", "--scenario", "navigation"])
        #expect(trace.stdout.contains("UIKit animates the navigation bar back"), "\(trace.stdout.prefix(800))")
        #expect(trace.stdout.contains("UIKit animates the navigation bar away"))
        #expect(trace.stdout.contains("navigation.bar-visibility-jump"))
    }

    /// The twin: screens laid out under the bar have one frame with it shown or hidden. The bar
    /// still takes part, and nothing is found.
    @Test func screensUnderTheBarAreClean() throws {
        let result = try Segue.run(["check", "--strict", "--routes", "--config", Self.twin])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix(": 0 findings\n"))
        let trace = try Segue.run(["simulate", "--config", Self.twin, "--route", "list-to-detail", "--scenario", "navigation"])
        #expect(trace.stdout.contains("UIKit animates the navigation bar away"), "\(trace.stdout.prefix(800))")
        #expect(!trace.stdout.contains("navigation.bar-visibility-jump"))
    }
}
