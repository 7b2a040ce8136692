import type { Scene } from 'three';

export interface CameraPose {
  position: [number, number, number];
  target: [number, number, number];
  /** Vertical, in degrees; 40 when absent. */
  fov?: number;
}

export interface BuiltScene {
  scene: Scene;
  /** `phase` in [0, 1); phase 0 and 1 must look the same so loops are seamless. */
  pose?(phase: number): void;
}

/** Rendered headless by scripts/render-scenes.mjs into public/media/renders/<id>-<w>.avif|webp (and a hero video). */
export interface SceneDefinition {
  id: string;
  /** The image's alt text where it is not decorative. */
  description: string;
  build(): BuiltScene;
  /** Extra stills: `stills` maps an id suffix to a pose. */
  still: CameraPose;
  stills?: Record<string, CameraPose>;
  /** `name` is the video's stem in public/media (<name>-hero.mp4, <name>-hero-poster.webp). */
  loop?: { name: string; seconds: number; camera(phase: number): CameraPose };
}
