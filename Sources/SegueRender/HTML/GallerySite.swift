import SegueEngine

/// One effect of the gallery: what its page and its card show.
///
/// The renderer does not know the catalog; the CLI fills this from an effect definition and writes
/// the effect's player (``PlanWebPage``) beside its page.
package struct GalleryEntry: Sendable {
    /// One parameter row: its type, value, default, range and doc.
    package struct Parameter: Sendable {
        /// The parameter's name.
        package let name: String
        /// Its type's name.
        package let type: String
        /// The value in force.
        package let value: String
        /// The kind's default, or `(required)`.
        package let defaultValue: String
        /// The valid range, or `-`.
        package let range: String
        /// One line: what it changes.
        package let doc: String

        /// A parameter row.
        package init(name: String, type: String, value: String, defaultValue: String, range: String, doc: String) {
            self.name = name
            self.type = type
            self.value = value
            self.defaultValue = defaultValue
            self.range = range
            self.doc = doc
        }
    }

    /// Where the effect comes from, as the manifest's `provenance:` says.
    package struct Source: Sendable {
        /// The library or article reproduced.
        package let original: String
        /// The original file's address (or the repository's or article's).
        package let link: String
        /// Facts checked equal against the original's source.
        package let compared: [String]
        /// Deliberate differences, each with its reason.
        package let differences: [(change: String, reason: String)]

        /// A provenance block for the page.
        package init(original: String, link: String, compared: [String], differences: [(change: String, reason: String)]) {
            self.original = original
            self.link = link
            self.compared = compared
            self.differences = differences
        }
    }

    /// The effect's id.
    package let id: String
    /// Its human name.
    package let name: String
    /// One sentence: what it looks like.
    package let summary: String
    /// Where it comes from (the family).
    package let family: String
    /// The kind that animates it.
    package let kind: String
    /// Its tags.
    package let tags: [String]
    /// The manifest's path as the catalog knows it.
    package let file: String
    /// The manifest's text, embedded in the page.
    package let manifest: String
    /// Seconds going to.
    package let toDuration: Double
    /// Seconds going back.
    package let backDuration: Double
    /// Every parameter with its value.
    package let parameters: [Parameter]
    /// Findings of the run, as one line each.
    package let findings: [String]
    /// Where the effect comes from; nil when its manifest does not say.
    package let source: Source?

    /// A gallery entry.
    package init(
        id: String, name: String, summary: String, family: String, kind: String, tags: [String], file: String, manifest: String,
        toDuration: Double, backDuration: Double, parameters: [Parameter], findings: [String], source: Source? = nil
    ) {
        self.source = source
        self.id = id
        self.name = name
        self.summary = summary
        self.family = family
        self.kind = kind
        self.tags = tags
        self.file = file
        self.manifest = manifest
        self.toDuration = toDuration
        self.backDuration = backDuration
        self.parameters = parameters
        self.findings = findings
    }
}

/// `segue gallery`: a static site of the catalog, every effect looping, filterable and searchable.
///
/// Per effect, a page (``page(_:scenario:)``) and a player (``PlanWebPage``, at ``playerPath(_:)``)
/// that plays the effect's animation plans; the index's cards and the pages show the player in its
/// `#loop` form. The caller writes each effect's files as it makes them, then the index, so the
/// site is streamed to disk. Pages use only inline styles and scripts, so the site works from
/// `file://` without a network.
package enum GallerySite {
    /// The index's path in the site.
    package static let indexPath = "index.html"

    /// An effect's page.
    package static func pagePath(_ id: String) -> String { "effects/\(id).html" }

    /// An effect's player.
    package static func playerPath(_ id: String) -> String { "effects/\(id)-player.html" }

    static func head(_ title: String) -> String {
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>\(SVG.escape(title))</title>\n<link rel=\"icon\" href=\"data:,\">\n<style>\n\(style)</style>\n"
            + "<script>\(PlanWebPage.errorTrap)</script>\n</head>\n"
    }

    /// The index: a card per effect, sorted by id, each playing the effect's player in a loop.
    package static func index(_ entries: [GalleryEntry], scenario: String) -> String {
        let entries = entries.sorted { $0.id < $1.id }
        let families = Set(entries.map(\.family)).sorted()
        var out = head("Segue gallery")
        out +=
            "<body>\n<header><h1>Segue gallery</h1><p>\(entries.count) effects, each playing a \(SVG.escape(scenario)) run in a loop.</p></header>\n"
        out +=
            "<nav class=\"filters\"><label>search <input id=\"search\" type=\"search\" placeholder=\"name, id or tag\" autocomplete=\"off\"></label> "
        out += "<label>family <select id=\"family\"><option value=\"\">all</option>"
        for family in families { out += "<option value=\"\(SVG.escape(family))\">\(SVG.escape(family))</option>" }
        out += "</select></label> <output id=\"count\">\(entries.count) shown</output></nav>\n<main class=\"grid\">\n"
        for entry in entries {
            let words = ([entry.id, entry.name, entry.kind, entry.family] + entry.tags).joined(separator: " ").lowercased()
            out +=
                "<a class=\"card\" href=\"effects/\(entry.id).html\" data-family=\"\(SVG.escape(entry.family))\" data-words=\"\(SVG.escape(words))\">"
            out +=
                "<iframe src=\"\(playerPath(entry.id))#loop\" loading=\"lazy\" tabindex=\"-1\" title=\"\(SVG.escape(entry.name)) playing\"></iframe>"
            out +=
                "<h2>\(SVG.escape(entry.name))</h2><p><code>\(SVG.escape(entry.id))</code> · \(SVG.escape(entry.family)) · \(SVG.escape(entry.kind))</p>"
            out += "<p class=\"summary\">\(SVG.escape(entry.summary))</p></a>\n"
        }
        out += "</main>\n<p id=\"empty\" hidden>No effect matches.</p>\n<script>\n\(indexScript)</script>\n</body>\n</html>\n"
        return out
    }

    /// An effect's page: the player looping, facts, findings, the original, parameters, a route
    /// to copy and the manifest.
    package static func page(_ entry: GalleryEntry, scenario: String) -> String {
        var out = head("\(entry.name) · Segue gallery")
        out +=
            "<body>\n<header><p><a href=\"../index.html\">← all effects</a></p><h1>\(SVG.escape(entry.name))</h1><p>\(SVG.escape(entry.summary))</p></header>\n"
        out +=
            "<main class=\"effect\">\n<figure><iframe src=\"\(entry.id)-player.html#loop\" title=\"\(SVG.escape(entry.name)) playing a \(SVG.escape(scenario)) run\"></iframe>"
        out +=
            "<figcaption>A \(SVG.escape(scenario)) run, looping. <a href=\"\(entry.id)-player.html\">Open the player</a> (scrub, slow down, to and back).</figcaption></figure>\n"
        out += "<div class=\"facts\">\n<table>"
        let facts: [(String, String)] = [
            ("id", entry.id), ("family", entry.family), ("kind", entry.kind),
            ("tags", entry.tags.isEmpty ? "-" : entry.tags.joined(separator: ", ")),
            ("duration", "to \(Describe.number(entry.toDuration))s, back \(Describe.number(entry.backDuration))s"),
            ("manifest", entry.file),
        ]
        for (key, value) in facts { out += "<tr><th>\(key)</th><td>\(SVG.escape(value))</td></tr>" }
        out +=
            "</table>\n<p><a href=\"#manifest\">manifest text</a> · <a href=\"#provenance\">original</a> · <a href=\"#parameters\">parameters</a> · <a href=\"#route\">config route</a></p>\n"
        if !entry.findings.isEmpty {
            out += "<h2>Findings</h2><ul>" + entry.findings.map { "<li>\(SVG.escape($0))</li>" }.joined() + "</ul>\n"
        }
        out += provenanceSection(entry.source)
        out += "<h2 id=\"parameters\">Parameters</h2>\n"
        if entry.parameters.isEmpty {
            out += "<p>none</p>\n"
        } else {
            out += "<table class=\"parameters\"><tr><th>name</th><th>type</th><th>value</th><th>default</th><th>range</th><th>doc</th></tr>"
            for p in entry.parameters {
                out +=
                    "<tr><td><code>\(SVG.escape(p.name))</code></td><td>\(SVG.escape(p.type))</td><td><code>\(SVG.escape(p.value))</code></td><td><code>\(SVG.escape(p.defaultValue))</code></td><td>\(SVG.escape(p.range))</td><td>\(SVG.escape(p.doc))</td></tr>"
            }
            out += "</table>\n"
        }
        out += "<h2 id=\"route\">Use it in a config route</h2>\n<pre id=\"route-text\">\(SVG.escape(routeSnippet(entry)))</pre>\n"
        out += "<button type=\"button\" id=\"copy\">Copy</button> <output id=\"copied\"></output>\n"
        out += "<h2 id=\"manifest\">Manifest <code>\(SVG.escape(entry.file))</code></h2>\n<pre>\(SVG.escape(entry.manifest))</pre>\n"
        out += "</div>\n</main>\n<script>\n\(copyScript)</script>\n</body>\n</html>\n"
        return out
    }

    /// The original the effect reproduces, what was compared with it and every deliberate difference.
    static func provenanceSection(_ source: GalleryEntry.Source?) -> String {
        guard let source else { return "<h2 id=\"provenance\">Original</h2>\n<p>The manifest does not say.</p>\n" }
        var out = "<h2 id=\"provenance\">Original</h2>\n<p><a href=\"\(SVG.escape(source.link))\">\(SVG.escape(source.original))</a></p>\n"
        out += "<p>Checked equal against its source:</p><ul>" + source.compared.map { "<li>\(SVG.escape($0))</li>" }.joined() + "</ul>\n"
        if source.differences.isEmpty {
            out += "<p>No deliberate differences.</p>\n"
        } else {
            out += "<p>Deliberate differences:</p><ul>"
            out += source.differences.map { "<li>\(SVG.escape($0.change)) <em>Why:</em> \(SVG.escape($0.reason))</li>" }.joined()
            out += "</ul>\n"
        }
        return out
    }

    /// A config route that uses the effect, ready to paste under `routes:`.
    package static func routeSnippet(_ entry: GalleryEntry) -> String {
        var text = "routes:\n  - name: \(entry.id)-route\n    operation: push\n    effect: \(entry.id)\n"
        text += "    toDuration: \(Describe.number(entry.toDuration))\n    backDuration: \(Describe.number(entry.backDuration))\n"
        if !entry.parameters.isEmpty {
            text += "    # parameters: (uncomment to change; see the table above)\n    # parameters:\n"
            for p in entry.parameters { text += "    #   \(p.name): \(p.value)\n" }
        }
        return text
    }

    static let style = """
        body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #1d1f23; background: #f4f5f7; }
        header { padding: 14px 22px; background: #1d1f23; color: #fff; } header a { color: #9cc1ff; }
        header h1 { margin: 0; font-size: 22px; } header p { margin: 2px 0; color: #c7cad1; }
        .filters { padding: 12px 22px; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); gap: 16px; padding: 0 22px 22px; }
        .card { display: block; background: #fff; border-radius: 10px; padding: 10px; color: inherit; text-decoration: none; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
        .card:hover { box-shadow: 0 3px 12px rgba(0,0,0,.2); }
        .card iframe { width: 100%; height: 300px; border: 0; display: block; pointer-events: none; border-radius: 6px; }
        .card h2 { font-size: 15px; margin: 8px 0 2px; } .card p { margin: 2px 0; font-size: 12px; color: #555; }
        .effect { display: flex; gap: 24px; padding: 20px; align-items: flex-start; flex-wrap: wrap; }
        .effect figure { margin: 0; width: 280px; } .effect figure iframe { width: 100%; height: 600px; border: 0; border-radius: 8px; }
        .facts { flex: 1; min-width: 300px; background: #fff; border-radius: 10px; padding: 6px 18px 18px; }
        table { border-collapse: collapse; } th, td { text-align: left; padding: 3px 10px 3px 0; vertical-align: top; }
        .parameters th { border-bottom: 1px solid #ccc; }
        pre { background: #f0f1f4; padding: 10px; border-radius: 6px; overflow: auto; }
        h2 { font-size: 16px; margin: 16px 0 6px; }

        """

    static let indexScript = """
        (function () {
          "use strict";
          var search = document.getElementById("search");
          var family = document.getElementById("family");
          var count = document.getElementById("count");
          var empty = document.getElementById("empty");
          var cards = Array.prototype.slice.call(document.querySelectorAll(".card"));
          function apply() {
            var words = search.value.trim().toLowerCase().split(/\\s+/).filter(Boolean);
            var chosen = family.value;
            var shown = 0;
            cards.forEach(function (card) {
              var text = card.getAttribute("data-words");
              var visible = (!chosen || card.getAttribute("data-family") === chosen)
                && words.every(function (word) { return text.indexOf(word) >= 0; });
              card.hidden = !visible;
              if (visible) { shown += 1; }
            });
            count.textContent = shown + " shown";
            empty.hidden = shown > 0;
          }
          search.addEventListener("input", apply);
          family.addEventListener("change", apply);
          apply();
          document.documentElement.setAttribute("data-ready", "1");
        })();

        """

    static let copyScript = """
        (function () {
          "use strict";
          var button = document.getElementById("copy");
          var status = document.getElementById("copied");
          button.addEventListener("click", function () {
            var text = document.getElementById("route-text").textContent;
            if (navigator.clipboard && navigator.clipboard.writeText) {
              navigator.clipboard.writeText(text).then(function () { status.textContent = "copied"; },
                function () { status.textContent = "select the text and copy it"; });
            } else {
              status.textContent = "select the text and copy it";
            }
          });
          document.documentElement.setAttribute("data-ready", "1");
        })();

        """
}
