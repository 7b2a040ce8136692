// Everything here is deterministic, so every render of a scene is the same.
import {
  BackSide,
  BoxGeometry,
  BufferAttribute,
  CanvasTexture,
  Color,
  CylinderGeometry,
  DirectionalLight,
  Fog,
  type BufferGeometry,
  Group,
  HemisphereLight,
  LatheGeometry,
  type Material,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  type Object3D,
  PlaneGeometry,
  Scene,
  SphereGeometry,
  SpotLight,
  SRGBColorSpace,
  TorusGeometry,
  Vector2,
  Vector3,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';

export const INK = 0x0b0d17;
export const VIOLET = 0x5b3df5;
export const LAVENDER = 0x8f7cff;
export const TEAL = 0x19d3c5;

/** Park–Miller */
export function seeded(seed: number): () => number {
  let s = seed % 2147483647;
  if (s <= 0) s += 2147483646;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

export interface Finish {
  metalness?: number;
  roughness?: number;
  emissive?: number;
  emissiveIntensity?: number;
  opacity?: number;
  flat?: boolean;
  /** Lacquer over the base (car paint, polished stone): 0…1. */
  clearcoat?: number;
}

const cache = new Map<string, MeshPhysicalMaterial>();

/** The one material of the renders (art direction): physically based, metals fully metallic, paints 0.5-0.7 rough. */
export function pbr(color: number, f: Finish = {}): MeshPhysicalMaterial {
  const key = `${color}|${f.metalness ?? 0}|${f.roughness ?? 0.6}|${f.emissive ?? 0}|${f.emissiveIntensity ?? 1}|${f.opacity ?? 1}|${f.flat ?? false}|${f.clearcoat ?? 0}`;
  let m = cache.get(key);
  if (!m) {
    // Anything at metalness ≥ 0.5 is a metal: make it one (half-metals read as plastic toys).
    const metalness = (f.metalness ?? 0) >= 0.5 ? 1 : (f.metalness ?? 0) * 0.4;
    m = new MeshPhysicalMaterial({
      color,
      metalness,
      roughness: metalness === 1 ? Math.min(0.45, Math.max(0.22, f.roughness ?? 0.3)) : Math.max(0.3, f.roughness ?? 0.6),
      clearcoat: f.clearcoat ?? 0,
      clearcoatRoughness: 0.08,
      emissive: f.emissive ?? 0x000000,
      emissiveIntensity: f.emissiveIntensity ?? 1,
      transparent: f.opacity !== undefined,
      opacity: f.opacity ?? 1,
      depthWrite: f.opacity === undefined || f.opacity > 0.6,
      flatShading: f.flat ?? false,
    });
    cache.set(key, m);
  }
  return m;
}

export const glow = (color: number, intensity = 2): MeshPhysicalMaterial =>
  pbr(color, { emissive: color, emissiveIntensity: intensity, roughness: 0.4 });

function place<T extends Mesh>(mesh: T, x: number, y: number, z: number, shadows = true): T {
  mesh.position.set(x, y, z);
  mesh.castShadow = shadows;
  mesh.receiveShadow = shadows;
  return mesh;
}

/** Edge radius of a bevelled part: 3 % of its size, at most 4 cm (RoundedBoxGeometry keeps it under half the thinnest side). */
const bevelOf = (...sizes: number[]) => Math.min(0.04, 0.03 * Math.max(...sizes));

const hasImage = (m: Material) => Boolean((m as MeshStandardMaterial).map ?? (m as MeshStandardMaterial).emissiveMap);

/** Placed by its bottom at y; bevelled, so every edge catches the light (screens keep square edges for their image). */
export const box = (w: number, h: number, d: number, m: Material, x = 0, y = 0, z = 0): Mesh =>
  place(new Mesh(hasImage(m) || Math.min(w, h, d) < 0.004 ? new BoxGeometry(w, h, d) : new RoundedBoxGeometry(w, h, d, 3, bevelOf(w, h, d)), m), x, y + h / 2, z);

/** A cylinder (or frustum) turned from a profile with rounded rims. */
export function bevelledCylinder(r: number, rBottom: number, h: number, seg: number): BufferGeometry {
  const b = Math.min(bevelOf(r * 2, h), r * 0.3, rBottom * 0.3, h * 0.3);
  if (b < 0.002) return new CylinderGeometry(r, rBottom, h, seg);
  const pts: Vector2[] = [new Vector2(0, -h / 2)];
  const corner = (cx: number, cy: number, from: number, to: number) => {
    for (let i = 0; i <= 4; i++) {
      const a = from + ((to - from) * i) / 4;
      pts.push(new Vector2(cx + Math.cos(a) * b, cy + Math.sin(a) * b));
    }
  };
  corner(rBottom - b, -h / 2 + b, -Math.PI / 2, 0);
  corner(r - b, h / 2 - b, 0, Math.PI / 2);
  pts.push(new Vector2(0, h / 2));
  return new LatheGeometry(pts, seg);
}

/** Placed by its bottom at y. */
export const cyl = (r: number, h: number, m: Material, x = 0, y = 0, z = 0, seg = 32, rBottom = r): Mesh =>
  place(new Mesh(seg >= 12 && !hasImage(m) ? bevelledCylinder(r, rBottom, h, seg) : new CylinderGeometry(r, rBottom, h, seg), m), x, y + h / 2, z);

export const ball = (r: number, m: Material, x = 0, y = 0, z = 0, seg = 24): Mesh =>
  place(new Mesh(new SphereGeometry(r, seg, Math.max(8, seg / 2)), m), x, y, z);

/** Default: facing +z. */
export const ring = (r: number, tube: number, m: Material, x = 0, y = 0, z = 0): Mesh =>
  place(new Mesh(new TorusGeometry(r, tube, 12, 40), m), x, y, z);

const UP = new Vector3(0, 1, 0);

export function pipe(a: [number, number, number], b: [number, number, number], r: number, m: Material, flanges?: Material): Group {
  const g = new Group();
  const from = new Vector3(...a);
  const to = new Vector3(...b);
  const length = from.distanceTo(to);
  const dir = to.clone().sub(from).normalize();
  const body = place(new Mesh(new CylinderGeometry(r, r, length, 20), m), 0, 0, 0);
  body.position.copy(from).add(to).multiplyScalar(0.5);
  body.quaternion.setFromUnitVectors(UP, dir);
  g.add(body);
  if (flanges) {
    for (const [p, s] of [[from, 1], [to, -1]] as const) {
      const f = place(new Mesh(new CylinderGeometry(r * 1.45, r * 1.45, r * 0.5, 20), flanges), 0, 0, 0);
      f.position.copy(p).addScaledVector(dir, s * r * 0.5);
      f.quaternion.setFromUnitVectors(UP, dir);
      g.add(f);
    }
  }
  return g;
}

/** For glass, glows and sprays. */
export function noShadows(root: Object3D): Object3D {
  root.traverse((o) => {
    if (o instanceof Mesh) o.castShadow = o.receiveShadow = false;
  });
  return root;
}

/** Fog does not touch it. */
export function dome(horizon: number, zenith: number, radius = 600, ground = horizon): Mesh {
  const geometry = new SphereGeometry(radius, 32, 16);
  const pos = geometry.getAttribute('position');
  const colors = new Float32Array(pos.count * 3);
  const c = new Color();
  const h = new Color(horizon);
  const z = new Color(zenith);
  const gnd = new Color(ground);
  for (let i = 0; i < pos.count; i++) {
    const t = pos.getY(i) / radius;
    if (t >= 0) c.copy(h).lerp(z, Math.pow(t, 0.55));
    else c.copy(h).lerp(gnd, Math.min(1, -t * 4));
    c.toArray(colors, i * 3);
  }
  geometry.setAttribute('color', new BufferAttribute(colors, 3));
  const mesh = new Mesh(geometry, new MeshBasicMaterial({ vertexColors: true, side: BackSide, fog: false, depthWrite: false }));
  mesh.name = 'dome';
  mesh.renderOrder = -1;
  return mesh;
}

export interface StageOptions {
  horizon: number;
  zenith: number;
  fog: number;
  fogNear: number;
  fogFar: number;
  floor?: number;
  floorSize?: number;
  /** Direction it comes from, intensity, and the half-size of its shadow box around `focus`. */
  sun?: [number, number, number];
  sunIntensity?: number;
  shadowBox?: number;
  focus?: [number, number, number];
  envIntensity?: number;
  fill?: number;
}

export function stage(o: StageOptions): { scene: Scene; key: DirectionalLight } {
  const scene = new Scene();
  scene.background = new Color(o.horizon);
  scene.fog = new Fog(o.fog, o.fogNear, o.fogFar);
  // The environment itself is three.js's RoomEnvironment through PMREM, set by the render harness (it needs the renderer).
  scene.environmentIntensity = 0.45 * (o.envIntensity ?? 0.6);
  scene.add(dome(o.horizon, o.zenith, Math.max(300, o.fogFar * 1.5)));
  scene.add(new HemisphereLight(0xc9d4ff, 0x1a1422, 0.35 * (o.fill ?? 0.9)));
  const focus = new Vector3(...(o.focus ?? [0, 0, 0]));
  const [sx, sy, sz] = o.sun ?? [30, 45, 25];
  const key = new DirectionalLight(0xfff1e0, o.sunIntensity ?? 2.6);
  key.position.set(focus.x + sx, focus.y + sy, focus.z + sz);
  key.target.position.copy(focus);
  key.castShadow = true;
  const s = o.shadowBox ?? 40;
  key.shadow.camera.left = key.shadow.camera.bottom = -s;
  key.shadow.camera.right = key.shadow.camera.top = s;
  key.shadow.camera.near = 1;
  key.shadow.camera.far = 400;
  key.shadow.mapSize.set(2048, 2048);
  key.shadow.bias = -0.0004;
  key.shadow.normalBias = 0.03;
  key.shadow.radius = 4;
  scene.add(key, key.target);
  const rimV = new DirectionalLight(LAVENDER, 1.4);
  rimV.position.set(focus.x - 40, focus.y + 20, focus.z - 30);
  rimV.target.position.copy(focus);
  const rimT = new DirectionalLight(TEAL, 0.9);
  rimT.position.set(focus.x + 40, focus.y + 12, focus.z - 35);
  rimT.target.position.copy(focus);
  scene.add(rimV, rimV.target, rimT, rimT.target);
  if (o.floor !== undefined) {
    const size = o.floorSize ?? 800;
    const floor = new Mesh(new PlaneGeometry(size, size), pbr(o.floor, { roughness: 0.9 }));
    floor.rotation.x = -Math.PI / 2;
    floor.receiveShadow = true;
    floor.name = 'floor';
    scene.add(floor);
  }
  return { scene, key };
}

export function spot(color: number, intensity: number, from: [number, number, number], to: [number, number, number], angle = 0.5, shadows = false): SpotLight {
  const l = new SpotLight(color, intensity, 0, angle, 0.6, 1.4);
  l.position.set(...from);
  l.target.position.set(...to);
  l.castShadow = shadows;
  if (shadows) {
    l.shadow.mapSize.set(1024, 1024);
    l.shadow.bias = -0.0005;
  }
  return l;
}

export const meshOf = (geometry: BufferGeometry, m: Material, x = 0, y = 0, z = 0): Mesh => place(new Mesh(geometry, m), x, y, z);

/** Drawn once on a 2D canvas (plain colour where there is none, e.g. unit tests); `draw` must be deterministic. */
export function screen(width: number, height: number, draw: (ctx: CanvasRenderingContext2D, w: number, h: number) => void, fallback = 0x16324a): MeshStandardMaterial {
  if (typeof document === 'undefined') return glow(fallback, 1);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  let ctx: CanvasRenderingContext2D | null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    ctx = null;
  }
  if (!ctx) return glow(fallback, 1);
  draw(ctx, width, height);
  const map = new CanvasTexture(canvas);
  map.colorSpace = SRGBColorSpace;
  map.anisotropy = 4;
  return new MeshStandardMaterial({ color: 0x000000, emissive: 0xffffff, emissiveMap: map, emissiveIntensity: 1.1, roughness: 0.25, metalness: 0 });
}

/**
 * A product-photography set: a seamless dark floor that fades into `ink` (fog), one warm-white key from high left at
 * 45° with a soft shadow, a `brand-light` rim from behind and a faint fill. Everything stands on the floor (y = 0).
 */
export function studioSet(o: { size?: number; key?: number } = {}): Scene {
  const size = o.size ?? 1;
  const scene = new Scene();
  scene.background = new Color(INK);
  scene.fog = new Fog(INK, 2.2 * size, 5.2 * size);
  scene.environmentIntensity = 0.32;
  // Satin, not lacquered: a coat mirrored the rim light into a hot spot in front of the product.
  const floor = new Mesh(new PlaneGeometry(60 * size, 60 * size), pbr(0x1a1d2e, { roughness: 0.55 }));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  floor.name = 'floor';
  scene.add(floor);
  const key = new SpotLight(0xfff1e0, (o.key ?? 60) * size * size, 0, 0.42, 0.85, 2);
  key.position.set(-2.6 * size, 3.4 * size, 2.4 * size);
  key.target.position.set(0, 0.2 * size, 0);
  key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048);
  key.shadow.bias = -0.0002;
  key.shadow.normalBias = 0.01 * size;
  key.shadow.radius = 6;
  key.shadow.camera.near = 0.5 * size;
  key.shadow.camera.far = 12 * size;
  scene.add(key, key.target);
  // Its range ends before the floor in front of the product, so the cone leaves no hot spot there.
  const rim = new SpotLight(LAVENDER, 40 * size * size, 4.2 * size, 0.5, 0.9, 2);
  rim.position.set(1.6 * size, 2.2 * size, -2.8 * size);
  rim.target.position.set(0, 0.3 * size, 0);
  scene.add(rim, rim.target);
  scene.add(new HemisphereLight(0xc9d4ff, 0x0b0d17, 0.15));
  return scene;
}

/**
 * A soft contact shadow (ambient occlusion baked into a texture): a dark radial falloff just above the ground under an
 * object, `w` × `d` wide, so nothing looks as if it hovers even where the key light's shadow falls elsewhere.
 */
export function contactShadow(w: number, d: number, strength = 0.75, x = 0, y = 0, z = 0): Mesh {
  let map: CanvasTexture | null = null;
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 128;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      const g = ctx.createRadialGradient(64, 64, 4, 64, 64, 64);
      g.addColorStop(0, 'rgba(0,0,0,1)');
      g.addColorStop(0.45, 'rgba(0,0,0,0.7)');
      g.addColorStop(1, 'rgba(0,0,0,0)');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, 128, 128);
      map = new CanvasTexture(canvas);
    }
  }
  const m = new MeshBasicMaterial({ color: 0x000000, alphaMap: map, transparent: true, opacity: strength, depthWrite: false });
  const mesh = new Mesh(new PlaneGeometry(w, d), m);
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.set(x, y + 0.003, z);
  mesh.renderOrder = 1;
  return mesh;
}

/**
 * The art direction's backdrop glow as the set's background (screen-space, so no card edge or horizon line can show):
 * `ink` with one soft radial glow (high right unless `cx`/`cy` say where, as fractions of the frame from top left),
 * darkest at the bottom where the floor fades into `ink`.
 */
export function glowBackground(color = LAVENDER, strength = 0.32, cx = 0.62, cy = 0.3): CanvasTexture | Color {
  if (typeof document === 'undefined') return new Color(INK);
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 200;
  const ctx = canvas.getContext('2d');
  if (!ctx) return new Color(INK);
  const c = new Color(color);
  const rgb = `${Math.round(c.r * 255)},${Math.round(c.g * 255)},${Math.round(c.b * 255)}`;
  ctx.fillStyle = '#0b0d17';
  ctx.fillRect(0, 0, 320, 200);
  const g = ctx.createRadialGradient(320 * cx, 200 * cy, 6, 320 * cx, 200 * cy + 10, 190);
  g.addColorStop(0, `rgba(${rgb},${strength})`);
  g.addColorStop(0.5, `rgba(${rgb},${strength * 0.35})`);
  g.addColorStop(1, `rgba(${rgb},0)`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 320, 200);
  const map = new CanvasTexture(canvas);
  map.colorSpace = SRGBColorSpace;
  return map;
}
