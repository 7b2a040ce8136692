// The same scene as the /city/ web build (src/webgl-city/scene), seen from the east: the landing's hero still.
import { createCityScene } from '@/webgl-city/scene/city-scene';
import type { SceneDefinition } from './scene-types';

const city: SceneDefinition = {
  id: 'city',
  description: 'Eternity City from above: the bank, the car showroom and the store around the central crossing, beside a fountain park.',
  build() {
    const { scene, sun } = createCityScene();
    // A lower, warmer sun than the walkable city's midday: long shadows that model the buildings.
    sun.position.set(-70, 38, 40);
    sun.color.setHex(0xffd6a0);
    sun.intensity = 3.2;
    return { scene };
  },
  still: { position: [74, 36, 16], target: [-6, 0, -1], fov: 42 },
};

export default city;
