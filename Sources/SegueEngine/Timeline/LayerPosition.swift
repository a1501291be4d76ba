extension Rect {
    /// Where a layer with this frame sits in its parent (`CALayer.position`): the frame's point at
    /// `anchorPoint` (unit coordinates), moved by the engine's extra `translation`.
    ///
    /// Core Animation places a layer by its anchor point, which sits at `position` in the
    /// superlayer ("Anchor Points Affect Geometric Manipulations",
    /// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/CoreAnimationBasics/CoreAnimationBasics.html).
    /// The engine's geometry, SegueKit's model values and its `position` animations all place a
    /// layer with this one rule.
    package func layerPosition(anchorPoint: Point, translation: Point) -> Point {
        let anchored = point(atUnit: anchorPoint)
        return Point(x: anchored.x + translation.x, y: anchored.y + translation.y)
    }
}

extension ActorState {
    /// The layer's `position` for this state (``Rect/layerPosition(anchorPoint:translation:)``).
    package var layerPosition: Point { frame.layerPosition(anchorPoint: anchorPoint, translation: translation) }
}
