import SegueEngine

/// The `html` format: one self-contained page that plays a run at real speed.
///
/// Every frame is drawn once here, by the same `SVGScreen` as the filmstrip, and embedded as
/// JSON; a small inline script swaps frames into an inline `<svg>`. No network, no external
/// script or font. Controls: play/pause, a scrubber that shows the frame at a percent (what a
/// percent-driven interaction shows), one button per transition (to and back), and a speed
/// menu. The URL hash `#progress=0.2&transition=back` shows a fixed frame (for screenshots).
/// The page records script errors in `data-errors` on `<html>` and sets `data-ready` once
/// drawn, so a headless browser's `--dump-dom` tells whether it worked.
public enum TracePlayer {
    /// The speeds the player offers.
    public static let speeds: [Double] = [0.25, 0.5, 1, 1.5, 2]
    /// Seconds the last frame stays before the loop restarts.
    public static let hold = 0.6

    /// The player page of `trace`: every frame drawn once, a scrubber and play controls.
    public static func render(_ trace: Trace, run: RunDescription, title: String? = nil) -> String {
        var out = ""
        write(trace, run: run, title: title) { out += $0 }
        return out
    }

    /// The page in pieces, one frame at a time, so a long run is never held twice as text:
    /// the same bytes as `render`.
    public static func write(_ trace: Trace, run: RunDescription, title: String? = nil, to sink: (String) -> Void) {
        let bounds = Rect(x: 0, y: 0, width: run.screen.width, height: run.screen.height)
        let painter = SVGScreen(bounds: bounds, palette: ScreenPalette(trace.transitions))
        let transitions = trace.transitions.map { t in
            "{\"index\":\(t.index),\"direction\":\(json(t.direction.rawValue)),\"first\":\(t.firstFrame),\"last\":\(t.lastFrame)}"
        }
        let dataHead = "{\"hold\":\(Describe.number(hold)),\"transitions\":[\(transitions.joined(separator: ","))],\"frames\":[\n"

        let heading = title ?? run.effect
        var out = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(SVG.escape(heading)) · \(SVG.escape(run.scenario)) · segue</title>\n"
        out += "<link rel=\"icon\" href=\"data:,\">\n<style>\n\(style)</style>\n"
        out += "<script>\(errorTrap)</script>\n</head>\n<body>\n"
        out += "<header><h1>\(SVG.escape(heading))</h1><p>\(SVG.escape(SVGFilmstrip.runLine(run)))</p></header>\n<main>\n"
        out += "<svg id=\"screen\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(SVG.n(bounds.width)) \(SVG.n(bounds.height))\" font-family=\"sans-serif\" role=\"img\" aria-label=\"the screen\"><g id=\"stage\"></g></svg>\n"
        out += "<div class=\"side\">\n<div class=\"controls\">\n<button id=\"play\" type=\"button\">Pause</button>\n"
        out += "<span class=\"directions\">"
        for (position, transition) in trace.transitions.enumerated() {
            out += "<button type=\"button\" data-transition-button=\"\(position)\" title=\"\(SVG.escape(SVGFilmstrip.transitionLine(transition)))\">\(transition.index) \(transition.operation.rawValue) (\(transition.direction.rawValue))</button>"
        }
        out += "</span>\n<label>percent <input id=\"scrub\" type=\"range\" min=\"0\" max=\"1000\" step=\"1\" value=\"0\"></label>\n"
        out += "<label>speed <select id=\"speed\">"
        for speed in speeds {
            out += "<option value=\"\(Describe.number(speed))\"\(speed == 1 ? " selected" : "")>\(Describe.number(speed))x</option>"
        }
        out += "</select></label>\n<output id=\"readout\"></output>\n</div>\n"
        out += "<section><h2>Transitions</h2><ul>"
        for transition in trace.transitions {
            out += "<li>\(SVG.escape(SVGFilmstrip.transitionLine(transition)))</li>"
        }
        out += "</ul></section>\n"
        out += "<section><h2>Events</h2><ol id=\"events\">\n\(timeline(trace))</ol></section>\n"
        out += "<section><h2>Findings</h2>\(findings(trace.findings))</section>\n"
        out += "</div>\n</main>\n"
        out += "<script type=\"application/json\" id=\"segue-trace\">" + dataHead
        sink(out)
        for (position, frame) in trace.frames.enumerated() {
            let transition = trace.transitions.first { $0.index == frame.transition }
            var defs = SVGDefs(prefix: "p")
            let screen = painter.screen(frame, transition: transition, defs: &defs)
            sink(
                (position == 0 ? "" : ",\n")
                    + "{\"i\":\(frame.index),\"x\":\(frame.transition),\"t\":\(Describe.number(frame.time, digits: 4)),\"lt\":\(Describe.number(frame.localTime, digits: 4)),\"p\":\(Describe.number(frame.percent, digits: 4)),\"ph\":\(json(frame.phase.rawValue)),\"svg\":\(json(defs.markup + screen))}")
        }
        sink("\n]}</script>\n<script>\n\(script)</script>\n</body>\n</html>\n")
    }

    /// The events, a run of drag updates shown as one line.
    static func timeline(_ trace: Trace) -> String {
        var out = ""
        var index = 0
        let events = trace.events
        while index < events.count {
            let event = events[index]
            var end = index
            while case .updating = event.kind, end + 1 < events.count, events[end + 1].transition == event.transition,
                case .updating = events[end + 1].kind
            {
                end += 1
            }
            var text = TraceText.describe(event.kind)
            if end > index, case .updating(let a) = event.kind, case .updating(let b) = events[end].kind {
                text = "updating x\(end - index + 1): \(Describe.number(a)) to \(Describe.number(b)) (until frame \(events[end].frame))"
            }
            out += "<li data-transition=\"\(event.transition)\" data-frame=\"\(event.frame)\"><span class=\"when\">\(Describe.number(event.time))s · frame \(event.frame) · transition \(event.transition)</span> \(SVG.escape(text))</li>\n"
            index = end + 1
        }
        return out
    }

    static func findings(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "<p class=\"none\">none</p>" }
        var out = "<ul class=\"findings\">"
        for finding in findings {
            var place = ""
            if let transition = finding.transition { place += " transition \(transition)" }
            if let frame = finding.frame { place += " frame \(frame)" }
            out += "<li class=\"\(finding.severity.rawValue)\"><b>\(finding.severity.rawValue)</b>\(place): \(SVG.escape(finding.message)) <code>[\(SVG.escape(finding.code))]</code></li>"
        }
        return out + "</ul>"
    }

    /// A JSON string that is also safe inside `<script>`: `<`, `>` and `&` are escaped.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static let style = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1d1f23; background: #f4f5f7; }
        header { padding: 12px 20px; background: #1d1f23; color: #fff; }
        header h1 { margin: 0; font-size: 20px; } header p { margin: 2px 0 0; color: #c7cad1; }
        main { display: flex; gap: 24px; padding: 20px; align-items: flex-start; flex-wrap: wrap; }
        #screen { height: 72vh; max-height: 844px; min-height: 240px; background: #14161a; border-radius: 18px; box-shadow: 0 4px 18px rgba(0,0,0,.25); }
        .side { flex: 1; min-width: 280px; }
        .controls { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; padding: 10px; background: #fff; border-radius: 8px; }
        .controls input[type=range] { width: 220px; vertical-align: middle; }
        button { font: inherit; padding: 4px 10px; border: 1px solid #9aa0aa; border-radius: 6px; background: #fff; cursor: pointer; }
        button[aria-pressed=true] { background: #2f6fde; color: #fff; border-color: #2f6fde; }
        #readout { font-family: ui-monospace, monospace; font-size: 12px; color: #444; }
        section { margin-top: 14px; background: #fff; border-radius: 8px; padding: 6px 14px; }
        h2 { font-size: 15px; margin: 6px 0; }
        #events li.past { color: #2f6fde; } .when { font-family: ui-monospace, monospace; font-size: 12px; color: #666; }
        .findings .error b { color: #c62828; } .findings .warning b { color: #b26a00; } .none { color: #2e9e5b; }

        """

    static let errorTrap = """
        window.addEventListener("error", function (event) { var root = document.documentElement; root.setAttribute("data-errors", (root.getAttribute("data-errors") || "") + String(event.message) + " | "); });
        """

    static let script = """
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("segue-trace").textContent);
          var root = document.documentElement;
          var stage = document.getElementById("stage");
          var scrub = document.getElementById("scrub");
          var playButton = document.getElementById("play");
          var speedSelect = document.getElementById("speed");
          var readout = document.getElementById("readout");
          var buttons = Array.prototype.slice.call(document.querySelectorAll("[data-transition-button]"));
          var events = Array.prototype.slice.call(document.querySelectorAll("#events li"));
          var perTransition = data.transitions.map(function (t) {
            return data.frames.filter(function (f) { return f.x === t.index; });
          });
          var state = { position: 0, playing: true, speed: 1, clock: 0, last: null, shown: -1 };

          function frames() { return perTransition[state.position] || []; }

          function show(frame) {
            if (!frame) { return; }
            if (state.shown !== frame.i) { stage.innerHTML = frame.svg; state.shown = frame.i; }
            readout.textContent = "frame " + frame.i + " · " + frame.lt.toFixed(3) + "s · percent " + frame.p.toFixed(3) + " · " + frame.ph;
            var index = data.transitions[state.position].index;
            events.forEach(function (item) {
              var past = Number(item.getAttribute("data-transition")) === index && Number(item.getAttribute("data-frame")) <= frame.i;
              item.classList.toggle("past", past);
            });
            root.setAttribute("data-frame", String(frame.i));
          }

          // The frame a percent-driven interaction shows at percent p: the nearest percent, earliest on ties.
          function atPercent(p) {
            var best = null;
            frames().forEach(function (f) { if (best === null || Math.abs(f.p - p) < Math.abs(best.p - p)) { best = f; } });
            return best;
          }

          function atTime(t) {
            var list = frames();
            var found = list[0];
            for (var k = 0; k < list.length; k += 1) { if (list[k].lt <= t + 1e-9) { found = list[k]; } else { break; } }
            return found;
          }

          function select(position) {
            state.position = Math.max(0, Math.min(position, perTransition.length - 1));
            state.clock = 0;
            buttons.forEach(function (b, k) { b.setAttribute("aria-pressed", k === state.position ? "true" : "false"); });
          }

          function setPlaying(on) {
            state.playing = on;
            state.last = null;
            playButton.textContent = on ? "Pause" : "Play";
          }

          function tick(now) {
            if (state.playing && frames().length > 0) {
              if (state.last !== null) { state.clock += (now - state.last) / 1000 * state.speed; }
              state.last = now;
              var list = frames();
              var loop = list[list.length - 1].lt + data.hold;
              if (state.clock > loop) { state.clock = state.clock % loop; }
              var frame = atTime(state.clock);
              show(frame);
              scrub.value = String(Math.round(frame.p * 1000));
            }
            window.requestAnimationFrame(tick);
          }

          function applyHash() {
            var params = {};
            window.location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
              var parts = pair.split("=");
              if (parts[0]) { params[decodeURIComponent(parts[0])] = decodeURIComponent(parts[1] || ""); }
            });
            if (params.transition !== undefined) {
              var wanted = params.transition;
              var match = data.transitions.findIndex(function (t) { return String(t.index) === wanted || t.direction === wanted; });
              if (match >= 0) { select(match); }
            }
            if (params.progress !== undefined && params.progress !== "" && isFinite(Number(params.progress))) {
              var p = Math.max(0, Math.min(1, Number(params.progress)));
              setPlaying(false);
              scrub.value = String(Math.round(p * 1000));
              show(atPercent(p));
              return true;
            }
            return false;
          }

          scrub.addEventListener("input", function () { setPlaying(false); show(atPercent(Number(scrub.value) / 1000)); });
          playButton.addEventListener("click", function () { setPlaying(!state.playing); });
          speedSelect.addEventListener("change", function () { state.speed = Number(speedSelect.value) || 1; });
          buttons.forEach(function (button, k) {
            button.addEventListener("click", function () {
              select(k);
              if (!state.playing) { show(atPercent(Number(scrub.value) / 1000)); }
            });
          });
          window.addEventListener("hashchange", applyHash);

          select(0);
          if (!applyHash()) { show(frames()[0]); }
          root.setAttribute("data-ready", "1");
          window.requestAnimationFrame(tick);
        })();

        """
}
