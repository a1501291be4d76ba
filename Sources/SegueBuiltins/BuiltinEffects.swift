/// The shipped manifests (Effects/), compiled in so the catalog is found wherever Segue runs: an
/// installed `segue`, an iOS app.
///
/// What an app's runtime reads is here: `jsonFiles`, each manifest's JSON twin (the iOS SDK has
/// no libyaml), in BuiltinEffects+JSON.swift. The manifests' own text, which only the tools read,
/// is `files` in SegueTooling. Both are Swift that Scripts/generate-builtins.sh writes from
/// Effects/ and that is committed, so linking SegueKit runs no build plugin; BuiltinSourcesTests
/// fails while either is stale.
public enum BuiltinEffects {}
