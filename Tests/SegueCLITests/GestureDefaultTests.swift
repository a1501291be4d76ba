import Testing

/// An interactive run whose effect declares no gesture for the step the finger drives says which
/// way segue moved the finger, and how to choose (issue 52 item 9): it ran a pan without a word.
struct GestureDefaultTests {
    @Test func anUndeclaredGestureNamesTheDefaultItUsed() throws {
        // slide's gestures are -/right: none going to, so a push has no declared pan.
        let result = try Segue.run(["simulate", "slide", "--scenario", "push", "--interactive"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "note: 'slide' declares no gesture going to (its gestures: -/right), so the finger pans left, segue's default going to; "
                + "choose with --direction left|right|up|down, or declare one in the manifest (interactive: {to: {direction: left}})\n")
    }

    /// A declared gesture, or a direction given, needs no note.
    @Test(arguments: [
        ["simulate", "slide", "--scenario", "pop", "--interactive"],
        ["simulate", "slide", "--scenario", "push", "--interactive", "--direction", "up"],
    ])
    func aGestureDeclaredOrChosenIsQuiet(_ arguments: [String]) throws {
        let result = try Segue.run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }
}
