import ArgumentParser
import Segue

/// What the shell offers when the user presses TAB.
///
/// Effect ids, route names, families, kinds and tags come from the catalog and config the command
/// line names so far (`--effects`, `--config`, else the usual search), loaded when the shell asks:
/// the generated scripts call `segue ---completion`, which runs these closures. Loading the built-in
/// catalog takes a few milliseconds, so nothing is cached between presses.
enum Completions {
    /// Manifests, configs, scripts and gesture files, and folders to descend into.
    static let documents = CompletionKind.file(extensions: ["yaml", "yml", "json"])
    static let scenarios = CompletionKind.list(ScenarioName.allCases.map(\.rawValue))

    static let effectIDs = CompletionKind.custom { words, _, prefix in
        matching(prefix, in: host(for: words).catalog.effects.map(\.id))
    }
    static let routeNames = CompletionKind.custom { words, _, prefix in
        matching(prefix, in: host(for: words).config.routes.map(\.name))
    }
    static let families = CompletionKind.custom { words, _, prefix in
        matching(prefix, in: host(for: words).catalog.effects.map(\.family))
    }
    static let kinds = CompletionKind.custom { words, _, prefix in
        matching(prefix, in: host(for: words).catalog.effects.map(\.kind))
    }
    static let tags = CompletionKind.custom { words, _, prefix in
        matching(prefix, in: host(for: words).catalog.effects.flatMap(\.tags))
    }

    /// The distinct candidates that start with `prefix`, sorted.
    static func matching(_ prefix: String, in candidates: [String]) -> [String] {
        Array(Set(candidates.filter { $0.hasPrefix(prefix) })).sorted()
    }

    /// The `--effects` and `--config` options among the words typed so far, in the order typed.
    static func catalogArguments(in words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--effects" || word == "--config" || word == "--target-folder", index + 1 < words.count {
                result += [word, words[index + 1]]
                index += 2
                continue
            }
            if word.hasPrefix("--effects=") || word.hasPrefix("--config=") || word.hasPrefix("--target-folder=") { result.append(word) }
            index += 1
        }
        return result
    }

    private static func host(for words: [String]) -> Host {
        let options = (try? CatalogOptions.parse(catalogArguments(in: words))) ?? CatalogOptions.standard
        return Host.load(options, quiet: true)
    }
}

extension CatalogOptions {
    /// The options with nothing given.
    static var standard: CatalogOptions {
        var options = CatalogOptions()
        options.effectFolders = []
        options.configPath = nil
        options.targetFolders = []
        return options
    }
}
