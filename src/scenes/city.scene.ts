// The same scene as the /city/ web build (src/webgl-city/scene), seen from the east: the landing's hero still.
import {
  AmbientLight,
  Color,
  DirectionalLight,
  Fog,
  HemisphereLight,
  type Light,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  PointLight,
  type Scene,
  Vector3,
} from 'three';
import { windowPattern } from '@/webgl-city/scene/builders';
import { createCityScene } from '@/webgl-city/scene/city-scene';
import { PALETTE } from '@/webgl-city/scene/palette';
import { glowBackground, INK, LAVENDER } from './kit';
import type { SceneDefinition } from './scene-types';

/**
 * The walkable city's far skyline ring: towers 78-108 m out (footprints reach in to about 64 m), 18-52 m tall, beyond
 * the shadow box and deep in fog. The ring of pines stands at 54-60 m and is under 9 m tall.
 */
const SKYLINE_RADIUS = 62;
const TALLER_THAN_PINES = 9;

/** The walkable city's window pattern (same seed) lit at night: walls black, a few windows on. */
const nightWindows = () => windowPattern({ wall: '#000000', lit: '#e6ddff', unlit: '#07080d' });

const TREES = new Set<number>([PALETTE.trunk, ...PALETTE.leaves]);
const CAR_PAINTS = [0x2a2d3a, 0xc9ccd6, 0x4a4f63, 0x16181f, 0xe6e8ef, 0x1f2430];

/** A physically based dusk material for one of the walkable city's flat daylight ones (matched by colour). */
function duskMaterial(m: MeshStandardMaterial): MeshPhysicalMaterial {
  const c = m.color.getHex();
  const carIndex = (PALETTE.carBodies as readonly number[]).indexOf(c);
  const base = { map: m.map, transparent: m.transparent, opacity: m.opacity, flatShading: true };
  if (carIndex >= 0) return new MeshPhysicalMaterial({ ...base, color: CAR_PAINTS[carIndex], metalness: 0.6, roughness: 0.35, clearcoat: 1, clearcoatRoughness: 0.08 });
  switch (c) {
    case PALETTE.asphalt:
      return new MeshPhysicalMaterial({ ...base, color: 0x14161e, roughness: 0.5, clearcoat: 0.35, clearcoatRoughness: 0.35 });
    case PALETTE.lane:
      return new MeshPhysicalMaterial({ ...base, color: 0x6c7082, roughness: 0.6 });
    case PALETTE.grass:
    case PALETTE.grassDark:
      // The park becomes a dark granite plaza: no lawn in the house palette.
      return new MeshPhysicalMaterial({ ...base, color: 0x1c1e2b, roughness: 0.45, clearcoat: 0.2 });
    case PALETTE.sidewalk:
    case PALETTE.curb:
      return new MeshPhysicalMaterial({ ...base, color: c === PALETTE.curb ? 0x3b3d4c : 0x2b2d3b, roughness: 0.7 });
    case PALETTE.stone:
    case PALETTE.stoneShade:
      return new MeshPhysicalMaterial({ ...base, color: c === PALETTE.stone ? 0x6f7284 : 0x565969, roughness: 0.5 });
    case PALETTE.gold:
    case PALETTE.roof:
      return new MeshPhysicalMaterial({ ...base, color: 0x22242f, roughness: 0.65 });
    case PALETTE.frame:
    case PALETTE.lampPost:
      return new MeshPhysicalMaterial({ ...base, color: 0x2a2c36, metalness: 1, roughness: 0.35 });
    case PALETTE.glass:
      return new MeshPhysicalMaterial({ ...base, color: 0x2a2550, roughness: 0.08, metalness: 0.2, emissive: LAVENDER, emissiveIntensity: 0.35 });
    case PALETTE.water:
      return new MeshPhysicalMaterial({ ...base, color: 0x1a1d2e, roughness: 0.25, clearcoat: 1, clearcoatRoughness: 0.05 });
    case PALETTE.lampGlow:
      return new MeshPhysicalMaterial({ ...base, color: 0xf2efff, emissive: 0xe9e4ff, emissiveIntensity: 3 });
    case PALETTE.awningA:
    case PALETTE.awningB:
      return new MeshPhysicalMaterial({ ...base, color: c === PALETTE.awningA ? 0x2c2f3d : 0x6c6f80, roughness: 0.7 });
    default: {
      // Facades, towers and anything else: the same hue, much darker and greyer (violet is light, not paint).
      const hsl = { h: 0, s: 0, l: 0 };
      new Color(c).getHSL(hsl);
      const color = new Color().setHSL(hsl.h, hsl.s * 0.25, 0.08 + hsl.l * 0.3);
      return new MeshPhysicalMaterial({ ...base, color, roughness: Math.max(0.45, m.roughness * 0.8), metalness: m.metalness, emissive: m.emissive, emissiveMap: m.emissiveMap, emissiveIntensity: m.emissiveIntensity });
    }
  }
}

/** Daylight → dusk: ink sky and fog, no cartoon trees, PBR materials, lit windows, pools of lamp light. */
function toDusk(scene: Scene): void {
  // Pale lavender, low: a saturated violet glow this bright turns blue under ACES (it did in `city-hq`).
  scene.background = glowBackground(0xc9c2f2, 0.18, 0.6, 0);
  scene.fog = new Fog(0x141127, 70, 150);
  const night = nightWindows();
  const swapped = new Map<MeshStandardMaterial, MeshPhysicalMaterial>();
  const lamps: Vector3[] = [];
  const drop: Light[] = [];
  const v = new Vector3();
  scene.traverse((o) => {
    if ((o as HemisphereLight).isHemisphereLight || (o as AmbientLight).isAmbientLight) drop.push(o as Light);
    if (!(o instanceof Mesh)) return;
    // The daylight sky dome goes; the glow background stands in for it.
    if (o.material instanceof MeshBasicMaterial && o.material.vertexColors) {
      o.visible = false;
      return;
    }
    const swap = (m: MeshStandardMaterial) => {
      if (!(m instanceof MeshStandardMaterial)) return m;
      // Signs keep their texture and glow.
      if (m.emissiveMap) return m;
      let d = swapped.get(m);
      if (!d) {
        d = duskMaterial(m);
        if (m.map && night) {
          // A windowed facade: the window pattern lights up.
          const lit = night.clone();
          lit.repeat.copy(m.map.repeat);
          lit.needsUpdate = true;
          d.emissiveMap = lit;
          d.emissive = new Color(0xffffff);
          d.emissiveIntensity = 1.6;
        }
        swapped.set(m, d);
      }
      return d;
    };
    const first = Array.isArray(o.material) ? o.material[0] : o.material;
    if (first instanceof MeshStandardMaterial && TREES.has(first.color.getHex()) && !first.map) {
      o.visible = false;
      return;
    }
    if (first instanceof MeshStandardMaterial && first.color.getHex() === PALETTE.lampGlow && !Array.isArray(o.material)) {
      // One light per lamp head: heads are a few metres apart, so cluster the vertices on a 3 m grid.
      const pos = o.geometry.getAttribute('position');
      const seen = new Set<string>();
      for (let i = 0; i < pos.count; i++) {
        v.fromBufferAttribute(pos, i).applyMatrix4(o.matrixWorld);
        const key = `${Math.round(v.x / 3)},${Math.round(v.z / 3)}`;
        if (seen.has(key) || Math.hypot(v.x, v.z) > 50) continue;
        seen.add(key);
        lamps.push(v.clone());
      }
    }
    o.material = Array.isArray(o.material) ? o.material.map((m) => swap(m as MeshStandardMaterial)) : swap(o.material as MeshStandardMaterial);
  });
  for (const l of drop) l.removeFromParent();
  scene.add(new HemisphereLight(0x8f86d9, INK, 0.45));
  // Violet rim from behind the blocks (opposite the camera).
  const rim = new DirectionalLight(LAVENDER, 0.7);
  rim.position.set(-70, 30, -50);
  scene.add(rim);
  for (const p of lamps.slice(0, 24)) {
    const lamp = new PointLight(0xe4dcff, 60, 14, 2);
    lamp.position.set(p.x, p.y - 0.4, p.z);
    scene.add(lamp);
  }
}

const city: SceneDefinition = {
  id: 'city',
  description: 'Eternity City from above: the bank, the car showroom and the store around the central crossing, beside a fountain square, at dusk.',
  build() {
    const { scene, sun } = createCityScene();
    // The house light (art direction): dusk in the dark-violet language of the other renders, not the walkable
    // city's daylight. A cool moon key from high left models the blocks with soft shadows, a lavender rim from behind
    // separates them from the night, and the city's own lamps and lit windows do the rest.
    sun.position.set(-60, 55, 45);
    sun.color.setHex(0xcfd2ff);
    sun.intensity = 1.35;
    sun.shadow.radius = 4;
    // In a still from above, the fogged skyline towers read as blocks hovering over the ground (issue 24): the
    // still shows the city's own blocks only, each standing in its shadow and ambient occlusion.
    // The static city is baked into merged meshes, so the towers go triangle by triangle.
    scene.updateMatrixWorld(true);
    const v = new Vector3();
    scene.traverse((o) => {
      if (!(o instanceof Mesh)) return;
      const pos = o.geometry.getAttribute('position');
      if (!pos) return;
      const index = o.geometry.getIndex();
      const count = index ? index.count : pos.count;
      const keep: number[] = [];
      for (let t = 0; t < count; t += 3) {
        // Beyond the radius (by its centre), taller than a pine, and not the sky dome (400 m out).
        let cx = 0;
        let cz = 0;
        let top = 0;
        let near = true;
        for (let k = 0; k < 3; k++) {
          const i = index ? index.getX(t + k) : t + k;
          v.fromBufferAttribute(pos, i).applyMatrix4(o.matrixWorld);
          cx += v.x / 3;
          cz += v.z / 3;
          top = Math.max(top, v.y);
          if (v.length() > 200) near = false;
        }
        if (!(Math.hypot(cx, cz) > SKYLINE_RADIUS && top > TALLER_THAN_PINES && near)) for (let k = 0; k < 3; k++) keep.push(index ? index.getX(t + k) : t + k);
      }
      if (keep.length === 0) o.visible = false;
      else if (keep.length < count) {
        // A copy: geometry may be shared with a mesh that stays.
        o.geometry = o.geometry.clone();
        o.geometry.setIndex(keep);
      }
    });
    toDusk(scene);
    scene.environmentIntensity = 0.3;
    return { scene };
  },
  ao: { radius: 1.5, intensity: 1 },
  still: { position: [74, 36, 16], target: [2, 0, -1], fov: 38 },
  // /vrworld "Corporate HQs": the office blocks across the square at street level, instead of a flat skyline icon.
  stills: { hq: { position: [36, 16, 44], target: [-12, 5, 14], fov: 38 } },
};

export default city;
