// swift-format-ignore-file
// Generated from Effects/ by Scripts/generate-builtins.sh. Do not edit: change the manifests
// and run the script; BuiltinSourcesTests fails while this file is stale.

extension SegueEffectID {
    /// `cards`: The new screen rises like a card over the old one, which tilts back and shrinks.
    public static let cards = SegueEffectID("cards")
    /// `circle-spread`: The new screen is revealed through a circle growing from the centre to the farthest corner.
    public static let circleSpread = SegueEffectID("circle-spread")
    /// `container-spring-slide`: A custom container swaps children by springing them sideways one screen plus 16 pt, the new one fading in from the side its index lies on.
    public static let containerSpringSlide = SegueEffectID("container-spring-slide")
    /// `cover`: The new screen slides in over the old one, which stays put under a 0.1 black overlay.
    public static let cover = SegueEffectID("cover")
    /// `crossfade`: The new screen waits behind while the old one fades out.
    public static let crossfade = SegueEffectID("crossfade")
    /// `cube-horizontal`: The screens are faces of a cube turning sideways.
    public static let cubeHorizontal = SegueEffectID("cube-horizontal")
    /// `cube-vertical`: The screens are faces of a cube turning up and down.
    public static let cubeVertical = SegueEffectID("cube-vertical")
    /// `drawer-bottom`: A drawer slides up from the bottom edge over a snapshot of the screen.
    public static let drawerBottom = SegueEffectID("drawer-bottom")
    /// `drawer-flip-bottom`: A drawer rises from the bottom while the screen behind tilts back 15 degrees, then sinks to 80% and moves up.
    public static let drawerFlipBottom = SegueEffectID("drawer-flip-bottom")
    /// `drawer-left`: A drawer slides in from the left edge over a snapshot of the screen.
    public static let drawerLeft = SegueEffectID("drawer-left")
    /// `drawer-parallax-left`: A menu under the screen is uncovered as the screen slides 250 pt right and the menu follows at half speed.
    public static let drawerParallaxLeft = SegueEffectID("drawer-parallax-left")
    /// `drawer-right`: A drawer slides in from the right edge over a snapshot of the screen.
    public static let drawerRight = SegueEffectID("drawer-right")
    /// `drawer-top`: A drawer slides down from the top edge over a snapshot of the screen.
    public static let drawerTop = SegueEffectID("drawer-top")
    /// `explode`: The old screen breaks into square tiles that fly apart, spin, shrink and fade over the new one.
    public static let explode = SegueEffectID("explode")
    /// `fade-in`: The new screen fades in over the old one; going back, it fades out.
    public static let fadeIn = SegueEffectID("fade-in")
    /// `fade-out`: The old screen fades out to uncover the new one; going back, the old screen fades in over it.
    public static let fadeOut = SegueEffectID("fade-out")
    /// `filter-bar-swipe`: Bars slide across (Core Image CIBarsSwipeTransition) to reveal the new screen.
    public static let filterBarSwipe = SegueEffectID("filter-bar-swipe")
    /// `filter-box-blur`: The old screen blurs away and the new one comes into focus.
    public static let filterBoxBlur = SegueEffectID("filter-box-blur")
    /// `filter-copy-machine`: A copier's green light bar sweeps across (CICopyMachineTransition) to the new screen.
    public static let filterCopyMachine = SegueEffectID("filter-copy-machine")
    /// `filter-flash`: A bright striated flash (CIFlashTransition) fades into the new screen.
    public static let filterFlash = SegueEffectID("filter-flash")
    /// `filter-mask`: The old screen disintegrates through a mask with a soft shadow (CIDisintegrateWithMaskTransition).
    public static let filterMask = SegueEffectID("filter-mask")
    /// `filter-mod`: A pattern of growing shapes (CIModTransition) cuts through to the new screen.
    public static let filterMod = SegueEffectID("filter-mod")
    /// `filter-page-curl`: The old screen curls away like a page (CIPageCurlTransition).
    public static let filterPageCurl = SegueEffectID("filter-page-curl")
    /// `filter-ripple`: A ripple spreads from the centre (CIRippleTransition) into the new screen.
    public static let filterRipple = SegueEffectID("filter-ripple")
    /// `filter-swipe`: A soft-edged swipe (Core Image CISwipeTransition) wipes to the new screen.
    public static let filterSwipe = SegueEffectID("filter-swipe")
    /// `fly-from-corner`: The new screen grows out of a button in the bottom-right corner (1.2 s), then the real screen appears as the snapshot fades (0.5 s).
    public static let flyFromCorner = SegueEffectID("fly-from-corner")
    /// `fold`: VCTransitionsLibrary's fold, with two folds, from the left.
    public static let fold = SegueEffectID("fold")
    /// `fold-from-left`: The old screen folds like an accordion to the right while the new one unfolds from the left edge.
    public static let foldFromLeft = SegueEffectID("fold-from-left")
    /// `fold-from-right`: The old screen folds like an accordion to the left while the new one unfolds from the right edge.
    public static let foldFromRight = SegueEffectID("fold-from-right")
    /// `lines-horizontal`: Both screens are cut into 4-point horizontal strips that fly sideways past each other.
    public static let linesHorizontal = SegueEffectID("lines-horizontal")
    /// `lines-vertical`: Both screens are cut into 4-point vertical strips that fly up and down past each other.
    public static let linesVertical = SegueEffectID("lines-vertical")
    /// `magic-move`: A shared element flies from its frame in the old screen to its frame in the new one while the screens cross-fade.
    public static let magicMove = SegueEffectID("magic-move")
    /// `middle-flip-from-bottom`: The old screen's bottom half folds over the middle, then the new screen's top half folds up.
    public static let middleFlipFromBottom = SegueEffectID("middle-flip-from-bottom")
    /// `middle-flip-from-left`: The old screen's left half folds over the middle, then the new screen's right half folds down.
    public static let middleFlipFromLeft = SegueEffectID("middle-flip-from-left")
    /// `middle-flip-from-right`: The old screen's right half folds over the middle, then the new screen's left half folds down.
    public static let middleFlipFromRight = SegueEffectID("middle-flip-from-right")
    /// `middle-flip-from-top`: The old screen's top half folds over the middle, then the new screen's bottom half folds down.
    public static let middleFlipFromTop = SegueEffectID("middle-flip-from-top")
    /// `natgeo`: The new page swings in from the right in 3D while the old one folds back about its left edge.
    public static let natgeo = SegueEffectID("natgeo")
    /// `page-flip`: The old screen turns away like a book cover hinged at its left edge.
    public static let pageFlip = SegueEffectID("page-flip")
    /// `page-in`: The new screen slides in over the old one, which shrinks to 0.7 under a 0.1 black overlay.
    public static let pageIn = SegueEffectID("page-in")
    /// `page-out`: The old screen slides away, uncovering the new one growing from 0.7 under a fading overlay.
    public static let pageOut = SegueEffectID("page-out")
    /// `pan`: The new screen slides in over the old one, which drifts half a screen the same way.
    public static let pan = SegueEffectID("pan")
    /// `popover-menu`: A menu unfolds downwards from its top edge over the screen that presents it, and folds back up.
    public static let popoverMenu = SegueEffectID("popover-menu")
    /// `portal`: The old screen opens like two doors while the new one grows from 80% behind them.
    public static let portal = SegueEffectID("portal")
    /// `pull`: The old screen slides a full screen away, uncovering the new one as it moves in from a third of a screen under a fading overlay.
    public static let pull = SegueEffectID("pull")
    /// `push`: The new screen slides in over the old one, which drifts a third of a screen the same way under a 0.1 black overlay.
    public static let push = SegueEffectID("push")
    /// `scale-fade-push`: The new screen grows and fades in from the left while the old one shrinks and fades out to the right.
    public static let scaleFadePush = SegueEffectID("scale-fade-push")
    /// `scanning-from-bottom`: A scan line sweeps in from the bottom edge, wiping the old screen away, then sweeps back.
    public static let scanningFromBottom = SegueEffectID("scanning-from-bottom")
    /// `scanning-from-left`: A scan line sweeps in from the left edge, wiping the old screen away, then sweeps back.
    public static let scanningFromLeft = SegueEffectID("scanning-from-left")
    /// `scanning-from-right`: A scan line sweeps in from the right edge, wiping the old screen away, then sweeps back.
    public static let scanningFromRight = SegueEffectID("scanning-from-right")
    /// `scanning-from-top`: A scan line sweeps in from the top edge, wiping the old screen away, then sweeps back.
    public static let scanningFromTop = SegueEffectID("scanning-from-top")
    /// `slide`: Both screens move one full screen to the left; going back, to the right.
    public static let slide = SegueEffectID("slide")
    /// `slide-fade`: A slide where the arriving screen fades in and the leaving one fades out.
    public static let slideFade = SegueEffectID("slide-fade")
    /// `spring-modal`: The new screen springs up from one screen below; going back, it slides down one screen.
    public static let springModal = SegueEffectID("spring-modal")
    /// `tab-cube`: Switching tabs turns the screens like two faces of a cube, hinged on their shared edge.
    public static let tabCube = SegueEffectID("tab-cube")
    /// `turn-horizontal`: The old screen turns a quarter turn about the x axis, then the new one turns in.
    public static let turnHorizontal = SegueEffectID("turn-horizontal")
    /// `turn-vertical`: The old screen turns a quarter turn about the y axis, then the new one turns in.
    public static let turnVertical = SegueEffectID("turn-vertical")
    /// `uncover`: The old screen slides away, uncovering the new one in place under a fading overlay.
    public static let uncover = SegueEffectID("uncover")
    /// `zoom`: The old screen grows to 1.3 and fades away, uncovering the new one growing from 0.7.
    public static let zoom = SegueEffectID("zoom")
    /// `zoom-out`: The new screen shrinks into place from 1.3 and fades in, while the old one recedes to 0.7.
    public static let zoomOut = SegueEffectID("zoom-out")
    /// `zoom-slide`: Both screens slide one screen, each at 0.8 scale at its off-screen end.
    public static let zoomSlide = SegueEffectID("zoom-slide")

    /// Every built-in effect's constant, in id order (the tests hold it to the catalog).
    package static let builtins: [SegueEffectID] = [
        .cards,
        .circleSpread,
        .containerSpringSlide,
        .cover,
        .crossfade,
        .cubeHorizontal,
        .cubeVertical,
        .drawerBottom,
        .drawerFlipBottom,
        .drawerLeft,
        .drawerParallaxLeft,
        .drawerRight,
        .drawerTop,
        .explode,
        .fadeIn,
        .fadeOut,
        .filterBarSwipe,
        .filterBoxBlur,
        .filterCopyMachine,
        .filterFlash,
        .filterMask,
        .filterMod,
        .filterPageCurl,
        .filterRipple,
        .filterSwipe,
        .flyFromCorner,
        .fold,
        .foldFromLeft,
        .foldFromRight,
        .linesHorizontal,
        .linesVertical,
        .magicMove,
        .middleFlipFromBottom,
        .middleFlipFromLeft,
        .middleFlipFromRight,
        .middleFlipFromTop,
        .natgeo,
        .pageFlip,
        .pageIn,
        .pageOut,
        .pan,
        .popoverMenu,
        .portal,
        .pull,
        .push,
        .scaleFadePush,
        .scanningFromBottom,
        .scanningFromLeft,
        .scanningFromRight,
        .scanningFromTop,
        .slide,
        .slideFade,
        .springModal,
        .tabCube,
        .turnHorizontal,
        .turnVertical,
        .uncover,
        .zoom,
        .zoomOut,
        .zoomSlide,
    ]
}
