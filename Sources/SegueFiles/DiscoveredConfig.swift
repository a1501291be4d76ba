import SegueCatalog
import SegueDocument

/// What a config segue found by itself (not named by `--config` or `SEGUE_CONFIG`) may not do,
/// even when its owner passes `ConfigTrust`: a cloned repository is someone else's words.
///
/// - It may only lower `limits:`. A clone's `maxActorFrames: 50000000` ran a simulation out of
///   memory (14 GB, then signal 6; issue 51). Raised keys keep their defaults, with a warning.
/// - Its `effects:` folders, and each manifest read from them, must resolve (links followed)
///   inside its repository (`ConfigDiscovery.Outcome.root`): `../victimhome/.docker` read, and
///   quoted, files that were not the repository's; so would a link `Effects/x.json` to one.
///
/// Either is allowed by the user's own word: the folder on the command line (`--effects DIR`), or
/// the config named with `--config FILE` or `SEGUE_CONFIG`, which is then the user's choice.
enum DiscoveredConfig {
    /// The warning for a limit a discovered config raised and that was kept at its default.
    static func limitWarning(_ raise: LoadLimits.Raise, configPath: String) -> Diagnostic {
        .warning(
            "config.limit-ignored",
            "'\(raise.key): \(raise.value)' raises the default (\(LoadLimits.standard[raise.key])), and segue found this config "
                + "by itself: such a config may only lower limits, so the default is used. To raise it, name the config: "
                + "--config \(configPath) or SEGUE_CONFIG=\(configPath)",
            at: raise.location)
    }

    /// The error for `what` (`the effects folder`, `the manifest`) at `path`, whose canonical path
    /// `resolved` is outside `repository` (canonical); nil when it is inside or does not exist (the
    /// listing or the read then says so). `allow` is the folder the user would pass to read it.
    static func outsideProblem(
        _ what: String, path: String, resolved: String?, repository: String, allow: String, at location: SourceLocation?
    ) -> Diagnostic? {
        guard let resolved else { return nil }
        let inside = repository == "/" || resolved == repository || resolved.hasPrefix(repository + "/")
        guard !inside else { return nil }
        return .error(
            "config.effects-outside",
            "\(what) '\(path)' is \(resolved), outside this repository (\(repository)), and segue found "
                + "this config by itself: it reads effects only inside the config's repository. If you trust that folder, "
                + "pass it yourself: --effects \(allow)",
            at: location)
    }
}
