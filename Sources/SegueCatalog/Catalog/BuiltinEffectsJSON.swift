// Generated from Effects/ by BuiltinJSONTests (SEGUE_RECORD=1 swift test --filter BuiltinJSONTests).
// Do not edit by hand.

/// The shipped manifests as JSON, for builds without libyaml (iOS): the same values as
/// `BuiltinEffects`, converted with `JSONValue.converting`.
public enum BuiltinEffectsJSON {
    /// Each file's path (as `Effects/NAME.json`) and its JSON text.
    public static let files: [(path: String, text: String)] = [
        ("Effects/cards.json", #"""
{
  "segue": 1,
  "id": "cards",
  "name": "Cards",
  "summary": "The new screen rises like a card over the old one, which tilts back and shrinks.",
  "family": "vctransitions",
  "tags": [
    "cards",
    "3d",
    "vctransitions"
  ],
  "kind": "cards",
  "toDuration": 1,
  "backDuration": 1,
  "interactive": {
    "completionSpeed": "1 - percent",
    "back": {
      "direction": "down",
      "base": 200,
      "finishAtThreshold": false,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "tilt": 15,
    "perspective": 900,
    "overshoot": 30
  },
  "provenance": {
    "original": "VCTransitionsLibrary (CECardsAnimationController)",
    "url": "https://github.com/ColinEberhardt/VCTransitionsLibrary",
    "file": "AnimationControllers/CECardsAnimationController.m",
    "gesture": "InteractionControllers/CEVerticalSwipeInteractionController.m:59-67 (a pop starts only when translation.y > 0), :79-88 (fabs(translation.y / 200.0), > 0.5, 0.99); wired by TransitionsDemo/TransitionsDemo/NavigationController.m:39 (pop) and ViewController.m:55 (dismiss)",
    "compared": [
      "1.0 s each way (CEReversibleAnimationController's default)",
      "keyframes with UIViewKeyframeAnimationOptionCalculationModeCubic",
      "to: the to view starts at its off-screen frame (origin y = H), above the from view",
      "to 0-0.4: from view to m34 -1/900, scale 0.95, 15 deg about x, alpha 0.6",
      "to 0.2-0.6: from view to translate -0.08 H, scale 0.8 (m34 -1/900)",
      "to 0.6-0.8: the to view's off-screen frame moves 30 pt up; 0.8-1.0: it lands, no overshoot",
      "back: to view below at scale 0.6, alpha 0.6; 0-0.5 the from view slides off the bottom",
      "back 0.35-0.7: to view to the first transform and alpha 1; 0.75-1.0: to identity"
    ],
    "differences": [
      {
        "change": "one gesture, CEVerticalSwipeInteractionController only; the demo pairs any animation with any of the horizontal swipe, vertical swipe and pinch controllers (SettingsViewController.m:27), and the pinch controller (fraction 1 - scale / startScale, CEPinchInteractionController.m:66) is not modelled",
        "reason": "a manifest names one pan gesture per direction; Segue ships the swipe that follows the animation's own motion"
      },
      {
        "change": "the percent counts the drag along the pop direction only; the original's fabs(translation.y / 200.0) (CEVerticalSwipeInteractionController.m:79) also counts a drag back past the start, and its dismiss starts on a swipe either way (CEVerticalSwipeInteractionController.m:70-72)",
        "reason": "a manifest gesture has one direction; for a swipe that keeps its direction the percent and the outcome are the same"
      }
    ]
  }
}
"""#),
        ("Effects/circle-spread.json", #"""
{
  "segue": 1,
  "id": "circle-spread",
  "name": "Circle spread",
  "summary": "The new screen is revealed through a circle growing from the centre to the farthest corner.",
  "family": "xwtransition",
  "tags": [
    "mask",
    "circle",
    "reveal",
    "xwtransition"
  ],
  "kind": "circle-spread",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "timer": true,
    "back": {
      "direction": "down"
    }
  },
  "parameters": {
    "center": {
      "x": "50%",
      "y": "50%"
    },
    "radius": 20,
    "curve": "linear"
  },
  "provenance": {
    "original": "XWTransition (XWCircleSpreadAnimator)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCircleSpreadAnimator/XWCircleSpreadAnimator.m",
    "gesture": "XWTransitionDemo/CircleSpreadTransition/XWCircleSpreadToController.m:17-19 (back: a down pan, edgeSpacing 0); XWCircleSpreadFromController.m registers no pan to go; XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the default set in XWTransitionAnimator's init), also the demo's value",
      "start radius 20 pt as in the demo (a radius of 0 becomes 0.01)",
      "mask grows to sqrt(max(x, W - x)^2 + max(y, H - y)^2), the farthest corner",
      "path animation without a timing function, so linear",
      "back inserts the to view at index 0; the from view's mask shrinks to the start circle",
      "needInteractiveTimer = YES: the timer drives the tail of a gesture",
      "a cancelled gesture resets the mask's path to the start circle (no one-frame flash)"
    ],
    "differences": [
      {
        "change": "the centre defaults to the container's centre (50%, 50%)",
        "reason": "the original needs the caller to pass one (the demo passes its button's centre)"
      }
    ]
  }
}
"""#),
        ("Effects/container-spring-slide.json", #"""
{
  "segue": 1,
  "id": "container-spring-slide",
  "name": "Container spring slide",
  "summary": "A custom container swaps children by springing them sideways one screen plus 16 pt, the new one fading in from the side its index lies on.",
  "family": "articles",
  "tags": [
    "slide",
    "spring",
    "fade",
    "container",
    "articles"
  ],
  "kind": "container-spring-slide",
  "toDuration": 1,
  "backDuration": 1,
  "interactive": {
    "timer": false,
    "to": {
      "direction": "left"
    },
    "back": {
      "direction": "right"
    }
  },
  "parameters": {
    "padding": 16,
    "fade": true,
    "curve": {
      "spring": {
        "dampingRatio": 0.75,
        "velocity": 0.5
      }
    }
  },
  "provenance": {
    "original": "objc.io issue 12, Custom Container View Controller Transitions (Joachim Bondo)",
    "url": "https://www.objc.io/issues/12-animations/custom-container-view-controller-transitions/",
    "gesture": "added by Segue: the article's container supports non-interactive transitions only ('Note that we only support non-interactive transitions so far', Conclusion)",
    "compared": [
      "1 s: PrivateAnimatedTransition's transitionDuration returns 1",
      "travel = container width + kChildViewPadding 16 pt",
      "spring damping kDamping 0.75, initial velocity kInitialSpringVelocity 0.5, options 0",
      "goingRight compares the to view's initial and final frames",
      "the to view starts at the inverse travel with alpha 0 and moves to identity, alpha 1",
      "the from view moves by the travel, fades to 0 and is reset to identity at the end"
    ],
    "differences": [
      {
        "change": "going back (a lower child index) the to view is drawn under the from view; ContainerViewController.m:290 adds it on top ([[transitionContext containerView] addSubview:toViewController.view]) both ways",
        "reason": "both views move by the same transform, a full travel (the width and the padding) apart, so they never overlap and the order never shows"
      },
      {
        "change": "child switches can be driven by a pan (left to a higher index, right to a lower one, anywhere, percent over the width, finishing at 0.5 or more)",
        "reason": "the article's ContainerViewController has no interaction controller and leaves interactivity as an exercise; Segue adds the pan so the effect can be driven like the tab effects"
      }
    ]
  }
}
"""#),
        ("Effects/cover.json", #"""
{
  "segue": 1,
  "id": "cover",
  "name": "Cover",
  "summary": "The new screen slides in over the old one, which stays put under a 0.1 black overlay.",
  "family": "hero",
  "tags": [
    "cover",
    "slide",
    "hero"
  ],
  "kind": "hero",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "edgeSpacing": 40,
      "base": "width",
      "finishAtThreshold": false
    }
  },
  "parameters": {
    "style": "cover",
    "direction": "left",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "Hero (HeroDefaultAnimationType.cover)",
    "url": "https://github.com/HeroTransitions/Hero",
    "file": "Sources/Preprocessors/DefaultAnimationPreprocessor.swift",
    "gesture": "added by Segue: Hero has no gesture of its own (Sources/Transition/HeroTransition+Interactive.swift:33-82 is update/finish/cancel); modelled on LegacyExamples/Examples/BuiltInTransition/AnimationSelectTableViewController.swift:56-73 (UIScreenEdgePanGestureRecognizer, edges .left; progress translation.x / view.bounds.width; finish when (translation.x + velocity.x) / width > 0.5)",
    "compared": [
      "0.35 s; both views start from .timingFunction(.standard), (0.4, 0, 0.2, 1)",
      ".cover appends .timingFunction(.deceleration), (0, 0, 0.2, 1), to both views",
      "insertToViewFirst false: the to view, on top, slides in one width",
      "the arriving view's shadow has radius 5, black, offset 0 (beginWith)",
      "the from view stays put under a black overlay of opacity 0.1",
      "back is .uncover in the opposite direction (reversed())"
    ],
    "differences": [
      {
        "change": "the way back pairs each type with its reverse (push with pull), not .auto's .push(direction: .right)",
        "reason": "the reverse is the effect the user saw going to; .auto is a navigation controller default, not this type's"
      },
      {
        "change": "the shadow sits on the real view and is reset at completion",
        "reason": "Hero draws it on a snapshot it throws away; the engine animates the views themselves"
      },
      {
        "change": "the back gesture is Segue's: a rightward pan from within 40 pt of the left edge, progress translation / width, finishing only above 0.5",
        "reason": "Hero has no gesture of its own; Segue follows the gesture its built-in transitions example wires (AnimationSelectTableViewController.swift:56-73)"
      },
      {
        "change": "the release rule tests the percent alone; the example finishes when (translation.x + velocity.x) / width > 0.5 (line 69), a position projected one second ahead",
        "reason": "a manifest's release rule is a threshold or a finish velocity, not a projection; a slow release is decided the same way"
      },
      {
        "change": "the edge band is 40 pt; the example's UIScreenEdgePanGestureRecognizer (line 56-57) uses UIKit's band, whose width UIKit does not publish",
        "reason": "a manifest edge is a number of points"
      },
      {
        "change": "after release the tail runs as UIPercentDrivenInteractiveTransition's (completionSpeed 1, ease in-out); Hero restarts each animation from its current value over the rest of the duration (HeroTransition+Interactive.swift:53-58, 72-81)",
        "reason": "Segue's engine models UIKit's interaction controller; the tail takes the same time"
      }
    ]
  }
}
"""#),
        ("Effects/crossfade.json", #"""
{
  "segue": 1,
  "id": "crossfade",
  "name": "Crossfade",
  "summary": "The new screen waits behind while the old one fades out.",
  "family": "vctransitions",
  "tags": [
    "fade",
    "vctransitions"
  ],
  "kind": "crossfade",
  "toDuration": 1,
  "backDuration": 1,
  "interactive": {
    "completionSpeed": "1 - percent",
    "back": {
      "direction": "left",
      "base": 200,
      "finishAtThreshold": false,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "curve": "easeInEaseOut"
  },
  "provenance": {
    "original": "VCTransitionsLibrary (CECrossfadeAnimationController)",
    "url": "https://github.com/ColinEberhardt/VCTransitionsLibrary",
    "file": "AnimationControllers/CECrossfadeAnimationController.m",
    "gesture": "InteractionControllers/CEHorizontalSwipeInteractionController.m:57-66 (popOnRightToLeft = YES at :22: a pop starts only when velocity.x < 0), :92-101 (fabs(translation.x / 200.0), > 0.5, 0.99); wired by TransitionsDemo/TransitionsDemo/NavigationController.m:39 (pop) and ViewController.m:55 (dismiss)",
    "compared": [
      "1.0 s each way (CEReversibleAnimationController's default)",
      "to view at its final frame, sent to the back; the from view fades 1 to 0",
      "animateWithDuration's default curve (ease in-out); from alpha reset to 1 after"
    ],
    "differences": [
      {
        "change": "one gesture, CEHorizontalSwipeInteractionController only; the demo pairs any animation with any of the horizontal swipe, vertical swipe and pinch controllers (SettingsViewController.m:27), and the pinch controller (fraction 1 - scale / startScale, CEPinchInteractionController.m:66) is not modelled",
        "reason": "a manifest names one pan gesture per direction; Segue ships the swipe that follows the animation's own motion"
      },
      {
        "change": "the percent counts the drag along the pop direction only; the original's fabs(translation.x / 200.0) (CEHorizontalSwipeInteractionController.m:92) also counts a drag back past the start, and its dismiss starts on a swipe either way (CEHorizontalSwipeInteractionController.m:83-85)",
        "reason": "a manifest gesture has one direction; for a swipe that keeps its direction the percent and the outcome are the same"
      }
    ]
  }
}
"""#),
        ("Effects/cube-horizontal.json", #"""
{
  "segue": 1,
  "id": "cube-horizontal",
  "name": "Cube (horizontal)",
  "summary": "The screens are faces of a cube turning sideways.",
  "family": "vctransitions",
  "tags": [
    "cube",
    "3d",
    "vctransitions"
  ],
  "kind": "cube",
  "toDuration": 1,
  "backDuration": 1,
  "interactive": {
    "completionSpeed": "1 - percent",
    "back": {
      "direction": "left",
      "base": 200,
      "finishAtThreshold": false,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "orientation": "horizontal",
    "perspective": 200,
    "shadow": 0.8
  },
  "provenance": {
    "original": "VCTransitionsLibrary (CECubeAnimationController)",
    "url": "https://github.com/ColinEberhardt/VCTransitionsLibrary",
    "file": "AnimationControllers/CECubeAnimationController.m",
    "gesture": "InteractionControllers/CEHorizontalSwipeInteractionController.m:57-66 (popOnRightToLeft = YES at :22: a pop starts only when velocity.x < 0), :92-101 (fabs(translation.x / 200.0), > 0.5, 0.99); wired by TransitionsDemo/TransitionsDemo/NavigationController.m:39 (pop) and ViewController.m:55 (dismiss)",
    "compared": [
      "1.0 s each way (CEReversibleAnimationController's default); animateWithDuration's default curve",
      "ROTATION_ANGLE pi/2; PERSPECTIVE -1/200 set as .m34 on the CATransform3DMakeRotation matrices",
      "to: the to view, anchored at its right edge, starts at +pi/2 about y",
      "to: the from view, anchored at its left edge, ends at -pi/2 about y",
      "the container translates from -W/2 to +W/2",
      "black overlays of alpha 0.8: on the from view 0 to 1, on the to view 1 to 0",
      "back (reverse, dir +1) mirrors the anchors, angles and the container's travel",
      "transforms, anchor points and the container's transform reset at the end"
    ],
    "differences": [
      {
        "change": "going back the to view is drawn under the from view; CECubeAnimationController.m:74 adds it on top ([generalContentView addSubview:toView]) in both directions",
        "reason": "the two faces hinge on their shared edge and each stays on its own side of it on screen, so they never overlap and the order never shows"
      },
      {
        "change": "one gesture, CEHorizontalSwipeInteractionController only; the demo pairs any animation with any of the horizontal swipe, vertical swipe and pinch controllers (SettingsViewController.m:27), and the pinch controller (fraction 1 - scale / startScale, CEPinchInteractionController.m:66) is not modelled",
        "reason": "a manifest names one pan gesture per direction; Segue ships the swipe that follows the animation's own motion"
      },
      {
        "change": "the percent counts the drag along the pop direction only; the original's fabs(translation.x / 200.0) (CEHorizontalSwipeInteractionController.m:92) also counts a drag back past the start, and its dismiss starts on a swipe either way (CEHorizontalSwipeInteractionController.m:83-85)",
        "reason": "a manifest gesture has one direction; for a swipe that keeps its direction the percent and the outcome are the same"
      }
    ]
  }
}
"""#),
        ("Effects/cube-vertical.json", #"""
{
  "segue": 1,
  "id": "cube-vertical",
  "name": "Cube (vertical)",
  "summary": "The screens are faces of a cube turning up and down.",
  "family": "vctransitions",
  "tags": [
    "cube",
    "3d",
    "vctransitions"
  ],
  "kind": "cube",
  "toDuration": 1,
  "backDuration": 1,
  "interactive": {
    "completionSpeed": "1 - percent",
    "back": {
      "direction": "down",
      "base": 200,
      "finishAtThreshold": false,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "orientation": "vertical",
    "perspective": 200,
    "shadow": 0.8
  },
  "provenance": {
    "original": "VCTransitionsLibrary (CECubeAnimationController)",
    "url": "https://github.com/ColinEberhardt/VCTransitionsLibrary",
    "file": "AnimationControllers/CECubeAnimationController.m",
    "gesture": "InteractionControllers/CEVerticalSwipeInteractionController.m:59-67 (a pop starts only when translation.y > 0), :79-88 (fabs(translation.y / 200.0), > 0.5, 0.99); wired by TransitionsDemo/TransitionsDemo/NavigationController.m:39 (pop) and ViewController.m:55 (dismiss)",
    "compared": [
      "1.0 s each way (CEReversibleAnimationController's default); animateWithDuration's default curve",
      "ROTATION_ANGLE pi/2; PERSPECTIVE -1/200 set as .m34 on the CATransform3DMakeRotation matrices",
      "to: the to view, anchored at its bottom edge, starts at -pi/2 about x",
      "to: the from view, anchored at its top edge, ends at +pi/2 about x",
      "the container translates from -H/2 to +H/2",
      "black overlays of alpha 0.8: on the from view 0 to 1, on the to view 1 to 0",
      "back (reverse, dir +1) mirrors the anchors, angles and the container's travel",
      "transforms, anchor points and the container's transform reset at the end"
    ],
    "differences": [
      {
        "change": "going back the to view is drawn under the from view; CECubeAnimationController.m:74 adds it on top ([generalContentView addSubview:toView]) in both directions",
        "reason": "the two faces hinge on their shared edge and each stays on its own side of it on screen, so they never overlap and the order never shows"
      },
      {
        "change": "one gesture, CEVerticalSwipeInteractionController only; the demo pairs any animation with any of the horizontal swipe, vertical swipe and pinch controllers (SettingsViewController.m:27), and the pinch controller (fraction 1 - scale / startScale, CEPinchInteractionController.m:66) is not modelled",
        "reason": "a manifest names one pan gesture per direction; Segue ships the swipe that follows the animation's own motion"
      },
      {
        "change": "the percent counts the drag along the pop direction only; the original's fabs(translation.y / 200.0) (CEVerticalSwipeInteractionController.m:79) also counts a drag back past the start, and its dismiss starts on a swipe either way (CEVerticalSwipeInteractionController.m:70-72)",
        "reason": "a manifest gesture has one direction; for a swipe that keeps its direction the percent and the outcome are the same"
      }
    ]
  }
}
"""#),
        ("Effects/drawer-bottom.json", #"""
{
  "segue": 1,
  "id": "drawer-bottom",
  "name": "Drawer from the bottom",
  "summary": "A drawer slides up from the bottom edge over a snapshot of the screen.",
  "family": "xwtransition",
  "tags": [
    "drawer",
    "plain",
    "xwtransition"
  ],
  "kind": "drawer",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "up"
    },
    "back": {
      "direction": "down"
    }
  },
  "outlives": [
    "snapshot.from"
  ],
  "parameters": {
    "direction": "bottom",
    "style": "plain",
    "distance": 0,
    "scale": 1
  },
  "provenance": {
    "original": "XWTransition (XWDrawerAnimator)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWDrawerAnimator/XWDrawerAnimator.m",
    "gesture": "added by Segue, following the bottom drawer demo (type 1): XWTransitionDemo/DrawerTransition/XWDrawerFromController.m:20-23 and XWDrawerToController.m:19-23; XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the demo's and XWTransitionAnimator's value)",
      "direction bottom; moveDistance 0 means the full height (_xw_moveMaxDistance)",
      "the from view is replaced by a snapshot at zPosition -1000; the real from view is hidden",
      "the drawer starts one container height outside its edge and moves moveDistance inward",
      "the snapshot scales to scaleRatio (default 1.0) over the whole animation",
      "animateKeyframesWithDuration with options 0; back moves the drawer out, snapshot to identity",
      "the snapshot (and the tap area, when enabled) stays until the back transition ends"
    ],
    "differences": [
      {
        "change": "the drawer's frame moves on screen, with an identity transform",
        "reason": "the original keeps the off-screen frame and adds a translation; the same place on screen, and the final-state checks can compare a frame"
      },
      {
        "change": "going back uses a fresh snapshot of the covered screen",
        "reason": "the engine models each transition on its own, so the kept fromTempView is not carried over"
      },
      {
        "change": "the tap-to-close view and its gesture are not modelled",
        "reason": "Segue models the transition, not the controls an app adds around it"
      },
      {
        "change": "the gestures (pan up, anywhere, back down) are Segue's: the XWTransition demo wires only a parallax left drawer and a flip bottom drawer (XWDrawerTypeListController.m:17)",
        "reason": "the animator accepts any registered pan; Segue uses those of the bottom drawer demo (type 1) so that every drawer can be driven"
      }
    ]
  }
}
"""#),
        ("Effects/drawer-flip-bottom.json", #"""
{
  "segue": 1,
  "id": "drawer-flip-bottom",
  "name": "Flip drawer from the bottom (Taobao)",
  "summary": "A drawer rises from the bottom while the screen behind tilts back 15 degrees, then sinks to 80% and moves up.",
  "family": "xwtransition",
  "tags": [
    "drawer",
    "flip",
    "3d",
    "xwtransition"
  ],
  "kind": "drawer",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "up"
    },
    "back": {
      "direction": "down"
    }
  },
  "outlives": [
    "snapshot.from"
  ],
  "parameters": {
    "direction": "bottom",
    "style": "flip",
    "scale": 0.8,
    "distance": 450
  },
  "provenance": {
    "original": "XWTransition (XWDrawerAnimator, flipEnable, Taobao style)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWDrawerAnimator/XWDrawerAnimator.m",
    "gesture": "XWTransitionDemo/DrawerTransition/XWDrawerFromController.m:20-23 (type 1, drawerBottom: an up pan, edgeSpacing 0) and XWDrawerToController.m:19-23 (back: a down pan, edgeSpacing 0); XWDrawerFromController.m:55 enables xw_enableEdgeGestureAndBackTapWithConfig, whose pan over the uncovered area drives the way back with the container's width or height as base (XWTransition/XWDrawerAnimator/XWDrawerAnimator.m:204-260, 236); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way; direction bottom, flipEnable, moveDistance 450 pt (the demo: _type ? 450 : 250)",
      "0-35%: snapshot to m34 -1/900, scale 0.95, 15 deg about x (rotationRatio 1 at 0.95)",
      "35-100%: snapshot to translate 8% of H toward the top, scale 0.8 (m34 -1/900)",
      "a custom scaleRatio r gives step one min(1, r + 0.15) and step two max(0.1, r)",
      "the drawer slides in over the snapshot (zPosition -1000) for the whole duration",
      "back: 0-35% to the tilt, 35-100% to identity"
    ],
    "differences": [
      {
        "change": "the drawer's frame moves on screen, with an identity transform",
        "reason": "the original keeps the off-screen frame and adds a translation; the same place on screen, and the final-state checks can compare a frame"
      },
      {
        "change": "going back uses a fresh snapshot of the covered screen",
        "reason": "the engine models each transition on its own, so the kept fromTempView is not carried over"
      },
      {
        "change": "the tap-to-close view and its gesture are not modelled",
        "reason": "Segue models the transition, not the controls an app adds around it"
      }
    ]
  }
}
"""#),
        ("Effects/drawer-left.json", #"""
{
  "segue": 1,
  "id": "drawer-left",
  "name": "Drawer from the left",
  "summary": "A drawer slides in from the left edge over a snapshot of the screen.",
  "family": "xwtransition",
  "tags": [
    "drawer",
    "plain",
    "xwtransition"
  ],
  "kind": "drawer",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "right",
      "edgeSpacing": 80
    },
    "back": {
      "direction": "left"
    }
  },
  "outlives": [
    "snapshot.from"
  ],
  "parameters": {
    "direction": "left",
    "style": "plain",
    "distance": 0,
    "scale": 1
  },
  "provenance": {
    "original": "XWTransition (XWDrawerAnimator)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWDrawerAnimator/XWDrawerAnimator.m",
    "gesture": "added by Segue, following the left drawer demo (type 0): XWTransitionDemo/DrawerTransition/XWDrawerFromController.m:20-23 and XWDrawerToController.m:19-23; XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the demo's and XWTransitionAnimator's value)",
      "direction left; moveDistance 0 means the full width (_xw_moveMaxDistance)",
      "the from view is replaced by a snapshot at zPosition -1000; the real from view is hidden",
      "the drawer starts one container width outside its edge and moves moveDistance inward",
      "the snapshot scales to scaleRatio (default 1.0) over the whole animation",
      "animateKeyframesWithDuration with options 0; back moves the drawer out, snapshot to identity",
      "the snapshot (and the tap area, when enabled) stays until the back transition ends"
    ],
    "differences": [
      {
        "change": "the drawer's frame moves on screen, with an identity transform",
        "reason": "the original keeps the off-screen frame and adds a translation; the same place on screen, and the final-state checks can compare a frame"
      },
      {
        "change": "going back uses a fresh snapshot of the covered screen",
        "reason": "the engine models each transition on its own, so the kept fromTempView is not carried over"
      },
      {
        "change": "the tap-to-close view and its gesture are not modelled",
        "reason": "Segue models the transition, not the controls an app adds around it"
      },
      {
        "change": "the gestures (pan right from within 80 pt of the edge, back left) are Segue's: the XWTransition demo wires only a parallax left drawer and a flip bottom drawer (XWDrawerTypeListController.m:17)",
        "reason": "the animator accepts any registered pan; Segue uses those of the left drawer demo (type 0) so that every drawer can be driven"
      }
    ]
  }
}
"""#),
        ("Effects/drawer-parallax-left.json", #"""
{
  "segue": 1,
  "id": "drawer-parallax-left",
  "name": "Parallax drawer (QQ)",
  "summary": "A menu under the screen is uncovered as the screen slides 250 pt right and the menu follows at half speed.",
  "family": "xwtransition",
  "tags": [
    "drawer",
    "parallax",
    "xwtransition"
  ],
  "kind": "drawer",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "right",
      "edgeSpacing": 80
    },
    "back": {
      "direction": "left"
    }
  },
  "outlives": [
    "snapshot.from"
  ],
  "parameters": {
    "direction": "left",
    "style": "parallax",
    "distance": 250,
    "scale": 1
  },
  "provenance": {
    "original": "XWTransition (XWDrawerAnimator, parallaxEnable, QQ style)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWDrawerAnimator/XWDrawerAnimator.m",
    "gesture": "XWTransitionDemo/DrawerTransition/XWDrawerFromController.m:20-23 (type 0, drawerLeft: a right pan, edgeSpacing 80) and XWDrawerToController.m:19-23 (back: a left pan, edgeSpacing 0); XWDrawerFromController.m:55 enables xw_enableEdgeGestureAndBackTapWithConfig, whose pan over the uncovered area drives the way back with the container's width or height as base (XWTransition/XWDrawerAnimator/XWDrawerAnimator.m:204-260, 236); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way; direction left, moveDistance 250 pt (the demo: _type ? 450 : 250)",
      "parallaxEnable: the drawer is inserted below the from view's snapshot",
      "the drawer starts at -(W - d/2) and moves d/2; the snapshot moves d away from the drawer edge",
      "scaleRatio 1.0; animateKeyframesWithDuration with options 0",
      "back returns both to their start; the snapshot stays until it ends"
    ],
    "differences": [
      {
        "change": "the drawer's frame moves on screen, with an identity transform",
        "reason": "the original keeps the off-screen frame and adds a translation; the same place on screen, and the final-state checks can compare a frame"
      },
      {
        "change": "going back uses a fresh snapshot of the covered screen",
        "reason": "the engine models each transition on its own, so the kept fromTempView is not carried over"
      },
      {
        "change": "the tap-to-close view and its gesture are not modelled",
        "reason": "Segue models the transition, not the controls an app adds around it"
      }
    ]
  }
}
"""#),
        ("Effects/drawer-right.json", #"""
{
  "segue": 1,
  "id": "drawer-right",
  "name": "Drawer from the right",
  "summary": "A drawer slides in from the right edge over a snapshot of the screen.",
  "family": "xwtransition",
  "tags": [
    "drawer",
    "plain",
    "xwtransition"
  ],
  "kind": "drawer",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "left",
      "edgeSpacing": 80
    },
    "back": {
      "direction": "right"
    }
  },
  "outlives": [
    "snapshot.from"
  ],
  "parameters": {
    "direction": "right",
    "style": "plain",
    "distance": 0,
    "scale": 1
  },
  "provenance": {
    "original": "XWTransition (XWDrawerAnimator)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWDrawerAnimator/XWDrawerAnimator.m",
    "gesture": "added by Segue, following the left drawer demo (type 0), mirrored: XWTransitionDemo/DrawerTransition/XWDrawerFromController.m:20-23 and XWDrawerToController.m:19-23; XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the demo's and XWTransitionAnimator's value)",
      "direction right; moveDistance 0 means the full width (_xw_moveMaxDistance)",
      "the from view is replaced by a snapshot at zPosition -1000; the real from view is hidden",
      "the drawer starts one container width outside its edge and moves moveDistance inward",
      "the snapshot scales to scaleRatio (default 1.0) over the whole animation",
      "animateKeyframesWithDuration with options 0; back moves the drawer out, snapshot to identity",
      "the snapshot (and the tap area, when enabled) stays until the back transition ends"
    ],
    "differences": [
      {
        "change": "the drawer's frame moves on screen, with an identity transform",
        "reason": "the original keeps the off-screen frame and adds a translation; the same place on screen, and the final-state checks can compare a frame"
      },
      {
        "change": "going back uses a fresh snapshot of the covered screen",
        "reason": "the engine models each transition on its own, so the kept fromTempView is not carried over"
      },
      {
        "change": "the tap-to-close view and its gesture are not modelled",
        "reason": "Segue models the transition, not the controls an app adds around it"
      },
      {
        "change": "the gestures (pan left from within 80 pt of the edge, back right) are Segue's: the XWTransition demo wires only a parallax left drawer and a flip bottom drawer (XWDrawerTypeListController.m:17)",
        "reason": "the animator accepts any registered pan; Segue uses those of the left drawer demo (type 0), mirrored so that every drawer can be driven"
      }
    ]
  }
}
"""#),
        ("Effects/drawer-top.json", #"""
{
  "segue": 1,
  "id": "drawer-top",
  "name": "Drawer from the top",
  "summary": "A drawer slides down from the top edge over a snapshot of the screen.",
  "family": "xwtransition",
  "tags": [
    "drawer",
    "plain",
    "xwtransition"
  ],
  "kind": "drawer",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "down"
    },
    "back": {
      "direction": "up"
    }
  },
  "outlives": [
    "snapshot.from"
  ],
  "parameters": {
    "direction": "top",
    "style": "plain",
    "distance": 0,
    "scale": 1
  },
  "provenance": {
    "original": "XWTransition (XWDrawerAnimator)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWDrawerAnimator/XWDrawerAnimator.m",
    "gesture": "added by Segue, following the bottom drawer demo (type 1), mirrored: XWTransitionDemo/DrawerTransition/XWDrawerFromController.m:20-23 and XWDrawerToController.m:19-23; XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the demo's and XWTransitionAnimator's value)",
      "direction top; moveDistance 0 means the full height (_xw_moveMaxDistance)",
      "the from view is replaced by a snapshot at zPosition -1000; the real from view is hidden",
      "the drawer starts one container height outside its edge and moves moveDistance inward",
      "the snapshot scales to scaleRatio (default 1.0) over the whole animation",
      "animateKeyframesWithDuration with options 0; back moves the drawer out, snapshot to identity",
      "the snapshot (and the tap area, when enabled) stays until the back transition ends"
    ],
    "differences": [
      {
        "change": "the drawer's frame moves on screen, with an identity transform",
        "reason": "the original keeps the off-screen frame and adds a translation; the same place on screen, and the final-state checks can compare a frame"
      },
      {
        "change": "going back uses a fresh snapshot of the covered screen",
        "reason": "the engine models each transition on its own, so the kept fromTempView is not carried over"
      },
      {
        "change": "the tap-to-close view and its gesture are not modelled",
        "reason": "Segue models the transition, not the controls an app adds around it"
      },
      {
        "change": "the gestures (pan down, anywhere, back up) are Segue's: the XWTransition demo wires only a parallax left drawer and a flip bottom drawer (XWDrawerTypeListController.m:17)",
        "reason": "the animator accepts any registered pan; Segue uses those of the bottom drawer demo (type 1), mirrored so that every drawer can be driven"
      }
    ]
  }
}
"""#),
        ("Effects/explode.json", #"""
{
  "segue": 1,
  "id": "explode",
  "name": "Explode",
  "summary": "The old screen breaks into square tiles that fly apart, spin, shrink and fade over the new one.",
  "family": "xwtransition",
  "tags": [
    "explode",
    "tiles",
    "random",
    "xwtransition"
  ],
  "kind": "explode",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "down"
    },
    "back": {
      "direction": "up"
    }
  },
  "parameters": {
    "columns": 10,
    "offset": 100,
    "rotation": 10,
    "finalScale": 0.01
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, explode; from VCTransitionsLibrary)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWExplode.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 8: a down pan, '下', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: an up pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the default set in XWTransitionAnimator's init)",
      "animateWithDuration's default curve (ease in-out)",
      "10 columns and 10 * H / W rows, so the tiles are W/10 squares",
      "each tile moves by random x and y in [-100, 100] pt and turns a random angle in [-10, 10] rad",
      "each tile scales to 0.01 (not 0) and fades to alpha 0",
      "to view inserted at index 0 under the tiles; the real from view hidden meanwhile",
      "back runs the same routine on the screen being left, for backDuration"
    ],
    "differences": [
      {
        "change": "random values come from a generator seeded per transition",
        "reason": "arc4random differs on every run; Segue's output must be identical for the same inputs"
      }
    ]
  }
}
"""#),
        ("Effects/fade-in.json", #"""
{
  "segue": 1,
  "id": "fade-in",
  "name": "Fade in",
  "summary": "The new screen fades in over the old one; going back, it fades out.",
  "family": "hero",
  "tags": [
    "fade",
    "hero",
    "ibanimatable"
  ],
  "kind": "fade",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "base": "width",
      "finishAtThreshold": false,
      "velocityThreshold": 1000,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "style": "in",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "IBAnimatable (FadeAnimator, fade(direction: .in))",
    "url": "https://github.com/IBAnimatable/IBAnimatable",
    "file": "Sources/Animators/TransitionAnimator/FadeAnimator.swift",
    "gesture": "Sources/Animators/TransitionAnimator/FadeAnimator.swift:13 (.pan(from: .horizontal)); Sources/Animators/InteractiveAnimator/PanInteractiveAnimator.swift:29-32 (|translation.x| / superview width, speed |velocity.x|), :60 (clamped to 0.99), :63 (progress > 0.5 || speed > 1000); wired by Sources/Animators/Common/TransitionPresenter.swift:62-65, 84 (dismissal) and Navigator.swift:33-36, 53 (pop)",
    "compared": [
      ".in: the to view is added on top at alpha 0 and fades to 1",
      "its reverse is .fade(direction: .out): to view inserted below, the from view fades 1 to 0"
    ],
    "differences": [
      {
        "change": "0.35 s each way and curve (0.4, 0, 0.2, 1), not 0.75 s and UIView's ease in-out",
        "reason": "Segue groups the fades with Hero's defaults and uses their 0.35 s and standard curve"
      },
      {
        "change": ".pan(from: .horizontal) takes a pan either way (abs(translation.x), abs(velocity.x): PanInteractiveAnimator.swift:29-32); Segue's back gesture pans right",
        "reason": "a manifest gesture has one direction; a rightward pan gives the same percent, speed and outcome"
      },
      {
        "change": "a percent between 0.99 and 1 passes unchanged; PanInteractiveAnimator.swift:60 caps everything above 0.99 (min(progress, 0.99))",
        "reason": "fullPercent replaces only a full swipe (1 or more), as VCTransitionsLibrary does; the two differ by at most 0.01 of the percent"
      }
    ]
  }
}
"""#),
        ("Effects/fade-out.json", #"""
{
  "$schema": "../Schemas/manifest.schema.json",
  "segue": 1,
  "id": "fade-out",
  "name": "Fade out",
  "summary": "The old screen fades out to uncover the new one; going back, the old screen fades in over it.",
  "family": "hero",
  "tags": [
    "fade",
    "hero",
    "ibanimatable"
  ],
  "kind": "fade",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "base": "width",
      "finishAtThreshold": false,
      "velocityThreshold": 1000,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "style": "out",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "IBAnimatable (FadeAnimator, fade(direction: .out))",
    "url": "https://github.com/IBAnimatable/IBAnimatable",
    "file": "Sources/Animators/TransitionAnimator/FadeAnimator.swift",
    "gesture": "Sources/Animators/TransitionAnimator/FadeAnimator.swift:13 (.pan(from: .horizontal)); Sources/Animators/InteractiveAnimator/PanInteractiveAnimator.swift:29-32 (|translation.x| / superview width, speed |velocity.x|), :60 (clamped to 0.99), :63 (progress > 0.5 || speed > 1000); wired by Sources/Animators/Common/TransitionPresenter.swift:62-65, 84 (dismissal) and Navigator.swift:33-36, 53 (pop)",
    "compared": [
      ".out: the to view is inserted below the from view, which fades 1 to 0",
      "its reverse is .fade(direction: .in): the to view is added on top at alpha 0 and fades to 1"
    ],
    "differences": [
      {
        "change": "0.35 s each way and curve (0.4, 0, 0.2, 1), not 0.75 s and UIView's ease in-out",
        "reason": "Segue groups the fades with Hero's defaults and uses their 0.35 s and standard curve"
      },
      {
        "change": ".pan(from: .horizontal) takes a pan either way (abs(translation.x), abs(velocity.x): PanInteractiveAnimator.swift:29-32); Segue's back gesture pans right",
        "reason": "a manifest gesture has one direction; a rightward pan gives the same percent, speed and outcome"
      },
      {
        "change": "a percent between 0.99 and 1 passes unchanged; PanInteractiveAnimator.swift:60 caps everything above 0.99 (min(progress, 0.99))",
        "reason": "fullPercent replaces only a full swipe (1 or more), as VCTransitionsLibrary does; the two differ by at most 0.01 of the percent"
      }
    ]
  }
}
"""#),
        ("Effects/filter-bar-swipe.json", #"""
{
  "segue": 1,
  "id": "filter-bar-swipe",
  "name": "Filter Bar swipe",
  "summary": "Bars slide across (Core Image CIBarsSwipeTransition) to reveal the new screen.",
  "family": "xwtransition",
  "tags": [
    "filter",
    "core-image",
    "xwtransition"
  ],
  "kind": "filter",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "timer": true,
    "to": {
      "direction": "right"
    },
    "back": {
      "direction": "left"
    }
  },
  "parameters": {
    "filter": "bar-swipe",
    "startAngle": 0
  },
  "provenance": {
    "original": "XWTransition (XWFilterAnimator, CIBarsSwipeTransition)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWFilterAnimator/XWFilterAnimator+XWBarSwipe.m",
    "gesture": "XWTransitionDemo/FilterTransition/XWFilterFromController.m:22, 26-28 (type 2: a right pan, '右', edgeSpacing 0) and XWFilterToController.m:20, 24-26 (back: a left pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (XWTransitionAnimator's default)",
      "ratio animated 0 to 1 by a CABasicAnimation without a timing function, so linear",
      "needInteractiveTimer = YES: the timer drives the tail of a gesture",
      "CIBarsSwipeTransition with only inputAngle set (width and bar offset at Core Image defaults)",
      "startAngle 0 (0 left, pi/2 down); revers YES, so back uses startAngle + pi"
    ],
    "differences": [
      {
        "change": "Segue's SVG and HTML renderers draw an approximation of the filter, ratio written",
        "reason": "Core Image exists only on Apple platforms, not where Segue renders (Linux, the browser)"
      }
    ]
  }
}
"""#),
        ("Effects/filter-box-blur.json", #"""
{
  "segue": 1,
  "id": "filter-box-blur",
  "name": "Filter Box blur",
  "summary": "The old screen blurs away and the new one comes into focus.",
  "family": "xwtransition",
  "tags": [
    "filter",
    "core-image",
    "xwtransition"
  ],
  "kind": "filter",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "timer": true,
    "to": {
      "direction": "down"
    },
    "back": {
      "direction": "up"
    }
  },
  "parameters": {
    "filter": "box-blur",
    "blurRadius": 200
  },
  "provenance": {
    "original": "XWTransition (XWFilterAnimator, CIBoxBlur)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWFilterAnimator/XWFilterAnimator+XWBoxBlur.m",
    "gesture": "XWTransitionDemo/FilterTransition/XWFilterFromController.m:22, 26-28 (type 0: a down pan, '下', edgeSpacing 0) and XWFilterToController.m:20, 24-26 (back: an up pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (XWTransitionAnimator's default)",
      "ratio animated 0 to 1 by a CABasicAnimation without a timing function, so linear",
      "needInteractiveTimer = YES: the timer drives the tail of a gesture",
      "CIBoxBlur: below ratio 0.5 the from image blurs by ratio * 0.5 * 200 (XWFilterTransitionView.m)",
      "from ratio 0.5 on, the to image clears from a radius of (1 - ratio) * 200"
    ],
    "differences": [
      {
        "change": "Segue's SVG and HTML renderers draw an approximation of the filter, ratio written",
        "reason": "Core Image exists only on Apple platforms, not where Segue renders (Linux, the browser)"
      }
    ]
  }
}
"""#),
        ("Effects/filter-copy-machine.json", ##"""
{
  "segue": 1,
  "id": "filter-copy-machine",
  "name": "Filter Copy machine",
  "summary": "A copier's green light bar sweeps across (CICopyMachineTransition) to the new screen.",
  "family": "xwtransition",
  "tags": [
    "filter",
    "core-image",
    "xwtransition"
  ],
  "kind": "filter",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "timer": true,
    "to": {
      "direction": "right"
    },
    "back": {
      "direction": "left"
    }
  },
  "parameters": {
    "filter": "copy-machine",
    "startAngle": 0,
    "copyMachineWidth": 50,
    "copyMachineColor": "#99FFCC"
  },
  "provenance": {
    "original": "XWTransition (XWFilterAnimator, CICopyMachineTransition)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWFilterAnimator/XWFilterAnimator+XWCopyMachine.m",
    "gesture": "XWTransitionDemo/FilterTransition/XWFilterFromController.m:22, 26-28 (type 8: a right pan, '右', edgeSpacing 0) and XWFilterToController.m:20, 24-26 (back: a left pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (XWTransitionAnimator's default)",
      "ratio animated 0 to 1 by a CABasicAnimation without a timing function, so linear",
      "needInteractiveTimer = YES: the timer drives the tail of a gesture",
      "CICopyMachineTransition, inputWidth 50, colour (0.6, 1, 0.8), inputOpacity 1.0, extent the whole image",
      "startAngle 0 (0 left, pi/2 down); revers YES, so back uses startAngle + pi"
    ],
    "differences": [
      {
        "change": "Segue's SVG and HTML renderers draw an approximation of the filter, ratio written",
        "reason": "Core Image exists only on Apple platforms, not where Segue renders (Linux, the browser)"
      }
    ]
  }
}
"""##),
        ("Effects/filter-flash.json", #"""
{
  "segue": 1,
  "id": "filter-flash",
  "name": "Filter Flash",
  "summary": "A bright striated flash (CIFlashTransition) fades into the new screen.",
  "family": "xwtransition",
  "tags": [
    "filter",
    "core-image",
    "xwtransition"
  ],
  "kind": "filter",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "timer": true,
    "to": {
      "direction": "down"
    },
    "back": {
      "direction": "up"
    }
  },
  "parameters": {
    "filter": "flash",
    "flashStriationRadius": 2.5,
    "flashStriationStrength": 0.5,
    "flashStriationContrast": 1.37,
    "flashFadeThreshold": 0.5
  },
  "provenance": {
    "original": "XWTransition (XWFilterAnimator, CIFlashTransition)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWFilterAnimator/XWFilterAnimator+XWFlash.m",
    "gesture": "XWTransitionDemo/FilterTransition/XWFilterFromController.m:22, 26-28 (type 4: a down pan, '下', edgeSpacing 0) and XWFilterToController.m:20, 24-26 (back: an up pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (XWTransitionAnimator's default)",
      "ratio animated 0 to 1 by a CABasicAnimation without a timing function, so linear",
      "needInteractiveTimer = YES: the timer drives the tail of a gesture",
      "inputMaxStriationRadius 2.5, inputStriationStrength 0.5",
      "inputStriationContrast 1.37, inputFadeThreshold 0.5",
      "inputColor (1, 0.8, 0.6)"
    ],
    "differences": [
      {
        "change": "the flash starts at the screen's centre",
        "reason": "the original passes (width, height) in points as a pixel position, the centre only on a 2x screen"
      },
      {
        "change": "Segue's SVG and HTML renderers draw an approximation of the filter, ratio written",
        "reason": "Core Image exists only on Apple platforms, not where Segue renders (Linux, the browser)"
      }
    ]
  }
}
"""#),
        ("Effects/filter-mask.json", #"""
{
  "segue": 1,
  "id": "filter-mask",
  "name": "Filter Mask",
  "summary": "The old screen disintegrates through a mask with a soft shadow (CIDisintegrateWithMaskTransition).",
  "family": "xwtransition",
  "tags": [
    "filter",
    "core-image",
    "xwtransition"
  ],
  "kind": "filter",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "timer": true,
    "to": {
      "direction": "down"
    },
    "back": {
      "direction": "up"
    }
  },
  "parameters": {
    "filter": "mask",
    "maskShadowRadius": 10,
    "maskShadowDensity": 0.7
  },
  "provenance": {
    "original": "XWTransition (XWFilterAnimator, CIDisintegrateWithMaskTransition)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWFilterAnimator/XWFilterAnimator+XWMask.m",
    "gesture": "XWTransitionDemo/FilterTransition/XWFilterFromController.m:22, 26-28 (type 3: a down pan, '下', edgeSpacing 0) and XWFilterToController.m:20, 24-26 (back: an up pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (XWTransitionAnimator's default)",
      "ratio animated 0 to 1 by a CABasicAnimation without a timing function, so linear",
      "needInteractiveTimer = YES: the timer drives the tail of a gesture",
      "CIDisintegrateWithMaskTransition, inputShadowRadius 10, inputShadowDensity 0.7",
      "inputShadowOffset (0, -0.05 x the screen's height)"
    ],
    "differences": [
      {
        "change": "the mask image (the original's mask.jpg) is drawn as a fixed pattern of growing blotches",
        "reason": "Segue ships no images; the blotches open at staggered ratios as the mask's grey levels do"
      },
      {
        "change": "Segue's SVG and HTML renderers draw an approximation of the filter, ratio written",
        "reason": "Core Image exists only on Apple platforms, not where Segue renders (Linux, the browser)"
      }
    ]
  }
}
"""#),
        ("Effects/filter-mod.json", #"""
{
  "segue": 1,
  "id": "filter-mod",
  "name": "Filter Mod",
  "summary": "A pattern of growing shapes (CIModTransition) cuts through to the new screen.",
  "family": "xwtransition",
  "tags": [
    "filter",
    "core-image",
    "xwtransition"
  ],
  "kind": "filter",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "timer": true,
    "to": {
      "direction": "down"
    },
    "back": {
      "direction": "up"
    }
  },
  "parameters": {
    "filter": "mod",
    "startAngle": 0,
    "modRadius": 30,
    "modCompression": 10
  },
  "provenance": {
    "original": "XWTransition (XWFilterAnimator, CIModTransition)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWFilterAnimator/XWFilterAnimator+XWMod.m",
    "gesture": "XWTransitionDemo/FilterTransition/XWFilterFromController.m:22, 26-28 (type 5: a down pan, '下', edgeSpacing 0) and XWFilterToController.m:20, 24-26 (back: an up pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (XWTransitionAnimator's default)",
      "ratio animated 0 to 1 by a CABasicAnimation without a timing function, so linear",
      "needInteractiveTimer = YES: the timer drives the tail of a gesture",
      "CIModTransition, inputRadius 30, inputCompression 10, centre at the image's centre",
      "startAngle 0 (0 left, pi/2 down); revers YES, so back uses startAngle + pi"
    ],
    "differences": [
      {
        "change": "Segue's SVG and HTML renderers draw an approximation of the filter, ratio written",
        "reason": "Core Image exists only on Apple platforms, not where Segue renders (Linux, the browser)"
      }
    ]
  }
}
"""#),
        ("Effects/filter-page-curl.json", #"""
{
  "segue": 1,
  "id": "filter-page-curl",
  "name": "Filter Page curl",
  "summary": "The old screen curls away like a page (CIPageCurlTransition).",
  "family": "xwtransition",
  "tags": [
    "filter",
    "core-image",
    "xwtransition"
  ],
  "kind": "filter",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "timer": true,
    "to": {
      "direction": "right"
    },
    "back": {
      "direction": "left"
    }
  },
  "parameters": {
    "filter": "page-curl",
    "startAngle": 0
  },
  "provenance": {
    "original": "XWTransition (XWFilterAnimator, page curl)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWFilterAnimator/XWFilterAnimator+XWPageCurl.m",
    "gesture": "XWTransitionDemo/FilterTransition/XWFilterFromController.m:22, 26-28 (type 6: a right pan, '右', edgeSpacing 0) and XWFilterToController.m:20, 24-26 (back: a left pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (XWTransitionAnimator's default)",
      "ratio animated 0 to 1 by a CABasicAnimation without a timing function, so linear",
      "needInteractiveTimer = YES: the timer drives the tail of a gesture",
      "CIPageCurlWithShadowTransition, inputAngle only, other inputs at Core Image defaults (radius 100)",
      "startAngle 0 (0 left, pi/2 down); revers YES, so back uses startAngle + pi"
    ],
    "differences": [
      {
        "change": "Segue's SVG and HTML renderers draw an approximation of the filter, ratio written",
        "reason": "Core Image exists only on Apple platforms, not where Segue renders (Linux, the browser)"
      }
    ]
  }
}
"""#),
        ("Effects/filter-ripple.json", #"""
{
  "segue": 1,
  "id": "filter-ripple",
  "name": "Filter Ripple",
  "summary": "A ripple spreads from the centre (CIRippleTransition) into the new screen.",
  "family": "xwtransition",
  "tags": [
    "filter",
    "core-image",
    "xwtransition"
  ],
  "kind": "filter",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "timer": true,
    "to": {
      "direction": "right"
    },
    "back": {
      "direction": "left"
    }
  },
  "parameters": {
    "filter": "ripple"
  },
  "provenance": {
    "original": "XWTransition (XWFilterAnimator, CIRippleTransition)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWFilterAnimator/XWFilterAnimator+XWRipple.m",
    "gesture": "XWTransitionDemo/FilterTransition/XWFilterFromController.m:22, 26-28 (type 7: a right pan, '右', edgeSpacing 0) and XWFilterToController.m:20, 24-26 (back: a left pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (XWTransitionAnimator's default)",
      "ratio animated 0 to 1 by a CABasicAnimation without a timing function, so linear",
      "needInteractiveTimer = YES: the timer drives the tail of a gesture",
      "CIRippleTransition centred on the image, width and scale at Core Image defaults"
    ],
    "differences": [
      {
        "change": "Segue's SVG and HTML renderers draw an approximation of the filter, ratio written",
        "reason": "Core Image exists only on Apple platforms, not where Segue renders (Linux, the browser)"
      }
    ]
  }
}
"""#),
        ("Effects/filter-swipe.json", #"""
{
  "segue": 1,
  "id": "filter-swipe",
  "name": "Filter Swipe",
  "summary": "A soft-edged swipe (Core Image CISwipeTransition) wipes to the new screen.",
  "family": "xwtransition",
  "tags": [
    "filter",
    "core-image",
    "xwtransition"
  ],
  "kind": "filter",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "timer": true,
    "to": {
      "direction": "right"
    },
    "back": {
      "direction": "left"
    }
  },
  "parameters": {
    "filter": "swipe",
    "startAngle": 0,
    "swipeWidth": 80
  },
  "provenance": {
    "original": "XWTransition (XWFilterAnimator, CISwipeTransition)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWFilterAnimator/XWFilterAnimator+XWSwipe.m",
    "gesture": "XWTransitionDemo/FilterTransition/XWFilterFromController.m:22, 26-28 (type 1: a right pan, '右', edgeSpacing 0) and XWFilterToController.m:20, 24-26 (back: a left pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (XWTransitionAnimator's default)",
      "ratio animated 0 to 1 by a CABasicAnimation without a timing function, so linear",
      "needInteractiveTimer = YES: the timer drives the tail of a gesture",
      "CISwipeTransition, inputWidth 80, inputOpacity 0, extent the whole image",
      "startAngle 0 (0 left, pi/2 down); revers YES, so back uses startAngle + pi"
    ],
    "differences": [
      {
        "change": "Segue's SVG and HTML renderers draw an approximation of the filter, ratio written",
        "reason": "Core Image exists only on Apple platforms, not where Segue renders (Linux, the browser)"
      }
    ]
  }
}
"""#),
        ("Effects/fly-from-corner.json", #"""
{
  "segue": 1,
  "id": "fly-from-corner",
  "name": "Fly from corner",
  "summary": "The new screen grows out of a button in the bottom-right corner (1.2 s), then the real screen appears as the snapshot fades (0.5 s).",
  "family": "articles",
  "tags": [
    "zoom",
    "snapshot",
    "articles"
  ],
  "kind": "fly-from-corner",
  "toDuration": 1.7,
  "backDuration": 1.7,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "down"
    }
  },
  "parameters": {
    "buttonSize": 56,
    "buttonInset": 20,
    "growDuration": 1.2,
    "fadeDuration": 0.5,
    "curve": "easeInEaseOut"
  },
  "provenance": {
    "original": "Article not found (snapshot flying from a corner button); url is the UIKit API it uses",
    "url": "https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning",
    "gesture": "added by Segue: the article was not found, so no interaction controller could be read",
    "compared": [
      "article not found: the items below are checked against effects.md 1.4 only",
      "1.2 s: a snapshot of the arriving screen grows from the button's rect at the bottom-right",
      "0.5 s: the real view appears and the snapshot fades"
    ],
    "differences": [
      {
        "change": "the button is a 56 pt square 20 pt from the bottom-right corner",
        "reason": "the original takes the button's frame from the app; a manifest needs a default"
      },
      {
        "change": "the way back is driven by a pan down, anywhere, percent over the height, finishing at 0.5 or more",
        "reason": "no original interaction controller was found to follow; a downward pan undoes a screen that grew out of the bottom corner"
      }
    ]
  }
}
"""#),
        ("Effects/fold-from-left.json", #"""
{
  "segue": 1,
  "id": "fold-from-left",
  "name": "Fold from the left",
  "summary": "The old screen folds like an accordion to the right while the new one unfolds from the left edge.",
  "family": "xwtransition",
  "tags": [
    "fold",
    "accordion",
    "3d",
    "xwtransition"
  ],
  "kind": "fold",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "right"
    },
    "back": {
      "direction": "left"
    }
  },
  "parameters": {
    "direction": "left",
    "folds": 4
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, fold; from VCTransitionsLibrary)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWFold.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 6: a right pan, '右', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: a left pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the default set in XWTransitionAnimator's init); animateWithDuration's default curve",
      "foldCount 4 (XWCoolAnimator's default): 2 * 4 strips of width W / 8 per view",
      "perspective is the container's sublayerTransform with m34 -0.005",
      "left strips are anchored at their left edge, right strips at their right edge",
      "to strips start at x = 0 turned +pi/2 / -pi/2 about y, shadow 1, and unfold, shadow 0",
      "from strips move to x = W turning +pi/2 / -pi/2, shadow 0 to 1",
      "the from strips' end transforms are CATransform3DRotate of the m34 -0.005 matrix",
      "shadows are black gradients from alpha 0 to 1",
      "back plays the fold-from-right geometry"
    ],
    "differences": [
      {
        "change": "the container's sublayerTransform (m34 -0.005) is reset at the end",
        "reason": "the original leaves it on the container, which check reports as leftover.container-transform"
      },
      {
        "change": "the strips' shadows are flat black overlays fading 0 to 1",
        "reason": "the originals use diagonal CAGradientLayers; the engine draws flat colours"
      }
    ]
  }
}
"""#),
        ("Effects/fold-from-right.json", #"""
{
  "segue": 1,
  "id": "fold-from-right",
  "name": "Fold from the right",
  "summary": "The old screen folds like an accordion to the left while the new one unfolds from the right edge.",
  "family": "xwtransition",
  "tags": [
    "fold",
    "accordion",
    "3d",
    "xwtransition"
  ],
  "kind": "fold",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "left"
    },
    "back": {
      "direction": "right"
    }
  },
  "parameters": {
    "direction": "right",
    "folds": 4
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, fold; from VCTransitionsLibrary)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWFold.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 7: a left pan, '左', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: a right pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the default set in XWTransitionAnimator's init); animateWithDuration's default curve",
      "foldCount 4 (XWCoolAnimator's default): 2 * 4 strips of width W / 8 per view",
      "perspective is the container's sublayerTransform with m34 -0.005",
      "left strips are anchored at their left edge, right strips at their right edge",
      "to strips start at x = W turned +pi/2 / -pi/2 about y, shadow 1, and unfold, shadow 0",
      "from strips move to x = 0 turning +pi/2 / -pi/2, shadow 0 to 1",
      "the from strips' end transforms are CATransform3DRotate of the m34 -0.005 matrix",
      "shadows are black gradients from alpha 0 to 1",
      "back plays the fold-from-left geometry"
    ],
    "differences": [
      {
        "change": "the container's sublayerTransform (m34 -0.005) is reset at the end",
        "reason": "the original leaves it on the container, which check reports as leftover.container-transform"
      },
      {
        "change": "the strips' shadows are flat black overlays fading 0 to 1",
        "reason": "the originals use diagonal CAGradientLayers; the engine draws flat colours"
      }
    ]
  }
}
"""#),
        ("Effects/fold.json", #"""
{
  "segue": 1,
  "id": "fold",
  "name": "Fold",
  "summary": "VCTransitionsLibrary's fold, with two folds, from the left.",
  "family": "vctransitions",
  "tags": [
    "fold",
    "accordion",
    "3d",
    "vctransitions"
  ],
  "extends": "fold-from-left",
  "toDuration": 1,
  "backDuration": 1,
  "interactive": {
    "completionSpeed": "1 - percent",
    "back": {
      "direction": "left",
      "base": 200,
      "finishAtThreshold": false,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "folds": 2
  },
  "provenance": {
    "original": "VCTransitionsLibrary (CEFoldAnimationController)",
    "url": "https://github.com/ColinEberhardt/VCTransitionsLibrary",
    "file": "AnimationControllers/CEFoldAnimationController.m",
    "gesture": "InteractionControllers/CEHorizontalSwipeInteractionController.m:57-66 (popOnRightToLeft = YES at :22: a pop starts only when velocity.x < 0), :92-101 (fabs(translation.x / 200.0), > 0.5, 0.99); wired by TransitionsDemo/TransitionsDemo/NavigationController.m:39 (pop) and ViewController.m:55 (dismiss); TabBarDemo/TabBarDemo/TabBarViewController.m:27-29 pairs it with CEFoldAnimationController (folds 3) for tabs",
    "compared": [
      "1.0 s each way (CEReversibleAnimationController's default duration)",
      "folds 2 (the controller's default): 4 strips of width W / 4 per view",
      "perspective is the container's sublayerTransform with m34 -0.005",
      "forward: to strips start at x = 0 turned +pi/2 / -pi/2 about y; from strips fold to x = W",
      "reverse: to strips start at x = W, from strips fold to x = 0 (fold-from-left's back)",
      "shadows black from alpha 0 to 1; animateWithDuration's default curve"
    ],
    "differences": [
      {
        "change": "the container's sublayerTransform (m34 -0.005) is reset at the end",
        "reason": "the original leaves it on the container, which check reports as leftover.container-transform"
      },
      {
        "change": "the strips' shadows are flat black overlays fading 0 to 1",
        "reason": "the originals use diagonal CAGradientLayers; the engine draws flat colours"
      },
      {
        "change": "one gesture, CEHorizontalSwipeInteractionController only; the demo pairs any animation with any of the horizontal swipe, vertical swipe and pinch controllers (SettingsViewController.m:27), and the pinch controller (fraction 1 - scale / startScale, CEPinchInteractionController.m:66) is not modelled",
        "reason": "a manifest names one pan gesture per direction; Segue ships the swipe that follows the animation's own motion"
      },
      {
        "change": "the percent counts the drag along the pop direction only; the original's fabs(translation.x / 200.0) (CEHorizontalSwipeInteractionController.m:92) also counts a drag back past the start, and its dismiss starts on a swipe either way (CEHorizontalSwipeInteractionController.m:83-85)",
        "reason": "a manifest gesture has one direction; for a swipe that keeps its direction the percent and the outcome are the same"
      },
      {
        "change": "a push can be driven by a pan right, anywhere (fold-from-left's XWTransition gesture, inherited through extends)",
        "reason": "VCTransitionsLibrary's controllers drive only pop, dismiss and tab switches; a manifest that extends another cannot remove an inherited gesture, and the push pan is the XWTransition fold's own"
      }
    ]
  }
}
"""#),
        ("Effects/lines-horizontal.json", #"""
{
  "segue": 1,
  "id": "lines-horizontal",
  "name": "Lines (horizontal)",
  "summary": "Both screens are cut into 4-point horizontal strips that fly sideways past each other.",
  "family": "xwtransition",
  "tags": [
    "lines",
    "strips",
    "random",
    "xwtransition"
  ],
  "kind": "lines",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "left"
    },
    "back": {
      "direction": "right"
    }
  },
  "parameters": {
    "orientation": "horizontal",
    "stripWidth": 4,
    "damping": 0.8
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, lines; idea from cinkster/HUAnimator)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWLines.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 9: a left pan, '左', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: a right pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "strips 4 pt thick (HLINEHEIGHT) cut from snapshots of both views",
      "spring damping 0.8, initial velocity 0, lasting duration - 0.01 s",
      "to view inserted at index 0; the real views are hidden while the strips fly",
      "incoming strips start displaced sideways by W * XWRandomFloat(1, 8), continuous",
      "to: incoming strips come from the right, outgoing fly left; back mirrors both"
    ],
    "differences": [
      {
        "change": "the back animation lasts backDuration (less 0.01 s)",
        "reason": "the original passes toDuration to the back animation too, a bug"
      },
      {
        "change": "random values come from a generator seeded per transition",
        "reason": "arc4random differs on every run; Segue's output must be identical for the same inputs"
      },
      {
        "change": "completeTransition lands on the first frame at or after the duration, not at duration - 0.01",
        "reason": "the timeline must last the declared duration; at 60 fps and 0.5 s it is the same frame"
      }
    ]
  }
}
"""#),
        ("Effects/lines-vertical.json", #"""
{
  "segue": 1,
  "id": "lines-vertical",
  "name": "Lines (vertical)",
  "summary": "Both screens are cut into 4-point vertical strips that fly up and down past each other.",
  "family": "xwtransition",
  "tags": [
    "lines",
    "strips",
    "random",
    "xwtransition"
  ],
  "kind": "lines",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "down"
    },
    "back": {
      "direction": "up"
    }
  },
  "parameters": {
    "orientation": "vertical",
    "stripWidth": 4,
    "damping": 0.8
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, lines; idea from cinkster/HUAnimator)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWLines.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 10: a down pan, '下', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: an up pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "strips 4 pt thick (HLINEHEIGHT) cut from snapshots of both views",
      "spring damping 0.8, initial velocity 0, lasting duration - 0.01 s",
      "to view inserted at index 0; the real views are hidden while the strips fly",
      "incoming strips start alternately below and above by H * XWRandomFloat(1, 4)",
      "outgoing strips fly alternately up and down, the first one up; back is the same"
    ],
    "differences": [
      {
        "change": "the back animation lasts backDuration (less 0.01 s)",
        "reason": "the original passes toDuration to the back animation too, a bug"
      },
      {
        "change": "random values come from a generator seeded per transition",
        "reason": "arc4random differs on every run; Segue's output must be identical for the same inputs"
      },
      {
        "change": "completeTransition lands on the first frame at or after the duration, not at duration - 0.01",
        "reason": "the timeline must last the declared duration; at 60 fps and 0.5 s it is the same frame"
      }
    ]
  }
}
"""#),
        ("Effects/magic-move.json", #"""
{
  "segue": 1,
  "id": "magic-move",
  "name": "Magic move",
  "summary": "A shared element flies from its frame in the old screen to its frame in the new one while the screens cross-fade.",
  "family": "xwtransition",
  "tags": [
    "shared-element",
    "fade",
    "xwtransition"
  ],
  "kind": "magic-move",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "down"
    },
    "back": {
      "direction": "up"
    }
  },
  "parameters": {
    "damping": false,
    "pairs": [
      {
        "from": {
          "x": 16,
          "y": 120,
          "width": 80,
          "height": 80
        },
        "to": {
          "x": 0,
          "y": 0,
          "width": "100%",
          "height": "40%"
        }
      }
    ]
  },
  "provenance": {
    "original": "XWTransition (XWMagicMoveAnimator)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWMagicMoveAnimator/XWMagicMoveAnimator.m",
    "gesture": "XWTransitionDemo/MagicMoveTransiton/XWMagicMoveFromController.m:46-48 (a down pan, edgeSpacing 0) and XWMagicMoveToController.m:37-39 (back: an up pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the demo's value)",
      "to view added on top at alpha 0 fading to 1 while the from view fades 1 to 0",
      "each start view is replaced by a snapshot at its frame (container coordinates) flying to its end",
      "the real start and end views are hidden meanwhile and shown again at the end",
      "dampingEnable NO: animateWithDuration's default curve (ease in-out)",
      "dampingEnable YES: spring damping 0.55, velocity 1 / 0.55, alphas in the same spring block",
      "empty or unequal groups end the transition at once with completeTransition:NO"
    ],
    "differences": [
      {
        "change": "a default pair of frames: an 80 pt square at (16, 120) to the top 40% of the screen",
        "reason": "the original reads the views from the app; a manifest needs frames to draw"
      },
      {
        "change": "with damping the model alpha passes 1 during the spring's overshoot; pictures clamp it",
        "reason": "Core Animation clamps opacity to 0...1 when drawing; the trace keeps the animated value"
      },
      {
        "change": "the way back pans up, as XWMagicMoveToController.m:37; the demo's image screen (XWMagicMoveToImageController.m:43) pans left instead",
        "reason": "one manifest holds one back gesture; the first magic move demo's is the one kept"
      }
    ]
  }
}
"""#),
        ("Effects/middle-flip-from-bottom.json", #"""
{
  "segue": 1,
  "id": "middle-flip-from-bottom",
  "name": "Middle flip from the bottom",
  "summary": "The old screen's bottom half folds over the middle, then the new screen's top half folds up.",
  "family": "xwtransition",
  "tags": [
    "flip",
    "3d",
    "halves",
    "xwtransition"
  ],
  "kind": "middle-flip",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "up"
    },
    "back": {
      "direction": "down"
    }
  },
  "parameters": {
    "direction": "bottom"
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, middle page flip)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWMiddlePageFlip.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 4: an up pan, '上', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: a down pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the default set in XWTransitionAnimator's init); keyframes, options 0",
      "container sublayerTransform m34 -0.002; both views cut into halves at the middle",
      "0-50%: the from view's bottom half, hinged at the spine, turns 0 to +pi/2 about x, shadow 0 to 1",
      "50-100%: the to view's top half turns -pi/2 to -0.001 about x (not 0) at the spine, shadow 1 to 0",
      "shadows are black gradients from alpha 0 to 0.5, darkest at the spine",
      "to view sent to the back under the halves",
      "back plays the middle-flip-from-top geometry"
    ],
    "differences": [
      {
        "change": "going back (and going to) the to view's turning half is drawn over the from view's still half; XWCoolAnimator+XWMiddlePageFlip.m:38 cuts and adds the to view's halves first, under the from view's (:40, added at :101-102)",
        "reason": "in that order the arriving half turns in behind the from view's still half and is never seen (sibling layers are drawn in order, not sorted by depth): the new screen would appear only when the snapshots are removed at the end"
      },
      {
        "change": "the 0 to 0.5 gradient shadows are drawn as eight flat bands, each within 0.031 alpha of the gradient",
        "reason": "the engine draws flat colours, not CAGradientLayers"
      },
      {
        "change": "the container's sublayerTransform (m34 -0.002) is reset at the end",
        "reason": "the original leaves it on the container, which check reports as leftover.container-transform"
      },
      {
        "change": "below an opaque navigation bar the perspective is centred on the screens, not on the container",
        "reason": "a sublayerTransform's perspective centres on the container, so with the spine off its middle a half standing at 90 degrees shows as a ~140 pt band; with the screens filling the container (the original's case) nothing differs"
      }
    ]
  }
}
"""#),
        ("Effects/middle-flip-from-left.json", #"""
{
  "segue": 1,
  "id": "middle-flip-from-left",
  "name": "Middle flip from the left",
  "summary": "The old screen's left half folds over the middle, then the new screen's right half folds down.",
  "family": "xwtransition",
  "tags": [
    "flip",
    "3d",
    "halves",
    "xwtransition"
  ],
  "kind": "middle-flip",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "right"
    },
    "back": {
      "direction": "left"
    }
  },
  "parameters": {
    "direction": "left"
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, middle page flip)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWMiddlePageFlip.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 1: a right pan, '右', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: a left pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the default set in XWTransitionAnimator's init); keyframes, options 0",
      "container sublayerTransform m34 -0.002; both views cut into halves at the middle",
      "0-50%: the from view's left half, hinged at the spine, turns 0 to +pi/2 about y, shadow 0 to 1",
      "50-100%: the to view's right half turns -pi/2 to -0.001 about y (not 0) at the spine, shadow 1 to 0",
      "shadows are black gradients from alpha 0 to 0.5, darkest at the spine",
      "to view sent to the back under the halves",
      "back plays the middle-flip-from-right geometry"
    ],
    "differences": [
      {
        "change": "going back (and going to) the to view's turning half is drawn over the from view's still half; XWCoolAnimator+XWMiddlePageFlip.m:38 cuts and adds the to view's halves first, under the from view's (:40, added at :101-102)",
        "reason": "in that order the arriving half turns in behind the from view's still half and is never seen (sibling layers are drawn in order, not sorted by depth): the new screen would appear only when the snapshots are removed at the end"
      },
      {
        "change": "the 0 to 0.5 gradient shadows are drawn as eight flat bands, each within 0.031 alpha of the gradient",
        "reason": "the engine draws flat colours, not CAGradientLayers"
      },
      {
        "change": "the container's sublayerTransform (m34 -0.002) is reset at the end",
        "reason": "the original leaves it on the container, which check reports as leftover.container-transform"
      },
      {
        "change": "below an opaque navigation bar the perspective is centred on the screens, not on the container",
        "reason": "a sublayerTransform's perspective centres on the container, so with the spine off its middle a half standing at 90 degrees shows as a ~140 pt band; with the screens filling the container (the original's case) nothing differs"
      }
    ]
  }
}
"""#),
        ("Effects/middle-flip-from-right.json", #"""
{
  "segue": 1,
  "id": "middle-flip-from-right",
  "name": "Middle flip from the right",
  "summary": "The old screen's right half folds over the middle, then the new screen's left half folds down.",
  "family": "xwtransition",
  "tags": [
    "flip",
    "3d",
    "halves",
    "xwtransition"
  ],
  "kind": "middle-flip",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "left"
    },
    "back": {
      "direction": "right"
    }
  },
  "parameters": {
    "direction": "right"
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, middle page flip)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWMiddlePageFlip.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 2: a left pan, '左', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: a right pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the default set in XWTransitionAnimator's init); keyframes, options 0",
      "container sublayerTransform m34 -0.002; both views cut into halves at the middle",
      "0-50%: the from view's right half, hinged at the spine, turns 0 to -pi/2 about y, shadow 0 to 1",
      "50-100%: the to view's left half turns +pi/2 to +0.001 about y (not 0) at the spine, shadow 1 to 0",
      "shadows are black gradients from alpha 0 to 0.5, darkest at the spine",
      "to view sent to the back under the halves",
      "back plays the middle-flip-from-left geometry"
    ],
    "differences": [
      {
        "change": "going back (and going to) the to view's turning half is drawn over the from view's still half; XWCoolAnimator+XWMiddlePageFlip.m:38 cuts and adds the to view's halves first, under the from view's (:40, added at :101-102)",
        "reason": "in that order the arriving half turns in behind the from view's still half and is never seen (sibling layers are drawn in order, not sorted by depth): the new screen would appear only when the snapshots are removed at the end"
      },
      {
        "change": "the 0 to 0.5 gradient shadows are drawn as eight flat bands, each within 0.031 alpha of the gradient",
        "reason": "the engine draws flat colours, not CAGradientLayers"
      },
      {
        "change": "the container's sublayerTransform (m34 -0.002) is reset at the end",
        "reason": "the original leaves it on the container, which check reports as leftover.container-transform"
      },
      {
        "change": "below an opaque navigation bar the perspective is centred on the screens, not on the container",
        "reason": "a sublayerTransform's perspective centres on the container, so with the spine off its middle a half standing at 90 degrees shows as a ~140 pt band; with the screens filling the container (the original's case) nothing differs"
      }
    ]
  }
}
"""#),
        ("Effects/middle-flip-from-top.json", #"""
{
  "segue": 1,
  "id": "middle-flip-from-top",
  "name": "Middle flip from the top",
  "summary": "The old screen's top half folds over the middle, then the new screen's bottom half folds down.",
  "family": "xwtransition",
  "tags": [
    "flip",
    "3d",
    "halves",
    "xwtransition"
  ],
  "kind": "middle-flip",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "down"
    },
    "back": {
      "direction": "up"
    }
  },
  "parameters": {
    "direction": "top"
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, middle page flip)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWMiddlePageFlip.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 3: a down pan, '下', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: an up pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the default set in XWTransitionAnimator's init); keyframes, options 0",
      "container sublayerTransform m34 -0.002; both views cut into halves at the middle",
      "0-50%: the from view's top half, hinged at the spine, turns 0 to -pi/2 about x, shadow 0 to 1",
      "50-100%: the to view's bottom half turns +pi/2 to +0.001 about x (not 0) at the spine, shadow 1 to 0",
      "shadows are black gradients from alpha 0 to 0.5, darkest at the spine",
      "to view sent to the back under the halves",
      "back plays the middle-flip-from-bottom geometry"
    ],
    "differences": [
      {
        "change": "going back (and going to) the to view's turning half is drawn over the from view's still half; XWCoolAnimator+XWMiddlePageFlip.m:38 cuts and adds the to view's halves first, under the from view's (:40, added at :101-102)",
        "reason": "in that order the arriving half turns in behind the from view's still half and is never seen (sibling layers are drawn in order, not sorted by depth): the new screen would appear only when the snapshots are removed at the end"
      },
      {
        "change": "the 0 to 0.5 gradient shadows are drawn as eight flat bands, each within 0.031 alpha of the gradient",
        "reason": "the engine draws flat colours, not CAGradientLayers"
      },
      {
        "change": "the container's sublayerTransform (m34 -0.002) is reset at the end",
        "reason": "the original leaves it on the container, which check reports as leftover.container-transform"
      },
      {
        "change": "below an opaque navigation bar the perspective is centred on the screens, not on the container",
        "reason": "a sublayerTransform's perspective centres on the container, so with the spine off its middle a half standing at 90 degrees shows as a ~140 pt band; with the screens filling the container (the original's case) nothing differs"
      }
    ]
  }
}
"""#),
        ("Effects/natgeo.json", #"""
{
  "segue": 1,
  "id": "natgeo",
  "name": "NatGeo",
  "summary": "The new page swings in from the right in 3D while the old one folds back about its left edge.",
  "family": "vctransitions",
  "tags": [
    "natgeo",
    "3d",
    "page",
    "vctransitions"
  ],
  "kind": "natgeo",
  "toDuration": 1,
  "backDuration": 1,
  "interactive": {
    "completionSpeed": "1 - percent",
    "back": {
      "direction": "left",
      "base": 200,
      "finishAtThreshold": false,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "perspective": 500,
    "firstPartRatio": 0.8
  },
  "provenance": {
    "original": "VCTransitionsLibrary (CENatGeoAnimationController)",
    "url": "https://github.com/ColinEberhardt/VCTransitionsLibrary",
    "file": "AnimationControllers/CENatGeoAnimationController.m",
    "gesture": "InteractionControllers/CEHorizontalSwipeInteractionController.m:57-66 (popOnRightToLeft = YES at :22: a pop starts only when velocity.x < 0), :92-101 (fabs(translation.x / 200.0), > 0.5, 0.99); wired by TransitionsDemo/TransitionsDemo/NavigationController.m:39 (pop) and ViewController.m:55 (dismiss)",
    "compared": [
      "1.0 s each way (CEReversibleAnimationController's default); keyframes with CalculationModeCubic",
      "m34 -1/500 in every pose; kAnimationFirstPartRatio 0.8",
      "to: to layer from (5 deg about z, translate (320, -40, 150), -45 deg about y, 10 deg about x)",
      "to: ... to identity over 0-1",
      "to: from layer, re-anchored at its left edge, goes to (80 deg about y, z -30, x 170) over 0.2-1",
      "back: the covered page returns from that pose over 0-0.8; the leaving page to the first pose, 0-1",
      "all layer transforms reset at the end",
      "both ways the from view is added, then the to view (lines 20-21): going back the returning page is drawn on top"
    ],
    "differences": [
      {
        "change": "one gesture, CEHorizontalSwipeInteractionController only; the demo pairs any animation with any of the horizontal swipe, vertical swipe and pinch controllers (SettingsViewController.m:27), and the pinch controller (fraction 1 - scale / startScale, CEPinchInteractionController.m:66) is not modelled",
        "reason": "a manifest names one pan gesture per direction; Segue ships the swipe that follows the animation's own motion"
      },
      {
        "change": "the percent counts the drag along the pop direction only; the original's fabs(translation.x / 200.0) (CEHorizontalSwipeInteractionController.m:92) also counts a drag back past the start, and its dismiss starts on a swipe either way (CEHorizontalSwipeInteractionController.m:83-85)",
        "reason": "a manifest gesture has one direction; for a swipe that keeps its direction the percent and the outcome are the same"
      }
    ]
  }
}
"""#),
        ("Effects/page-flip.json", #"""
{
  "segue": 1,
  "id": "page-flip",
  "name": "Page flip",
  "summary": "The old screen turns away like a book cover hinged at its left edge.",
  "family": "xwtransition",
  "tags": [
    "flip",
    "3d",
    "book",
    "xwtransition"
  ],
  "kind": "page-flip",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "left"
    },
    "back": {
      "direction": "right"
    }
  },
  "parameters": {
    "m34": -0.002
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, page flip)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWPageFlip.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 0: a left pan, '左', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: a right pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (XWTransitionAnimator's default; the demo sets 1.0 s)",
      "container sublayerTransform m34 -0.002",
      "a snapshot of the from view, anchored at its left edge, turns 0 to -pi/2 about y",
      "a black shade on the snapshot fades 0 to 1, one on the to view 1 to 0",
      "to view inserted at index 0, real from view hidden; animateWithDuration's default curve",
      "back turns the kept snapshot back to identity and reverses both shades"
    ]
  }
}
"""#),
        ("Effects/page-in.json", #"""
{
  "segue": 1,
  "id": "page-in",
  "name": "Page in",
  "summary": "The new screen slides in over the old one, which shrinks to 0.7 under a 0.1 black overlay.",
  "family": "hero",
  "tags": [
    "page",
    "slide",
    "zoom",
    "hero"
  ],
  "kind": "hero",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "edgeSpacing": 40,
      "base": "width",
      "finishAtThreshold": false
    }
  },
  "parameters": {
    "style": "page-in",
    "direction": "left",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "Hero (HeroDefaultAnimationType.pageIn)",
    "url": "https://github.com/HeroTransitions/Hero",
    "file": "Sources/Preprocessors/DefaultAnimationPreprocessor.swift",
    "gesture": "added by Segue: Hero has no gesture of its own (Sources/Transition/HeroTransition+Interactive.swift:33-82 is update/finish/cancel); modelled on LegacyExamples/Examples/BuiltInTransition/AnimationSelectTableViewController.swift:56-73 (UIScreenEdgePanGestureRecognizer, edges .left; progress translation.x / view.bounds.width; finish when (translation.x + velocity.x) / width > 0.5)",
    "compared": [
      "0.35 s; both views start from .timingFunction(.standard), (0.4, 0, 0.2, 1)",
      ".pageIn appends .timingFunction(.deceleration), (0, 0, 0.2, 1), to both views",
      "insertToViewFirst false: the to view, on top, slides in one width",
      "the arriving view's shadow has radius 5, black, offset 0 (beginWith)",
      "the from view scales to 0.7 under a black overlay of opacity 0.1",
      "back is .pageOut in the opposite direction (reversed())"
    ],
    "differences": [
      {
        "change": "the way back pairs each type with its reverse (push with pull), not .auto's .push(direction: .right)",
        "reason": "the reverse is the effect the user saw going to; .auto is a navigation controller default, not this type's"
      },
      {
        "change": "the shadow sits on the real view and is reset at completion",
        "reason": "Hero draws it on a snapshot it throws away; the engine animates the views themselves"
      },
      {
        "change": "the back gesture is Segue's: a rightward pan from within 40 pt of the left edge, progress translation / width, finishing only above 0.5",
        "reason": "Hero has no gesture of its own; Segue follows the gesture its built-in transitions example wires (AnimationSelectTableViewController.swift:56-73)"
      },
      {
        "change": "the release rule tests the percent alone; the example finishes when (translation.x + velocity.x) / width > 0.5 (line 69), a position projected one second ahead",
        "reason": "a manifest's release rule is a threshold or a finish velocity, not a projection; a slow release is decided the same way"
      },
      {
        "change": "the edge band is 40 pt; the example's UIScreenEdgePanGestureRecognizer (line 56-57) uses UIKit's band, whose width UIKit does not publish",
        "reason": "a manifest edge is a number of points"
      },
      {
        "change": "after release the tail runs as UIPercentDrivenInteractiveTransition's (completionSpeed 1, ease in-out); Hero restarts each animation from its current value over the rest of the duration (HeroTransition+Interactive.swift:53-58, 72-81)",
        "reason": "Segue's engine models UIKit's interaction controller; the tail takes the same time"
      }
    ]
  }
}
"""#),
        ("Effects/page-out.json", #"""
{
  "segue": 1,
  "id": "page-out",
  "name": "Page out",
  "summary": "The old screen slides away, uncovering the new one growing from 0.7 under a fading overlay.",
  "family": "hero",
  "tags": [
    "page",
    "slide",
    "zoom",
    "hero"
  ],
  "kind": "hero",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "edgeSpacing": 40,
      "base": "width",
      "finishAtThreshold": false
    }
  },
  "parameters": {
    "style": "page-out",
    "direction": "left",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "Hero (HeroDefaultAnimationType.pageOut)",
    "url": "https://github.com/HeroTransitions/Hero",
    "file": "Sources/Preprocessors/DefaultAnimationPreprocessor.swift",
    "gesture": "added by Segue: Hero has no gesture of its own (Sources/Transition/HeroTransition+Interactive.swift:33-82 is update/finish/cancel); modelled on LegacyExamples/Examples/BuiltInTransition/AnimationSelectTableViewController.swift:56-73 (UIScreenEdgePanGestureRecognizer, edges .left; progress translation.x / view.bounds.width; finish when (translation.x + velocity.x) / width > 0.5)",
    "compared": [
      "0.35 s; both views start from .timingFunction(.standard), (0.4, 0, 0.2, 1)",
      ".pageOut keeps the standard curve (no deceleration)",
      "insertToViewFirst true: the to view grows from 0.7 under, overlay 0.1 fading away",
      "the from view slides a full width away",
      "the leaving view's shadow, radius 5, fades from 0.5 (beginWith) to 0 (.shadowOpacity(0))",
      "back is .pageIn in the opposite direction (reversed())"
    ],
    "differences": [
      {
        "change": "the back gesture is Segue's: a rightward pan from within 40 pt of the left edge, progress translation / width, finishing only above 0.5",
        "reason": "Hero has no gesture of its own; Segue follows the gesture its built-in transitions example wires (AnimationSelectTableViewController.swift:56-73)"
      },
      {
        "change": "the release rule tests the percent alone; the example finishes when (translation.x + velocity.x) / width > 0.5 (line 69), a position projected one second ahead",
        "reason": "a manifest's release rule is a threshold or a finish velocity, not a projection; a slow release is decided the same way"
      },
      {
        "change": "the edge band is 40 pt; the example's UIScreenEdgePanGestureRecognizer (line 56-57) uses UIKit's band, whose width UIKit does not publish",
        "reason": "a manifest edge is a number of points"
      },
      {
        "change": "after release the tail runs as UIPercentDrivenInteractiveTransition's (completionSpeed 1, ease in-out); Hero restarts each animation from its current value over the rest of the duration (HeroTransition+Interactive.swift:53-58, 72-81)",
        "reason": "Segue's engine models UIKit's interaction controller; the tail takes the same time"
      }
    ]
  }
}
"""#),
        ("Effects/pan.json", #"""
{
  "segue": 1,
  "id": "pan",
  "name": "Pan",
  "summary": "The new screen slides in over the old one, which drifts half a screen the same way.",
  "family": "vctransitions",
  "tags": [
    "pan",
    "parallax",
    "vctransitions"
  ],
  "kind": "pan",
  "toDuration": 1,
  "backDuration": 1,
  "interactive": {
    "completionSpeed": "1 - percent",
    "back": {
      "direction": "left",
      "base": 200,
      "finishAtThreshold": false,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "parallax": 0.5
  },
  "provenance": {
    "original": "VCTransitionsLibrary (CEPanAnimationController)",
    "url": "https://github.com/ColinEberhardt/VCTransitionsLibrary",
    "file": "AnimationControllers/CEPanAnimationController.m",
    "gesture": "InteractionControllers/CEHorizontalSwipeInteractionController.m:57-66 (popOnRightToLeft = YES at :22: a pop starts only when velocity.x < 0), :92-101 (fabs(translation.x / 200.0), > 0.5, 0.99); wired by TransitionsDemo/TransitionsDemo/NavigationController.m:39 (pop) and ViewController.m:55 (dismiss)",
    "compared": [
      "to: the to view, on top, slides in from one screen right; the from view drifts half a screen left",
      "back: the to view, sent to the back, starts half a screen left; the from view slides off right",
      "animateWithDuration's default curve (ease in-out); frames reset after a cancel"
    ],
    "differences": [
      {
        "change": "offsets are the container's width W and W/2",
        "reason": "the original hard-codes 320 and -160 pt, the width of a 2013 iPhone"
      },
      {
        "change": "1.0 s each way (the library's default), not 0.3 s",
        "reason": "the original sets self.duration = .3 inside animateTransition, overriding any caller's value"
      },
      {
        "change": "one gesture, CEHorizontalSwipeInteractionController only; the demo pairs any animation with any of the horizontal swipe, vertical swipe and pinch controllers (SettingsViewController.m:27), and the pinch controller (fraction 1 - scale / startScale, CEPinchInteractionController.m:66) is not modelled",
        "reason": "a manifest names one pan gesture per direction; Segue ships the swipe that follows the animation's own motion"
      },
      {
        "change": "the percent counts the drag along the pop direction only; the original's fabs(translation.x / 200.0) (CEHorizontalSwipeInteractionController.m:92) also counts a drag back past the start, and its dismiss starts on a swipe either way (CEHorizontalSwipeInteractionController.m:83-85)",
        "reason": "a manifest gesture has one direction; for a swipe that keeps its direction the percent and the outcome are the same"
      }
    ]
  }
}
"""#),
        ("Effects/popover-menu.json", #"""
{
  "segue": 1,
  "id": "popover-menu",
  "name": "Popover menu",
  "summary": "A menu unfolds downwards from its top edge over the screen that presents it, and folds back up.",
  "family": "articles",
  "tags": [
    "popover",
    "menu",
    "scale",
    "presentation",
    "articles",
    "keyframes"
  ],
  "kind": "keyframes",
  "toDuration": 0.3,
  "backDuration": 0.3,
  "interactive": {
    "back": {
      "direction": "up"
    }
  },
  "keyframes": {
    "to": [
      {
        "actor": "to",
        "property": "anchorPoint",
        "keyframes": [
          {
            "time": 0,
            "value": [
              0.5,
              0
            ]
          }
        ]
      },
      {
        "actor": "to",
        "property": "transform",
        "keyframes": [
          {
            "time": 0,
            "value": [
              {
                "scale": [
                  1,
                  1e-05
                ]
              }
            ]
          },
          {
            "time": 1,
            "value": "identity"
          }
        ]
      }
    ],
    "back": [
      {
        "actor": "from",
        "property": "anchorPoint",
        "keyframes": [
          {
            "time": 0,
            "value": [
              0.5,
              0
            ]
          }
        ]
      },
      {
        "actor": "from",
        "property": "transform",
        "keyframes": [
          {
            "time": 0,
            "value": "identity"
          },
          {
            "time": 1,
            "value": [
              {
                "scale": [
                  1,
                  1e-05
                ]
              }
            ]
          }
        ]
      }
    ]
  },
  "provenance": {
    "original": "Article not found (custom popover menu presentation); url is the UIKit API it uses",
    "url": "https://developer.apple.com/documentation/uikit/uipresentationcontroller",
    "gesture": "added by Segue: the article was not found, so no interaction controller could be read",
    "compared": [
      "article not found: the items below are checked against effects.md 1.4 only",
      "0.3 s; present scales the menu's y from 0 to 1 anchored at its top edge (anchorPoint (0.5, 0))",
      "dismiss scales its y back down, anchored at the top edge"
    ],
    "differences": [
      {
        "change": "dismiss ends at scaleY 0.00001, not 0",
        "reason": "with exactly 0 the transform is singular and UIKit skips the animation"
      },
      {
        "change": "present starts at scaleY 0.00001 too, not 0",
        "reason": "for symmetry with the dismiss; at 0.00001 the menu is as invisible as at 0"
      },
      {
        "change": "the dismissal is driven by a pan up, anywhere, percent over the height, finishing at 0.5 or more",
        "reason": "no original interaction controller was found to follow; the menu folds up toward its top edge, so the pan follows it"
      }
    ]
  }
}
"""#),
        ("Effects/portal.json", #"""
{
  "segue": 1,
  "id": "portal",
  "name": "Portal",
  "summary": "The old screen opens like two doors while the new one grows from 80% behind them.",
  "family": "xwtransition",
  "tags": [
    "doors",
    "zoom",
    "xwtransition"
  ],
  "kind": "portal",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "down"
    },
    "back": {
      "direction": "up"
    }
  },
  "parameters": {
    "zoom": 0.8,
    "curve": "easeOut"
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, portal; from VCTransitionsLibrary)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWPortal.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 5: a down pan, '下', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: an up pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "0.5 s each way (the default set in XWTransitionAnimator's init)",
      "UIViewAnimationOptionCurveEaseOut both ways",
      "to: a snapshot of the to view at scale 0.8, sent to the back, grows to full size",
      "to: the from view's snapshot split into left and right halves, each sliding out W/2",
      "back: the to view's halves start W/2 outside and close; the from view scales 1 to 0.8"
    ]
  }
}
"""#),
        ("Effects/pull.json", #"""
{
  "segue": 1,
  "id": "pull",
  "name": "Pull",
  "summary": "The old screen slides a full screen away, uncovering the new one as it moves in from a third of a screen under a fading overlay.",
  "family": "hero",
  "tags": [
    "pull",
    "slide",
    "hero"
  ],
  "kind": "hero",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "edgeSpacing": 40,
      "base": "width",
      "finishAtThreshold": false
    }
  },
  "parameters": {
    "style": "pull",
    "direction": "left",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "Hero (HeroDefaultAnimationType.pull)",
    "url": "https://github.com/HeroTransitions/Hero",
    "file": "Sources/Preprocessors/DefaultAnimationPreprocessor.swift",
    "gesture": "added by Segue: Hero has no gesture of its own (Sources/Transition/HeroTransition+Interactive.swift:33-82 is update/finish/cancel); modelled on LegacyExamples/Examples/BuiltInTransition/AnimationSelectTableViewController.swift:56-73 (UIScreenEdgePanGestureRecognizer, edges .left; progress translation.x / view.bounds.width; finish when (translation.x + velocity.x) / width > 0.5)",
    "compared": [
      "0.35 s; both views start from .timingFunction(.standard), (0.4, 0, 0.2, 1)",
      ".pull keeps the standard curve (no deceleration)",
      "insertToViewFirst true: the to view, under, starts a third of the width away with overlay 0.1",
      "the from view slides a full width away",
      "the leaving view's shadow, radius 5, fades from 0.5 (beginWith) to 0 (.shadowOpacity(0))",
      "back is .push in the opposite direction (reversed())"
    ],
    "differences": [
      {
        "change": "the back gesture is Segue's: a rightward pan from within 40 pt of the left edge, progress translation / width, finishing only above 0.5",
        "reason": "Hero has no gesture of its own; Segue follows the gesture its built-in transitions example wires (AnimationSelectTableViewController.swift:56-73)"
      },
      {
        "change": "the release rule tests the percent alone; the example finishes when (translation.x + velocity.x) / width > 0.5 (line 69), a position projected one second ahead",
        "reason": "a manifest's release rule is a threshold or a finish velocity, not a projection; a slow release is decided the same way"
      },
      {
        "change": "the edge band is 40 pt; the example's UIScreenEdgePanGestureRecognizer (line 56-57) uses UIKit's band, whose width UIKit does not publish",
        "reason": "a manifest edge is a number of points"
      },
      {
        "change": "after release the tail runs as UIPercentDrivenInteractiveTransition's (completionSpeed 1, ease in-out); Hero restarts each animation from its current value over the rest of the duration (HeroTransition+Interactive.swift:53-58, 72-81)",
        "reason": "Segue's engine models UIKit's interaction controller; the tail takes the same time"
      }
    ]
  }
}
"""#),
        ("Effects/push.json", #"""
{
  "segue": 1,
  "id": "push",
  "name": "Push",
  "summary": "The new screen slides in over the old one, which drifts a third of a screen the same way under a 0.1 black overlay.",
  "family": "hero",
  "tags": [
    "push",
    "slide",
    "hero"
  ],
  "kind": "hero",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "edgeSpacing": 40,
      "base": "width",
      "finishAtThreshold": false
    }
  },
  "parameters": {
    "style": "push",
    "direction": "left",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "Hero (HeroDefaultAnimationType.push)",
    "url": "https://github.com/HeroTransitions/Hero",
    "file": "Sources/Preprocessors/DefaultAnimationPreprocessor.swift",
    "gesture": "added by Segue: Hero has no gesture of its own (Sources/Transition/HeroTransition+Interactive.swift:33-82 is update/finish/cancel); modelled on LegacyExamples/Examples/BuiltInTransition/AnimationSelectTableViewController.swift:56-73 (UIScreenEdgePanGestureRecognizer, edges .left; progress translation.x / view.bounds.width; finish when (translation.x + velocity.x) / width > 0.5)",
    "compared": [
      "0.35 s; both views start from .timingFunction(.standard), (0.4, 0, 0.2, 1)",
      ".push appends .timingFunction(.deceleration), (0, 0, 0.2, 1), to both views",
      "insertToViewFirst false: the to view, on top, enters from one container width away",
      "the arriving view's shadow has radius 5, black, offset 0 (beginWith)",
      "the from view shifts a third of the width the same way under a black overlay of opacity 0.1",
      "back is .push(.left).reversed() = .pull(direction: .right), the .autoReverse pairing"
    ],
    "differences": [
      {
        "change": "the way back pairs each type with its reverse (push with pull), not .auto's .push(direction: .right)",
        "reason": "the reverse is the effect the user saw going to; .auto is a navigation controller default, not this type's"
      },
      {
        "change": "the shadow sits on the real view and is reset at completion",
        "reason": "Hero draws it on a snapshot it throws away; the engine animates the views themselves"
      },
      {
        "change": "the back gesture is Segue's: a rightward pan from within 40 pt of the left edge, progress translation / width, finishing only above 0.5",
        "reason": "Hero has no gesture of its own; Segue follows the gesture its built-in transitions example wires (AnimationSelectTableViewController.swift:56-73)"
      },
      {
        "change": "the release rule tests the percent alone; the example finishes when (translation.x + velocity.x) / width > 0.5 (line 69), a position projected one second ahead",
        "reason": "a manifest's release rule is a threshold or a finish velocity, not a projection; a slow release is decided the same way"
      },
      {
        "change": "the edge band is 40 pt; the example's UIScreenEdgePanGestureRecognizer (line 56-57) uses UIKit's band, whose width UIKit does not publish",
        "reason": "a manifest edge is a number of points"
      },
      {
        "change": "after release the tail runs as UIPercentDrivenInteractiveTransition's (completionSpeed 1, ease in-out); Hero restarts each animation from its current value over the rest of the duration (HeroTransition+Interactive.swift:53-58, 72-81)",
        "reason": "Segue's engine models UIKit's interaction controller; the tail takes the same time"
      }
    ]
  }
}
"""#),
        ("Effects/scale-fade-push.json", #"""
{
  "segue": 1,
  "id": "scale-fade-push",
  "name": "Scale and fade push",
  "summary": "The new screen grows and fades in from the left while the old one shrinks and fades out to the right.",
  "family": "articles",
  "tags": [
    "scale",
    "fade",
    "push",
    "articles",
    "keyframes"
  ],
  "kind": "keyframes",
  "toDuration": 0.7,
  "backDuration": 0.7,
  "interactive": {
    "back": {
      "direction": "right",
      "edgeSpacing": 40
    }
  },
  "keyframes": {
    "to": [
      {
        "actor": "to",
        "property": "transform",
        "keyframes": [
          {
            "time": 0,
            "value": [
              {
                "translate": [
                  "-100%W",
                  0
                ]
              },
              {
                "scale": 0.1
              }
            ]
          },
          {
            "time": 1,
            "value": "identity"
          }
        ]
      },
      {
        "actor": "to",
        "property": "alpha",
        "keyframes": [
          {
            "time": 0,
            "value": 0
          },
          {
            "time": 1,
            "value": 1
          }
        ]
      },
      {
        "actor": "from",
        "property": "transform",
        "keyframes": [
          {
            "time": 0,
            "value": "identity"
          },
          {
            "time": 1,
            "value": [
              {
                "translate": [
                  "100%W",
                  0
                ]
              },
              {
                "scale": 0.1
              }
            ]
          }
        ]
      },
      {
        "actor": "from",
        "property": "alpha",
        "keyframes": [
          {
            "time": 0,
            "value": 1
          },
          {
            "time": 1,
            "value": 0
          }
        ]
      }
    ],
    "back": "reverse"
  },
  "provenance": {
    "original": "Article not found (scale and fade push); url is the UIKit API it uses",
    "url": "https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning",
    "gesture": "added by Segue: the article was not found, so no interaction controller could be read",
    "compared": [
      "article not found: the items below are checked against effects.md 1.4 only",
      "0.7 s",
      "the to view starts at alpha 0, translate (-W, 0), scale 0.1, and returns to identity",
      "the from view goes to translate (+W, 0), scale 0.1, alpha 0 and is reset after"
    ],
    "differences": [
      {
        "change": "the pop is driven by a pan right from within 40 pt of the left edge, percent over the width, finishing at 0.5 or more",
        "reason": "no original interaction controller was found to follow; Segue uses the system back swipe's shape"
      }
    ]
  }
}
"""#),
        ("Effects/scanning-from-bottom.json", #"""
{
  "segue": 1,
  "id": "scanning-from-bottom",
  "name": "Scanning from bottom",
  "summary": "A scan line sweeps in from the bottom edge, wiping the old screen away, then sweeps back.",
  "family": "xwtransition",
  "tags": [
    "scanning",
    "mask",
    "xwtransition"
  ],
  "kind": "scanning",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "up"
    },
    "back": {
      "direction": "down"
    }
  },
  "parameters": {
    "edge": "bottom",
    "thickness": 18,
    "lengthFactor": 1.5
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, scanning)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWScanning.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 14: an up pan, '上', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: a down pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "scan line 18 pt thick and 1.5 * W long",
      "the line's centre starts 4 pt outside the bottom edge; line and mask both translate H",
      "so the line's centre runs from -4 to H - 4 while the mask runs 0 to H",
      "0-70%: the mask over the from view and the line sweep across; 70-100%: the line returns",
      "animateKeyframesWithDuration with options 0; to view inserted at index 0",
      "back starts from the top edge"
    ],
    "differences": [
      {
        "change": "the back animation lasts backDuration",
        "reason": "the original passes toDuration to the back animation too, a bug"
      },
      {
        "change": "the scan line is a plain white bar (the color parameter)",
        "reason": "the original stretches the image XWTransition/Resoures/line.png; a manifest has no images"
      }
    ]
  }
}
"""#),
        ("Effects/scanning-from-left.json", #"""
{
  "segue": 1,
  "id": "scanning-from-left",
  "name": "Scanning from left",
  "summary": "A scan line sweeps in from the left edge, wiping the old screen away, then sweeps back.",
  "family": "xwtransition",
  "tags": [
    "scanning",
    "mask",
    "xwtransition"
  ],
  "kind": "scanning",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "right"
    },
    "back": {
      "direction": "left"
    }
  },
  "parameters": {
    "edge": "left",
    "thickness": 18,
    "lengthFactor": 1.5
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, scanning)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWScanning.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 11: a right pan, '右', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: a left pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "scan line 18 pt thick and 1.5 * H long",
      "the line's centre starts 4 pt outside the left edge; line and mask both translate W",
      "so the line's centre runs from -4 to W - 4 while the mask runs 0 to W",
      "0-70%: the mask over the from view and the line sweep across; 70-100%: the line returns",
      "animateKeyframesWithDuration with options 0; to view inserted at index 0",
      "back starts from the right edge"
    ],
    "differences": [
      {
        "change": "the back animation lasts backDuration",
        "reason": "the original passes toDuration to the back animation too, a bug"
      },
      {
        "change": "the scan line is a plain white bar (the color parameter)",
        "reason": "the original stretches the image XWTransition/Resoures/line.png; a manifest has no images"
      }
    ]
  }
}
"""#),
        ("Effects/scanning-from-right.json", #"""
{
  "segue": 1,
  "id": "scanning-from-right",
  "name": "Scanning from right",
  "summary": "A scan line sweeps in from the right edge, wiping the old screen away, then sweeps back.",
  "family": "xwtransition",
  "tags": [
    "scanning",
    "mask",
    "xwtransition"
  ],
  "kind": "scanning",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "left"
    },
    "back": {
      "direction": "right"
    }
  },
  "parameters": {
    "edge": "right",
    "thickness": 18,
    "lengthFactor": 1.5
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, scanning)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWScanning.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 12: a left pan, '左', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: a right pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "scan line 18 pt thick and 1.5 * H long",
      "the line's centre starts 4 pt outside the right edge; line and mask both translate W",
      "so the line's centre runs from -4 to W - 4 while the mask runs 0 to W",
      "0-70%: the mask over the from view and the line sweep across; 70-100%: the line returns",
      "animateKeyframesWithDuration with options 0; to view inserted at index 0",
      "back starts from the left edge"
    ],
    "differences": [
      {
        "change": "the back animation lasts backDuration",
        "reason": "the original passes toDuration to the back animation too, a bug"
      },
      {
        "change": "the scan line is a plain white bar (the color parameter)",
        "reason": "the original stretches the image XWTransition/Resoures/line.png; a manifest has no images"
      }
    ]
  }
}
"""#),
        ("Effects/scanning-from-top.json", #"""
{
  "segue": 1,
  "id": "scanning-from-top",
  "name": "Scanning from top",
  "summary": "A scan line sweeps in from the top edge, wiping the old screen away, then sweeps back.",
  "family": "xwtransition",
  "tags": [
    "scanning",
    "mask",
    "xwtransition"
  ],
  "kind": "scanning",
  "toDuration": 0.5,
  "backDuration": 0.5,
  "interactive": {
    "to": {
      "direction": "down"
    },
    "back": {
      "direction": "up"
    }
  },
  "parameters": {
    "edge": "top",
    "thickness": 18,
    "lengthFactor": 1.5
  },
  "provenance": {
    "original": "XWTransition (XWCoolAnimator, scanning)",
    "url": "https://github.com/wazrx/XWTransition",
    "file": "XWTransition/XWCoolAnimator/XWCoolAnimator+XWScanning.m",
    "gesture": "XWTransitionDemo/PageFlipTransiton/XWCoolFromController.m:18, 22-24 (type 13: a down pan, '下', edgeSpacing 0) and XWCoolToController.m:15, 19-21 (back: an up pan, edgeSpacing 0); XWTransition/Main/XWInteractiveTransition.m:147 (base: the pan view's width, or height for up/down), :66-91 (edgeSpacing band), :117 (without the timer a release finishes at percent >= 0.5), :178 and :234 (the timer heads for 1 above 0.5)",
    "compared": [
      "scan line 18 pt thick and 1.5 * W long",
      "the line's centre starts 4 pt outside the top edge; line and mask both translate H",
      "so the line's centre runs from -4 to H - 4 while the mask runs 0 to H",
      "0-70%: the mask over the from view and the line sweep across; 70-100%: the line returns",
      "animateKeyframesWithDuration with options 0; to view inserted at index 0",
      "back starts from the bottom edge"
    ],
    "differences": [
      {
        "change": "the back animation lasts backDuration",
        "reason": "the original passes toDuration to the back animation too, a bug"
      },
      {
        "change": "the scan line is a plain white bar (the color parameter)",
        "reason": "the original stretches the image XWTransition/Resoures/line.png; a manifest has no images"
      }
    ]
  }
}
"""#),
        ("Effects/slide-fade.json", #"""
{
  "$schema": "../Schemas/manifest.schema.json",
  "segue": 1,
  "id": "slide-fade",
  "name": "Slide and fade",
  "summary": "A slide where the arriving screen fades in and the leaving one fades out.",
  "family": "ibanimatable",
  "tags": [
    "slide",
    "fade",
    "ibanimatable"
  ],
  "extends": "slide",
  "toDuration": 0.75,
  "backDuration": 0.75,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "base": "width",
      "finishAtThreshold": false,
      "velocityThreshold": 1000,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "fade": true,
    "curve": "easeInEaseOut"
  },
  "provenance": {
    "original": "IBAnimatable (SlideAnimator, slide(to: .left, isFade: true))",
    "url": "https://github.com/IBAnimatable/IBAnimatable",
    "file": "Sources/Animators/TransitionAnimator/SlideAnimator.swift",
    "gesture": "Sources/Animators/TransitionAnimator/SlideAnimator.swift:28 (.pan(from: direction.matchingGesture), .left for slide(to: .left)); Sources/Animators/InteractiveAnimator/PanInteractiveAnimator.swift:33-36 (translation.x / superview width: a rightward pan; speed velocity.x), :60 (clamped to 0.99), :63 (progress > 0.5 || speed > 1000); wired by Sources/Animators/Common/TransitionPresenter.swift:62-65, 84 (dismissal) and Navigator.swift:33-36, 53 (pop)",
    "compared": [
      "0.75 s: defaultTransitionDuration in Sources/Common/Constants.swift",
      "UIView.animate's default curve (ease in-out)",
      "to .left: the from view translates -W, the to view starts at travel.inverted(), +W",
      "isFade: the to view fades 0 to 1 and the from view 1 to 0 in the same block",
      "the reverse is .slide(to: direction.opposite, isFade: true)"
    ],
    "differences": [
      {
        "change": "going back the to view is drawn under the from view; SlideAnimator.swift:50 adds it on top (containerView.addSubview(toView)) both ways",
        "reason": "the views are a full travel apart and move by the same transform, so they never overlap and the order never shows; Segue keeps slide's order, which Hero's own slide uses going back (HeroTransition+Start.swift:158-160)"
      },
      {
        "change": "the from view's alpha is restored at the end",
        "reason": "IBAnimatable's SlideAnimator never resets the faded view, which would come back transparent"
      },
      {
        "change": "a percent between 0.99 and 1 passes unchanged; PanInteractiveAnimator.swift:60 caps everything above 0.99 (min(progress, 0.99))",
        "reason": "fullPercent replaces only a full swipe (1 or more), as VCTransitionsLibrary does; the two differ by at most 0.01 of the percent"
      }
    ]
  }
}
"""#),
        ("Effects/slide.json", #"""
{
  "segue": 1,
  "id": "slide",
  "name": "Slide",
  "summary": "Both screens move one full screen to the left; going back, to the right.",
  "family": "hero",
  "tags": [
    "slide",
    "hero",
    "ibanimatable"
  ],
  "kind": "slide",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "edgeSpacing": 40,
      "base": "width",
      "finishAtThreshold": false
    }
  },
  "parameters": {
    "direction": "left",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "Hero (HeroDefaultAnimationType.slide)",
    "url": "https://github.com/HeroTransitions/Hero",
    "file": "Sources/Preprocessors/DefaultAnimationPreprocessor.swift",
    "gesture": "added by Segue: Hero has no gesture of its own (Sources/Transition/HeroTransition+Interactive.swift:33-82 is update/finish/cancel); modelled on LegacyExamples/Examples/BuiltInTransition/AnimationSelectTableViewController.swift:56-73 (UIScreenEdgePanGestureRecognizer, edges .left; progress translation.x / view.bounds.width; finish when (translation.x + velocity.x) / width > 0.5)",
    "compared": [
      "0.35 s; both views start from .timingFunction(.standard), (0.4, 0, 0.2, 1)",
      "both views translate one container width (shift(direction:appearing:))",
      "no deceleration; back is .slide in the opposite direction (reversed())",
      "the same motion as IBAnimatable's slide(to:isFade: false), SlideAnimator.swift"
    ],
    "differences": [
      {
        "change": "the back gesture is Segue's: a rightward pan from within 40 pt of the left edge, progress translation / width, finishing only above 0.5",
        "reason": "Hero has no gesture of its own; Segue follows the gesture its built-in transitions example wires (AnimationSelectTableViewController.swift:56-73)"
      },
      {
        "change": "the release rule tests the percent alone; the example finishes when (translation.x + velocity.x) / width > 0.5 (line 69), a position projected one second ahead",
        "reason": "a manifest's release rule is a threshold or a finish velocity, not a projection; a slow release is decided the same way"
      },
      {
        "change": "the edge band is 40 pt; the example's UIScreenEdgePanGestureRecognizer (line 56-57) uses UIKit's band, whose width UIKit does not publish",
        "reason": "a manifest edge is a number of points"
      },
      {
        "change": "after release the tail runs as UIPercentDrivenInteractiveTransition's (completionSpeed 1, ease in-out); Hero restarts each animation from its current value over the rest of the duration (HeroTransition+Interactive.swift:53-58, 72-81)",
        "reason": "Segue's engine models UIKit's interaction controller; the tail takes the same time"
      }
    ]
  }
}
"""#),
        ("Effects/spring-modal.json", #"""
{
  "segue": 1,
  "id": "spring-modal",
  "name": "Spring modal",
  "summary": "The new screen springs up from one screen below; going back, it slides down one screen.",
  "family": "articles",
  "tags": [
    "modal",
    "spring",
    "slide",
    "articles",
    "keyframes"
  ],
  "kind": "keyframes",
  "toDuration": 0.8,
  "backDuration": 0.4,
  "interactive": {
    "completionSpeed": "1 - percent",
    "back": {
      "direction": "down",
      "base": 400,
      "threshold": 0.5,
      "finishAtThreshold": false
    }
  },
  "keyframes": {
    "to": [
      {
        "actor": "to",
        "property": "transform",
        "keyframes": [
          {
            "time": 0,
            "value": [
              {
                "translate": [
                  0,
                  "100%H"
                ]
              }
            ]
          },
          {
            "time": 1,
            "value": "identity",
            "curve": {
              "spring": {
                "dampingRatio": 0.6,
                "velocity": 0
              }
            }
          }
        ]
      }
    ],
    "back": [
      {
        "actor": "from",
        "property": "transform",
        "keyframes": [
          {
            "time": 0,
            "value": "identity"
          },
          {
            "time": 1,
            "value": [
              {
                "translate": [
                  0,
                  "100%H"
                ]
              }
            ],
            "curve": "easeInEaseOut"
          }
        ]
      }
    ]
  },
  "provenance": {
    "original": "onevcat, WWDC 2013 Session notes, iOS7 ViewController transitions (onevcat.com/2013/10)",
    "url": "https://github.com/onevcat/VCTransitionDemo",
    "file": "VCTransitionDemo/BouncePresentAnimation.m",
    "gesture": "VCTransitionDemo/SwipeUpInteractiveTransition.m:28-31 (completionSpeed 1 - percentComplete), :39 (the pan dismisses as it begins), :43-46 (fraction = translation.y / 400.0 clamped to [0, 1], shouldComplete = fraction > 0.5); wired to the presented screen by VCTransitionDemo/MainViewController.m:51 (wireToViewController:mvc)",
    "compared": [
      "durations: BouncePresentAnimation returns 0.8 s, NormalDismissAnimation 0.4 s",
      "dismiss: animateWithDuration: with no options, so the default ease-in-ease-out curve",
      "pan: completionSpeed returns 1 - percentComplete; shouldComplete is fraction > 0.5 (strictly)",
      "present: the to view starts at its final frame offset down by the screen height",
      "present: spring damping 0.6, initial velocity 0 (options UIViewAnimationOptionCurveLinear)",
      "dismiss (NormalDismissAnimation.m): to view sent to the back, the from view moves down one screen",
      "pan (SwipeUpInteractiveTransition.m): fraction = translation.y / 400, clamped to [0, 1]",
      "pan: finishes when the fraction is above 0.5 and the gesture was not cancelled"
    ]
  }
}
"""#),
        ("Effects/tab-cube.json", #"""
{
  "segue": 1,
  "id": "tab-cube",
  "name": "Tab cube",
  "summary": "Switching tabs turns the screens like two faces of a cube, hinged on their shared edge.",
  "family": "articles",
  "tags": [
    "cube",
    "3d",
    "tab",
    "articles"
  ],
  "kind": "tab-cube",
  "toDuration": 0.7,
  "backDuration": 0.7,
  "interactive": {
    "timer": false,
    "to": {
      "direction": "left"
    },
    "back": {
      "direction": "right"
    }
  },
  "parameters": {
    "perspective": 200,
    "curve": "easeInEaseOut"
  },
  "provenance": {
    "original": "TabbarTransitionAnimation (zanglitao/UIVIewControllerSwitch); article not found",
    "url": "https://github.com/zanglitao/UIVIewControllerSwitch",
    "file": "ViewControllerSwitchDemo/TabbarTransitionAnimation.m",
    "gesture": "added by Segue: TabbarControllerDelegate.m returns only the animation (tabBarController:animationControllerForTransitionFromViewController:toViewController:) and no interaction controller",
    "compared": [
      "0.7 s; animateWithDuration's default curve (ease in-out)",
      "m34 -1/200 set as .m34 on the CATransform3DMakeRotation matrices (PERSPECTIVE)",
      "the to view, anchored at its left edge, starts at -pi/2 about y",
      "the from view, anchored at its right edge, ends at +pi/2 about y",
      "the container translates from +W/2 to -W/2",
      "transforms, anchor points and the container's transform reset at the end"
    ],
    "differences": [
      {
        "change": "going back (a lower tab index) the to view is drawn under the from view; TabbarTransitionAnimation.m:35 adds it on top ([container addSubview:toVC.view]) in its one direction",
        "reason": "the two faces hinge on their shared edge and each stays on its own side of it on screen, so they never overlap and the order never shows"
      },
      {
        "change": "going to a lower tab index mirrors every sign and edge",
        "reason": "the original turns the same way whichever tab is chosen; Segue turns back the way it came"
      },
      {
        "change": "tab switches can be driven by a pan (left to a higher index, right to a lower one, anywhere, percent over the width, finishing at 0.5 or more)",
        "reason": "the original switches tabs only by a tap on the tab bar (TabbarControllerDelegate.m supplies no interaction controller); Segue adds the pan so the effect can be driven like the other tab effects"
      }
    ]
  }
}
"""#),
        ("Effects/turn-horizontal.json", #"""
{
  "segue": 1,
  "id": "turn-horizontal",
  "name": "Turn (horizontal)",
  "summary": "The old screen turns a quarter turn about the x axis, then the new one turns in.",
  "family": "vctransitions",
  "tags": [
    "turn",
    "flip",
    "3d",
    "vctransitions"
  ],
  "kind": "turn",
  "toDuration": 1,
  "backDuration": 1,
  "interactive": {
    "completionSpeed": "1 - percent",
    "back": {
      "direction": "down",
      "base": 200,
      "finishAtThreshold": false,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "axis": "horizontal",
    "m34": -0.002
  },
  "provenance": {
    "original": "VCTransitionsLibrary (CETurnAnimationController)",
    "url": "https://github.com/ColinEberhardt/VCTransitionsLibrary",
    "file": "AnimationControllers/CETurnAnimationController.m",
    "gesture": "InteractionControllers/CEVerticalSwipeInteractionController.m:59-67 (a pop starts only when translation.y > 0), :79-88 (fabs(translation.y / 200.0), > 0.5, 0.99); wired by TransitionsDemo/TransitionsDemo/NavigationController.m:39 (pop) and ViewController.m:55 (dismiss)",
    "compared": [
      "1.0 s each way (CEReversibleAnimationController's default); keyframes, options 0",
      "container sublayerTransform m34 -0.002; whole views turn",
      "flipDirection CEDirectionHorizontal turns about x",
      "to: the to view starts at +pi/2; 0-0.5 the from view turns 0 to -pi/2; 0.5-1 the to view to 0",
      "back (reverse) flips the signs"
    ],
    "differences": [
      {
        "change": "going back the to view is drawn under the from view; CETurnAnimationController.m:25 adds it on top ([containerView addSubview:toView]) in both directions",
        "reason": "one view is always edge-on (0-0.5 the to view waits at pi/2, 0.5-1 the from view rests at pi/2), so they never overlap and the order never shows; forcing it with zPosition would move the layers 1 pt toward the eye under the container's perspective"
      },
      {
        "change": "the from view's transform is reset to identity at the end",
        "reason": "the original never resets it, so the old screen stays turned away if reused"
      },
      {
        "change": "one gesture, CEVerticalSwipeInteractionController only; the demo pairs any animation with any of the horizontal swipe, vertical swipe and pinch controllers (SettingsViewController.m:27), and the pinch controller (fraction 1 - scale / startScale, CEPinchInteractionController.m:66) is not modelled",
        "reason": "a manifest names one pan gesture per direction; Segue ships the swipe that follows the animation's own motion"
      },
      {
        "change": "the percent counts the drag along the pop direction only; the original's fabs(translation.y / 200.0) (CEVerticalSwipeInteractionController.m:79) also counts a drag back past the start, and its dismiss starts on a swipe either way (CEVerticalSwipeInteractionController.m:70-72)",
        "reason": "a manifest gesture has one direction; for a swipe that keeps its direction the percent and the outcome are the same"
      }
    ]
  }
}
"""#),
        ("Effects/turn-vertical.json", #"""
{
  "segue": 1,
  "id": "turn-vertical",
  "name": "Turn (vertical)",
  "summary": "The old screen turns a quarter turn about the y axis, then the new one turns in.",
  "family": "vctransitions",
  "tags": [
    "turn",
    "flip",
    "3d",
    "vctransitions"
  ],
  "kind": "turn",
  "toDuration": 1,
  "backDuration": 1,
  "interactive": {
    "completionSpeed": "1 - percent",
    "back": {
      "direction": "left",
      "base": 200,
      "finishAtThreshold": false,
      "fullPercent": 0.99
    }
  },
  "parameters": {
    "axis": "vertical",
    "m34": -0.002
  },
  "provenance": {
    "original": "VCTransitionsLibrary (CETurnAnimationController)",
    "url": "https://github.com/ColinEberhardt/VCTransitionsLibrary",
    "file": "AnimationControllers/CETurnAnimationController.m",
    "gesture": "InteractionControllers/CEHorizontalSwipeInteractionController.m:57-66 (popOnRightToLeft = YES at :22: a pop starts only when velocity.x < 0), :92-101 (fabs(translation.x / 200.0), > 0.5, 0.99); wired by TransitionsDemo/TransitionsDemo/NavigationController.m:39 (pop) and ViewController.m:55 (dismiss)",
    "compared": [
      "1.0 s each way (CEReversibleAnimationController's default); keyframes, options 0",
      "container sublayerTransform m34 -0.002; whole views turn",
      "flipDirection CEDirectionVertical (the default) turns about y",
      "to: the to view starts at +pi/2; 0-0.5 the from view turns 0 to -pi/2; 0.5-1 the to view to 0",
      "back (reverse) flips the signs"
    ],
    "differences": [
      {
        "change": "going back the to view is drawn under the from view; CETurnAnimationController.m:25 adds it on top ([containerView addSubview:toView]) in both directions",
        "reason": "one view is always edge-on (0-0.5 the to view waits at pi/2, 0.5-1 the from view rests at pi/2), so they never overlap and the order never shows; forcing it with zPosition would move the layers 1 pt toward the eye under the container's perspective"
      },
      {
        "change": "the from view's transform is reset to identity at the end",
        "reason": "the original never resets it, so the old screen stays turned away if reused"
      },
      {
        "change": "one gesture, CEHorizontalSwipeInteractionController only; the demo pairs any animation with any of the horizontal swipe, vertical swipe and pinch controllers (SettingsViewController.m:27), and the pinch controller (fraction 1 - scale / startScale, CEPinchInteractionController.m:66) is not modelled",
        "reason": "a manifest names one pan gesture per direction; Segue ships the swipe that follows the animation's own motion"
      },
      {
        "change": "the percent counts the drag along the pop direction only; the original's fabs(translation.x / 200.0) (CEHorizontalSwipeInteractionController.m:92) also counts a drag back past the start, and its dismiss starts on a swipe either way (CEHorizontalSwipeInteractionController.m:83-85)",
        "reason": "a manifest gesture has one direction; for a swipe that keeps its direction the percent and the outcome are the same"
      }
    ]
  }
}
"""#),
        ("Effects/uncover.json", #"""
{
  "segue": 1,
  "id": "uncover",
  "name": "Uncover",
  "summary": "The old screen slides away, uncovering the new one in place under a fading overlay.",
  "family": "hero",
  "tags": [
    "uncover",
    "slide",
    "hero"
  ],
  "kind": "hero",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "edgeSpacing": 40,
      "base": "width",
      "finishAtThreshold": false
    }
  },
  "parameters": {
    "style": "uncover",
    "direction": "left",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "Hero (HeroDefaultAnimationType.uncover)",
    "url": "https://github.com/HeroTransitions/Hero",
    "file": "Sources/Preprocessors/DefaultAnimationPreprocessor.swift",
    "gesture": "added by Segue: Hero has no gesture of its own (Sources/Transition/HeroTransition+Interactive.swift:33-82 is update/finish/cancel); modelled on LegacyExamples/Examples/BuiltInTransition/AnimationSelectTableViewController.swift:56-73 (UIScreenEdgePanGestureRecognizer, edges .left; progress translation.x / view.bounds.width; finish when (translation.x + velocity.x) / width > 0.5)",
    "compared": [
      "0.35 s; both views start from .timingFunction(.standard), (0.4, 0, 0.2, 1)",
      ".uncover keeps the standard curve (no deceleration)",
      "insertToViewFirst true: the to view stays put under, overlay 0.1 fading away",
      "the from view slides a full width away",
      "the leaving view's shadow, radius 5, fades from 0.5 (beginWith) to 0 (.shadowOpacity(0))",
      "back is .cover in the opposite direction (reversed())"
    ],
    "differences": [
      {
        "change": "the back gesture is Segue's: a rightward pan from within 40 pt of the left edge, progress translation / width, finishing only above 0.5",
        "reason": "Hero has no gesture of its own; Segue follows the gesture its built-in transitions example wires (AnimationSelectTableViewController.swift:56-73)"
      },
      {
        "change": "the release rule tests the percent alone; the example finishes when (translation.x + velocity.x) / width > 0.5 (line 69), a position projected one second ahead",
        "reason": "a manifest's release rule is a threshold or a finish velocity, not a projection; a slow release is decided the same way"
      },
      {
        "change": "the edge band is 40 pt; the example's UIScreenEdgePanGestureRecognizer (line 56-57) uses UIKit's band, whose width UIKit does not publish",
        "reason": "a manifest edge is a number of points"
      },
      {
        "change": "after release the tail runs as UIPercentDrivenInteractiveTransition's (completionSpeed 1, ease in-out); Hero restarts each animation from its current value over the rest of the duration (HeroTransition+Interactive.swift:53-58, 72-81)",
        "reason": "Segue's engine models UIKit's interaction controller; the tail takes the same time"
      }
    ]
  }
}
"""#),
        ("Effects/zoom-out.json", #"""
{
  "segue": 1,
  "id": "zoom-out",
  "name": "Zoom out",
  "summary": "The new screen shrinks into place from 1.3 and fades in, while the old one recedes to 0.7.",
  "family": "hero",
  "tags": [
    "zoom",
    "fade",
    "hero"
  ],
  "kind": "hero",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "edgeSpacing": 40,
      "base": "width",
      "finishAtThreshold": false
    }
  },
  "parameters": {
    "style": "zoom-out",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "Hero (HeroDefaultAnimationType.zoomOut)",
    "url": "https://github.com/HeroTransitions/Hero",
    "file": "Sources/Preprocessors/DefaultAnimationPreprocessor.swift",
    "gesture": "added by Segue: Hero has no gesture of its own (Sources/Transition/HeroTransition+Interactive.swift:33-82 is update/finish/cancel); modelled on LegacyExamples/Examples/BuiltInTransition/AnimationSelectTableViewController.swift:56-73 (UIScreenEdgePanGestureRecognizer, edges .left; progress translation.x / view.bounds.width; finish when (translation.x + velocity.x) / width > 0.5)",
    "compared": [
      "0.35 s; both views start from .timingFunction(.standard), (0.4, 0, 0.2, 1)",
      "insertToViewFirst false: the to view, on top, starts at 1.3 and faded",
      "the from view shrinks to 0.7",
      "no deceleration; back is .zoom (reversed())"
    ],
    "differences": [
      {
        "change": "the back gesture is Segue's: a rightward pan from within 40 pt of the left edge, progress translation / width, finishing only above 0.5",
        "reason": "Hero has no gesture of its own; Segue follows the gesture its built-in transitions example wires (AnimationSelectTableViewController.swift:56-73)"
      },
      {
        "change": "the release rule tests the percent alone; the example finishes when (translation.x + velocity.x) / width > 0.5 (line 69), a position projected one second ahead",
        "reason": "a manifest's release rule is a threshold or a finish velocity, not a projection; a slow release is decided the same way"
      },
      {
        "change": "the edge band is 40 pt; the example's UIScreenEdgePanGestureRecognizer (line 56-57) uses UIKit's band, whose width UIKit does not publish",
        "reason": "a manifest edge is a number of points"
      },
      {
        "change": "after release the tail runs as UIPercentDrivenInteractiveTransition's (completionSpeed 1, ease in-out); Hero restarts each animation from its current value over the rest of the duration (HeroTransition+Interactive.swift:53-58, 72-81)",
        "reason": "Segue's engine models UIKit's interaction controller; the tail takes the same time"
      }
    ]
  }
}
"""#),
        ("Effects/zoom-slide.json", #"""
{
  "segue": 1,
  "id": "zoom-slide",
  "name": "Zoom slide",
  "summary": "Both screens slide one screen, each at 0.8 scale at its off-screen end.",
  "family": "hero",
  "tags": [
    "zoom",
    "slide",
    "hero"
  ],
  "kind": "hero",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "edgeSpacing": 40,
      "base": "width",
      "finishAtThreshold": false
    }
  },
  "parameters": {
    "style": "zoom-slide",
    "direction": "left",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "Hero (HeroDefaultAnimationType.zoomSlide)",
    "url": "https://github.com/HeroTransitions/Hero",
    "file": "Sources/Preprocessors/DefaultAnimationPreprocessor.swift",
    "gesture": "added by Segue: Hero has no gesture of its own (Sources/Transition/HeroTransition+Interactive.swift:33-82 is update/finish/cancel); modelled on LegacyExamples/Examples/BuiltInTransition/AnimationSelectTableViewController.swift:56-73 (UIScreenEdgePanGestureRecognizer, edges .left; progress translation.x / view.bounds.width; finish when (translation.x + velocity.x) / width > 0.5)",
    "compared": [
      "0.35 s; both views start from .timingFunction(.standard), (0.4, 0, 0.2, 1)",
      "both views translate one container width, each at .scale(0.8) at its off-screen end",
      "no deceleration; back is .zoomSlide in the opposite direction (reversed())"
    ],
    "differences": [
      {
        "change": "the back gesture is Segue's: a rightward pan from within 40 pt of the left edge, progress translation / width, finishing only above 0.5",
        "reason": "Hero has no gesture of its own; Segue follows the gesture its built-in transitions example wires (AnimationSelectTableViewController.swift:56-73)"
      },
      {
        "change": "the release rule tests the percent alone; the example finishes when (translation.x + velocity.x) / width > 0.5 (line 69), a position projected one second ahead",
        "reason": "a manifest's release rule is a threshold or a finish velocity, not a projection; a slow release is decided the same way"
      },
      {
        "change": "the edge band is 40 pt; the example's UIScreenEdgePanGestureRecognizer (line 56-57) uses UIKit's band, whose width UIKit does not publish",
        "reason": "a manifest edge is a number of points"
      },
      {
        "change": "after release the tail runs as UIPercentDrivenInteractiveTransition's (completionSpeed 1, ease in-out); Hero restarts each animation from its current value over the rest of the duration (HeroTransition+Interactive.swift:53-58, 72-81)",
        "reason": "Segue's engine models UIKit's interaction controller; the tail takes the same time"
      }
    ]
  }
}
"""#),
        ("Effects/zoom.json", #"""
{
  "segue": 1,
  "id": "zoom",
  "name": "Zoom",
  "summary": "The old screen grows to 1.3 and fades away, uncovering the new one growing from 0.7.",
  "family": "hero",
  "tags": [
    "zoom",
    "fade",
    "hero"
  ],
  "kind": "hero",
  "toDuration": 0.35,
  "backDuration": 0.35,
  "interactive": {
    "timer": false,
    "back": {
      "direction": "right",
      "edgeSpacing": 40,
      "base": "width",
      "finishAtThreshold": false
    }
  },
  "parameters": {
    "style": "zoom",
    "curve": {
      "cubicBezier": [
        0.4,
        0,
        0.2,
        1
      ]
    }
  },
  "provenance": {
    "original": "Hero (HeroDefaultAnimationType.zoom)",
    "url": "https://github.com/HeroTransitions/Hero",
    "file": "Sources/Preprocessors/DefaultAnimationPreprocessor.swift",
    "gesture": "added by Segue: Hero has no gesture of its own (Sources/Transition/HeroTransition+Interactive.swift:33-82 is update/finish/cancel); modelled on LegacyExamples/Examples/BuiltInTransition/AnimationSelectTableViewController.swift:56-73 (UIScreenEdgePanGestureRecognizer, edges .left; progress translation.x / view.bounds.width; finish when (translation.x + velocity.x) / width > 0.5)",
    "compared": [
      "0.35 s; both views start from .timingFunction(.standard), (0.4, 0, 0.2, 1)",
      "insertToViewFirst true: the to view, under, grows from 0.7",
      "the from view scales to 1.3 and fades out (.scale(1.3), .fade)",
      "no deceleration; back is .zoomOut (reversed())"
    ],
    "differences": [
      {
        "change": "the back gesture is Segue's: a rightward pan from within 40 pt of the left edge, progress translation / width, finishing only above 0.5",
        "reason": "Hero has no gesture of its own; Segue follows the gesture its built-in transitions example wires (AnimationSelectTableViewController.swift:56-73)"
      },
      {
        "change": "the release rule tests the percent alone; the example finishes when (translation.x + velocity.x) / width > 0.5 (line 69), a position projected one second ahead",
        "reason": "a manifest's release rule is a threshold or a finish velocity, not a projection; a slow release is decided the same way"
      },
      {
        "change": "the edge band is 40 pt; the example's UIScreenEdgePanGestureRecognizer (line 56-57) uses UIKit's band, whose width UIKit does not publish",
        "reason": "a manifest edge is a number of points"
      },
      {
        "change": "after release the tail runs as UIPercentDrivenInteractiveTransition's (completionSpeed 1, ease in-out); Hero restarts each animation from its current value over the rest of the duration (HeroTransition+Interactive.swift:53-58, 72-81)",
        "reason": "Segue's engine models UIKit's interaction controller; the tail takes the same time"
      }
    ]
  }
}
"""#),
    ]
}
