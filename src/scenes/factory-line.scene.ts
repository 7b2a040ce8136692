// The factory hall; it repeats every 8 m along x. Not on a public page since decision 0078 (the /predective loop is a drawn screen).
import { CatmullRomCurve3, Group, Mesh, PointLight, TubeGeometry, Vector3 } from 'three';
import { ball, box, contactShadow, cyl, glow, glowBackground, INK, LAVENDER, noShadows, pbr, pipe, ring, screen, seeded, spot, stage, studioSet, TEAL, VIOLET } from './kit';
import { type Arm, buildArm } from './kit/machines';
import type { BuiltScene, SceneDefinition } from './scene-types';

/**
 * The IoT still (/predective "IoT-Integrated Platforms"), a subject of its own rather than the hero's factory again:
 * a finned motor with a stud-mounted vibration sensor, cabled to an edge gateway, on the studio set.
 */
function sensorSet(): BuiltScene {
  const scene = studioSet({ size: 0.6, key: 70 });
  scene.background = glowBackground(LAVENDER, 0.3);
  const housing = pbr(0x2b3245, { roughness: 0.45, clearcoat: 0.5 });
  const alu = pbr(0xb9c0cc, { metalness: 1, roughness: 0.3 });
  const stainless = pbr(0xd5d9e0, { metalness: 1, roughness: 0.22 });
  const rubber = pbr(0x101218, { roughness: 0.75 });
  const motor = new Group();
  motor.add(box(0.5, 0.03, 0.3, housing, 0, 0, 0));
  for (const x of [-0.15, 0.15]) motor.add(box(0.07, 0.07, 0.26, housing, x, 0.03, 0));
  const barrel = new Group();
  barrel.position.set(0, 0.25, 0);
  barrel.rotation.z = Math.PI / 2;
  barrel.add(cyl(0.15, 0.42, housing, 0, -0.21, 0, 64));
  for (let i = 0; i < 11; i++) barrel.add(cyl(0.162, 0.01, housing, 0, -0.18 + i * 0.034, 0, 64));
  for (const y of [-0.23, 0.21]) barrel.add(cyl(0.158, 0.02, alu, 0, y, 0, 64));
  barrel.add(cyl(0.022, 0.12, stainless, 0, -0.34, 0, 32));
  motor.add(barrel);
  motor.add(box(0.12, 0.07, 0.1, housing, 0.02, 0.39, 0));
  scene.add(motor, contactShadow(0.7, 0.45, 0.7));
  // The sensor: a stainless puck on a stud, a teal status ring, a cable gland.
  const sx = -0.1;
  scene.add(cyl(0.034, 0.055, stainless, sx, 0.395, 0.02, 48));
  scene.add(noShadows(ring(0.035, 0.004, glow(TEAL, 2.5), sx, 0.435, 0.02).rotateX(Math.PI / 2)));
  const gland = cyl(0.01, 0.03, stainless, 0, 0, 0, 24);
  gland.rotation.x = Math.PI / 2;
  gland.position.set(sx, 0.42, 0.06);
  scene.add(gland);
  // The gateway: anodised aluminium, vents, one status light, two antennas.
  const gw = new Group();
  gw.position.set(0.52, 0, 0.12);
  gw.rotation.y = -0.3;
  gw.add(box(0.24, 0.15, 0.07, pbr(0x3a3f4a, { metalness: 1, roughness: 0.42 }), 0, 0, 0));
  for (let i = 0; i < 6; i++) gw.add(box(0.12, 0.004, 0.002, rubber, -0.03, 0.03 + i * 0.014, 0.0355));
  gw.add(box(0.012, 0.012, 0.004, glow(TEAL, 3), 0.08, 0.11, 0.035));
  for (const x of [-0.08, 0.08]) gw.add(cyl(0.008, 0.13, rubber, x, 0.15, -0.01, 16));
  scene.add(gw, contactShadow(0.36, 0.2, 0.6, 0.52, 0, 0.12));
  const gwPort = new Vector3(0.405, 0.06, 0.085);
  const cable = new CatmullRomCurve3([
    new Vector3(sx, 0.42, 0.075), new Vector3(sx, 0.4, 0.17), new Vector3(sx + 0.03, 0.22, 0.2), new Vector3(sx + 0.06, 0.03, 0.22),
    new Vector3(0.12, 0.006, 0.24), new Vector3(0.3, 0.006, 0.18), new Vector3(0.37, 0.03, 0.1), gwPort,
  ]);
  const wire = new Mesh(new TubeGeometry(cable, 80, 0.006, 12), rubber);
  wire.castShadow = true;
  scene.add(wire);
  return { scene };
}

const STATION = 8;
const STATIONS = 11; // -5 … 5
const PART_GAP = 2;
const BELT_Y = 0.9;
const LINE_Z = 0;

const steel = pbr(0x8a93a6, { metalness: 0.8, roughness: 0.3 });
const frame = pbr(0x2a2f44, { metalness: 0.5, roughness: 0.45 });
const belt = pbr(0x15171f, { roughness: 0.85 });
const shell = pbr(0xe9ebf2, { roughness: 0.35, metalness: 0.05 });

const dashboard = (seed: number) =>
  screen(512, 320, (ctx, w, h) => {
    const rnd = seeded(seed);
    ctx.fillStyle = '#070912';
    ctx.fillRect(0, 0, w, h);
    for (let i = 0; i < 4; i++) {
      ctx.fillStyle = '#11152a';
      ctx.fillRect(16 + i * 122, 16, 110, 70);
      ctx.fillStyle = i === 2 ? '#8f7cff' : '#19d3c5';
      ctx.fillRect(28 + i * 122, 30, 12, 12);
      ctx.fillRect(28 + i * 122, 56, 40 + rnd() * 50, 14);
    }
    ctx.fillStyle = 'rgba(91,61,245,0.25)';
    ctx.fillRect(w * 0.62, 110, w * 0.35, h - 130);
    ctx.strokeStyle = '#19d3c5';
    ctx.lineWidth = 4;
    ctx.beginPath();
    for (let x = 16; x < w - 16; x += 6) {
      const t = x / w;
      const y = h - 40 - (40 + Math.sin(t * 22) * 12 + rnd() * 14 + Math.pow(Math.max(0, t - 0.55), 2) * 600);
      if (x === 16) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
    ctx.strokeStyle = '#8f7cff';
    ctx.setLineDash([10, 8]);
    ctx.beginPath();
    ctx.moveTo(16, h - 160);
    ctx.lineTo(w - 16, h - 160);
    ctx.stroke();
    ctx.setLineDash([]);
  });

function part(): Group {
  const g = new Group();
  const alu = pbr(0xc3c9d6, { metalness: 0.9, roughness: 0.28 });
  g.add(box(0.56, 0.06, 0.56, pbr(0x3b4260, { roughness: 0.6 }), 0, 0, 0));
  g.add(cyl(0.22, 0.3, alu, 0, 0.06, 0, 32));
  g.add(cyl(0.26, 0.05, alu, 0, 0.06, 0, 32));
  g.add(cyl(0.12, 0.02, pbr(0x1b1e2a, { metalness: 0.6, roughness: 0.4 }), 0, 0.36, 0, 24));
  for (let i = 0; i < 4; i++) g.add(cyl(0.02, 0.01, pbr(0x1b1e2a), Math.cos((i * Math.PI) / 2 + 0.78) * 0.19, 0.36, Math.sin((i * Math.PI) / 2 + 0.78) * 0.19, 8));
  return g;
}

function pod(status = TEAL): Group {
  const g = new Group();
  g.add(cyl(0.07, 0.09, shell, 0, 0, 0, 24));
  g.add(noShadows(ring(0.071, 0.012, glow(status, 3), 0, 0.07, 0)).rotateX(Math.PI / 2));
  g.add(cyl(0.01, 0.1, frame, 0.04, 0.09, 0, 6));
  return g;
}

function station(x: number, index: number, arms: Arm[]): Group {
  const g = new Group();
  g.position.x = x;
  g.add(box(STATION, 0.06, 1.0, belt, 0, BELT_Y - 0.06, LINE_Z));
  for (const s of [-1, 1]) g.add(box(STATION, 0.16, 0.06, steel, 0, BELT_Y - 0.12, LINE_Z + s * 0.53));
  for (const lx of [-STATION / 2 + 0.5, 0, STATION / 2 - 0.5]) for (const s of [-1, 1]) g.add(box(0.08, BELT_Y - 0.12, 0.08, frame, lx, 0, LINE_Z + s * 0.48));
  const motor = cyl(0.18, 0.5, pbr(0x3d4a6b, { metalness: 0.6, roughness: 0.35 }), 0, 0, 0, 24);
  motor.rotation.x = Math.PI / 2;
  motor.position.set(1.6, 0.45, LINE_Z + 0.85);
  g.add(motor);
  g.add(box(0.3, 0.35, 0.3, pbr(0x3d4a6b, { metalness: 0.6, roughness: 0.35 }), 1.6, 0.08, LINE_Z + 0.6));
  const mp = pod(index % 4 === 1 ? LAVENDER : TEAL);
  mp.position.set(1.6, 0.64, LINE_Z + 0.85);
  g.add(mp);
  const rp = pod();
  rp.position.set(-1.2, BELT_Y + 0.04, LINE_Z + 0.53);
  g.add(rp);
  for (const s of [-1, 1]) {
    g.add(box(0.06, 0.7, 0.06, frame, -2.6, BELT_Y, LINE_Z + s * 0.6));
    g.add(box(0.02, 0.6, 0.02, glow(TEAL, 1.2), -2.6, BELT_Y + 0.05, LINE_Z + s * 0.565));
  }
  g.add(box(0.8, 0.5, 0.8, frame, 0.3, 0, LINE_Z - 1.25));
  g.add(box(0.82, 0.04, 0.82, pbr(VIOLET, { emissive: VIOLET, emissiveIntensity: 0.5 }), 0.3, 0.5, LINE_Z - 1.25));
  const arm = buildArm(0.72);
  arm.root.position.set(0.3, 0.54, LINE_Z - 1.25);
  const head = new Group();
  head.position.y = 0.14;
  head.add(box(0.2, 0.16, 0.14, shell, 0, 0, 0));
  head.add(noShadows(ring(0.07, 0.012, glow(TEAL, 3), 0, 0.17, 0).rotateX(Math.PI / 2)));
  head.add(cyl(0.04, 0.05, pbr(INK, { metalness: 0.9, roughness: 0.1 }), 0, 0.16, 0, 16));
  arm.tool.add(head);
  g.add(arm.root);
  arms.push(arm);
  const hmi = new Group();
  hmi.position.set(-1.6, 0, LINE_Z + 1.6);
  hmi.rotation.y = 0.35;
  hmi.add(cyl(0.05, 1.1, frame, 0, 0, 0, 12));
  hmi.add(box(0.78, 0.5, 0.05, frame, 0, 1.1, 0));
  hmi.add(box(0.72, 0.44, 0.01, dashboard(index + 3), 0, 1.13, 0.026));
  g.add(hmi);
  g.add(box(0.16, 0.22, 0.08, shell, -1.6 + Math.sin(0.35) * -0.05, 0.8, LINE_Z + 1.55));
  g.add(cyl(0.008, 0.2, frame, -1.55, 1.02, LINE_Z + 1.55, 6));
  g.add(ball(0.02, glow(LAVENDER, 4), -1.6, 0.95, LINE_Z + 1.6, 8));
  for (const s of [-1, 1]) {
    g.add(box(0.4, 7, 0.4, pbr(0x30354a, { roughness: 0.6 }), STATION / 2, 0, s * 7));
    g.add(box(STATION, 0.35, 0.25, pbr(0x30354a, { roughness: 0.6 }), 0, 6.6, s * 7));
  }
  g.add(box(STATION, 0.3, 14, pbr(0x262a3c, { roughness: 0.7 }), 0, 7, 0));
  // No painted walkway lines: the yellow one (and a pale one after it) cut a bright triangle into the stills' corner.
  g.add(box(2.4, 0.06, 0.3, glow(0xf5f2ff, 2.2), 0, 5.2, 0));
  g.add(box(STATION, 0.05, 0.05, glow(TEAL, 1), 0, 3.2, -5.8));
  g.add(pipe([-STATION / 2, 4.2, -0.9], [STATION / 2, 4.2, -0.9], 0.05, pbr(0x5f6b84, { metalness: 0.6, roughness: 0.35 })));
  g.add(pipe([0.3, 4.2, -0.9], [0.3, 0.6, -0.9], 0.03, pbr(0x5f6b84, { metalness: 0.6, roughness: 0.35 })));
  g.add(box(STATION, 0.06, 0.4, frame, 0, 4.6, -1.6));
  g.add(box(2.6, 2.4, 1.2, pbr(0x3a4058, { roughness: 0.5, metalness: 0.2 }), -1.2, 0, -4.6));
  g.add(box(0.08, 1.6, 0.02, glow(TEAL, 1.5), -0.2, 0.5, -3.99));
  g.add(box(1.4, 0.4, 0.02, glow(0x1a2544, 1), -1.6, 1.6, -3.99));
  return g;
}

function build() {
  const { scene } = stage({
    horizon: 0x1b1f36,
    zenith: INK,
    fog: 0x171a2e,
    fogNear: 14,
    fogFar: 46,
    floor: 0x3a3f52,
    floorSize: 200,
    sun: [10, 30, 16],
    sunIntensity: 1.6,
    shadowBox: 28,
    focus: [0, 0, 0],
    envIntensity: 0.7,
    fill: 0.5,
  });
  const arms: Arm[] = [];
  for (let i = 0; i < STATIONS; i++) scene.add(station((i - (STATIONS - 1) / 2) * STATION, i, arms));
  const length = STATIONS * STATION;
  const parts: Group[] = [];
  for (let i = 0; i < length / PART_GAP; i++) {
    const p = part();
    p.position.set(0, BELT_Y, LINE_Z);
    p.rotation.y = i * 0.7;
    parts.push(p);
    scene.add(p);
  }
  const key = new PointLight(0x8fa8ff, 10, 14, 1.6);
  key.position.set(0, 3, 3);
  scene.add(key);
  scene.add(spot(0xfff3e6, 30, [2, 6, 4], [0, 0.9, 0], 0.6, true));
  const pose = (phase: number) => {
    // Parts travel two part gaps per loop and arms nod twice, so phase 0 and 1 match.
    for (let i = 0; i < parts.length; i++) {
      const s = (i * PART_GAP + phase * 2 * PART_GAP) % length;
      parts[i]!.position.x = s - length / 2;
    }
    arms.forEach((arm, i) => {
      const t = 2 * Math.PI * (2 * phase + (i % 2) * 0.25);
      arm.reachDown(0.15 * Math.sin(t), 1.6 + 0.12 * Math.cos(t), 1.12 + 0.12 * Math.sin(t) ** 2, 0.32, 0.3 * Math.sin(t));
    });
  };
  pose(0);
  // The parts are groups, not meshes: shadow every mesh inside them.
  for (const p of parts) p.traverse((o) => ((o as Mesh).castShadow = true));
  return { scene, pose };
}

const factoryLine: SceneDefinition = {
  id: 'factory-line',
  description: 'A factory line with robot arms inspecting parts on a conveyor, sensor pods with teal status lights on every motor and a screen showing machine health.',
  build,
  still: { position: [4.6, 2.8, 5.0], target: [-1.5, 0.95, -0.8], fov: 44 },
  stills: {
    'asset-monitoring': { position: [3.4, 1.45, 3.1], target: [0.7, 0.85, 0.5], fov: 44 },
    'iot-platform': { position: [0.68, 0.66, 1.3], target: [0.1, 0.2, 0.02], fov: 38, near: 0.02, ao: { radius: 0.06 }, build: sensorSet },
  },
};

export default factoryLine;
