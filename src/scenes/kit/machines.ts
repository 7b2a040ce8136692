// Each stands on y = 0 (the drone's centre is its origin) with its front towards +z.
import { CylinderGeometry, Group, type Material, Mesh, Object3D, TorusGeometry } from 'three';
import { ball, box, cyl, glow, INK, pbr, TEAL, VIOLET } from './index';

export interface Arm {
  root: Group;
  /** Radians: base yaw, shoulder pitch, elbow pitch, wrist pitch, tool roll. */
  set(yaw: number, shoulder: number, elbow: number, wrist: number, roll?: number): void;
  /** Tool tip pointing down, `forward` ahead and `height` above the base, in the arm's unscaled units. */
  reachDown(yaw: number, forward: number, height: number, reach?: number, roll?: number): void;
  tool: Object3D;
}

const SHOULDER = 0.93;
const UPPER = 1.2;
const FORE = 1.1;

/** About `scale` × 2.4 m tall at full reach. */
export function buildArm(scale = 1, shell: number = 0xe9ebf2): Arm {
  const white = pbr(shell, { roughness: 0.35, metalness: 0.05 });
  const dark = pbr(0x22263a, { roughness: 0.45, metalness: 0.5 });
  const accent = pbr(VIOLET, { roughness: 0.35, metalness: 0.2, emissive: VIOLET, emissiveIntensity: 0.25 });
  const root = new Group();
  root.scale.setScalar(scale);
  root.add(cyl(0.5, 0.18, dark, 0, 0, 0, 40));
  const yawG = new Group();
  yawG.position.y = 0.18;
  root.add(yawG);
  yawG.add(cyl(0.38, 0.5, white, 0, 0, 0, 40, 0.44));
  yawG.add(cyl(0.4, 0.05, accent, 0, 0.5, 0, 40));
  const jointGeo = new CylinderGeometry(0.26, 0.26, 0.56, 32);
  const joint = (parent: Object3D, y: number) => {
    const j = new Mesh(jointGeo, dark);
    j.rotation.z = Math.PI / 2;
    j.position.y = y;
    j.castShadow = j.receiveShadow = true;
    parent.add(j);
    const cap = new Mesh(new TorusGeometry(0.26, 0.03, 8, 32), accent);
    cap.rotation.y = Math.PI / 2;
    cap.position.set(0.29, y, 0);
    parent.add(cap);
  };
  const shoulder = new Group();
  shoulder.position.y = 0.75;
  yawG.add(shoulder);
  joint(shoulder, 0);
  shoulder.add(box(0.3, 1.15, 0.34, white, 0, 0.05, 0));
  const elbow = new Group();
  elbow.position.y = 1.2;
  shoulder.add(elbow);
  joint(elbow, 0);
  elbow.add(box(0.24, 0.95, 0.26, white, 0, 0.05, 0));
  elbow.add(cyl(0.13, 0.2, dark, 0, 0.98, 0, 24));
  const wrist = new Group();
  wrist.position.y = 1.1;
  elbow.add(wrist);
  const wj = new Mesh(new CylinderGeometry(0.14, 0.14, 0.3, 24), dark);
  wj.rotation.z = Math.PI / 2;
  wj.castShadow = true;
  wrist.add(wj);
  const tool = new Group();
  tool.position.y = 0.14;
  wrist.add(tool);
  tool.add(cyl(0.1, 0.12, white, 0, 0, 0, 24));
  tool.add(cyl(0.11, 0.03, accent, 0, 0.12, 0, 24));
  const set = (yaw: number, s: number, e: number, w: number, roll = 0) => {
    yawG.rotation.y = yaw;
    shoulder.rotation.x = s;
    elbow.rotation.x = e;
    wrist.rotation.x = w;
    tool.rotation.y = roll;
  };
  return {
    root,
    tool,
    set,
    reachDown(yaw, forward, height, reach = 0.4, roll = 0) {
      // Two-link inverse kinematics in the arm's vertical plane, elbow up; the wrist then points the tool down.
      const dz = forward;
      const dy = height + reach - SHOULDER;
      const d = Math.min(UPPER + FORE - 1e-3, Math.hypot(dz, dy));
      const phi = Math.atan2(dy, dz);
      const alpha = Math.acos((UPPER * UPPER + d * d - FORE * FORE) / (2 * UPPER * d));
      const t1 = phi + alpha;
      const ez = Math.cos(t1) * UPPER;
      const ey = Math.sin(t1) * UPPER;
      const t2 = Math.atan2(dy - ey, dz - ez);
      const s = Math.PI / 2 - t1;
      const e = Math.PI / 2 - t2 - s;
      set(yaw, s, e, Math.PI - s - e, roll);
    },
  };
}

export function gripper(open = 0.12): Group {
  const g = new Group();
  const dark = pbr(0x2a2e40, { roughness: 0.4, metalness: 0.6 });
  g.add(box(0.26, 0.1, 0.12, dark, 0, 0.15, 0));
  for (const s of [-1, 1]) g.add(box(0.04, 0.18, 0.08, pbr(0xb9bfcc, { metalness: 0.8, roughness: 0.3 }), (s * open) / 2, 0.25, 0));
  return g;
}

/** About 1.1 m across, centred on its origin. */
export function buildDrone(body: number = 0xeef0f5): Group {
  const g = new Group();
  const shell = pbr(body, { roughness: 0.3, metalness: 0.1 });
  const dark = pbr(0x1d2030, { roughness: 0.5, metalness: 0.4 });
  const hull = ball(0.22, shell, 0, 0, 0, 32);
  hull.scale.set(1.2, 0.55, 1.5);
  g.add(hull);
  const rotorDisc = pbr(0xcfd6ff, { opacity: 0.18, roughness: 0.2 });
  for (const [x, z] of [[0.42, 0.42], [-0.42, 0.42], [0.42, -0.42], [-0.42, -0.42]] as const) {
    const arm = box(0.6, 0.05, 0.07, dark, x / 2, -0.02, z / 2);
    arm.rotation.y = Math.atan2(-z, x);
    g.add(arm);
    g.add(cyl(0.06, 0.1, dark, x, -0.03, z, 20));
    const disc = cyl(0.26, 0.008, rotorDisc, x, 0.08, z, 40);
    disc.castShadow = false;
    g.add(disc);
    const blade = box(0.5, 0.01, 0.04, dark, x, 0.075, z);
    blade.rotation.y = x * z > 0 ? 0.5 : -0.9;
    g.add(blade);
    g.add(ball(0.02, glow(z > 0 ? TEAL : 0xff4f5e, 4), x, -0.07, z, 8));
  }
  const gimbal = new Group();
  gimbal.position.set(0, -0.14, 0.12);
  gimbal.add(ball(0.09, dark, 0, 0, 0, 24));
  const lens = cyl(0.045, 0.04, pbr(INK, { metalness: 0.9, roughness: 0.1 }), 0, 0, 0, 24);
  lens.rotation.x = Math.PI / 2;
  lens.position.z = 0.08;
  gimbal.add(lens);
  g.add(gimbal);
  g.add(box(0.16, 0.03, 0.3, glow(TEAL, 1.6), 0, 0.1, 0));
  return g;
}

export function tracks(length: number, width: number, hullMat: Material, deck = 0.55): Group {
  const g = new Group();
  const rubber = pbr(0x1a1b22, { roughness: 0.9 });
  const steel = pbr(0x6b7180, { roughness: 0.4, metalness: 0.8 });
  const tw = 0.32;
  const r = 0.24;
  for (const s of [-1, 1]) {
    const x = s * (width / 2 - tw / 2);
    g.add(box(tw, r * 2, length - r * 2, rubber, x, 0, 0));
    for (const z of [-(length / 2 - r), length / 2 - r]) {
      const end = new Mesh(new CylinderGeometry(r, r, tw, 24), rubber);
      end.rotation.z = Math.PI / 2;
      end.position.set(x, r, z);
      end.castShadow = true;
      g.add(end);
    }
    for (let i = 0; i < 4; i++) {
      const wheel = new Mesh(new CylinderGeometry(0.13, 0.13, tw + 0.04, 20), steel);
      wheel.rotation.z = Math.PI / 2;
      wheel.position.set(x, r, -length / 2 + r + ((length - 2 * r) * i) / 3);
      g.add(wheel);
    }
    for (let i = 0; i < 12; i++) g.add(box(tw + 0.01, 0.04, 0.06, rubber, x, r * 2 - 0.01, -length / 2 + r + ((length - 2 * r) * i) / 11));
  }
  g.add(box(width - tw * 2 - 0.04, deck - 0.12, length - 0.5, hullMat, 0, 0.12, 0));
  return g;
}
