// The same scene as the /city/ web build (src/webgl-city/scene), seen from the east: the landing's hero still.
import { Mesh, Vector3 } from 'three';
import { createCityScene } from '@/webgl-city/scene/city-scene';
import type { SceneDefinition } from './scene-types';

/**
 * The walkable city's far skyline ring: towers 78-108 m out (footprints reach in to about 64 m), 18-52 m tall, beyond
 * the shadow box and deep in fog. The ring of pines stands at 54-60 m and is under 9 m tall.
 */
const SKYLINE_RADIUS = 62;
const TALLER_THAN_PINES = 9;

const city: SceneDefinition = {
  id: 'city',
  description: 'Eternity City from above: the bank, the car showroom and the store around the central crossing, beside a fountain park.',
  build() {
    const { scene, sun } = createCityScene();
    // A lower, warmer sun than the walkable city's midday: long shadows that model the buildings.
    sun.position.set(-70, 38, 40);
    sun.color.setHex(0xffd6a0);
    sun.intensity = 3.2;
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
    scene.environmentIntensity = 0.35;
    return { scene };
  },
  ao: { radius: 1.5, intensity: 1 },
  still: { position: [74, 36, 16], target: [2, 0, -1], fov: 38 },
};

export default city;
