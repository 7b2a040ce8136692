// Reduced motion means no camera flight and no traffic.
import { PCFShadowMap, PerspectiveCamera, ACESFilmicToneMapping, WebGLRenderer } from 'three';
import { HeldKeys } from './controls/keyboard';
import { IDLE, isIdle, move, step, type Intent, type Pose } from './controls/walk';
import { CITY_SUMMARY, whereAmI } from './describe';
import { createCityScene } from './scene/city-scene';
import { LANDMARKS, START } from './scene/layout';

const EYE_HEIGHT = 1.7;
const FLIGHT_SECONDS = 4;
const FLIGHT_FROM = { x: 34, y: 34, z: 78, pitch: -0.42, heading: 0.32 };
/** One keyboard press of a pad button: a step, or a turn of 15 degrees. */
const NUDGE = { forward: 2, turn: Math.PI / 12 };
/** Radians per pixel across, metres per pixel up or down. */
const DRAG = { turn: 0.006, walk: 0.05 };

function byId<T extends HTMLElement>(doc: Document, id: string): T {
  const el = doc.getElementById(id);
  if (!el) throw new Error(`city page: #${id} is missing`);
  return el as T;
}

const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export function startCity(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const stage = byId<HTMLDivElement>(doc, 'stage');
  const where = byId<HTMLParagraphElement>(doc, 'where');
  const about = byId<HTMLElement>(doc, 'about');
  const describe = byId<HTMLButtonElement>(doc, 'describe');
  const trafficButton = byId<HTMLButtonElement>(doc, 'traffic');

  byId(doc, 'summary').textContent = CITY_SUMMARY;
  const places = byId<HTMLUListElement>(doc, 'places');
  for (const l of LANDMARKS) {
    const item = doc.createElement('li');
    const name = doc.createElement('strong');
    name.textContent = `${l.name}: `;
    item.append(name, l.description);
    places.append(item);
  }
  const showAbout = (open: boolean) => {
    about.hidden = !open;
    describe.setAttribute('aria-expanded', String(open));
  };
  describe.addEventListener('click', () => showAbout(Boolean(about.hidden)));

  let pose: Pose = { ...START };
  let said = '';
  const report = () => {
    stage.dataset.pose = `${pose.x.toFixed(2)},${pose.z.toFixed(2)},${pose.heading.toFixed(3)}`;
    const text = whereAmI(pose);
    if (text !== said) where.textContent = said = text;
  };
  report();

  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ antialias: true, powerPreference: 'high-performance' });
  } catch {
    byId(doc, 'no-webgl').hidden = false;
    showAbout(true);
    stage.dataset.webgl = 'unavailable';
    return () => {};
  }
  // A slow frame rate (a phone, a software renderer) lowers the resolution step by step.
  const fullRatio = Math.min(win.devicePixelRatio || 1, 2);
  let quality = 1;
  let slowFrames = 0;
  renderer.setPixelRatio(fullRatio);
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFShadowMap;
  renderer.toneMapping = ACESFilmicToneMapping;
  renderer.domElement.setAttribute('aria-hidden', 'true');
  stage.append(renderer.domElement);

  const city = createCityScene();
  const camera = new PerspectiveCamera(62, 1, 0.1, 900);
  camera.rotation.order = 'YXZ';

  const motionQuery = win.matchMedia('(prefers-reduced-motion: reduce)');
  let reduced = motionQuery.matches;
  let trafficPaused = false;
  let flight = reduced ? 1 : 0;
  const showMotion = () => {
    stage.dataset.motion = reduced ? 'reduced' : 'full';
    trafficButton.hidden = reduced;
  };
  showMotion();
  const onMotionChange = () => {
    reduced = motionQuery.matches;
    if (reduced) flight = 1;
    showMotion();
    wake();
  };
  motionQuery.addEventListener('change', onMotionChange);
  trafficButton.addEventListener('click', () => {
    trafficPaused = !trafficPaused;
    trafficButton.setAttribute('aria-pressed', String(trafficPaused));
    trafficButton.textContent = trafficPaused ? 'Resume traffic' : 'Pause traffic';
    wake();
  });

  const placeCamera = () => {
    const t = ease(Math.min(1, flight));
    camera.position.set(lerp(FLIGHT_FROM.x, pose.x, t), lerp(FLIGHT_FROM.y, EYE_HEIGHT, t), lerp(FLIGHT_FROM.z, pose.z, t));
    camera.rotation.set(lerp(FLIGHT_FROM.pitch, 0.04, t), lerp(FLIGHT_FROM.heading, pose.heading, t), 0);
  };

  const resize = () => {
    fit();
    wake();
  };
  const fit = () => {
    const { clientWidth: w, clientHeight: h } = stage;
    if (!w || !h) return;
    renderer.setSize(w, h, false);
    camera.aspect = w / h;
    // A phone held upright sees a narrow slice: widen the view so both sides of the street show.
    camera.fov = camera.aspect < 1 ? Math.min(78, 62 / Math.sqrt(camera.aspect)) : 62;
    camera.updateProjectionMatrix();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(stage);

  const keys = new HeldKeys();
  let pad: Intent = IDLE;
  const intent = (): Intent => {
    const k = keys.intent();
    return { forward: k.forward + pad.forward, strafe: k.strafe + pad.strafe, turn: k.turn + pad.turn };
  };
  const endFlight = () => {
    if (flight < 1) flight = 1;
  };
  stage.addEventListener('keydown', (e) => {
    if (!keys.press(e)) return;
    e.preventDefault();
    endFlight();
    wake();
  });
  stage.addEventListener('keyup', (e) => keys.release(e));
  stage.addEventListener('blur', () => keys.clear());

  let drag: { id: number; x: number; y: number } | null = null;
  stage.addEventListener('pointerdown', (e) => {
    drag = { id: e.pointerId, x: e.clientX, y: e.clientY };
    stage.setPointerCapture?.(e.pointerId);
    endFlight();
  });
  stage.addEventListener('pointermove', (e) => {
    if (!drag || drag.id !== e.pointerId) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    drag.x = e.clientX;
    drag.y = e.clientY;
    const heading = pose.heading + dx * DRAG.turn;
    const metres = dy * DRAG.walk;
    pose = move({ ...pose, heading }, -Math.sin(heading) * metres, -Math.cos(heading) * metres);
    report();
    wake();
  });
  const endDrag = (e: PointerEvent) => {
    if (drag?.id === e.pointerId) drag = null;
  };
  stage.addEventListener('pointerup', endDrag);
  stage.addEventListener('pointercancel', endDrag);

  for (const button of doc.querySelectorAll<HTMLButtonElement>('.pad button')) {
    const axis = button.dataset.axis as 'forward' | 'turn';
    const value = Number(button.dataset.value);
    const hold = (e: PointerEvent) => {
      e.preventDefault();
      button.setPointerCapture?.(e.pointerId);
      pad = { ...IDLE, [axis]: value };
      endFlight();
      wake();
    };
    const release = () => {
      pad = IDLE;
    };
    button.addEventListener('pointerdown', hold);
    button.addEventListener('pointerup', release);
    button.addEventListener('pointercancel', release);
    button.addEventListener('lostpointercapture', release);
    // A click with no pointer behind it (Enter or Space on a focused pad button): one step or one turn.
    button.addEventListener('click', (e) => {
      if (e.detail !== 0) return;
      endFlight();
      pose =
        axis === 'turn'
          ? { ...pose, heading: pose.heading + value * NUDGE.turn }
          : move(pose, -Math.sin(pose.heading) * value * NUDGE.forward, -Math.cos(pose.heading) * value * NUDGE.forward);
      report();
      wake();
    });
  }

  // The loop sleeps when nothing moves, so an idle city costs nothing.
  let frame = 0;
  let last = 0;
  let stopped = false;
  const tick = (now: number) => {
    frame = 0;
    if (stopped) return;
    const elapsed = (now - last) / 1000;
    const dt = Math.min(elapsed, 0.25);
    last = now;
    slowFrames = elapsed > 0.07 ? slowFrames + 1 : 0;
    if (slowFrames >= 3 && quality > 0.5) {
      quality = Math.max(0.5, quality * 0.75);
      slowFrames = 0;
      renderer.setPixelRatio(fullRatio * quality);
      fit();
    }
    if (flight < 1) flight = Math.min(1, flight + dt / FLIGHT_SECONDS);
    const want = intent();
    if (!isIdle(want)) {
      pose = step(pose, want, dt);
      report();
    }
    const traffic = !reduced && !trafficPaused;
    if (traffic) city.animate(dt);
    placeCamera();
    renderer.render(city.scene, camera);
    stage.dataset.ready = 'true';
    if (flight < 1 || traffic || !isIdle(want)) frame = win.requestAnimationFrame(tick);
  };
  function wake() {
    if (frame || stopped) return;
    // From sleep, time starts now: the first frame moves by the time the key has been held, not by the nap.
    last = win.performance.now();
    frame = win.requestAnimationFrame(tick);
  }
  resize();
  wake();

  return () => {
    stopped = true;
    if (frame) win.cancelAnimationFrame(frame);
    observer.disconnect();
    motionQuery.removeEventListener('change', onMotionChange);
    renderer.dispose();
  };
}
