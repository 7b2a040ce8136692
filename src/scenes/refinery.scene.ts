// Stills frame each robot; the subsea zone has a lighting mood of its own.
import {
  AdditiveBlending,
  Color,
  ConeGeometry,
  DirectionalLight,
  Fog,
  Group,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  type Object3D,
  PointLight,
  Quaternion,
  SphereGeometry,
  Vector3,
} from 'three';
import { box, ball, cyl, glow, noShadows, pbr, pipe, ring, seeded, spot, stage, TEAL, VIOLET, LAVENDER, meshOf } from './kit';
import { buildArm, buildDrone, tracks } from './kit/machines';
import type { SceneDefinition } from './scene-types';

const steel = pbr(0x8a93a6, { metalness: 0.75, roughness: 0.35 });
const paint = pbr(0xd9dde6, { metalness: 0.2, roughness: 0.45 });
const darkSteel = pbr(0x3a4052, { metalness: 0.7, roughness: 0.45 });
const concrete = pbr(0x4a4f5e, { roughness: 0.95 });
// Safety rails in pale galvanised steel: the art direction has no yellow.
const yellow = pbr(0xb9c0cc, { roughness: 0.35, metalness: 1 });
const SUBSEA_X = 2000;

function column(x: number, z: number, r: number, h: number): Group {
  const g = new Group();
  g.add(cyl(r + 0.6, 1.2, concrete, x, 0, z, 32));
  g.add(cyl(r, h, paint, x, 1.2, z, 40));
  const cap = ball(r, paint, x, h + 1.2, z, 40);
  cap.scale.y = 0.5;
  g.add(cap);
  for (let y = 6; y < h; y += 5.5) {
    g.add(cyl(r + 1.3, 0.12, darkSteel, x, y, z, 40));
    const rail = ring(r + 1.25, 0.04, yellow, x, y + 1.05, z);
    rail.rotation.x = Math.PI / 2;
    g.add(rail);
    g.add(cyl(r + 0.03, 0.25, steel, x, y - 1.5, z, 40));
  }
  g.add(box(0.5, h, 0.08, yellow, x + r + 0.35, 1.2, z));
  g.add(pipe([x - r - 0.5, 1, z], [x - r - 0.5, h, z], 0.25, steel));
  g.add(ball(0.25, glow(0xff3b30, 4), x, h + 1.2 + r * 0.5 + 0.3, z, 12));
  return g;
}

function tank(x: number, z: number, r: number, h: number, color = 0xe6e8ee): Group {
  const g = new Group();
  const shell = pbr(color, { roughness: 0.4, metalness: 0.25 });
  g.add(cyl(r + 0.3, 0.4, concrete, x, 0, z, 48));
  g.add(cyl(r, h, shell, x, 0.4, z, 48));
  const roof = cyl(0.8, r * 0.18, shell, x, h + 0.4, z, 48, r);
  g.add(roof);
  g.add(cyl(r + 0.05, 0.6, pbr(VIOLET, { roughness: 0.5, emissive: VIOLET, emissiveIntensity: 0.15 }), x, h * 0.78, z, 48));
  // A spiral stair approximated by a slanted stringer.
  const stair = box(0.9, 0.15, h * 1.5, darkSteel, x + r * 0.75, h / 2, z + r * 0.75);
  stair.rotation.set(Math.atan2(h, h * 1.5) * 0.9, Math.PI / 4, 0);
  g.add(stair);
  const bund = r + 4;
  for (const [bx, bz, w, d] of [[0, bund, bund * 2, 0.4], [0, -bund, bund * 2, 0.4], [bund, 0, 0.4, bund * 2], [-bund, 0, 0.4, bund * 2]] as const) {
    g.add(box(w, 0.9, d, concrete, x + bx, 0, z + bz));
  }
  return g;
}

function sphereTank(x: number, z: number, r: number): Group {
  const g = new Group();
  g.add(ball(r, paint, x, r + 3, z, 48));
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    g.add(cyl(0.22, r + 3, steel, x + Math.cos(a) * r * 0.92, 0, z + Math.sin(a) * r * 0.92, 12));
  }
  g.add(cyl(r * 1.02, 0.3, pbr(TEAL, { emissive: TEAL, emissiveIntensity: 0.2 }), x, r + 2.85, z, 48));
  return g;
}

function pipeRack(x0: number, x1: number, z: number): Group {
  const g = new Group();
  for (let x = x0; x <= x1; x += 6) {
    for (const s of [-1, 1]) g.add(box(0.35, 9.4, 0.35, darkSteel, x, 0, z + s * 2.4));
    for (const y of [5.6, 8.6]) g.add(box(0.3, 0.35, 5.2, darkSteel, x, y, z));
  }
  for (const y of [5.6, 8.6]) for (const s of [-1, 1]) g.add(box(x1 - x0, 0.3, 0.2, darkSteel, (x0 + x1) / 2, y + 0.05, z + s * 2.4));
  const colours = [0xcfd4de, 0x8a93a6, 0x9aa3b5, 0xcfd4de, 0x5f6b84, 0xb8c0cf];
  colours.forEach((c, i) => {
    const m = pbr(c, { metalness: 0.55, roughness: 0.35 });
    const r = i % 3 === 0 ? 0.42 : 0.28;
    const y = (i < 3 ? 5.95 : 8.95) + r;
    const pz = z - 1.8 + (i % 3) * 1.6;
    g.add(pipe([x0 - 3, y, pz], [x1 + 3, y, pz], r, m));
  });
  return g;
}

function furnace(x: number, z: number): Group {
  const g = new Group();
  const brick = pbr(0x6b5a63, { roughness: 0.8 });
  g.add(box(12, 11, 7, brick, x, 0, z));
  g.add(box(12.4, 0.4, 7.4, darkSteel, x, 11, z));
  g.add(cyl(0.9, 18, darkSteel, x + 3, 11.4, z, 24, 1.1));
  for (let i = 0; i < 5; i++) g.add(box(0.5, 0.5, 0.1, glow(0xff8a3d, 2.5), x - 4 + i * 2, 1.5, z + 3.55));
  for (let i = 0; i < 6; i++) g.add(pipe([x - 5 + i * 2, 11.4, z - 2], [x - 5 + i * 2, 11.4, z - 12], 0.22, steel));
  return g;
}

function flare(x: number, z: number, h: number): Group {
  const g = new Group();
  g.add(cyl(0.45, h, steel, x, 0, z, 16));
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2;
    g.add(pipe([x + Math.cos(a) * 4, 0, z + Math.sin(a) * 4], [x + Math.cos(a) * 0.9, h - 4, z + Math.sin(a) * 0.9], 0.18, steel));
  }
  for (let y = 6; y < h - 5; y += 6) {
    const rr = 4 - (3.1 * y) / (h - 4);
    const rg = ring(rr, 0.08, pbr(0xe8e8ee, { roughness: 0.5 }), x, y, z);
    rg.rotation.x = Math.PI / 2;
    g.add(rg);
  }
  const flameMat = new MeshStandardMaterial({ color: 0xffb347, emissive: 0xff7a1a, emissiveIntensity: 3, transparent: true, opacity: 0.85, blending: AdditiveBlending, depthWrite: false });
  const outer = new Mesh(new ConeGeometry(1.3, 6, 16), flameMat);
  outer.position.set(x + 0.3, h + 3, z);
  outer.rotation.z = -0.12;
  g.add(outer);
  g.add(noShadows(ball(0.9, glow(0xfff0b0, 5), x, h + 1.2, z, 12)));
  const light = new PointLight(0xff8a3d, 400, 80, 1.6);
  light.position.set(x, h + 3, z);
  g.add(light);
  return g;
}

/** Falls under gravity and widens; instanced droplets. */
function spray(from: Vector3, dir: Vector3, speed: number, seed: number, count = 2400): Group {
  const g = new Group();
  const rnd = seeded(seed);
  const geo = new SphereGeometry(1, 10, 6);
  const mat = new MeshStandardMaterial({ color: 0xf2f7ff, roughness: 0.3, transparent: true, opacity: 0.4, depthWrite: false, emissive: 0x9fc8ff, emissiveIntensity: 0.2 });
  const drops = new InstancedMesh(geo, mat, count);
  const m = new Matrix4();
  const q = new Quaternion();
  const p = new Vector3();
  const s = new Vector3();
  const v = dir.clone().normalize().multiplyScalar(speed);
  for (let i = 0; i < count; i++) {
    const t = Math.pow(rnd(), 0.8) * 1.25;
    const spread = 0.04 + t * 0.9;
    p.set(from.x + v.x * t, from.y + v.y * t - 4.9 * t * t, from.z + v.z * t);
    p.x += (rnd() - 0.5) * spread;
    p.y += (rnd() - 0.5) * spread;
    p.z += (rnd() - 0.5) * spread;
    // A fine mist, not beads: big droplets read as a white sausage of foam.
    const size = 0.012 + t * 0.05 * rnd();
    s.set(size, size, size * (1 + 2 * (1 - t)));
    q.setFromUnitVectors(new Vector3(0, 0, 1), v.clone().setY(v.y - 9.8 * t).normalize());
    drops.setMatrixAt(i, m.compose(p, q, s));
  }
  g.add(drops);
  const core = new Mesh(new ConeGeometry(0.09, 3, 12, 1, true), new MeshStandardMaterial({ color: 0xffffff, transparent: true, opacity: 0.6, emissive: 0xcfe4ff, emissiveIntensity: 0.5, depthWrite: false }));
  core.position.copy(from).addScaledVector(dir.clone().normalize(), 1.5);
  core.quaternion.setFromUnitVectors(new Vector3(0, -1, 0), dir.clone().normalize());
  g.add(core);
  return g;
}

function firefightingRobot(): Group {
  const g = new Group();
  // Graphite lacquer, not fire-engine red: the art direction has no saturated red.
  const red = pbr(0x2f3444, { roughness: 0.45, clearcoat: 1 });
  const shield = pbr(0xb9c0cc, { roughness: 0.25, metalness: 0.9 });
  g.add(tracks(2.6, 1.7, darkSteel));
  g.add(box(1.3, 0.55, 2.1, red, 0, 0.5, -0.05));
  g.add(box(1.5, 0.08, 2.3, shield, 0, 1.05, -0.05));
  for (const s of [-1, 1]) g.add(box(0.06, 0.35, 2.4, shield, s * 0.88, 0.45, 0));
  g.add(cyl(0.38, 0.3, darkSteel, 0, 1.13, 0.2, 32));
  const monitor = new Group();
  monitor.position.set(0, 1.55, 0.2);
  monitor.rotation.x = -0.32;
  monitor.add(ball(0.22, darkSteel, 0, 0, 0, 24));
  const barrel = cyl(0.1, 1.1, shield, 0, 0, 0, 24, 0.16);
  barrel.rotation.x = Math.PI / 2;
  barrel.position.set(0, 0, 0.55);
  monitor.add(barrel);
  const nozzle = cyl(0.13, 0.2, darkSteel, 0, 0, 0, 24, 0.1);
  nozzle.rotation.x = Math.PI / 2;
  nozzle.position.set(0, 0, 1.15);
  monitor.add(nozzle);
  g.add(monitor);
  g.add(pipe([0, 0.8, -1.15], [0, 0.8, -2.4], 0.1, pbr(0x2a2d38, { roughness: 0.7 })));
  g.add(cyl(0.04, 0.7, darkSteel, -0.5, 1.1, -0.6, 12));
  g.add(box(0.26, 0.18, 0.22, darkSteel, -0.5, 1.8, -0.6));
  g.add(box(0.12, 0.1, 0.02, glow(TEAL, 2), -0.5, 1.84, -0.48));
  for (const s of [-1, 1]) g.add(box(0.22, 0.1, 0.04, glow(0xfff2d6, 5), s * 0.45, 0.8, 1.06));
  g.add(ball(0.07, glow(0xffb020, 5), 0.55, 1.2, -0.9, 10));
  return g;
}

function responseRover(): Group {
  const g = new Group();
  const body = pbr(0x2b2f45, { roughness: 0.35, metalness: 0.4 });
  const hi = pbr(0xf2f3f7, { roughness: 0.35 });
  g.add(tracks(1.8, 1.2, body, 0.5));
  g.add(box(0.9, 0.35, 1.5, hi, 0, 0.48, 0));
  g.add(box(0.92, 0.06, 1.52, pbr(VIOLET, { emissive: VIOLET, emissiveIntensity: 0.4 }), 0, 0.7, 0));
  g.add(cyl(0.06, 1.4, darkSteel, 0, 0.76, -0.35, 16));
  const head = new Group();
  head.position.set(0, 2.2, -0.35);
  head.add(box(0.42, 0.24, 0.28, hi, 0, 0, 0));
  head.add(cyl(0.07, 0.06, pbr(0x0b0d17, { metalness: 0.9, roughness: 0.1 }), -0.1, 0.06, 0.14, 20));
  head.add(box(0.14, 0.1, 0.02, glow(TEAL, 2.5), 0.11, 0.08, 0.145));
  head.add(ball(0.06, glow(0xffb020, 6), 0, 0.32, 0, 12));
  g.add(head);
  g.add(ball(0.06, glow(0xff3b30, 6), 0.35, 0.82, -0.65, 12));
  for (const s of [-1, 1]) g.add(box(0.18, 0.08, 0.04, glow(0xfff2d6, 5), s * 0.3, 0.62, 0.78));
  return g;
}

function rov(): Group {
  const g = new Group();
  const frame = pbr(0x2b2f45, { metalness: 0.6, roughness: 0.4 });
  const float = pbr(0xe9ebf2, { roughness: 0.45 });
  for (const [x, y] of [[-0.7, 0], [0.7, 0], [-0.7, 0.8], [0.7, 0.8]] as const) g.add(box(0.08, 0.08, 2.2, frame, x, y, 0));
  for (const z of [-1, 1]) for (const x of [-0.7, 0.7]) g.add(box(0.08, 0.88, 0.08, frame, x, 0, z));
  g.add(box(1.6, 0.45, 2.2, float, 0, 0.88, 0));
  g.add(box(1.62, 0.06, 2.22, pbr(VIOLET, { emissive: VIOLET, emissiveIntensity: 0.4 }), 0, 1.15, 0));
  const pod = cyl(0.22, 1.4, pbr(0xd9dde6, { metalness: 0.6, roughness: 0.25 }), 0, 0, 0, 24);
  pod.rotation.x = Math.PI / 2;
  pod.position.set(0, 0.45, -0.1);
  g.add(pod);
  g.add(ball(0.18, pbr(0x0b0d17, { metalness: 0.9, roughness: 0.05 }), 0, 0.4, 1.12, 24));
  for (const s of [-1, 1]) {
    const lamp = cyl(0.09, 0.12, glow(0xeaf6ff, 8), s * 0.55, 0, 0, 20);
    lamp.rotation.x = Math.PI / 2;
    lamp.position.set(s * 0.55, 0.65, 1.12);
    g.add(lamp);
  }
  const duct = pbr(0x1d2030, { metalness: 0.5, roughness: 0.4 });
  for (const [x, z, a] of [[-0.85, 0.85, 0.7], [0.85, 0.85, -0.7], [-0.85, -0.85, -0.7], [0.85, -0.85, 0.7]] as const) {
    const t = new Group();
    t.position.set(x, 0.4, z);
    t.rotation.y = a;
    const r = ring(0.17, 0.05, duct, 0, 0, 0);
    t.add(r);
    t.add(ball(0.07, duct, 0, 0, 0, 12));
    g.add(t);
  }
  for (const x of [-0.35, 0.35]) {
    const r = ring(0.16, 0.05, duct, x, 1.13, -0.6);
    r.rotation.x = Math.PI / 2;
    g.add(r);
  }
  g.add(pipe([0.3, 0.05, 0.9], [0.45, -0.25, 1.4], 0.05, pbr(0xb9c0cc, { metalness: 0.8, roughness: 0.3 })));
  g.add(box(0.12, 0.08, 0.18, frame, 0.45, -0.32, 1.45));
  return g;
}

function subsea(scene: Group): void {
  const x0 = SUBSEA_X;
  const rnd = seeded(41);
  const sand = meshOf(new SphereGeometry(1, 8, 8), pbr(0x3d5a66, { roughness: 1 }), x0, -200, 0);
  sand.scale.set(300, 200, 300);
  sand.receiveShadow = true;
  sand.castShadow = false;
  scene.add(sand);
  const coat = pbr(0x8d9096, { roughness: 0.9 });
  scene.add(pipe([x0, 0.75, -60], [x0, 0.75, 60], 0.55, coat));
  for (let z = -58; z < 60; z += 12) scene.add(ring(0.57, 0.06, pbr(0xb9c0cc, { metalness: 0.7, roughness: 0.35 }), x0, 0.75, z));
  for (const z of [-6, 8, 22]) scene.add(box(1.8, 0.35, 0.9, concrete, x0, 0, z));
  const growth = pbr(0x4f7d5d, { roughness: 1 });
  for (let i = 0; i < 30; i++) {
    const z = -30 + rnd() * 60;
    const b = ball(0.12 + rnd() * 0.2, growth, x0 + (rnd() - 0.5) * 1.1, 0.75 + 0.45 + rnd() * 0.1, z, 8);
    b.scale.y = 0.5;
    scene.add(b);
  }
  const rock = pbr(0x3c4653, { roughness: 1, flat: true });
  for (let i = 0; i < 40; i++) {
    const r = 0.2 + rnd() * 1.2;
    const b = ball(r, rock, x0 + (rnd() - 0.5) * 50, r * 0.2, -40 + rnd() * 80, 6);
    b.scale.y = 0.6;
    if (Math.abs(b.position.x - x0) > 2) scene.add(b);
  }
  const kelp = pbr(0x3f7a5a, { roughness: 0.9 });
  for (let i = 0; i < 24; i++) {
    const x = x0 + (rnd() < 0.5 ? -1 : 1) * (4 + rnd() * 14);
    const h = 2 + rnd() * 5;
    const k = cyl(0.04, h, kelp, x, 0, -30 + rnd() * 50, 6, 0.12);
    k.rotation.z = (rnd() - 0.5) * 0.3;
    scene.add(k);
  }
  const vehicle = rov();
  vehicle.position.set(x0 + 1.6, 1.6, 2);
  vehicle.rotation.y = -Math.PI / 2 + 0.35;
  scene.add(vehicle);
  const beam = new MeshStandardMaterial({ color: 0xbfe9ff, emissive: 0x9fdcff, emissiveIntensity: 0.4, transparent: true, opacity: 0.07, depthWrite: false, blending: AdditiveBlending });
  for (const s of [-1, 1]) {
    const from = new Vector3(s * 0.55, 0.65, 1.2).applyMatrix4(vehicle.matrix.compose(vehicle.position, vehicle.quaternion, vehicle.scale));
    const to = new Vector3(x0 + 0.1, 0.9, 2 + s * 0.8 + 2.5);
    const dir = to.clone().sub(from);
    const len = dir.length();
    const cone = new Mesh(new ConeGeometry(1.1, len, 24, 1, true), beam);
    cone.position.copy(from).addScaledVector(dir, 0.5);
    cone.quaternion.setFromUnitVectors(new Vector3(0, -1, 0), dir.normalize());
    scene.add(cone);
    scene.add(spot(0xdff4ff, 120, [from.x, from.y, from.z], [to.x, to.y, to.z], 0.45, true));
  }
  const specks = pbr(0xcfefff, { emissive: 0x9fdcff, emissiveIntensity: 0.6, opacity: 0.5 });
  for (let i = 0; i < 80; i++) scene.add(noShadows(ball(0.015 + rnd() * 0.02, specks, x0 - 3 + rnd() * 8, rnd() * 5, -4 + rnd() * 14, 6)));
}

function build() {
  const { scene, key } = stage({
    horizon: 0x3a2f6b,
    zenith: 0x0d1024,
    fog: 0x2a2650,
    fogNear: 70,
    fogFar: 320,
    floor: 0x3b404e,
    floorSize: 1200,
    sun: [-45, 40, 35],
    sunIntensity: 3.2,
    shadowBox: 75,
    focus: [0, 0, 0],
    envIntensity: 0.8,
  });
  const world = new Group();
  scene.add(world);
  const asphalt = pbr(0x2a2d38, { roughness: 0.9 });
  world.add(box(140, 0.02, 7, asphalt, 0, 0, 14));
  world.add(box(7, 0.02, 120, asphalt, 24, 0, -10));
  for (let x = -66; x < 70; x += 6) world.add(box(2.5, 0.03, 0.15, pbr(0xe8e3d0), x, 0, 14));
  world.add(column(-12, -8, 2.2, 30));
  world.add(column(-4, -10, 1.6, 24));
  world.add(column(3, -7, 1.3, 19));
  for (const [a, b] of [[-12, -4], [-4, 3]] as const) {
    world.add(box(b - a, 0.15, 1.4, darkSteel, (a + b) / 2, 14, -9));
    world.add(box(b - a, 0.05, 0.05, yellow, (a + b) / 2, 15.05, -8.35));
  }
  world.add(pipe([-12, 31, -8], [-12, 33, -8], 0.4, steel));
  world.add(pipe([-12, 33, -8], [-4, 33, -2], 0.4, steel));
  world.add(pipe([-4, 33, -2], [-4, 6.6, 3], 0.4, steel));
  world.add(pipeRack(-42, 42, 5));
  world.add(furnace(16, -10));
  world.add(tank(-44, -36, 10, 12));
  world.add(tank(-16, -44, 11, 13));
  world.add(tank(14, -46, 9, 11, 0xdfe2ea));
  world.add(sphereTank(44, -12, 6));
  world.add(sphereTank(46, 6, 5));
  world.add(flare(56, -60, 48));
  world.add(box(14, 5, 8, pbr(0x30354a, { roughness: 0.6 }), -52, 0, 4));
  world.add(box(12, 1.3, 0.1, glow(0xbfd8ff, 1.2), -52, 2.5, 8.02));
  world.add(box(14.4, 0.3, 8.4, pbr(TEAL, { emissive: TEAL, emissiveIntensity: 0.5 }), -52, 5, 4));
  for (const [x, z] of [[-30, 17.5], [0, 17.5], [30, 17.5], [-30, 10.5]] as const) {
    world.add(cyl(0.08, 8, darkSteel, x, 0, z, 8));
    world.add(box(0.8, 0.15, 0.4, glow(0xfff2d6, 3), x, 8, z));
  }

  const skid = new Group();
  skid.add(box(5, 0.4, 3, concrete, -30, 0, 24));
  skid.add(cyl(0.6, 1.4, pbr(0x5b6b8c, { metalness: 0.4, roughness: 0.4 }), -31, 0.4, 24, 24));
  skid.add(box(1.6, 1.1, 1.2, pbr(0x5b6b8c, { metalness: 0.4, roughness: 0.4 }), -29, 0.4, 24));
  skid.add(pipe([-31, 1.4, 24], [-31, 5.7, 24], 0.22, steel, darkSteel));
  world.add(skid);
  // A cooling drill on the pump skid: the robot's water curtain, no cartoon flames or foam (decision 0062).
  const robot = firefightingRobot();
  robot.position.set(-20.5, 0, 31);
  robot.rotation.y = -2.3;
  world.add(robot);
  robot.updateMatrixWorld(true);
  const nozzle = new Vector3(0, 1.55, 1.35).applyMatrix4(robot.matrixWorld);
  const aim = new Vector3(0, 0.32, 1).applyAxisAngle(new Vector3(0, 1, 0), -2.3);
  world.add(noShadows(spray(nozzle, aim, 11, 5)));

  const rover = responseRover();
  rover.position.set(-14, 0, 16.5);
  rover.rotation.y = -1.9;
  world.add(rover);
  const scout = buildDrone();
  scout.position.set(-11.5, 4.6, 15.2);
  scout.rotation.set(0.12, -2.1, 0.05);
  scout.scale.setScalar(1.5);
  world.add(scout);

  const jointX = 8;
  const py = 0.9;
  const pz = 23;
  world.add(pipe([-4, py, pz], [20, py, pz], 0.32, pbr(0xcfd4de, { metalness: 0.55, roughness: 0.35 })));
  for (let x = -3; x <= 19; x += 4) world.add(box(0.5, py - 0.3, 1.2, concrete, x, 0, pz));
  world.add(pipe([jointX - 0.12, py, pz], [jointX + 0.12, py, pz], 0.33, steel, pbr(0x9aa3b5, { metalness: 0.8, roughness: 0.3 })));
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const bolt = cyl(0.035, 0.5, darkSteel, 0, 0, 0, 8);
    bolt.rotation.z = Math.PI / 2;
    bolt.position.set(jointX, py + Math.cos(a) * 0.41, pz + Math.sin(a) * 0.41);
    world.add(bolt);
  }
  world.add(cyl(0.12, 0.5, steel, jointX + 3, py + 0.3, pz, 16));
  world.add(box(0.3, 0.3, 0.3, pbr(0x3d4a6b, { metalness: 0.6, roughness: 0.35 }), jointX + 3, py + 0.75, pz));
  const sniffer = buildDrone();
  sniffer.position.set(jointX + 0.6, 3.3, pz + 1.1);
  sniffer.rotation.set(0.15, -0.6, 0);
  sniffer.scale.setScalar(1.3);
  world.add(sniffer);
  const cone = new Mesh(new ConeGeometry(0.9, 1, 32, 1, true), new MeshStandardMaterial({ color: TEAL, emissive: TEAL, emissiveIntensity: 0.9, transparent: true, opacity: 0.16, depthWrite: false, side: 2 }));
  const from = new Vector3(jointX + 0.6, 3.05, pz + 1.2);
  const to = new Vector3(jointX, py, pz);
  const d = to.clone().sub(from);
  cone.position.copy(from).addScaledVector(d, 0.5);
  cone.quaternion.setFromUnitVectors(new Vector3(0, 1, 0), d.clone().negate().normalize());
  cone.scale.y = d.length();
  world.add(cone);
  const scanRing = ring(0.6, 0.02, glow(TEAL, 3), jointX, py, pz);
  scanRing.rotation.y = Math.PI / 2;
  world.add(noShadows(scanRing));
  const plume = pbr(LAVENDER, { emissive: LAVENDER, emissiveIntensity: 0.4, opacity: 0.12 });
  const pr = seeded(3);
  for (let i = 0; i < 9; i++) world.add(noShadows(ball(0.15 + i * 0.07, plume, jointX - 0.1 - i * 0.12 + pr() * 0.2, py + 0.4 + i * 0.2, pz - 0.3 - i * 0.05, 16)));
  world.add(spot(TEAL, 40, [from.x, from.y, from.z], [to.x, to.y, to.z], 0.4));

  const mx = 31;
  const mz = 22;
  world.add(box(6, 0.3, 3, concrete, mx, 0, mz));
  world.add(pipe([mx - 3.5, 1.3, mz], [mx + 3.5, 1.3, mz], 0.25, pbr(0x5f6b84, { metalness: 1, roughness: 0.35 }), darkSteel));
  for (const x of [mx - 2.4, mx + 2.4]) world.add(box(0.3, 1.05, 0.6, darkSteel, x, 0.3, mz));
  world.add(box(0.7, 0.7, 0.7, pbr(0x3d4a6b, { metalness: 0.6, roughness: 0.35 }), mx, 0.95, mz));
  world.add(cyl(0.08, 0.9, steel, mx, 1.65, mz, 12));
  const wheel = ring(0.42, 0.04, pbr(0x2f3444, { roughness: 0.4, clearcoat: 1 }), mx, 2.55, mz);
  wheel.rotation.x = Math.PI / 2;
  world.add(wheel);
  for (let i = 0; i < 3; i++) {
    const spoke = box(0.84, 0.04, 0.05, pbr(0x2f3444, { roughness: 0.4, clearcoat: 1 }), mx, 2.53, mz);
    spoke.rotation.y = (i * Math.PI) / 3;
    world.add(spoke);
  }
  const cart = new Group();
  cart.position.set(mx + 0.1, 0, mz + 1.9);
  cart.add(tracks(1.8, 1.4, pbr(0x2b2f45, { roughness: 0.4, metalness: 0.4 }), 0.5));
  cart.add(box(1.1, 0.3, 1.5, pbr(0xe9ebf2, { roughness: 0.35 }), 0, 0.48, 0));
  cart.add(box(0.6, 0.06, 0.04, glow(TEAL, 3), 0, 0.6, 0.76));
  const arm = buildArm(0.9);
  arm.root.position.set(0, 0.62, -0.2);
  // Base at (mx + 0.1, 0.62, mz + 1.7), wheel at (mx, 2.55, mz): the tool just above the handwheel.
  arm.reachDown(Math.PI - 0.06, 1.7 / 0.9, (2.6 - 0.62) / 0.9, 0.28, 0.4);
  const grip = new Group();
  grip.position.y = 0.15;
  for (const sgn of [-1, 1]) grip.add(box(0.05, 0.16, 0.08, pbr(0xb9c0cc, { metalness: 0.8, roughness: 0.3 }), sgn * 0.14, 0, 0));
  grip.add(box(0.34, 0.06, 0.1, pbr(0x2a2e40, { metalness: 0.6, roughness: 0.4 }), 0, 0.1, 0));
  arm.tool.add(grip);
  cart.add(arm.root);
  world.add(cart);

  // Own lighting mood, switched below when the camera is there.
  const sea = new Group();
  subsea(sea);
  scene.add(sea);
  const landFog = scene.fog as Fog;
  const seaFog = new Fog(0x0b3a4f, 2, 26);
  const landBg = new Color(0x3a2f6b);
  const seaBg = new Color(0x0b3a4f);
  const domeMesh = scene.getObjectByName('dome') as Object3D;
  const floor = scene.getObjectByName('floor') as Object3D;
  const keyHome = key.position.clone();
  scene.onBeforeRender = (_r, _s, camera) => {
    const under = camera.position.x > SUBSEA_X / 2;
    scene.fog = under ? seaFog : landFog;
    scene.background = under ? seaBg : landBg;
    domeMesh.visible = !under;
    floor.visible = !under;
    world.visible = !under;
    sea.visible = under;
    (key as DirectionalLight).intensity = under ? 1.2 : 3.2;
    key.color.set(under ? 0x7fd3ff : 0xfff1e0);
    if (under) {
      key.position.set(SUBSEA_X + 5, 40, 10);
      key.target.position.set(SUBSEA_X, 0, 0);
    } else {
      key.position.copy(keyHome);
      key.target.position.set(0, 0, 0);
    }
    key.target.updateMatrixWorld();
  };
  return { scene };
}

const refinery: SceneDefinition = {
  id: 'refinery',
  description: 'An oil refinery at dusk with distillation columns, a pipe rack, storage tanks and a flare, watched over by inspection and firefighting robots.',
  build,
  still: { position: [66, 30, 66], target: [6, 8, -18], fov: 45 },
  stills: {
    firefighting: { position: [-28.8, 3.6, 41], target: [-25, 1.7, 27.5], fov: 45 },
    'emergency-response': { position: [-6, 2.6, 11], target: [-19, 3.2, 21], fov: 46 },
    'leak-detection': { position: [12.6, 3.2, 29.5], target: [8.2, 2.2, 23.2], fov: 42 },
    'robotic-arm': { position: [36.8, 3.3, 25.8], target: [31, 1.9, 23.2], fov: 42 },
    underwater: { position: [SUBSEA_X - 3.2, 2.6, 6.4], target: [SUBSEA_X + 1, 1.2, 1.6], fov: 48 },
  },
};

export default refinery;
