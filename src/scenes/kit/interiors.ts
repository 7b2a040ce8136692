import { CapsuleGeometry, Group, type Material, Mesh, MeshPhysicalMaterial, PointLight } from 'three';
import { ball, box, cyl, glow, INK, pbr, stage, type StageOptions } from './index';


/** `w` × `d` is x × z, centred on the origin. */
export function room(w: number, d: number, h: number, o: Partial<StageOptions> & { wall?: number; floor?: number } = {}) {
  const { scene, key } = stage({
    horizon: 0x1a1d33,
    zenith: INK,
    fog: 0x141727,
    fogNear: 30,
    fogFar: 90,
    sun: [8, 22, 14],
    sunIntensity: 2.2,
    shadowBox: Math.max(w, d) * 0.7,
    envIntensity: 0.7,
    fill: 0.7,
    ...o,
  });
  const wall = pbr(o.wall ?? 0x23283f, { roughness: 0.75 });
  scene.add(box(w, 0.1, d, pbr(o.floor ?? 0x1b1f31, { roughness: 0.22, metalness: 0.3 }), 0, -0.1, 0));
  scene.add(box(w, h, 0.3, wall, 0, 0, -d / 2));
  scene.add(box(0.3, h, d, wall, -w / 2, 0, 0));
  scene.add(box(0.3, h, d, wall, w / 2, 0, 0));
  return { scene, key };
}

export const glass = (tint = 0xbfd8ff, opacity = 0.35) =>
  new MeshPhysicalMaterial({ color: tint, metalness: 0, roughness: 0.05, transparent: true, opacity, clearcoat: 1, envMapIntensity: 1.2 });

const capsule = new CapsuleGeometry(0.22, 0.7, 6, 16);

/** About 1.75 m tall, standing at (x, z) facing `yaw`. */
export function avatar(color: number, x: number, z: number, yaw = 0, skin = 0xd9b99b): Group {
  const g = new Group();
  const body = new Mesh(capsule, pbr(color, { roughness: 0.55 }));
  body.position.y = 0.9;
  body.scale.set(1.15, 1, 0.8);
  body.castShadow = body.receiveShadow = true;
  g.add(body);
  g.add(box(0.58, 0.16, 0.3, pbr(color, { roughness: 0.55 }), 0, 1.22, 0));
  g.add(cyl(0.07, 0.12, pbr(skin, { roughness: 0.6 }), 0, 1.3, 0, 12));
  const head = ball(0.15, pbr(skin, { roughness: 0.6 }), 0, 1.58, 0, 20);
  head.scale.set(0.92, 1.1, 1);
  g.add(head);
  g.position.set(x, 0, z);
  g.rotation.y = yaw;
  return g;
}

/** Add the exhibit to `top`. */
export function turntable(r: number, rim: number): { root: Group; top: Group } {
  const root = new Group();
  root.add(cyl(r + 0.15, 0.08, pbr(0x14172a, { roughness: 0.4, metalness: 0.6 }), 0, 0, 0, 64));
  root.add(cyl(r + 0.05, 0.03, glow(rim, 2.5), 0, 0.08, 0, 64));
  const top = new Group();
  top.add(cyl(r, 0.14, pbr(0x2b3048, { roughness: 0.3, metalness: 0.5 }), 0, 0, 0, 64));
  top.position.y = 0.0;
  root.add(top);
  return { root, top };
}

export function lamp(color: number, intensity: number, x: number, y: number, z: number, distance = 12): PointLight {
  const l = new PointLight(color, intensity, distance, 2);
  l.position.set(x, y, z);
  return l;
}

export type { Material };
