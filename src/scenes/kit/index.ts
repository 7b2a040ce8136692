// Everything here is deterministic, so every render of a scene is the same.
import {
  BackSide,
  BoxGeometry,
  BufferAttribute,
  CanvasTexture,
  Color,
  CylinderGeometry,
  DataTexture,
  DirectionalLight,
  EquirectangularReflectionMapping,
  FloatType,
  Fog,
  type BufferGeometry,
  Group,
  HemisphereLight,
  LinearFilter,
  type Material,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  type Object3D,
  PlaneGeometry,
  RGBAFormat,
  Scene,
  SphereGeometry,
  SpotLight,
  SRGBColorSpace,
  TorusGeometry,
  Vector3,
} from 'three';

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
}

const cache = new Map<string, MeshStandardMaterial>();

export function pbr(color: number, f: Finish = {}): MeshStandardMaterial {
  const key = `${color}|${f.metalness ?? 0}|${f.roughness ?? 0.6}|${f.emissive ?? 0}|${f.emissiveIntensity ?? 1}|${f.opacity ?? 1}|${f.flat ?? false}`;
  let m = cache.get(key);
  if (!m) {
    m = new MeshStandardMaterial({
      color,
      metalness: f.metalness ?? 0,
      roughness: f.roughness ?? 0.6,
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

export const glow = (color: number, intensity = 2): MeshStandardMaterial =>
  pbr(color, { emissive: color, emissiveIntensity: intensity, roughness: 0.4 });

function place<T extends Mesh>(mesh: T, x: number, y: number, z: number, shadows = true): T {
  mesh.position.set(x, y, z);
  mesh.castShadow = shadows;
  mesh.receiveShadow = shadows;
  return mesh;
}

/** Placed by its bottom at y. */
export const box = (w: number, h: number, d: number, m: Material, x = 0, y = 0, z = 0): Mesh =>
  place(new Mesh(new BoxGeometry(w, h, d), m), x, y + h / 2, z);

/** Placed by its bottom at y. */
export const cyl = (r: number, h: number, m: Material, x = 0, y = 0, z = 0, seg = 32, rBottom = r): Mesh =>
  place(new Mesh(new CylinderGeometry(r, rBottom, h, seg), m), x, y + h / 2, z);

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

/** For reflections on metal and glass; three.js prefilters it (PMREM) when assigned to scene.environment. */
export function studioEnvironment(base = 0x141a2e): DataTexture {
  const w = 128;
  const h = 64;
  const data = new Float32Array(w * h * 4);
  const b = new Color(base);
  const strips: [number, number, number, Color, number][] = [
    // [u centre, v centre, half-width in u, colour, strength]
    [0.25, 0.62, 0.05, new Color(LAVENDER), 3],
    [0.75, 0.6, 0.05, new Color(TEAL), 2.5],
    [0.5, 0.55, 0.08, new Color(0xfff4e6), 4],
  ];
  for (let y = 0; y < h; y++) {
    const v = y / (h - 1); // 0 bottom … 1 top (flipY false: row 0 is the bottom)
    for (let x = 0; x < w; x++) {
      const u = x / (w - 1);
      const c = b.clone().multiplyScalar(0.4 + v * 1.2);
      if (v > 0.85) c.addScalar(3.5 * (v - 0.85) / 0.15); // soft box overhead
      for (const [su, sv, hw, sc, k] of strips) {
        if (Math.abs(u - su) < hw && Math.abs(v - sv) < 0.12) c.add(sc.clone().multiplyScalar(k));
      }
      const i = (y * w + x) * 4;
      data[i] = c.r;
      data[i + 1] = c.g;
      data[i + 2] = c.b;
      data[i + 3] = 1;
    }
  }
  const tex = new DataTexture(data, w, h, RGBAFormat, FloatType);
  tex.mapping = EquirectangularReflectionMapping;
  tex.magFilter = tex.minFilter = LinearFilter;
  tex.needsUpdate = true;
  return tex;
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
  scene.environment = studioEnvironment();
  scene.environmentIntensity = o.envIntensity ?? 0.6;
  scene.add(dome(o.horizon, o.zenith, Math.max(300, o.fogFar * 1.5)));
  scene.add(new HemisphereLight(0xc9d4ff, 0x1a1422, o.fill ?? 0.9));
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
