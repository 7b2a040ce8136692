// Each builder returns a group on y = 0, centred on its footprint, front facing +z; page-free so imagery can reuse it.
import {
  BackSide,
  BoxGeometry,
  BufferAttribute,
  CanvasTexture,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DodecahedronGeometry,
  ExtrudeGeometry,
  Group,
  type Material,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  type Object3D,
  RepeatWrapping,
  Shape,
  SphereGeometry,
  SRGBColorSpace,
  type Texture,
  Vector2,
} from 'three';
import { PALETTE } from './palette';

interface Finish {
  emissive?: number;
  emissiveIntensity?: number;
  metalness?: number;
  roughness?: number;
  opacity?: number;
  map?: Texture | null;
}

const materials = new Map<string, MeshStandardMaterial>();

/** Shared between every mesh of the same colour and finish. */
export function material(color: number, finish: Finish = {}): MeshStandardMaterial {
  const key = `${color}:${finish.emissive ?? ''}:${finish.emissiveIntensity ?? ''}:${finish.metalness ?? ''}:${finish.roughness ?? ''}:${finish.opacity ?? ''}:${finish.map?.uuid ?? ''}`;
  let m = materials.get(key);
  if (!m) {
    m = new MeshStandardMaterial({
      color,
      flatShading: true,
      roughness: finish.roughness ?? 0.85,
      metalness: finish.metalness ?? 0,
      emissive: finish.emissive ?? 0x000000,
      emissiveIntensity: finish.emissiveIntensity ?? 1,
      map: finish.map ?? null,
      transparent: finish.opacity !== undefined,
      opacity: finish.opacity ?? 1,
    });
    materials.set(key, m);
  }
  return m;
}

export function solid(geometry: BoxGeometry | CylinderGeometry | ConeGeometry | DodecahedronGeometry | SphereGeometry, mat: Material, x = 0, y = 0, z = 0): Mesh {
  const mesh = new Mesh(geometry, mat);
  mesh.position.set(x, y, z);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

/** Placed by its bottom at `y`. */
export function block(w: number, h: number, d: number, mat: Material, x = 0, y = 0, z = 0): Mesh {
  return solid(new BoxGeometry(w, h, d), mat, x, y + h / 2, z);
}

function canvas2d(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // jsdom (unit tests) has no 2D context: the sign then keeps its plain colour.
  try {
    const ctx = canvas.getContext('2d');
    return ctx ? [canvas, ctx] : null;
  } catch {
    return null;
  }
}

export function signTexture(text: string, background: string, foreground: string): CanvasTexture | null {
  const drawn = canvas2d(512, 96);
  if (!drawn) return null;
  const [canvas, ctx] = drawn;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, 512, 96);
  ctx.fillStyle = foreground;
  ctx.font = 'bold 56px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 256, 52, 480);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

let windowsTexture: CanvasTexture | null | undefined;

/**
 * The façades' window pattern in the given colours (walls, lit and unlit windows); deterministic, the same seed every
 * time, so the walkable city and its dusk render (src/scenes/city.scene.ts) light the same windows.
 */
export function windowPattern(colors: { wall: string; lit: string; unlit: string }): CanvasTexture | null {
  const drawn = canvas2d(64, 64);
  if (!drawn) return null;
  const [canvas, ctx] = drawn;
  ctx.fillStyle = colors.wall;
  ctx.fillRect(0, 0, 64, 64);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      ctx.fillStyle = random() > 0.78 ? colors.lit : colors.unlit;
      ctx.fillRect(col * 16 + 4, row * 16 + 4, 8, 10);
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = texture.wrapT = RepeatWrapping;
  return texture;
}

/** The daylight pattern, built once. */
function windows(): CanvasTexture | null {
  if (windowsTexture === undefined) windowsTexture = windowPattern({ wall: '#ffffff', lit: '#ffe9b0', unlit: '#5d6b7d' });
  return windowsTexture;
}

/** Windows every 4 m across and 3.5 m up. */
function windowed(color: number, width: number, height: number): MeshStandardMaterial {
  const base = windows();
  if (!base) return material(color);
  const map = base.clone();
  map.repeat.set(Math.max(1, Math.round(width / 4)), Math.max(1, Math.round(height / 3.5)));
  map.needsUpdate = true;
  return new MeshStandardMaterial({ color, map, flatShading: true, roughness: 0.8 });
}

function sign(text: string, width: number, height: number, background = '#19d3c5'): Mesh {
  const texture = signTexture(text, background, PALETTE.signText);
  const face = texture ? new MeshStandardMaterial({ map: texture, roughness: 0.6, emissive: 0xffffff, emissiveMap: texture, emissiveIntensity: 0.25 }) : material(PALETTE.teal);
  const edge = material(PALETTE.frame);
  // Box faces: +x, -x, +y, -y, +z (front), -z.
  return new Mesh(new BoxGeometry(width, height, 0.2), [edge, edge, edge, edge, face, edge]);
}

/** 18 × 14 m. */
export function buildBank(): Group {
  const g = new Group();
  g.name = 'bank';
  const stone = material(PALETTE.stone);
  const shade = material(PALETTE.stoneShade);
  const gold = material(PALETTE.gold, { metalness: 0.4, roughness: 0.45 });
  // Front at z = +7.
  g.add(block(18, 1.2, 14, shade));
  for (let i = 0; i < 3; i++) g.add(block(14, 0.4 * (i + 1), 1.2, shade, 0, 0, 7.6 + 1.2 * (2 - i)));
  g.add(block(16, 8, 9, stone, 0, 1.2, -2));
  g.add(block(16.6, 0.6, 9.6, gold, 0, 9.2, -2));
  const shaft = new CylinderGeometry(0.45, 0.55, 6.6, 10);
  for (let i = 0; i < 6; i++) {
    const x = -6.25 + i * 2.5;
    g.add(solid(shaft, stone, x, 1.2 + 0.3 + 3.3, 5.2));
    g.add(block(1.3, 0.3, 1.3, shade, x, 1.2, 5.2));
    g.add(block(1.3, 0.3, 1.3, shade, x, 8.1, 5.2));
  }
  // The pediment is a three-sided prism laid on its side.
  g.add(block(16, 1.2, 4.4, stone, 0, 8.4, 4.9));
  g.add(block(16.2, 0.25, 4.6, gold, 0, 9.6, 4.9));
  const gable = new Shape([new Vector2(-8.1, 0), new Vector2(8.1, 0), new Vector2(0, 2.4)]);
  const prism = new ExtrudeGeometry(gable, { depth: 4.4, bevelEnabled: false });
  prism.translate(0, 0, -2.2);
  const pediment = new Mesh(prism, stone);
  pediment.position.set(0, 9.85, 4.9);
  pediment.castShadow = pediment.receiveShadow = true;
  g.add(pediment);
  g.add(block(2.6, 4.2, 0.2, material(PALETTE.frame), 0, 1.2, 2.6));
  g.add(block(3.2, 4.6, 0.1, material(PALETTE.teal, { emissive: PALETTE.tealDeep, emissiveIntensity: 0.4 }), 0, 1.2, 2.55));
  const board = sign('ETERNITY BANK', 9, 0.9, '#f3e2b3');
  board.position.set(0, 9, 7.15);
  g.add(board);
  return g;
}

/** 4.2 m long, nose towards +z. */
export function buildCar(color: number): Group {
  const g = new Group();
  g.name = 'car';
  const body = material(color, { metalness: 0.3, roughness: 0.4 });
  g.add(block(1.9, 0.7, 4.2, body, 0, 0.35, 0));
  g.add(block(1.7, 0.6, 2.2, material(PALETTE.frame, { metalness: 0.2, roughness: 0.2 }), 0, 1.05, -0.2));
  g.add(block(1.72, 0.08, 2.0, body, 0, 1.65, -0.2));
  const wheel = new CylinderGeometry(0.38, 0.38, 0.3, 12);
  const tyre = material(0x1a1c20);
  for (const [x, z] of [[-0.85, 1.3], [0.85, 1.3], [-0.85, -1.3], [0.85, -1.3]] as const) {
    const w = solid(wheel, tyre, x, 0.38, z);
    w.rotation.z = Math.PI / 2;
    g.add(w);
  }
  const light = material(0xfff4d6, { emissive: 0xfff4d6, emissiveIntensity: 0.6 });
  g.add(block(0.4, 0.18, 0.05, light, -0.6, 0.55, 2.11), block(0.4, 0.18, 0.05, light, 0.6, 0.55, 2.11));
  return g;
}

/** 20 × 12 m. */
export function buildShowroom(): Group {
  const g = new Group();
  g.name = 'showroom';
  const frame = material(PALETTE.frame, { metalness: 0.5, roughness: 0.4 });
  g.add(block(20, 0.3, 12, material(0xdedad2, { roughness: 0.3 })));
  // Glass walls cast no shadow, so daylight reaches the cars.
  const glass = material(PALETTE.glass, { opacity: 0.35, roughness: 0.05, metalness: 0.1 });
  for (const [w, d, x, z] of [[20, 0.1, 0, 6], [20, 0.1, 0, -6], [0.1, 12, 10, 0], [0.1, 12, -10, 0]] as const) {
    const pane = block(w, 5.7, d, glass, x, 0.3, z);
    pane.castShadow = false;
    g.add(pane);
  }
  for (let i = 0; i <= 5; i++) {
    g.add(block(0.3, 6, 0.3, frame, -10 + i * 4, 0, 6), block(0.3, 6, 0.3, frame, -10 + i * 4, 0, -6));
  }
  g.add(block(21, 0.6, 14, frame, 0, 6, 0.8));
  g.add(block(21.2, 0.35, 0.2, material(PALETTE.teal, { emissive: PALETTE.teal, emissiveIntensity: 0.35 }), 0, 6.1, 7.85));
  const board = sign('ETERNITY AUTO', 8, 1.1);
  board.position.set(0, 7.3, 6.6);
  g.add(board);
  PALETTE.carBodies.slice(0, 3).forEach((color, i) => {
    const car = buildCar(color);
    car.position.set(-6 + i * 6, 0.3, 0);
    car.rotation.y = 0.5 - i * 0.5;
    g.add(car);
  });
  return g;
}

/** 18 × 12 m. */
export function buildStore(): Group {
  const g = new Group();
  g.name = 'store';
  g.add(block(18, 9, 12, windowed(PALETTE.facades[0], 18, 9), 0, 0, 0));
  g.add(block(18.6, 0.6, 12.6, material(PALETTE.roof), 0, 9, 0));
  g.add(block(16, 3.6, 0.2, material(PALETTE.frame), 0, 0, 6.05));
  const lit = material(0xffe2a0, { emissive: 0xffc46b, emissiveIntensity: 0.55, roughness: 0.2 });
  for (const x of [-5.2, 5.2]) g.add(block(5.4, 2.8, 0.1, lit, x, 0.4, 6.2));
  g.add(block(2.2, 3, 0.1, material(PALETTE.glass, { roughness: 0.1 }), 0, 0, 6.2));
  const stripes = new Group();
  for (let i = 0; i < 18; i++) {
    stripes.add(block(1, 0.12, 2.4, material(i % 2 ? PALETTE.awningB : PALETTE.awningA), -8.5 + i, 0, 1.2));
  }
  stripes.position.set(0, 4, 6.1);
  stripes.rotation.x = 0.35;
  g.add(stripes);
  const board = sign('ETERNITY STORE', 10, 1.2, '#faf3e6');
  board.position.set(0, 5.6, 6.15);
  g.add(board);
  return g;
}

export function buildTree(size = 1, variant = 0): Group {
  const g = new Group();
  g.name = 'tree';
  g.add(solid(new CylinderGeometry(0.18 * size, 0.25 * size, 2 * size, 6), material(PALETTE.trunk), 0, size, 0));
  const leaves = material(PALETTE.leaves[variant % PALETTE.leaves.length]!);
  const clump = new DodecahedronGeometry(1.3 * size, 0);
  g.add(solid(clump, leaves, 0, 2.8 * size, 0));
  g.add(solid(new DodecahedronGeometry(0.95 * size, 0), leaves, 0.5 * size, 3.7 * size, 0.2 * size));
  if (variant % 2 === 0) g.add(solid(new DodecahedronGeometry(0.8 * size, 0), leaves, -0.6 * size, 3.3 * size, -0.3 * size));
  return g;
}

export function buildPine(size = 1): Group {
  const g = new Group();
  g.name = 'pine';
  g.add(solid(new CylinderGeometry(0.15 * size, 0.22 * size, 1.2 * size, 6), material(PALETTE.trunk), 0, 0.6 * size, 0));
  const leaves = material(PALETTE.leaves[2]);
  for (let i = 0; i < 3; i++) {
    g.add(solid(new ConeGeometry((1.5 - i * 0.35) * size, 2 * size, 7), leaves, 0, (1.8 + i * 1.1) * size, 0));
  }
  return g;
}

/** Arm pointing towards +z. */
export function buildLamp(): Group {
  const g = new Group();
  g.name = 'lamp';
  const post = material(PALETTE.lampPost, { metalness: 0.5, roughness: 0.5 });
  g.add(solid(new CylinderGeometry(0.08, 0.12, 5, 6), post, 0, 2.5, 0));
  g.add(block(0.12, 0.12, 1.2, post, 0, 4.9, 0.55));
  g.add(block(0.5, 0.2, 0.7, material(PALETTE.lampGlow, { emissive: PALETTE.lampGlow, emissiveIntensity: 0.9 }), 0, 4.7, 1.1));
  return g;
}

export function buildBench(): Group {
  const g = new Group();
  g.name = 'bench';
  const wood = material(0x9b6a3f);
  const iron = material(PALETTE.lampPost);
  g.add(block(2, 0.1, 0.5, wood, 0, 0.45, 0), block(2, 0.5, 0.08, wood, 0, 0.6, -0.25));
  g.add(block(0.08, 0.45, 0.5, iron, -0.9, 0, 0), block(0.08, 0.45, 0.5, iron, 0.9, 0, 0));
  return g;
}

export function buildFountain(): Group {
  const g = new Group();
  g.name = 'fountain';
  const stone = material(PALETTE.stoneShade);
  g.add(solid(new CylinderGeometry(3.4, 3.6, 0.8, 16), stone, 0, 0.4, 0));
  g.add(solid(new CylinderGeometry(3.0, 3.0, 0.1, 16), material(PALETTE.water, { roughness: 0.1, metalness: 0.2 }), 0, 0.75, 0));
  g.add(solid(new CylinderGeometry(0.35, 0.5, 2.2, 8), stone, 0, 1.1, 0));
  g.add(solid(new CylinderGeometry(1.2, 0.8, 0.3, 12), stone, 0, 2.2, 0));
  g.add(solid(new SphereGeometry(0.5, 8, 6), material(PALETTE.water, { emissive: PALETTE.water, emissiveIntensity: 0.3, roughness: 0.1 }), 0, 2.6, 0));
  return g;
}

export function buildBuilding(w: number, d: number, height: number, color: number): Group {
  const g = new Group();
  g.name = 'building';
  g.add(block(w, height, d, windowed(color, Math.max(w, d), height)));
  g.add(block(w + 0.4, 0.4, d + 0.4, material(PALETTE.roof), 0, height, 0));
  g.add(block(w * 0.3, 1.2, d * 0.3, material(PALETTE.curb), w * 0.15, height + 0.4, 0));
  return g;
}

/** Unlit and untouched by fog. */
export function buildSky(radius = 400): Mesh {
  const geometry = new SphereGeometry(radius, 24, 12);
  const top = new Color(PALETTE.skyTop);
  const horizon = new Color(PALETTE.skyHorizon);
  const position = geometry.getAttribute('position');
  const colors = new Float32Array(position.count * 3);
  const c = new Color();
  for (let i = 0; i < position.count; i++) {
    const t = Math.max(0, position.getY(i) / radius);
    c.copy(horizon).lerp(top, Math.pow(t, 0.6));
    c.toArray(colors, i * 3);
  }
  geometry.setAttribute('color', new BufferAttribute(colors, 3));
  const sky = new Mesh(geometry, new MeshBasicMaterial({ vertexColors: true, side: BackSide, fog: false, depthWrite: false }));
  sky.name = 'sky';
  return sky;
}

export function meshesOf(root: Object3D): Mesh[] {
  const found: Mesh[] = [];
  root.traverse((o) => {
    if (o instanceof Mesh) found.push(o);
  });
  return found;
}
