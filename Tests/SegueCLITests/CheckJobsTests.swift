import Foundation
import Testing

/// `check --jobs N` runs on every core and still prints the same bytes as one run after another.
struct CheckJobsTests {
    @Test(arguments: ["text", "json", "sarif", "github"])
    func anyNumberOfJobsGivesTheSameOutput(_ format: String) throws {
        // Findings in many effects (the timer forced off), so order matters in every format.
        let arguments = [
            "check", "--timer", "off", "--format", format, "circle-spread", "filter-swipe", "slide", "cards", "filter-ripple",
            "filter-mask",
        ]
        let one = try Segue.run(arguments + ["--jobs", "1"])
        let three = try Segue.run(arguments + ["--jobs", "3"])
        #expect(one.status == three.status)
        #expect(!one.stdout.isEmpty)
        #expect(one.stdout == three.stdout)
    }

    @Test func zeroJobsIsAUsageError() throws {
        let result = try Segue.run(["check", "--jobs", "0"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --jobs takes a whole number of at least 1, not 0"))
    }
}
