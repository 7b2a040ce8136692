// The render scenes' shared rules (art direction, decision 0062): physically based materials, bevelled parts, the
// palette's "no yellow, no saturated red" on painted surfaces, and a city still without its hovering skyline.
import { BoxGeometry, Color, Mesh, type Material, MeshPhysicalMaterial, MeshStandardMaterial, type Object3D, Texture, Vector3 } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { describe, expect, it } from 'vitest';
import { box, pbr } from '@/scenes/kit';
import type { SceneDefinition } from '@/scenes/scene-types';

const modules = import.meta.glob<{ default: SceneDefinition }>('../../src/scenes/*.scene.ts', { eager: true });
const scenes = Object.values(modules).map((m) => m.default);

function meshes(root: Object3D): Mesh[] {
  const out: Mesh[] = [];
  root.traverse((o) => {
    if (o instanceof Mesh) out.push(o);
  });
  return out;
}

const materialsOf = (mesh: Mesh): Material[] => (Array.isArray(mesh.material) ? mesh.material : [mesh.material]);

/** Every scene's main build and every still that has a set of its own. */
function builds(def: SceneDefinition) {
  const sets = Object.entries(def.stills ?? {}).flatMap(([id, pose]) => (pose.build ? [{ id: `${def.id}-${id}`, scene: pose.build().scene }] : []));
  return [{ id: def.id, scene: def.build().scene }, ...sets];
}

describe('render kit', () => {
  it('makes every material physically based: metals fully metallic, nothing mirror-smooth by accident', () => {
    const metal = pbr(0x8a93a6, { metalness: 0.7, roughness: 0.1 });
    expect(metal).toBeInstanceOf(MeshPhysicalMaterial);
    expect(metal.metalness).toBe(1);
    expect(metal.roughness).toBeGreaterThanOrEqual(0.22);
    const paint = pbr(0x2b3245, { metalness: 0.3, roughness: 0.1, clearcoat: 1 });
    expect(paint.metalness).toBeLessThan(0.5);
    expect(paint.roughness).toBeGreaterThanOrEqual(0.3);
    expect(paint.clearcoat).toBe(1);
  });

  it('bevels solid boxes and keeps screens square for their image', () => {
    expect(box(1, 1, 1, pbr(0xffffff)).geometry).toBeInstanceOf(RoundedBoxGeometry);
    const screen = new MeshStandardMaterial({ emissiveMap: new Texture() });
    const flat = box(1, 0.6, 0.02, screen).geometry;
    expect(flat).toBeInstanceOf(BoxGeometry);
    expect(flat).not.toBeInstanceOf(RoundedBoxGeometry);
  });
});

describe.each(scenes.filter((s) => s.id !== 'city').map((s) => [s.id, s] as const))('scene %s', (_id, def) => {
  const built = builds(def);

  it('lights every opaque surface with a physical material', () => {
    for (const { id, scene } of built) {
      const standard = meshes(scene).flatMap(materialsOf).filter((m) => m instanceof MeshStandardMaterial && !(m instanceof MeshPhysicalMaterial) && !m.transparent && !m.emissiveMap);
      expect(standard.length, id).toBe(0);
    }
  });

  it('paints no surface yellow, orange or saturated red (only small lights may glow warm)', () => {
    const hsl = { h: 0, s: 0, l: 0 };
    for (const { id, scene } of built) {
      const warm = meshes(scene)
        .flatMap(materialsOf)
        .filter((m): m is MeshPhysicalMaterial => m instanceof MeshStandardMaterial && m.metalness < 1 && m.emissiveIntensity * m.emissive.getHSL({ h: 0, s: 0, l: 0 }).l < 0.05)
        .filter((m) => {
          new Color(m.color).getHSL(hsl);
          return (hsl.h < 65 / 360 || hsl.h > 345 / 360) && hsl.s > 0.6 && hsl.l > 0.3;
        })
        .map((m) => `#${m.color.getHexString()}`);
      expect([...new Set(warm)], id).toEqual([]);
    }
  });
});

describe('city still', () => {
  it('keeps no tower of the far skyline ring (they hovered in the fog)', () => {
    const def = scenes.find((s) => s.id === 'city');
    expect(def).toBeDefined();
    const scene = def!.build().scene;
    scene.updateMatrixWorld(true);
    const v = new Vector3();
    let far = 0;
    for (const mesh of meshes(scene)) {
      let shown = true;
      mesh.traverseAncestors((a) => (shown &&= a.visible));
      if (!mesh.visible || !shown) continue;
      const pos = mesh.geometry.getAttribute('position');
      if (!pos) continue;
      const index = mesh.geometry.getIndex();
      const count = index ? index.count : pos.count;
      for (let t = 0; t < count; t++) {
        v.fromBufferAttribute(pos, index ? index.getX(t) : t).applyMatrix4(mesh.matrixWorld);
        if (v.y > 10 && Math.hypot(v.x, v.z) > 80 && v.length() < 200) far++;
      }
    }
    expect(far).toBe(0);
  });
});
