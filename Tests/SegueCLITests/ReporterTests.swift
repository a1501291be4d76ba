import ArgumentParser
import Testing

@testable import SegueCLI

/// `check` and `validate` report through one list of reporters (``Reporters``): `--format`'s
/// values, help and parsing come from it, so a new format is one file and a line in the list, and
/// both commands take the same values.
struct ReporterTests {
    @Test func theListGivesTheFormatsTheirNamesAndHelp() {
        #expect(ReportFormat.allValueStrings == ["text", "json", "sarif", "github"])
        // The help both commands printed from their own copy of this sentence before the list.
        #expect(Reporters.help == "text, json, sarif (SARIF 2.1.0 for CI code scanning) or github (GitHub Actions annotations).")
        #expect(ReportFormat.text.defaultValueDescription == "text")
    }

    @Test func checkAndValidateParseTheSameFormats() throws {
        for name in ReportFormat.allValueStrings {
            #expect(try CheckCommand.parse(["--format", name]).format.identifier == name)
            #expect(try ValidateCommand.parse(["--format", name]).format.identifier == name)
        }
        #expect(throws: (any Error).self) { try CheckCommand.parse(["--format", "xml"]) }
        #expect(throws: (any Error).self) { try ValidateCommand.parse(["--format", "xml"]) }
    }
}
