// The page script's test harness (Tests/SegueCLITests/PlanPageScriptTests.swift).
//
// It runs after the script of a plan page (Sources/SegueRender/HTML/PlanPageScript.js) in the same
// page, so it sees that script's functions and state (`bezier`, `releaseFrames`, `active`, `build`,
// `seek`, `show`, `complete`, `current`, `plans`). It calls them on the requests the test wrote
// into <script id="requests"> and writes what each returned (or the error it threw), by the
// request's key, as JSON into <pre id="results">; the Swift test compares that with SeguePlan.
"use strict";
(function () {
  const requests = JSON.parse(document.getElementById('requests').textContent);

  // What the browser computed for an actor's element: the properties the plans animate.
  function read(el) {
    const s = getComputedStyle(el);
    return {opacity: +s.opacity, left: s.left, top: s.top, width: s.width, height: s.height,
      visibility: s.visibility, clipPath: s.clipPath};
  }

  // Every actor still on the stage, by id.
  function actors() {
    const out = {};
    for (const [id, el] of Object.entries(current.elements)) if (el.isConnected) out[id] = read(el);
    return out;
  }

  const run = {
    bezier: r => r.xs.map(x => bezier(r.points)(x)),
    framesCovering: r => r.seconds.map(s => framesCovering(s)),
    active: r => r.times.map(t => active(r.timing, t)),
    releaseFrames: r => releaseFrames(plans[r.plan], r.p, r.finishing, r.gesture),
    // The plan paused at each time (ms), as the scrubber and the oracle pause it.
    seek: r => {
      build(r.plan);
      return r.times.map(t => { seek(t); return actors(); });
    },
    // A drag, its release frames and the completed state, as the player replays a gesture.
    play: r => {
      build(r.plan);
      const d = current.plan.d;
      for (const p of r.drag) seek(clamp01(p) * d);
      const released = releaseFrames(current.plan, r.drag[r.drag.length - 1], r.finishing, r.gesture);
      const frames = released.clocks.map(clock => { show(clock); return actors(); });
      complete(released.outcome);
      return {frames, outcome: released.outcome, completed: actors()};
    },
  };

  const results = {};
  for (const r of requests) {
    try { results[r.key] = {value: run[r.op](r)}; } catch (error) { results[r.key] = {error: String(error && error.stack || error)}; }
  }
  document.getElementById('results').textContent = JSON.stringify(results);
})();
