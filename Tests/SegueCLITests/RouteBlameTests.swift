import Foundation
import Testing

/// A route is blamed for what is really wrong with it, and one `validate` reports all of it
/// (issue 52, items 1 and 8).
struct RouteBlameTests {
    /// An app folder whose config routes `r` to `rise`, defined in `E/rise.yaml` with `mistake`
    /// (its kind and what is wrong) after its name.
    static func app(riseWith mistake: String) throws -> ScratchFolder {
        let app = try ScratchFolder("route-blame")
        try app.write(
            """
            segue: 1
            effects: [E]
            routes:
              - name: r
                operation: push
                effect: rise

            """, to: "segue.yaml")
        try app.write(
            """
            segue: 1
            id: rise
            name: Rise
            \(mistake)

            """, to: "E/rise.yaml")
        return app
    }

    /// Whatever stops `rise` from loading (a manifest key, a kind's parameter, the kind itself),
    /// the route says its effect's manifest has errors and where it is, never "not in the catalog".
    @Test(arguments: ["kind: slide\ntoDuration: 0.4s", "kind: slide\nparameters: {directoin: up}", "kind: slyde"])
    func aRouteWhoseEffectFailedToLoadSaysSo(_ mistake: String) throws {
        let app = try Self.app(riseWith: mistake)
        defer { app.remove() }
        let result = try Segue.run(["validate", "segue.yaml"], in: app.url)
        #expect(result.status == 1)
        #expect(!result.stderr.contains("not in the catalog"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "segue.yaml:6:13: error: route 'r' uses effect 'rise', whose manifest has errors (reported with its file) [config.invalid-effect]"
            ), "\(result.stderr)")
        #expect(result.stderr.contains("E/rise.yaml:2:5: note: 'rise' is defined here"), "\(result.stderr)")
    }

    /// A route named like an earlier one is a duplicate whether or not the earlier one is valid.
    @Test func aDuplicateNameIsReportedAfterAnInvalidRoute() throws {
        let app = try ScratchFolder("duplicate-after-invalid")
        defer { app.remove() }
        try app.write(
            """
            segue: 1
            routes:
              - name: a
                operation: puhs
                effect: slide
              - name: a
                operation: push
                effect: slide

            """, to: "segue.yaml")
        let result = try Segue.run(["validate", "segue.yaml"], in: app.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "segue.yaml:6:5: error: duplicate route name 'a'; give this route a name of its own (name: a-2) [config.duplicate-route]"
            ), "\(result.stderr)")
        #expect(result.stderr.contains("segue.yaml:3:5: note: first defined here"), "\(result.stderr)")
    }
}
