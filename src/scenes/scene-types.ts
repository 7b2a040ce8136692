import type { Scene } from 'three';

export interface CameraPose {
  position: [number, number, number];
  target: [number, number, number];
  /** Vertical field of view in degrees; 40 when absent. */
  fov?: number;
}

/** What a scene module builds: the scene, plus an optional deterministic animation driven by the loop's phase. */
export interface BuiltScene {
  scene: Scene;
  /** Sets every moving part for `phase` in [0, 1); phase 0 and 1 must look the same so loops are seamless. */
  pose?(phase: number): void;
}

/**
 * One subject of the site's imagery, rendered headless by scripts/render-scenes.mjs into stills
 * (public/media/renders/<id>-<w>.avif|webp) and, when `loop` is set, into a hero video.
 */
export interface SceneDefinition {
  id: string;
  /** What the picture shows, in one sentence: used as the image's alt text where it is not decorative. */
  description: string;
  build(): BuiltScene;
  /** Camera of the still (and of extra stills: `stills` maps an id suffix to a pose, e.g. { 'counter': … }). */
  still: CameraPose;
  stills?: Record<string, CameraPose>;
  /** A hero loop: `name` is the video's stem in public/media (<name>-hero.mp4, <name>-hero-poster.webp). */
  loop?: { name: string; seconds: number; camera(phase: number): CameraPose };
}
