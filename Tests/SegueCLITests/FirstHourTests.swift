import Foundation
import SegueSimulation
import Testing

/// What a newcomer ran into in their first hour (issue: browsing, one-pass validation, rough
/// edges), each reproduced end to end through `segue`.
struct FirstHourTests {
    // MARK: Finding an effect

    @Test func listShowsNamesAndSummariesWithinTheWidth() throws {
        let wide = try Segue.run(["list"])
        let header = try #require(wide.stdout.split(separator: "\n").first)
        #expect(header.hasPrefix("ID"))
        #expect(header.contains("NAME") && header.hasSuffix("SUMMARY"))
        #expect(wide.stdout.contains("The new screen is revealed through a circle growing from the centre to the farthest corner."))

        let narrow = try Segue.run(["list"], environment: ["COLUMNS": "150"])
        for line in narrow.stdout.split(separator: "\n") {
            #expect(line.count <= 150, "too wide: \(line)")
        }
        #expect(narrow.stdout.contains("…"))
    }

    @Test func searchLooksAtIdNameSummaryAndTags() throws {
        let found = try Segue.run(["list", "--search", "CIRCLE reveal"])
        #expect(found.stdout.contains("circle-spread"))
        #expect(found.stdout.hasSuffix("1 effect\n"))
        let nothing = try Segue.run(["list", "--search", "photo"])
        #expect(nothing.status == 0)
        #expect(nothing.stdout == "no effect matches 'photo'; `segue list --tags` shows the tags in use\n")
    }

    @Test func tagsFamiliesAndKindsAreListedWithCounts() throws {
        let tags = try Segue.run(["list", "--tags"])
        #expect(tags.stdout.hasPrefix("TAG"))
        #expect(tags.stdout.contains("\nxwtransition    32\n"))
        let families = try Segue.run(["list", "--families", "--format", "json"])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(families.stdout.utf8)) as? [[String: Any]])
        #expect(parsed.reduce(0) { $0 + ($1["effects"] as? Int ?? 0) } == 60)
        #expect(try Segue.run(["list", "--kinds"]).stdout.contains("hero"))
        #expect(try Segue.run(["list", "--tags", "--kinds"]).status == 64)
    }

    @Test(arguments: [
        ("--tag", "photo", "no effect has --tag 'photo'"), ("--tag", "fad", "did you mean 'fade'?"),
        ("--family", "heroes", "did you mean 'hero'?"), ("--kind", "slid", "did you mean 'slide'?"),
    ])
    func anUnknownFilterIsAnError(_ option: String, _ value: String, _ says: String) throws {
        let result = try Segue.run(["list", option, value])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains(says), "\(result.stderr)")
        #expect(result.stderr.contains("note: the \(option.dropFirst(2)) values in the catalog: "))
    }

    @Test func aUniquePrefixNamesAnEffect() throws {
        let shown = try Segue.run(["show", "circle"])
        #expect(shown.status == 0)
        #expect(shown.stdout.hasPrefix("circle-spread: Circle spread"))
        #expect(try Segue.run(["check", "drawer-f"]).stdout.contains("drawer-flip-bottom"))
        let ambiguous = try Segue.run(["show", "cube"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr == "error: 'cube' is the start of 2 effect ids: cube-horizontal, cube-vertical; give more of one\n")
    }

    @Test func showPrintsTheTracksOfAKeyframesEffect() throws {
        let text = try Segue.run(["show", "spring-modal"]).stdout
        #expect(!text.contains("parameters: none\n") || text.contains("keyframes\n"))
        #expect(text.contains("keyframes\n  to\n    to.transform  driver view\n      0     [{translate: [0, 100%H]}]\n"))
        #expect(text.contains("  back\n    from.transform  driver view\n"))
        let json = try Segue.run(["show", "popover-menu", "--format", "json"]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let keyframes = try #require(object["keyframes"] as? [String: Any])
        let to = try #require(keyframes["to"] as? [[String: Any]])
        #expect(to.contains { $0["actor"] as? String == "to" && $0["property"] as? String == "anchorPoint" })
        #expect(keyframes["back"] is [[String: Any]])
    }

    // MARK: Validation

    @Test func validateReportsSixMistakesInOneRun() throws {
        let result = try Segue.run(["validate", "Tests/Fixtures/first-hour/six-mistakes/segue.yaml"])
        #expect(result.status == 1)
        let codes = result.stderr.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": error: "), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
        #expect(
            codes.sorted() == [
                "config.duplicate-route", "config.invalid-effect", "config.range", "config.type", "config.unknown-effect",
                "config.unknown-parameter", "manifest.enum",
            ])
        #expect(result.stderr.hasSuffix("checked 1 file: 7 errors, 0 warnings\n"))
    }

    @Test func aRouteToAnInvalidEffectSaysSoOnce() throws {
        let config = "Tests/Fixtures/first-hour/six-mistakes/segue.yaml"
        let validate = try Segue.run(["validate", config])
        #expect(
            validate.stderr.contains(
                "route 'profile' uses effect 'broken', whose manifest has errors (reported with its file) [config.invalid-effect]"))
        #expect(validate.stderr.contains("effects/broken.yaml:2:5: note: 'broken' is defined here"))
        #expect(!validate.stderr.contains("'broken', which is not in the catalog"))
        let simulate = try Segue.run(["simulate", "--config", config, "--route", "profile"])
        #expect(simulate.status == 1)
        #expect(simulate.stderr.components(separatedBy: "[config.invalid-effect]").count == 2, "\(simulate.stderr)")
    }

    @Test func theSameFolderReachedTwiceIsReadOnce() throws {
        let app = try ScratchFolder("twice")
        defer { app.remove() }
        try app.write(
            try String(contentsOf: packageRoot.appendingPathComponent("Effects/slide.yaml"), encoding: .utf8)
                .replacingOccurrences(of: "id: slide", with: "id: my-slide"), to: "fx/my-slide.yaml")
        try app.write("segue: 1\neffects: [fx]\n", to: "segue.yaml")
        try FileManager.default.createSymbolicLink(atPath: app.url.appendingPathComponent("link").path, withDestinationPath: "fx")
        for arguments in [
            ["list", "--effects", "fx"], ["list", "--effects", "./fx/", "--effects", "link"],
            ["validate", "fx/my-slide.yaml", "--effects", "fx"],
        ] {
            let result = try Segue.run(arguments, in: app.url)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("duplicate id"), "\(arguments)")
        }
        let both = try Segue.run(["validate", "Effects", "./Effects/", "Effects/slide.yaml"])
        #expect(both.status == 0)
        #expect(both.stderr == "checked 60 files: 0 errors, 0 warnings\n")
    }

    @Test func timerTakesOnAndOffEverywhere() throws {
        let set = try Segue.run([
            "simulate", "circle-spread", "--scenario", "pop", "--interactive", "--release-at", "0.3", "--set", "timer=off",
        ])
        let flag = try Segue.run([
            "simulate", "circle-spread", "--scenario", "pop", "--interactive", "--release-at", "0.3", "--timer", "false",
        ])
        #expect(set.status == 0 && flag.status == 0, "\(set.stderr)\(flag.stderr)")
        #expect(set.stdout == flag.stdout)
        #expect(set.stdout.contains("interaction.layer-jump"))
        let on = try Segue.run([
            "simulate", "circle-spread", "--scenario", "pop", "--interactive", "--release-at", "0.3", "--set", "timer=true",
        ])
        #expect(
            on.stdout
                == (try Segue.run([
                    "simulate", "circle-spread", "--scenario", "pop", "--interactive", "--release-at", "0.3", "--timer", "on",
                ]).stdout))
    }

    @Test(arguments: [
        ["simulate", "slyde"], ["show", "nope"], ["check", "nope"], ["list", "--bogus"], ["simulate", "slide", "--play"],
    ])
    func everyErrorIsPrintedOneWay(_ arguments: [String]) throws {
        let result = try Segue.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
        #expect(!result.stderr.contains("Error:"))
    }
}

/// Every key a keyframes block may use is in the schema and the manifest reference,
/// docs/reference/manifest.md (issue: `cleanup: manual` was used by a fixture and documented nowhere).
struct ManifestKeysTests {
    @Test func keyframesKeysAreDocumentedAndInTheSchema() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(try Segue.run(["schema", "manifest"]).stdout.utf8)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let block = try #require((defs["keyframes"] as? [String: Any])?["properties"] as? [String: Any])
        let track = try #require((defs["keyframeTrack"] as? [String: Any])?["properties"] as? [String: Any])
        let keyframe = try #require((defs["keyframe"] as? [String: Any])?["properties"] as? [String: Any])
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("docs/reference/manifest.md"), encoding: .utf8)
        let expected: [(String, [String: Any], [String])] = [
            ("block", block, ["to", "back", "length", "cleanup", "disableTouches"]),
            (
                "track", track,
                [
                    "actor", "property", "keyframes", "begin", "duration", "curve", "animationCurve",
                    "calculationMode", "transformInterpolation", "driver", "resetsModelValueOnCancel",
                ]
            ),
            ("keyframe", keyframe, ["time", "value", "curve"]),
        ]
        for (name, properties, keys) in expected {
            #expect(Set(properties.keys) == Set(keys), "\(name): schema has \(properties.keys.sorted())")
            // In prose (`key`) or in the README's example manifests (` key: `).
            for key in keys {
                #expect(readme.contains("`\(key)") || readme.contains(" \(key): "), "the manifest reference does not mention `\(key)`")
            }
        }
    }
}
