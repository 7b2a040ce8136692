import { Box3, Group, Mesh, Vector3 } from 'three';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bakeStatic } from '@/webgl-city/scene/bake';
import { buildBank, buildCar, buildShowroom, buildStore, meshesOf } from '@/webgl-city/scene/builders';
import { createCityScene } from '@/webgl-city/scene/city-scene';

beforeEach(() => {
  // jsdom draws no 2D canvas (and reports it as an error): signs then keep a plain colour, as on a browser without one.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const size = (o: Group | Mesh) => new Box3().setFromObject(o).getSize(new Vector3());

describe('the city builders', () => {
  it('build the three places of the marketing pages at their planned size, standing on the ground', () => {
    for (const [build, w, d] of [[buildBank, 18, 14], [buildShowroom, 20, 12], [buildStore, 18, 12]] as const) {
      const g = build();
      const box = new Box3().setFromObject(g);
      expect(box.min.y).toBeCloseTo(0);
      expect(size(g).x).toBeGreaterThanOrEqual(w);
      expect(size(g).x).toBeLessThan(w + 2);
      expect(size(g).z).toBeGreaterThanOrEqual(d - 0.01);
      const meshes = meshesOf(g);
      expect(meshes.filter((m) => m.castShadow).length).toBeGreaterThan(meshes.length * 0.8);
    }
  });

  it('gives the bank six columns and the showroom three cars on display', () => {
    const columns = meshesOf(buildBank()).filter((m) => m.geometry.type === 'CylinderGeometry');
    expect(columns).toHaveLength(6);
    expect(buildShowroom().children.filter((c) => c.name === 'car')).toHaveLength(3);
    expect(meshesOf(buildCar(0xff0000)).length).toBeGreaterThan(5);
  });
});

describe('the city scene', () => {
  it('is lit by a shadow-casting sun and a sky light, with a sky dome and fog', () => {
    const { scene, sun } = createCityScene();
    expect(sun.castShadow).toBe(true);
    expect(scene.children.some((c) => c.type === 'HemisphereLight')).toBe(true);
    expect(scene.getObjectByName('sky')).toBeDefined();
    expect(scene.fog).not.toBeNull();
  });

  it('merges what never moves into few draw calls and keeps the cars apart so they can drive', () => {
    const { scene, animate } = createCityScene();
    const baked = scene.children.find((c) => c.name.endsWith('(baked)'))!;
    expect(meshesOf(baked).length).toBeLessThan(120);
    const traffic = scene.getObjectByName('traffic')!;
    expect(traffic.children.length).toBeGreaterThanOrEqual(4);
    const before = traffic.children.map((c) => c.position.clone());
    animate(1);
    const moved = traffic.children.filter((c, i) => c.position.distanceTo(before[i]!) > 5);
    expect(moved).toHaveLength(traffic.children.length);
  });

  it('keeps every piece in place when merging', () => {
    const g = new Group();
    const a = buildBank();
    a.position.set(10, 0, -5);
    a.rotation.y = 0.4;
    g.add(a);
    const before = new Box3().setFromObject(g);
    const baked = bakeStatic(g);
    const after = new Box3().setFromObject(baked);
    expect(after.min.distanceTo(before.min)).toBeLessThan(1e-3);
    expect(after.max.distanceTo(before.max)).toBeLessThan(1e-3);
    expect(meshesOf(baked).length).toBeLessThan(meshesOf(a).length);
  });
});
