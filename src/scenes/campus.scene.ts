// "Campuses and labs" (/vrworld, /industries' Education block): a product still on the studio set instead of the flat
// graduation-cap icon that clashed with the renders beside it (issue 24). A satin mortarboard on two closed books
// beside a VR headset: what a virtual campus is made of, lit like the fragrance bottle on /vrretail.
import { Mesh, TorusGeometry } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { box, contactShadow, cyl, glow, glowBackground, pbr, studioSet, TEAL } from './kit';
import type { BuiltScene, SceneDefinition } from './scene-types';

function campusSet(): BuiltScene {
  const scene = studioSet({ size: 0.5, key: 110 });
  // Pale, not violet: a saturated violet this bright turns blue under ACES.
  scene.background = glowBackground(0xc9c2f2, 0.3, 0.55, 0.3);
  const stone = pbr(0x262a38, { roughness: 0.34, clearcoat: 0.6 });
  scene.add(cyl(0.36, 0.05, stone, 0.04, 0, 0.02, 96), contactShadow(0.85, 0.85, 0.55, 0.04, 0, 0.02));

  // Two closed books, graphite and ink-violet cloth, pages in warm grey.
  const pages = pbr(0xcfcbc2, { roughness: 0.8 });
  const bookA = box(0.3, 0.045, 0.22, pbr(0x2a2d3a, { roughness: 0.55 }), -0.07, 0.06, 0.02);
  const pagesA = box(0.285, 0.035, 0.205, pages, -0.062, 0.065, 0.02);
  const bookB = box(0.27, 0.04, 0.2, pbr(0x2b2350, { roughness: 0.5 }), -0.06, 0.105, 0.015);
  const pagesB = box(0.255, 0.03, 0.185, pages, -0.053, 0.11, 0.015);
  for (const b of [bookA, pagesA, bookB, pagesB]) b.rotation.y = 0.18;
  scene.add(bookA, pagesA, bookB, pagesB);

  // The mortarboard: a satin black board over its skull cap, a lavender tassel on a button.
  const board = new Mesh(new RoundedBoxGeometry(0.26, 0.012, 0.26, 4, 0.004), pbr(0x16181f, { roughness: 0.45 }));
  board.position.set(-0.06, 0.205, 0.015);
  board.rotation.y = 0.95;
  board.castShadow = true;
  board.receiveShadow = true;
  scene.add(board, cyl(0.085, 0.055, pbr(0x1b1d26, { roughness: 0.5 }), -0.06, 0.145, 0.015, 48));
  scene.add(cyl(0.012, 0.008, pbr(0x9a8cff, { roughness: 0.4 }), -0.06, 0.211, 0.015, 24));
  const cord = box(0.004, 0.004, 0.13, pbr(0x9a8cff, { roughness: 0.5 }), -0.06, 0.212, 0.08);
  cord.rotation.y = 0.25;
  scene.add(cord, cyl(0.008, 0.07, pbr(0x8f7cff, { roughness: 0.6 }), -0.045, 0.14, 0.145, 16));

  // A VR headset: a graphite visor with a glossy black front, a soft face pad, a strap loop and a small teal status light.
  const visor = new Mesh(new RoundedBoxGeometry(0.2, 0.11, 0.1, 6, 0.035), pbr(0x2b2e3a, { roughness: 0.38, clearcoat: 0.8 }));
  visor.position.set(0.2, 0.115, 0.05);
  visor.rotation.y = -0.55;
  visor.castShadow = true;
  const front = new Mesh(new RoundedBoxGeometry(0.19, 0.1, 0.02, 6, 0.009), pbr(0x0d0e14, { roughness: 0.12, clearcoat: 1 }));
  front.position.set(0.2 + Math.sin(-0.55) * 0.052, 0.115, 0.05 + Math.cos(-0.55) * 0.052);
  front.rotation.y = -0.55;
  const pad = new Mesh(new RoundedBoxGeometry(0.18, 0.09, 0.03, 4, 0.012), pbr(0x3a3d4a, { roughness: 0.9 }));
  pad.position.set(0.2 - Math.sin(-0.55) * 0.06, 0.115, 0.05 - Math.cos(-0.55) * 0.06);
  pad.rotation.y = -0.55;
  const strap = new Mesh(new TorusGeometry(0.1, 0.011, 12, 48), pbr(0x1f2129, { roughness: 0.7 }));
  strap.scale.set(1, 1, 1.35);
  strap.rotation.set(Math.PI / 2, 0, -0.55);
  strap.position.set(0.2 - Math.sin(-0.55) * 0.14, 0.075, 0.05 - Math.cos(-0.55) * 0.14);
  strap.castShadow = true;
  const status = cyl(0.006, 0.004, glow(TEAL, 2.5), 0, 0, 0, 16);
  status.rotation.x = Math.PI / 2;
  status.rotation.z = 0.55;
  status.position.set(0.2 + Math.sin(-0.55) * 0.062 + 0.055, 0.15, 0.05 + Math.cos(-0.55) * 0.062 + 0.03);
  scene.add(visor, front, pad, strap, status);
  return { scene };
}

const campus: SceneDefinition = {
  id: 'campus',
  description: 'A graduation mortarboard on two closed books beside a VR headset, on a lit display plinth.',
  build: campusSet,
  ao: { radius: 0.05 },
  still: { position: [0.7, 0.62, 1.16], target: [0.05, 0.1, 0.02], fov: 34, near: 0.02 },
};

export default campus;
