import type { Scene } from 'three';

/** Ambient occlusion of the harness's GTAO pass: `radius` in scene units (about a hand's width), `intensity` 0 turns it off. */
export interface AmbientOcclusion {
  radius?: number;
  intensity?: number;
}

export interface CameraPose {
  position: [number, number, number];
  target: [number, number, number];
  /** Vertical, in degrees; 38 (a 35 mm lens on a 16:10 frame, the art direction's camera) when absent. */
  fov?: number;
  near?: number;
  ao?: AmbientOcclusion;
  /** A still with its own set (a product shot on a studio plinth) instead of the scene's `build()`. */
  build?(): BuiltScene;
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
  ao?: AmbientOcclusion;
  /**
   * `name` is the video's stem in public/media (<name>-hero.mp4, <name>-hero-poster.webp). `pushIn`: render only
   * phase 0 and make the loop a slow, seamless push-in on it (for motion too fast to render at a few frames a second
   * and interpolate, like a turntable).
   */
  loop?: { name: string; seconds: number; camera(phase: number): CameraPose; pushIn?: boolean };
}
