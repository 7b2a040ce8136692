// The VR Bank hall (the city's own page shows it; /vrbank's hero loop is a drawn screen, decision 0078).
import { Group, Mesh, MeshStandardMaterial, TorusGeometry } from 'three';
import { box, cyl, glow, LAVENDER, pbr, ring, screen, seeded, spot, TEAL, VIOLET } from './kit';
import { avatar, lamp, room } from './kit/interiors';
import type { SceneDefinition } from './scene-types';

const W = 22;
const D = 20;
const H = 6;

const stone = pbr(0xd9dbe6, { roughness: 0.35, metalness: 0.05 });
const ink = pbr(0x1a1e31, { roughness: 0.4, metalness: 0.4 });
const steel = pbr(0xa9b1c4, { roughness: 0.25, metalness: 0.9 });
const vaultSteel = pbr(0x6f7688, { roughness: 0.4, metalness: 0.85 });
const brass = pbr(0xd8b46a, { metalness: 1, roughness: 0.25 });
const wood = pbr(0x6b4a3a, { roughness: 0.5 });

const account = (seed: number) =>
  screen(384, 240, (ctx, w, h) => {
    const rnd = seeded(seed);
    const g = ctx.createLinearGradient(0, 0, w, h);
    g.addColorStop(0, '#1d1650');
    g.addColorStop(1, '#0b2b3a');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = 'rgba(255,255,255,0.12)';
    ctx.fillRect(20, 20, w - 40, 56);
    ctx.fillStyle = '#19d3c5';
    for (let i = 0; i < 7; i++) {
      const bh = 30 + rnd() * 90;
      ctx.fillRect(30 + i * 46, h - 24 - bh, 28, bh);
    }
    ctx.fillStyle = '#8f7cff';
    ctx.beginPath();
    ctx.arc(w - 70, 48, 18, 0, Math.PI * 2);
    ctx.fill();
  });

function counter(z: number, seed: number): Group {
  const g = new Group();
  g.add(box(1.0, 1.1, 2.6, stone, 0, 0, 0));
  g.add(box(1.2, 0.06, 2.8, ink, 0, 1.1, 0));
  g.add(box(0.04, 0.05, 2.6, glow(TEAL, 2), 0.52, 0.4, 0));
  // Facing the customer (+x).
  const s = box(0.05, 0.55, 0.85, account(seed), 0.2, 1.25, 0);
  s.rotation.z = -0.15;
  g.add(s, box(0.08, 0.16, 0.08, steel, 0.2, 1.14, 0));
  g.position.set(-W / 2 + 3, 0, z);
  return g;
}

function pod(x: number, z: number, seed: number): Group {
  const g = new Group();
  g.add(cyl(1.1, 0.75, wood, 0, 0, 0, 48, 0.9));
  g.add(cyl(1.15, 0.05, stone, 0, 0.75, 0, 48));
  const mon = box(0.7, 0.45, 0.04, account(seed), 0, 0.95, -0.35);
  mon.rotation.x = -0.1;
  g.add(mon, box(0.06, 0.2, 0.06, steel, 0, 0.8, -0.35));
  for (const side of [-1, 1]) g.add(cyl(0.3, 0.45, pbr(side < 0 ? 0x2d2a4a : 0x5b3df5, { roughness: 0.6 }), 0, 0, side * 1.5, 24));
  g.position.set(x, 0, z);
  g.rotation.y = 0.25;
  return g;
}

function vault(): Group {
  const g = new Group();
  const door = new Group();
  g.add(box(5.2, 5.2, 0.4, ink, 0, 0, 0));
  const rim = new Mesh(new TorusGeometry(2.1, 0.22, 20, 64), steel);
  rim.position.set(0, 2.6, 0.35);
  rim.castShadow = true;
  g.add(rim);
  const disc = cyl(1.95, 0.35, vaultSteel, 0, 0, 0, 64);
  disc.rotation.x = Math.PI / 2;
  disc.position.set(0, 2.6, 0.4);
  door.add(disc);
  const hub = cyl(0.45, 0.3, brass, 0, 0, 0, 32);
  hub.rotation.x = Math.PI / 2;
  hub.position.set(0, 2.6, 0.7);
  door.add(hub);
  for (let i = 0; i < 3; i++) {
    const spoke = box(0.09, 1.8, 0.09, brass, 0, -0.9, 0);
    const arm = new Group();
    arm.add(spoke);
    arm.position.set(0, 2.6, 0.85);
    arm.rotation.z = (i * Math.PI) / 3;
    door.add(arm);
  }
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    door.add(cyl(0.1, 0.1, steel, Math.cos(a) * 1.7, 2.6 + Math.sin(a) * 1.7 - 0.05, 0.55, 12));
  }
  g.add(door);
  const halo = new Mesh(new TorusGeometry(2.45, 0.035, 8, 96), glow(VIOLET, 3));
  halo.position.set(0, 2.6, 0.25);
  g.add(halo);
  return g;
}

function concierge(): { root: Group; rings: Group } {
  const root = new Group();
  root.add(cyl(0.9, 0.25, ink, 0, 0, 0, 48));
  root.add(cyl(0.95, 0.04, glow(TEAL, 3), 0, 0.25, 0, 48));
  root.add(cyl(0.7, 3.2, new MeshStandardMaterial({ color: TEAL, emissive: TEAL, emissiveIntensity: 0.5, transparent: true, opacity: 0.16, depthWrite: false }), 0, 0.3, 0, 48));
  const rings = new Group();
  for (let i = 0; i < 3; i++) {
    const r = ring(0.85 - i * 0.08, 0.025, glow(i === 1 ? LAVENDER : TEAL, 3), 0, 0.9 + i * 0.9, 0);
    r.rotation.x = Math.PI / 2;
    rings.add(r);
  }
  root.add(rings);
  const bust = avatar(0x19d3c5, 0, 0, 0, 0x9ff3ec);
  bust.traverse((o) => {
    if (o instanceof Mesh) o.material = new MeshStandardMaterial({ color: TEAL, emissive: TEAL, emissiveIntensity: 1.2, transparent: true, opacity: 0.75 });
  });
  bust.position.y = 1.0;
  bust.scale.setScalar(0.8);
  root.add(bust);
  root.add(lamp(TEAL, 6, 0, 2.2, 0, 9));
  return { root, rings };
}

const bank: SceneDefinition = {
  id: 'bank-branch',
  description: 'Inside a virtual bank branch: teller counters with screens, adviser desks, a round vault door, a queue barrier and a concierge hologram.',
  build() {
    const { scene } = room(W, D, H, { wall: 0x262b45, floor: 0x1d2136, sun: [10, 26, 18] });
    for (let x = -8; x <= 8; x += 4) scene.add(box(0.18, 0.08, D - 2, glow(0xf2efff, 1.6), x, H - 0.3, 0));
    for (let z = -8; z <= 8; z += 4) scene.add(box(0.06, 4, 0.08, glow(VIOLET, 1.5), W / 2 - 0.2, 0.8, z));
    const v = vault();
    v.position.set(2.5, 0, -D / 2 + 0.2);
    scene.add(v);
    scene.add(spot(0xffe2b8, 140, [2.5, H - 0.5, -4], [2.5, 2.4, -D / 2], 0.55, false));
    for (let i = 0; i < 3; i++) scene.add(counter(-5 + i * 3.6, 11 + i));
    // No capsule people (they read as toys, issue 24): the hall is shown as architecture, ready for visitors.
    for (let i = 0; i < 4; i++) scene.add(cyl(0.05, 0.95, steel, -4.2, 0, 0.3 + i * 1.3, 12), cyl(0.12, 0.04, steel, -4.2, 0, 0.3 + i * 1.3, 16));
    scene.add(box(0.03, 0.03, 3.9, glow(VIOLET, 1.2), -4.2, 0.85, 2.25));
    scene.add(pod(5.2, -3.5, 1), pod(6.3, 2.5, 2));
    const { root, rings } = concierge();
    root.position.set(0.3, 0, 1.2);
    scene.add(root);
    for (const [x, z] of [[-9.5, -8.5], [9.2, -8.5], [9.2, 7.5]] as const) {
      scene.add(cyl(0.4, 0.7, stone, x, 0, z, 24, 0.3));
      scene.add(cyl(0.05, 0.01, wood, x, 0.7, z));
    }
    scene.add(lamp(0xffd9b0, 8, -6, 3.5, -2, 14), lamp(LAVENDER, 2, 6, 3.5, 0, 10));
    return {
      scene,
      pose(phase) {
        rings.children.forEach((r, i) => (r.position.y = 0.9 + i * 0.9 + Math.sin((phase + i / 3) * Math.PI * 2) * 0.15));
        rings.rotation.y = phase * Math.PI * 2;
      },
    };
  },
  still: { position: [3.5, 3.2, 9.6], target: [-0.8, 1.4, -3.5], fov: 46 },
};

export default bank;
