import { Color, LatheGeometry, Mesh, MeshBasicMaterial, MeshPhysicalMaterial, PlaneGeometry, Vector2 } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { ball, box, contactShadow, cyl, glow, LAVENDER, pbr, screen, seeded, spot, glowBackground, studioSet, TEAL, VIOLET } from './kit';
import { lamp, room } from './kit/interiors';
import type { BuiltScene, SceneDefinition } from './scene-types';

/**
 * The "Photoreal models" still: one fragrance bottle as a product photographer would light it. Thick clear glass
 * (transmission, a faint violet attenuation), a polished gunmetal collar and cap, a bevelled stone plinth, its carton
 * behind, on the studio set.
 */
function productSet(): BuiltScene {
  const scene = studioSet({ size: 0.5, key: 110 });
  // A pale glow right behind the bottle, so the glass has light to show (a violet this bright turns blue under ACES).
  scene.background = glowBackground(0xc9c2f2, 0.5, 0.52, 0.42);
  // The same glow on a card right behind the bottle: the glass refracts only what is in the scene, not the background.
  const glowMap = glowBackground(0xd6d0f7, 0.6, 0.5, 0.45);
  const card = new Mesh(new PlaneGeometry(3.2, 1.8), new MeshBasicMaterial({ color: 0xffffff, map: glowMap instanceof Color ? null : glowMap, fog: false }));
  card.position.set(-0.35, 0.45, -0.9);
  card.lookAt(0.42, 0.38, 0.85);
  scene.add(card);
  const stone = pbr(0x262a38, { roughness: 0.34, clearcoat: 0.6 });
  scene.add(cyl(0.24, 0.1, stone, 0, 0, 0, 96));
  scene.add(contactShadow(0.6, 0.6, 0.6));
  const glassM = new MeshPhysicalMaterial({
    color: 0xffffff, metalness: 0, roughness: 0.03, transmission: 1, thickness: 0.12, ior: 1.5,
    attenuationColor: new Color(0xb9a8ff), attenuationDistance: 0.45, clearcoat: 1, clearcoatRoughness: 0.02, specularIntensity: 1,
  });
  const body = new Mesh(new RoundedBoxGeometry(0.2, 0.22, 0.11, 6, 0.03), glassM);
  body.position.set(0, 0.1 + 0.11, 0);
  body.castShadow = true;
  scene.add(body);
  const gunmetal = pbr(0x8d929c, { metalness: 1, roughness: 0.24 });
  scene.add(cyl(0.028, 0.03, gunmetal, 0, 0.32, 0, 48));
  scene.add(cyl(0.05, 0.085, gunmetal, 0, 0.35, 0, 64));
  const carton = box(0.15, 0.27, 0.1, pbr(0x14161f, { roughness: 0.7 }), -0.34, 0, -0.2);
  carton.rotation.y = 0.35;
  scene.add(carton, contactShadow(0.32, 0.24, 0.5, -0.34, 0, -0.2));
  return { scene };
}

const W = 20;
const D = 16;
const shelfM = pbr(0xe9e4dc, { roughness: 0.5 });
const oak = pbr(0x8a6446, { roughness: 0.45 });
const brass = pbr(0xd8b46a, { metalness: 1, roughness: 0.2 });
const PALETTE = [0x5b3df5, 0x19d3c5, 0xe9ebf2, 0x3a3f52, 0x8f7cff, 0x2b3048, 0xc9ced9];

const till = screen(320, 200, (ctx, w, h) => {
  ctx.fillStyle = '#0c1a2a';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#19d3c5';
  ctx.fillRect(20, h - 60, w - 40, 40);
  ctx.fillStyle = 'rgba(255,255,255,0.25)';
  for (let i = 0; i < 4; i++) ctx.fillRect(20, 20 + i * 28, 120 + ((i * 53) % 90), 12);
});

function bottle(): Mesh[] {
  const pts = [
    new Vector2(0, 0), new Vector2(0.16, 0), new Vector2(0.19, 0.02), new Vector2(0.2, 0.2), new Vector2(0.18, 0.3),
    new Vector2(0.07, 0.34), new Vector2(0.05, 0.38), new Vector2(0, 0.38),
  ];
  const glassM = new MeshPhysicalMaterial({ color: 0xd9ccff, metalness: 0, roughness: 0.02, transmission: 0.9, thickness: 0.3, ior: 1.5, clearcoat: 1 });
  const body = new Mesh(new LatheGeometry(pts, 48), glassM);
  body.castShadow = true;
  const liquid = new Mesh(new LatheGeometry(pts.slice(0, 4).map((p, i) => new Vector2(Math.max(0, p.x - 0.025), i ? Math.min(p.y, 0.22) : 0.02)), 48), pbr(VIOLET, { roughness: 0.1, emissive: VIOLET, emissiveIntensity: 0.3 }));
  const cap = cyl(0.075, 0.16, brass, 0, 0.37, 0, 48);
  return [body, liquid, cap];
}

function mannequin(x: number, z: number) {
  const pts = [new Vector2(0, 0), new Vector2(0.2, 0), new Vector2(0.24, 0.15), new Vector2(0.18, 0.35), new Vector2(0.26, 0.6), new Vector2(0.22, 0.72), new Vector2(0.06, 0.8), new Vector2(0, 0.8)];
  const torso = new Mesh(new LatheGeometry(pts, 32), pbr(0x5b3df5, { roughness: 0.6 }));
  torso.position.set(x, 0.95, z);
  torso.scale.set(1.2, 1, 0.75);
  torso.castShadow = true;
  return [torso, cyl(0.03, 0.95, brass, x, 0, z, 12), cyl(0.25, 0.03, brass, x, 0, z, 32), ball(0.12, pbr(0xf1ede6, { roughness: 0.4 }), x, 1.92, z, 24)];
}

const retail: SceneDefinition = {
  id: 'retail-store',
  description: 'A virtual store: shelves of products, a mannequin, a checkout, and a glass perfume bottle on a lit display plinth.',
  build() {
    const { scene } = room(W, D, 6, { wall: 0x252a42, floor: 0x1c2033, sun: [8, 22, 16], sunIntensity: 1.8 });
    const rnd = seeded(42);
    for (let bay = -2; bay <= 2; bay++) {
      const bx = bay * 3.4;
      scene.add(box(3.2, 3.6, 0.5, pbr(0x1f2338, { roughness: 0.7 }), bx, 0, -D / 2 + 0.45));
      for (let s = 0; s < 4; s++) {
        const y = 0.4 + s * 0.85;
        scene.add(box(3.0, 0.05, 0.5, shelfM, bx, y, -D / 2 + 0.65));
        scene.add(box(3.0, 0.02, 0.02, glow(s % 2 ? TEAL : LAVENDER, 1.5), bx, y - 0.03, -D / 2 + 0.9));
        let px = bx - 1.35;
        while (px < bx + 1.2) {
          const c = PALETTE[Math.floor(rnd() * PALETTE.length)] ?? VIOLET;
          const kind = rnd();
          const m = pbr(c, { roughness: 0.35 + rnd() * 0.3 });
          if (kind < 0.5) {
            const w = 0.2 + rnd() * 0.2;
            const h = 0.25 + rnd() * 0.35;
            scene.add(box(w, h, 0.3, m, px + w / 2, y + 0.05, -D / 2 + 0.65));
            px += w + 0.06;
          } else {
            const r = 0.06 + rnd() * 0.05;
            scene.add(cyl(r, 0.2 + rnd() * 0.3, m, px + r, y + 0.05, -D / 2 + 0.65, 20));
            px += r * 2 + 0.06;
          }
        }
      }
    }
    scene.add(box(2.4, 0.85, 1.2, oak, -6, 0, -1.5));
    for (let i = 0; i < 4; i++) scene.add(box(0.5, 0.1 + (i % 2) * 0.05, 0.4, pbr(PALETTE[i] ?? VIOLET, { roughness: 0.8 }), -6.8 + i * 0.55, 0.85, -1.5));
    scene.add(...mannequin(-3.6, -3.2), ...mannequin(-8.2, 1.6));
    scene.add(box(2.8, 1.0, 0.9, pbr(0xf1ede6, { roughness: 0.35 }), 6.2, 0, 0.5), box(2.9, 0.05, 1.0, oak, 6.2, 1.0, 0.5));
    const s = box(0.6, 0.4, 0.04, till, 6.0, 1.2, 0.3);
    s.rotation.y = 0.5;
    scene.add(s, box(0.05, 0.15, 0.05, brass, 6.0, 1.05, 0.3));
    scene.add(cyl(0.75, 1.0, pbr(0xf4f1ec, { roughness: 0.25 }), 0.5, 0, 1.0, 64), cyl(0.77, 0.04, glow(VIOLET, 2.5), 0.5, 0.86, 1.0, 64));
    const parts = bottle();
    for (const p of parts) {
      p.position.x += 0.35;
      p.position.y += 1.03;
      p.position.z += 1.05;
      p.scale.setScalar(1.4);
      p.position.y = 1.03 + (p.position.y - 1.03) * 1.4;
    }
    scene.add(...parts);
    const pack = box(0.32, 0.5, 0.22, pbr(0x2b1f6e, { roughness: 0.45 }), 0.85, 1.03, 0.85);
    pack.rotation.y = 0.4;
    const lid = box(0.33, 0.03, 0.23, brass, 0.85, 1.5, 0.85);
    lid.rotation.y = 0.4;
    scene.add(pack, lid);
    scene.add(spot(0xfff1e0, 45, [0.5, 5.5, 3.5], [0.5, 1.1, 1.0], 0.28, true));
    scene.add(lamp(LAVENDER, 3, -1.5, 2.5, 3, 6), lamp(TEAL, 2, 2.5, 2.2, 2.5, 5));
    for (let x = -8; x <= 8; x += 4) scene.add(box(0.14, 0.06, D - 2, glow(0xf2efff, 1.4), x, 5.7, 0));
    return { scene };
  },
  still: { position: [4.2, 3.2, 8.6], target: [-0.8, 1.3, -2.5], fov: 48 },
  stills: { product: { position: [0.42, 0.38, 0.85], target: [-0.05, 0.21, 0], fov: 38, near: 0.02, ao: { radius: 0.05 }, build: productSet } },
};

export default retail;
