import SegueEngine

/// Every check, in one list: the order the simulator asks them at each hook, which is the order
/// their findings appear in a trace, and the order of the findings reference.
///
/// Adding a check is a file in `Checks/` and a line here; the findings reference, the SARIF rules
/// and the fixture test follow from the list.
package enum CheckList {
    /// The checks, in order (computed: a list of metatypes is not a stored constant Swift 6 can share).
    package static var checks: [any Check.Type] {
        [
            InvalidStepCheck.self,
            WrongAnimatorCheck.self,
            ReentryDroppedCheck.self,
            ReentryNavigationCheck.self,
            ReentryTabCheck.self,
            ReentryContainerCheck.self,
            SimulationBudgetCheck.self,
            GestureNotBegunCheck.self,
            PresenterUnavailableCheck.self,
            TimelineInvalidCheck.self,
            DurationMismatchCheck.self,
            SpringSnapCheck.self,
            NonFiniteFrameCheck.self,
            PercentOutOfRangeCheck.self,
            LayerJumpCheck.self,
            ReleaseAtEndCheck.self,
            CancelFlashCheck.self,
            UpdateAfterEndCheck.self,
            EndAfterEndCheck.self,
            TabBarAnimationsLeftCheck.self,
            CompletionJumpCheck.self,
            BlankFrameCheck.self,
            CompleteMissingCheck.self,
            CompleteTwiceCheck.self,
            CompleteWrongFlagCheck.self,
            TouchesDisabledCheck.self,
            PresenterLostCheck.self,
            FinalToViewCheck.self,
            BarVisibilityJumpCheck.self,
            OpaqueBarFrameCheck.self,
            FinalPresenterCheck.self,
            FromViewLeftCheck.self,
            CancelFromViewCheck.self,
            CancelToViewCheck.self,
            CancelPresenterLeftCheck.self,
            LeftoverActorCheck.self,
            LeftoverMaskCheck.self,
            LeftoverFilterCheck.self,
            LeftoverContainerTransformCheck.self,
            SheetByDefaultCheck.self,
            BackSwipeLostCheck.self,
            NoAnimatorCheck.self,
        ]
    }

    /// Every check's description, in order.
    package static let all: [CheckDescription] = checks.map { $0.description }

    private static let byCode: [String: CheckDescription] = Dictionary(
        all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    private static let hooksByCode: [String: [CheckHook]] = Dictionary(
        checks.map { ($0.code, $0.hooks) }, uniquingKeysWith: { first, _ in first })

    /// Where the check of `code` watches a run (``Check/hooks``); empty for a code no check reports.
    package static func hooks(of code: String) -> [CheckHook] { hooksByCode[code] ?? [] }

    /// The description of `code`, or nil for a code no check reports.
    package static func description(of code: String) -> CheckDescription? { byCode[code] }
}
