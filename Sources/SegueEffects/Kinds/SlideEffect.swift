/// Both screens translate one full screen in the same direction.
public enum SlideEffect: EffectKind {
    public static let description = KindDescription(
        identifier: "slide",
        summary: "Both screens move one full screen in the same direction; optionally cross-fading.",
        parameters: [
            ParameterSpec(
                "direction", .choice(["left", "right", "up", "down"]), default: .choice("left"),
                doc: "The way the screens move when going to the new screen; going back reverses it."),
            ParameterSpec(
                "fade", .bool, default: .bool(false),
                doc: "Also fade the arriving screen in (0 to 1) and the leaving one out (1 to 0)."),
            ParameterSpec(
                "curve", .curve, default: .curve(.easeInEaseOut),
                doc: "Timing curve of the motion."),
        ],
        examples: [
            .valid(
                """
                segue: 1
                id: slide-up
                name: Slide up
                summary: Slides up.
                family: ibanimatable
                kind: slide
                parameters:
                  direction: up
                """),
            .invalid(
                """
                segue: 1
                id: slide-diagonal
                name: Slide diagonal
                summary: Slides nowhere.
                family: ibanimatable
                kind: slide
                parameters:
                  direction: diagonal
                """,
                "8:14: error: 'direction' must be one of left, right, up, down, not 'diagonal' [manifest.enum]"),
        ]
    )
}
