// Temporary: the build plugin generates these; delete at merge.
//
// Hand-written stand-ins for the constants the build plugin writes for every built-in effect
// (lowerCamelCase of the manifest id), limited to the ids the docs and tests of the one-line API
// name, so that branch can be reviewed before the plugin lands.

extension SegueEffectID {
    /// `cover`: the new screen slides in over the old one (Hero's cover).
    public static let cover = SegueEffectID("cover")
    /// `push`: Hero's push, the old screen drifting a third of the way under an overlay.
    public static let push = SegueEffectID("push")
    /// `cube-horizontal`: the screens are faces of a cube turning sideways.
    public static let cubeHorizontal = SegueEffectID("cube-horizontal")
    /// `circle-spread`: the new screen grows out of a circle.
    public static let circleSpread = SegueEffectID("circle-spread")
    /// `tab-cube`: switching tabs turns the screens like two faces of a cube.
    public static let tabCube = SegueEffectID("tab-cube")
    /// `magic-move`: shared elements fly between the screens while they cross-fade.
    public static let magicMove = SegueEffectID("magic-move")
    /// `fade-in`: the new screen fades in over the old one.
    public static let fadeIn = SegueEffectID("fade-in")
}
