"use strict";
const data = JSON.parse(document.getElementById('plans').textContent);
const plans = data.plans, easings = data.easings;
const stage = document.getElementById('stage');
const FPS = 60;
let current = null, speed = 1, playing = null;

function px(v) { return v + 'px'; }

// The page's compact properties as CSS: f is [x, y, w, h]; o the offset; e an easing index.
function expand(props) {
  const out = {};
  for (const key of Object.keys(props)) {
    const value = props[key];
    if (key === 'f') { out.left = px(value[0]); out.top = px(value[1]); out.width = px(value[2]); out.height = px(value[3]); }
    else if (key === 'o') out.offset = value;
    else if (key === 'e') out.easing = easings[value];
    else out[key] = value;
  }
  return out;
}

function keyframes(list) {
  return list.map(k => { const e = expand(k); if (!('easing' in e)) e.easing = 'linear'; return e; });
}

// Builds plan `index`: every actor an element, every animation a Web Animation paused at 0.
function build(index) {
  stopTicker();
  if (current) current.animations.forEach(a => a.cancel());
  stage.replaceChildren();
  const plan = plans[index];
  stage.style.width = px(plan.w);
  stage.style.height = px(plan.h);
  const elements = {}, sublayers = {};
  for (const actor of plan.actors) {
    const el = document.createElement('div');
    el.className = 'actor';
    el.dataset.actor = actor.id;
    Object.assign(el.style, expand(actor.style));
    const face = document.createElement('div');
    face.className = 'face';
    if (actor.face) {
      const content = document.createElement('div');
      content.className = 'content ' + actor.face;
      content.textContent = actor.face;
      const [x, y, w, h] = actor.contents;
      Object.assign(content.style, {left: px(-x), top: px(-y), width: px(w), height: px(h)});
      face.appendChild(content);
    } else if (actor.filter) {
      face.style.background = 'linear-gradient(90deg, #2f6fd6, #e8891c)';
      face.textContent = actor.filter;
    }
    el.appendChild(face);
    const sub = document.createElement('div');
    sub.className = 'sublayer';
    if (actor.style.transformOrigin) sub.style.transformOrigin = actor.style.transformOrigin;
    if (actor.sub) sub.style.transform = actor.sub;
    el.appendChild(sub);
    elements[actor.id] = el;
    sublayers[actor.id] = sub;
    (actor.parent && sublayers[actor.parent] ? sublayers[actor.parent] : stage).appendChild(el);
  }
  const animations = plan.anims.map(a => {
    const target = a.sub ? sublayers[a.actor] : elements[a.actor];
    const animation = target.animate(keyframes(a.k),
      {delay: a.delay || 0, duration: a.dur, fill: a.fill || 'both', easing: easings[a.e || 0]});
    animation.pause();
    animation.currentTime = 0;
    animation.segue = a;
    animation.element = target;
    return animation;
  });
  document.getElementById('unexpressed').replaceChildren(...plan.unexpressed.map(text => {
    const li = document.createElement('li');
    li.textContent = 'not expressed: ' + text;
    return li;
  }));
  current = {index, plan, elements, animations, restarts: new Map()};
  return current;
}

function readout(ms) {
  const fraction = current.plan.d > 0 ? ms / current.plan.d : 1;
  document.getElementById('readout').textContent = (fraction * 100).toFixed(0) + '%';
  document.getElementById('scrub').value = Math.round(fraction * 1000);
}

// Every animation at `ms` of the transition (delays included), paused.
function seek(ms) {
  for (const a of current.animations) { a.pause(); a.currentTime = ms; }
  readout(ms);
}

// --- Release, as PlanPlayback plays it -------------------------------------------------------

// A CSS cubic-bezier(x1, y1, x2, y2) as a function of the input fraction; outside 0...1 it carries
// on along its end tangents, as CSS Easing 2, Chromium and the engine's CubicBezierSolver do.
function bezier(points) {
  if (!Array.isArray(points)) return x => x;
  const [x1, y1, x2, y2] = points;
  const at = (a, b, t) => ((1 - 3 * b + 3 * a) * t + (3 * b - 6 * a)) * t * t + 3 * a * t;
  const startSlope = x1 > 0 ? y1 / x1 : x2 > 0 ? y2 / x2 : 0;
  const endSlope = x2 < 1 ? (y2 - 1) / (x2 - 1) : x1 < 1 ? (y1 - 1) / (x1 - 1) : 0;
  return x => {
    if (x <= 0) return x === 0 ? 0 : startSlope * x;
    if (x >= 1) return x === 1 ? 1 : 1 + endSlope * (x - 1);
    let lo = 0, hi = 1, t = x;
    for (let i = 0; i < 60; i++) {
      const v = at(x1, x2, t);
      if (Math.abs(v - x) < 1e-12) break;
      if (v < x) lo = t; else hi = t;
      t = (lo + hi) / 2;
    }
    return at(y1, y2, t);
  };
}

function framesCovering(seconds) {
  return seconds > 0 && isFinite(seconds) ? Math.ceil(seconds * FPS - 1e-9) : 0;
}

function clamp01(v) { return Math.min(Math.max(v, 0), 1); }

// The clocks of every frame after a release at `p` (each {view, layer, restart}), and the outcome.
// `gesture` may carry the speed and curve the engine's interaction controller had.
function releaseFrames(plan, p, appFinishes, gesture) {
  const d = plan.d / 1000, r = plan.release, clocks = [];
  let finishing = appFinishes;
  if (r.kind === 'interactiveTimer') {
    if (p >= 1) finishing = true;
    else if (p <= 0 || !isFinite(p)) finishing = false;
    else {
      finishing = p > 0.5;
      const step = finishing ? (1 - p) / ((1 - p) * 60) : p / (p * 60);
      let q = p;
      const ticks = [];
      while (ticks.length < 61) {
        q = q > 0.5 ? q + step : q - step;
        ticks.push(q);
        if (q >= 1 || q <= 0) break;
      }
      for (const tick of ticks.slice(0, -1)) {
        const t = clamp01(tick) * d * 1000;
        clocks.push({view: t, layer: t});
      }
    }
  } else if (r.kind === 'restart') {
    const tail = (1 - p) * d, curve = bezier(r.restart);
    const count = Math.max(1, framesCovering(tail));
    for (let k = 1; k < count; k++) {
      const f = tail > 0 ? Math.min(k / FPS / tail, 1) : 1;
      clocks.push({view: finishing ? d * 1000 : 0, layer: finishing ? 'finished' : 'cancelled',
        restart: {from: p * d * 1000, fraction: curve(f)}});
    }
  } else if (r.kind === 'percentDriven') {
    let s = gesture && gesture.speed !== undefined ? gesture.speed : (r.remaining ? 1 - clamp01(p) : r.speed);
    if (!(s > 0) || !isFinite(s)) s = 1;
    const tail = (finishing ? 1 - p : p) * d / s;
    const curve = bezier(gesture && gesture.curve ? gesture.curve : r.curve);
    const count = Math.max(1, framesCovering(tail));
    for (let k = 1; k < count; k++) {
      const f = tail > 0 ? Math.min(k / FPS / tail, 1) : 1;
      const c = f >= 1 ? 1 : curve(f);
      const time = finishing ? p * d + (d - p * d) * c : p * d * (1 - c);
      clocks.push({view: time * 1000, layer: finishing ? 'finished' : 'cancelled'});
    }
  }
  return {clocks, outcome: finishing ? 'finished' : 'cancelled'};
}

// Whether an animation contributes at container time `t` (ms): CAMediaTiming's fill rules.
function active(s, t) {
  const local = t - (s.delay || 0), fill = s.fill || 'both';
  const back = fill === 'both' || fill === 'backwards', forward = fill === 'both' || fill === 'forwards';
  if (s.dur <= 0) return local >= 0 ? (forward || local === 0) : back;
  if (local < 0) return back;
  if (local > s.dur) return forward;
  return true;
}

// The animated properties' computed values on an animation's element.
function computed(a) {
  const style = getComputedStyle(a.element), out = {};
  for (const k of a.segue.k) {
    for (const key of Object.keys(expand(k))) {
      if (key !== 'offset' && key !== 'easing') out[key] = style[key];
    }
  }
  return out;
}

// A layer-driven animation removed: it shows the model value the animator set.
function remove(a, outcome) {
  if (a.removed) return;
  a.removed = true;
  a.cancel();
  const model = a.segue.model && a.segue.model[outcome];
  if (model) {
    const props = expand(model);
    delete props.offset; delete props.easing;
    Object.assign(a.element.style, props);
  }
}

// Hero's restart: the animation replaced by one from its value at `from` to its value at
// `view`, `fraction` of the way.
function restart(a, clock) {
  let fresh = current.restarts.get(a);
  if (!fresh) {
    const s = a.segue;
    a.effect.updateTiming({fill: 'both'});
    a.currentTime = clock.restart.from;
    const start = computed(a);
    a.currentTime = clock.view;
    const end = computed(a);
    a.effect.updateTiming({fill: s.fill || 'both'});
    a.cancel();
    fresh = a.element.animate([start, end], {duration: 1000, fill: 'both', easing: 'linear'});
    fresh.pause();
    current.restarts.set(a, fresh);
  }
  fresh.currentTime = clock.restart.fraction * 1000;
}

// Every animation where `clock` puts it.
function show(clock) {
  for (const a of current.animations) {
    const s = a.segue;
    if (s.layer) {
      if (typeof clock.layer === 'number') a.currentTime = clock.layer; else remove(a, clock.layer);
    } else if (clock.restart) {
      if (active(s, clock.view)) restart(a, clock); else a.cancel();
    } else {
      a.currentTime = clock.view;
    }
  }
  readout(clock.view);
}

// The completion: view animations at their end, layer ones removed, then the actions in order.
// Hero's restarted animations are removed too, whichever way they ran: its completion takes the
// snapshots away or removes their animations (HeroTransition+Complete.swift complete(finished:):
// context.removeAllSnapshots(), HeroContext.removeAllSnapshots: removeFromSuperview or
// layer.removeAllHeroAnimations()), so each property shows its model value, the end value the plan's
// view animations set, not the start a cancelled restart ran back to (PlanEvaluator.completedScene).
function complete(outcome) {
  for (const fresh of current.restarts.values()) fresh.cancel();
  current.restarts.clear();
  for (const a of current.animations) {
    if (a.segue.layer) remove(a, outcome); else a.currentTime = current.plan.d;
  }
  readout(outcome === 'finished' ? current.plan.d : 0);
  for (const [what, id, props] of current.plan.done[outcome]) {
    const el = current.elements[id];
    if (!el) continue;
    if (what === 'remove') {
      el.remove();
      for (const [other, node] of Object.entries(current.elements)) if (!node.isConnected) delete current.elements[other];
    } else if (what === 'hide') el.style.visibility = 'hidden';
    else if (what === 'show') el.style.visibility = 'visible';
    else if (what === 'unmask') el.style.clipPath = 'none';
    else if (what === 'style') {
      const p = expand(props);
      delete p.offset; delete p.easing;
      for (const a of current.animations) {
        if (a.element === el && !a.removed) {
          a.cancel(); a.removed = true;
        }
      }
      Object.assign(el.style, p);
    }
  }
}

// --- Playing ---------------------------------------------------------------------------------

// What is playing: frames (functions) shown one per 1/60 s at the chosen speed, the next
// one's index, what runs after the last, and the interval timer (null while paused).
function stopTicker() {
  if (playing && playing.timer !== null) clearInterval(playing.timer);
  playing = null;
  document.getElementById('pause').textContent = 'Pause';
}

function tick() {
  if (playing.k < playing.frames.length) { playing.frames[playing.k++](); return; }
  const done = playing.done;
  stopTicker();
  if (done) done();
}

function startTicker() { playing.timer = setInterval(tick, 1000 / FPS / speed); }

function run(frames, done) {
  stopTicker();
  playing = {frames, k: 0, done, timer: null};
  startTicker();
}

// Plays plan `index` from start to end (replaying its recorded drag, if it has one), then `done`.
function play(index, done) {
  build(index);
  const plan = current.plan, gesture = plan.gesture;
  if (gesture) {
    const d = plan.d;
    const frames = gesture.drag.map(p => () => seek(clamp01(p) * d));
    const p = clamp01(gesture.drag[gesture.drag.length - 1] || 0);
    const released = releaseFrames(plan, p, gesture.finishing, gesture);
    run(frames.concat(released.clocks.map(c => () => show(c))), () => { complete(released.outcome); if (done) done(); });
    return;
  }
  const count = Math.max(1, framesCovering(plan.d / 1000));
  const frames = [];
  for (let k = 0; k < count; k++) frames.push(() => seek(k * 1000 / FPS));
  run(frames, () => { complete('finished'); if (done) done(); });
}

// The scrubber is the percent-driven interaction: paused at percent * d; on release it
// finishes past half (UIKit leaves the decision to the app; half is the common threshold)
// or cancels, the way the effect's interaction controller does.
function release(p) {
  const released = releaseFrames(current.plan, p, p > 0.5, null);
  run(released.clocks.map(c => () => show(c)), () => complete(released.outcome));
}

document.querySelectorAll('[data-plan]').forEach(b => b.addEventListener('click', () => play(+b.dataset.plan)));
document.getElementById('pause').addEventListener('click', e => {
  if (!playing) return;
  if (playing.timer !== null) { clearInterval(playing.timer); playing.timer = null; e.target.textContent = 'Play'; }
  else { startTicker(); e.target.textContent = 'Pause'; }
});
document.getElementById('speed').addEventListener('change', e => {
  speed = +e.target.value;
  if (playing && playing.timer !== null) { clearInterval(playing.timer); startTicker(); }
});
const scrub = document.getElementById('scrub');
scrub.addEventListener('input', () => {
  if (!current || playing) build(current ? current.index : 0);
  seek(scrub.value / 1000 * current.plan.d);
});
scrub.addEventListener('change', () => release(scrub.value / 1000));

// --- Unattended: loop, progress, oracle ------------------------------------------------------

function loop() {
  document.documentElement.classList.add('loop');
  const fit = () => {
    const plan = plans[0];
    const k = Math.min(window.innerWidth / plan.w, window.innerHeight / plan.h);
    stage.style.transform = 'scale(' + k + ')';
    stage.style.left = px((window.innerWidth - plan.w * k) / 2);
  };
  fit();
  window.addEventListener('resize', fit);
  let index = 0;
  const next = () => play(index, () => { index = (index + 1) % plans.length; setTimeout(next, 500); });
  build(0);
  seek(0);
  setTimeout(next, 300);
}

function sample(t) {
  const origin = stage.getBoundingClientRect();
  const actors = [];
  for (const [id, el] of Object.entries(current.elements)) {
    const r = el.getBoundingClientRect();
    let alpha = 1, node = el;
    while (node && node !== stage) {
      if (node.classList.contains('actor')) alpha *= +getComputedStyle(node).opacity;
      node = node.parentElement;
    }
    const style = getComputedStyle(el);
    actors.push({id, alpha, hidden: style.visibility === 'hidden', transform: style.transform,
      clipPath: style.clipPath, rect: [r.left - origin.left, r.top - origin.top, r.width, r.height]});
  }
  return {t, actors};
}

function oracle(hash) {
  const specs = hash.get('oracle').split(';');
  const out = [];
  for (const spec of specs) {
    const [plan, times] = spec.split(':');
    build(+plan);
    for (const t of (times || '').split(',').filter(Boolean).map(Number)) {
      seek(t);
      out.push(Object.assign(sample(t), {plan: +plan}));
    }
  }
  const index = specs[0].split(':')[0];
  if (hash.has('drag')) {
    const drag = hash.get('drag').split(',').map(Number);
    const d = current.plan.d;
    build(+index);
    for (const p of drag) { seek(clamp01(p) * d); out.push(Object.assign(sample(clamp01(p) * d), {phase: 'interacting'})); }
    const released = releaseFrames(current.plan, drag[drag.length - 1], hash.get('finish') === '1',
      hash.has('speed') ? {speed: +hash.get('speed')} : null);
    for (const clock of released.clocks) { show(clock); out.push(Object.assign(sample(clock.view), {phase: 'releasing'})); }
    complete(released.outcome);
    out.push(Object.assign(sample(d), {phase: 'completed', outcome: released.outcome}));
  }
  document.getElementById('oracle').textContent = JSON.stringify(out);
}

const hash = new URLSearchParams(location.hash.slice(1));
if (hash.has('oracle')) oracle(hash);
else if (hash.has('loop')) loop();
else { build(0); seek(hash.has('progress') ? clamp01(+hash.get('progress')) * plans[0].d : 0); }
document.documentElement.dataset.ready = '1';
