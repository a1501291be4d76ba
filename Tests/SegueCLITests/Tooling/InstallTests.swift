import Foundation
import Testing

/// `make install` puts the binary, the man page and the completions where each belongs, the
/// installed binary works from anywhere (the catalog is built in), and `make uninstall` takes back
/// exactly what install wrote. The test installs the binary `swift build` made (SEGUE_BINARY);
/// the release build with the static standard library is exercised by `.ci/run`, which installs
/// into a temporary prefix and checks that the binary links no Swift library dynamically.
@Suite(.serialized) struct InstallTests {
    static let installed = [
        "bin/segue", "share/man/man1/segue.1", "share/bash-completion/completions/segue",
        "share/zsh/site-functions/_segue", "share/fish/vendor_completions.d/segue.fish",
    ]

    @Test func installsRunsFromElsewhereAndUninstalls() throws {
        let prefix = try ScratchFolder("prefix")
        defer { prefix.remove() }
        // Something of the user's in the same prefix, which uninstall must leave alone.
        try prefix.write("#!/bin/sh\n", to: "bin/other-tool")

        let install = try runProcess(
            URL(fileURLWithPath: "/usr/bin/make"), ["install", "PREFIX=\(prefix.path)"],
            environment: ProcessInfo.processInfo.environment.merging(["SEGUE_BINARY": Segue.binary.path]) { $1 })
        #expect(install.status == 0, "\(install.stderr)")
        for file in Self.installed {
            #expect(FileManager.default.fileExists(atPath: prefix.url.appendingPathComponent(file).path), "missing \(file)")
        }
        let manual = try String(contentsOf: prefix.url.appendingPathComponent("share/man/man1/segue.1"), encoding: .utf8)
        #expect(manual == (try String(contentsOf: packageRoot.appendingPathComponent("docs/man/segue.1"), encoding: .utf8)))
        let zsh = try String(contentsOf: prefix.url.appendingPathComponent("share/zsh/site-functions/_segue"), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef segue"))
        let fish = try String(contentsOf: prefix.url.appendingPathComponent("share/fish/vendor_completions.d/segue.fish"), encoding: .utf8)
        #expect(fish.contains("complete -c 'segue'"))

        // From a folder with no manifests and no config: the built-in catalog is in the binary.
        let elsewhere = try ScratchFolder("elsewhere")
        defer { elsewhere.remove() }
        let binary = prefix.url.appendingPathComponent("bin/segue")
        let list = try runProcess(binary, ["list"], in: elsewhere.url)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.hasSuffix("60 effects\n"))
        let show = try runProcess(binary, ["show", "circle-spread"], in: elsewhere.url)
        #expect(show.stdout.contains("circle-spread: Circle spread"))

        let uninstall = try runProcess(URL(fileURLWithPath: "/usr/bin/make"), ["uninstall", "PREFIX=\(prefix.path)"])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        for file in Self.installed {
            #expect(!FileManager.default.fileExists(atPath: prefix.url.appendingPathComponent(file).path), "left \(file)")
        }
        #expect(FileManager.default.fileExists(atPath: prefix.url.appendingPathComponent("bin/other-tool").path))
    }

    @Test func anUnknownActionIsAUsageError() throws {
        let result = try runProcess(URL(fileURLWithPath: "/bin/bash"), ["Scripts/install.sh", "instal"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("usage: Scripts/install.sh [install | uninstall]"))
    }
}
