import SegueBuiltins
import SegueDocument
import SegueEffects
import SegueEngine
import SegueTooling
import Testing

@testable import SegueCatalog

@Suite struct ManifestReaderTests {
    @Test func aMinimalManifestRegistersWithDefaults() throws {
        let load = loadCatalog([("probe.yaml", manifest())])
        #expect(load.diagnostics.isEmpty)
        let effect = try #require(load.catalog.effect("probe"))
        #expect(effect.kind == "slide")
        #expect(effect.toDuration == 0.5)
        #expect(effect.backDuration == 0.5)
        #expect(effect.needsInteractiveTimer == false)
        #expect(effect.family == "custom")
        #expect(effect.parameter("direction") == .choice("left"))
        #expect(effect.parameters.allSatisfy { $0.setIn == nil })
    }

    @Test(arguments: [
        ("a", true), ("slide-fade", true), ("x2-y3-z", true), ("", false), ("-a", false), ("a-", false),
        ("a--b", false), ("A", false), ("a_b", false), ("caf\u{E9}", false), ("a b", false),
    ])
    func idsMustBeKebabCase(_ id: String, _ valid: Bool) {
        #expect(ManifestReader.isKebabCase(id) == valid)
    }

    @Test func sortedInputStaysAndUnsortedIsSorted() {
        let load = loadCatalog([("b.yaml", manifest(id: "b")), ("a.yaml", manifest(id: "a")), ("c.yaml", manifest(id: "c"))])
        let ids = load.catalog.ids
        #expect(ids.filter { $0.count == 1 } == ["a", "b", "c"])
        #expect(ids == ids.sorted())
    }

    @Test func durationsTimerAndGesturesAreRead() throws {
        let text = manifest(
            """
            toDuration: 0.7
            backDuration: 0.25
            interactive:
              timer: true
              to: {direction: up, threshold: 0.3, base: 400, velocityThreshold: 1000}
              back: {direction: right, edgeSpacing: 40}
            parameters:
              direction: up
              curve: {spring: {dampingRatio: 0.6, velocity: 0}}
            """)
        let load = loadCatalog([("probe.yaml", text)])
        #expect(load.diagnostics.isEmpty)
        let effect = try #require(load.catalog.effect("probe"))
        #expect(effect.toDuration == 0.7)
        #expect(effect.backDuration == 0.25)
        #expect(effect.needsInteractiveTimer)
        #expect(effect.toGesture == GestureConfig(direction: .up, base: .points(400), finishThreshold: 0.3, velocityThreshold: 1000))
        #expect(effect.backGesture?.edgeSpacing == 40)
        #expect(effect.backGesture?.base == .width)
        #expect(effect.parameter("curve") == .curve(.spring(.dampingRatio(0.6, initialVelocity: 0))))
        #expect(effect.parameters.first { $0.spec.name == "direction" }?.setIn == "probe.yaml")
    }

    @Test func extendsInheritsAndOverrides() throws {
        let parent = manifest(
            id: "base-slide",
            """
            toDuration: 0.8
            interactive: {timer: true, back: {direction: right}}
            parameters: {direction: down, fade: true}
            """)
        let child = """
            segue: 1
            id: child-slide
            name: Child
            extends: base-slide
            backDuration: 0.2
            parameters: {direction: up}
            """
        let load = loadCatalog([("parent.yaml", parent), ("child.yaml", child)])
        #expect(load.diagnostics.isEmpty)
        let effect = try #require(load.catalog.effect("child-slide"))
        #expect(effect.kind == "slide")
        #expect(effect.extendsChain == ["base-slide"])
        #expect(effect.toDuration == 0.8)
        #expect(effect.backDuration == 0.2)
        #expect(effect.needsInteractiveTimer)
        #expect(effect.backGesture?.direction == .right)
        #expect(effect.parameter("direction") == .choice("up"))
        #expect(effect.parameter("fade") == .bool(true))
        #expect(effect.summary == "A test manifest.")
    }

    @Test func aCycleIsReportedOnceAtEachExtends() {
        let a = "segue: 1\nid: a\nname: A\nextends: b\n"
        let b = "segue: 1\nid: b\nname: B\nextends: a\n"
        let load = loadCatalog([("a.yaml", a), ("b.yaml", b)])
        let cycles = load.diagnostics.filter { $0.code == "manifest.extends-cycle" }
        #expect(cycles.count == 1)
        #expect(cycles.first?.message == "'extends' forms a cycle: a -> b -> a")
        #expect(load.catalog.effect("a") == nil)
        #expect(load.catalog.effect("b") == nil)
    }

    /// Manifests built from a kind are built as soon as they are read; their problems must still
    /// come out in resolution order: a parent's before the child that pulled it in, and each
    /// other manifest at its own turn.
    @Test func problemsComeOutInResolutionOrderWhateverIsBuiltEarly() {
        let child = "segue: 1\nid: child\nname: Child\nextends: parent\nparameters: {nope: 1}\n"
        let loner = manifest(id: "loner", "parameters: {nada: 1}\n")
        let parent = manifest(id: "parent", "parameters: {zilch: 1}\n")
        let load = loadCatalog([("child.yaml", child), ("loner.yaml", loner), ("parent.yaml", parent)])
        #expect(load.diagnostics.map(\.location?.file) == ["parent.yaml", "child.yaml", "loner.yaml"])
        #expect(load.diagnostics.map(\.code) == ["manifest.unknown-parameter", "manifest.invalid-parent", "manifest.unknown-parameter"])
    }

    @Test func aReplacedManifestTakesItsProblemsWithIt() throws {
        let broken = manifest(id: "twin", "parameters: {nope: 1}\n")
        let fixed = manifest(id: "twin", "toDuration: 3\noverrides: true\n")
        var files = BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }
        files.append(SourceFile(path: "config/twin.yaml", text: broken, origin: .config))
        files.append(SourceFile(path: "mine/twin.yaml", text: fixed, origin: .commandLine))
        let load = CatalogLoader().load(files)
        #expect(load.diagnostics.isEmpty, "\(headlines(load.diagnostics))")
        #expect(load.catalog.effect("twin")?.toDuration == 3)
        #expect(load.catalog.effect("twin")?.file == "mine/twin.yaml")
    }

    @Test func anOverrideReplacesABuiltinOnlyWhenItSaysSo() throws {
        let replacement = manifest(id: "slide", "toDuration: 2\noverrides: true\n")
        let load = loadCatalog([("mine/slide.yaml", replacement)])
        #expect(load.diagnostics.isEmpty)
        #expect(load.catalog.effect("slide")?.toDuration == 2)

        let clash = loadCatalog([("mine/slide.yaml", manifest(id: "slide"))])
        let duplicate = try #require(clash.diagnostics.first)
        #expect(duplicate.code == "manifest.duplicate-id")
        // A built-in is named as one, never by its path, which may be the user's own file's too.
        #expect(duplicate.message == "duplicate id 'slide': a built-in effect already has it")
        #expect(duplicate.notes.allSatisfy { $0.location == nil })
        #expect(duplicate.notes.first?.message.contains("id: my-slide") == true)
        #expect(clash.catalog.effect("slide")?.toDuration == 0.35)
    }

    @Test func anInvalidManifestIsSkippedAndTheRestStillLoads() {
        let load = loadCatalog([("bad.yaml", manifest(id: "bad", "toDuration: -1\n")), ("good.yaml", manifest(id: "good"))])
        #expect(headlines(load.diagnostics) == ["6:13: error: 'toDuration' must be greater than 0, not -1 [manifest.range]"])
        #expect(load.catalog.effect("bad") == nil)
        #expect(load.catalog.effect("good") != nil)
        #expect(load.catalog.effect("slide") != nil)
    }

    @Test(arguments: [
        ("toDuration: .nan", "6:13: error: 'toDuration' must be a finite number, not .nan [manifest.non-finite]"),
        ("toDuration: .inf", "6:13: error: 'toDuration' must be a finite number, not .inf [manifest.non-finite]"),
        ("toDuration: 0", "6:13: error: 'toDuration' must be greater than 0, not 0 [manifest.range]"),
        ("toDuration: 1e999", "6:13: error: 'toDuration' is 1e999, which is too large to hold exactly [manifest.range]"),
        (
            "toDuration: 0x10",
            "6:13: error: 'toDuration' must be a plain decimal number; '0x10' is a hexadecimal number, which Segue does not read [manifest.type]"
        ),
        ("toDuration: '1'", "6:13: error: 'toDuration' must be a number, not a string ('1'); write 1 [manifest.type]"),
        (
            "interactive: {timer: yes}",
            "6:22: error: 'timer' must be true or false; 'yes' is a YAML 1.1 boolean, which Segue does not read [manifest.type]"
        ),
        ("tgas: [a]", "6:1: error: unknown key 'tgas' in manifest; did you mean 'tags'? [manifest.unknown-key]"),
        (
            "parameters: {fades: true}",
            "6:14: error: kind 'slide' has no parameter 'fades'; did you mean 'fade'? [manifest.unknown-parameter]"
        ),
        ("parameters: {curve: {cubicBezier: [1.2, 0, 0.5, 1]}}", "6:36: error: 'x1' must be at most 1, not 1.2 [manifest.range]"),
        (
            "interactive: {back: {direction: sideways}}",
            "6:33: error: 'direction' must be one of left, right, up, down, not 'sideways' [manifest.enum]"
        ),
        ("layoutDirection: rtl", "6:18: error: 'layoutDirection' must be one of mirrored, absolute, not 'rtl' [manifest.enum]"),
        (
            "layoutDirection: absolut",
            "6:18: error: 'layoutDirection' must be one of mirrored, absolute, not 'absolut'; did you mean 'absolute'? [manifest.enum]"
        ),
        ("layoutDirection: [absolute]", "6:18: error: 'layoutDirection' must be a string, not a list [manifest.type]"),
    ])
    func badValuesGetPreciseDiagnostics(body: String, expected: String) {
        let load = loadCatalog([("probe.yaml", manifest(body + "\n"))])
        #expect(headlines(load.diagnostics) == [expected])
    }

    /// `layoutDirection:` says how the effect plays in a right-to-left layout: mirrored unless a
    /// manifest says absolute; `extends` inherits it unless the manifest writes its own.
    @Test func layoutDirectionIsReadAndInherited() throws {
        let load = loadCatalog([
            ("probe.yaml", manifest()),
            ("fixed.yaml", manifest(id: "fixed", "layoutDirection: absolute\n")),
            ("said.yaml", manifest(id: "said", "layoutDirection: mirrored\n")),
            ("child.yaml", "segue: 1\nid: child\nname: Child\nextends: fixed\n"),
            ("again.yaml", "segue: 1\nid: again\nname: Again\nextends: fixed\nlayoutDirection: mirrored\n"),
        ])
        #expect(load.diagnostics.isEmpty, "\(headlines(load.diagnostics))")
        let directions = ["probe", "fixed", "said", "child", "again"].map { load.catalog.effect($0)?.layoutDirection }
        #expect(directions == [.mirrored, .absolute, .mirrored, .absolute, .mirrored])
        #expect(loadCatalog().catalog.effects.allSatisfy { $0.layoutDirection == .mirrored }, "no shipped effect is absolute")
    }

    /// A bad value is an error at the value's line and column in its file, and the manifest is
    /// not registered.
    @Test func aBadLayoutDirectionIsAnErrorAtItsPosition() throws {
        let load = loadCatalog([("Effects/probe.yaml", manifest("layoutDirection: leftToRight\n"))])
        let problem = try #require(load.diagnostics.first)
        #expect(problem.location?.file == "Effects/probe.yaml" && problem.location?.line == 6 && problem.location?.column == 18)
        #expect(problem.code == "manifest.enum" && problem.message.contains("mirrored, absolute"), "\(problem.message)")
        #expect(load.catalog.effect("probe") == nil)
    }

    @Test func everyMissingRequiredKeyIsReportedInOneRun() {
        let load = loadCatalog([("probe.yaml", "segue: 1\nsummary: nothing else\n")])
        #expect(
            headlines(load.diagnostics) == [
                "1:1: error: missing required key 'id' in manifest [manifest.missing-key]",
                "1:1: error: missing required key 'name' in manifest [manifest.missing-key]",
                "1:1: error: missing required key 'kind' (or 'extends') in manifest [manifest.missing-key]",
            ])
    }

    @Test func lengthsAcceptPointsAndPercentages() throws {
        var problems: [Diagnostic] = []
        let node = try Document.load(text: "{x: 50%, y: 120}", file: "p.yaml")
        let spec = ParameterSpec("center", .point, default: nil, doc: "")
        let value = ParameterValueReader.read(node, spec: spec, into: &problems)
        #expect(problems.isEmpty)
        #expect(value == .point(LengthPoint(x: .fraction(0.5), y: .points(120))))
        #expect(LengthPoint(x: .fraction(0.5), y: .points(120)).x.resolved(along: 390) == 195)
    }

    /// A point, a size and a rect are read the same way (ParameterValueReader's one reader of a
    /// mapping of lengths): every key required and read as `name.key`, any other key refused, and
    /// a missing or wrong key gives no value, with each problem named.
    @Test func pointsSizesAndRectsReportEveryKeyAlike() throws {
        func read(_ text: String, _ type: ParameterType) throws -> (ParameterValue?, [String]) {
            var problems: [Diagnostic] = []
            let node = try Document.load(text: text, file: "p.yaml")
            let value = ParameterValueReader.read(node, spec: ParameterSpec("frame", type, default: nil, doc: ""), into: &problems)
            return (value, problems.map { "\($0.code): \($0.message)" })
        }
        let size = try read("{width: 100%, height: 300}", .size)
        #expect(size.0 == .size(LengthSize(width: .fraction(1), height: .points(300))))
        #expect(size.1.isEmpty)
        let rect = try read("{x: 10, y: 20%, width: 30, height: 40}", .rect)
        #expect(rect.0 == .rect(LengthRect(x: .points(10), y: .fraction(0.2), width: .points(30), height: .points(40))))
        let badRect = try read("{x: 10, y: wide, height: 40, depth: 1}", .rect)
        #expect(badRect.0 == nil)
        #expect(
            badRect.1 == [
                "manifest.type: 'frame.y' must be a number, not a string ('wide')",
                "manifest.missing-key: missing required key 'width' in 'frame' (a rect)",
                "manifest.unknown-key: unknown key 'depth' in 'frame' (a rect)",
            ])
        let badPoint = try read("[1, 2]", .point)
        #expect(badPoint.0 == nil)
        #expect(badPoint.1 == ["manifest.type: 'frame' (a point) must be a mapping, not a list"])
    }

    /// A percentage of the container is read up to 10000% either way, as a parameter's length and
    /// as a keyframe value's; past that, both say the same range error, naming what was written.
    @Test func percentagesOfTheContainerStopAtTheSameLimit() throws {
        var problems: [Diagnostic] = []
        let length = { (text: String) throws -> Length? in
            ParameterValueReader.length(try Document.load(text: text, file: "p.yaml"), name: "center.x", into: &problems)
        }
        let term = { (text: String) throws -> ValueTerm? in
            KeyframesReader.term(try Document.load(text: text, file: "k.yaml"), into: &problems)
        }
        #expect(try length("10000%") == .fraction(100))
        #expect(try term("-10000%H") == .ofHeight(-100))
        #expect(problems.isEmpty)
        #expect(try length("10001%") == nil)
        #expect(try term("-20000%W") == nil)
        #expect(
            problems.map(\.message) == [
                "'center.x' must be between -10000% and 10000% of the container, not '10001%'",
                "a percentage must be between -10000% and 10000% of the container, not '-20000%W'",
            ])
        #expect(problems.map(\.code) == ["manifest.range", "manifest.range"])
    }
}
