import SegueEngine
import SeguePlan
import Testing

@testable import SegueRender

/// The player page writes a `steps()` easing with the word CSS Easing Level 2 gives its position
/// (https://www.w3.org/TR/css-easing-2/#step-easing-functions: `jump-start`, `jump-end`,
/// `jump-none`, `jump-both`), the word a manifest writes too (``StepPosition/word``).
@Suite struct StepsEasingTests {
    @Test func thePageWritesEachStepPositionAsCSSDoes() {
        #expect(
            StepPosition.allCases.map { PlanWebPage.css(.steps(3, $0)) } == [
                "steps(3, jump-start)", "steps(3, jump-end)", "steps(3, jump-none)", "steps(3, jump-both)",
            ])
        #expect(StepPosition.allCases.allSatisfy { StepPosition(word: $0.word) == $0 })
    }
}
