// The page scripts/render-scenes.mjs drives in headless Chromium: it builds every scene of src/scenes/*.scene.ts
// (lazily, one at a time) and renders one frame of it on request. Never part of the site's bundle.
// Every frame goes through one studio pipeline (art direction, decision 0062): the scene lit by three.js's
// RoomEnvironment prefiltered with PMREM (generated here, nothing downloaded) on top of its own lights, PCF-soft shadows,
// ground-truth ambient occlusion (GTAOPass) on the linear HDR image, then ACES filmic tone mapping and sRGB output.
import {
  ACESFilmicToneMapping,
  HalfFloatType,
  PCFSoftShadowMap,
  PerspectiveCamera,
  PMREMGenerator,
  type Scene,
  SRGBColorSpace,
  type Texture,
  WebGLRenderer,
  WebGLRenderTarget,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { GTAOPass } from 'three/examples/jsm/postprocessing/GTAOPass.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { RenderPass } from 'three/examples/jsm/postprocessing/RenderPass.js';
import type { BuiltScene, CameraPose, SceneDefinition } from '../../src/scenes/scene-types';

const modules = import.meta.glob<{ default: SceneDefinition }>('../../src/scenes/*.scene.ts');
const byId = new Map<string, () => Promise<{ default: SceneDefinition }>>();
for (const [path, load] of Object.entries(modules)) byId.set(path.replace(/^.*\/(.+)\.scene\.ts$/, '$1'), load);

const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
renderer.outputColorSpace = SRGBColorSpace;
renderer.toneMapping = ACESFilmicToneMapping;
renderer.toneMappingExposure = 1.0;
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = PCFSoftShadowMap;
renderer.setPixelRatio(1);
document.body.appendChild(renderer.domElement);

/** The studio's reflections: RoomEnvironment (a lit box with soft boxes) prefiltered once with PMREM. */
let roomEnv: Texture | null = null;
function studioReflections(): Texture {
  if (!roomEnv) {
    const pmrem = new PMREMGenerator(renderer);
    roomEnv = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
    pmrem.dispose();
  }
  return roomEnv;
}

interface Loaded {
  def: SceneDefinition;
  built: BuiltScene;
  /** Stills with their own set (`CameraPose.build`), built on first use. */
  sets: Map<string, BuiltScene>;
}
let current: Loaded | null = null;

/** What the script needs to know of a scene: its stills and whether it has a loop. */
export interface SceneInfo {
  id: string;
  stills: string[];
  loop: { name: string; seconds: number; pushIn: boolean } | null;
}

function prepare(built: BuiltScene): BuiltScene {
  // A scene that sets its own environment (the daylight city) keeps it; every other one gets the studio's.
  if (!built.scene.userData.ownEnvironment) built.scene.environment = studioReflections();
  return built;
}

function dispose(scene: Scene) {
  scene.traverse((o) => (o as { geometry?: { dispose(): void } }).geometry?.dispose());
}

async function load(id: string): Promise<SceneInfo> {
  const loader = byId.get(id);
  if (!loader) throw new Error(`no scene ${id} (have: ${[...byId.keys()].join(', ')})`);
  const def = (await loader()).default;
  if (def.id !== id) throw new Error(`src/scenes/${id}.scene.ts declares id '${def.id}'`);
  if (current) {
    dispose(current.built.scene);
    for (const s of current.sets.values()) dispose(s.scene);
  }
  current = { def, built: prepare(def.build()), sets: new Map() };
  return { id, stills: Object.keys(def.stills ?? {}), loop: def.loop ? { name: def.loop.name, seconds: def.loop.seconds, pushIn: def.loop.pushIn ?? false } : null };
}

/** Renders one frame: `shot` is '' for the main still, a key of `stills`, or 'loop' (camera at `phase`). */
function frame(shot: string, width: number, height: number, phase = 0, aoScale = 1): string {
  if (!current) throw new Error('no scene loaded');
  const { def } = current;
  const pose: CameraPose | undefined = shot === '' ? def.still : shot === 'loop' ? def.loop?.camera(phase) : def.stills?.[shot];
  if (!pose) throw new Error(`${def.id}: no shot '${shot}'`);
  let built = current.built;
  if (pose.build) {
    built = current.sets.get(shot) ?? prepare(pose.build());
    current.sets.set(shot, built);
  }
  built.pose?.(shot === 'loop' ? phase : 0);
  renderer.setSize(width, height, false);
  const camera = new PerspectiveCamera(pose.fov ?? 38, width / height, pose.near ?? 0.1, 4000);
  camera.position.set(...pose.position);
  camera.lookAt(...pose.target);
  const ao = { radius: 0.5, intensity: 1, ...def.ao, ...pose.ao };
  ao.intensity *= aoScale;
  const target = new WebGLRenderTarget(width, height, { type: HalfFloatType, samples: (window as unknown as { msaa?: number }).msaa ?? 4 });
  const composer = new EffectComposer(renderer, target);
  composer.setPixelRatio(1);
  composer.setSize(width, height);
  composer.addPass(new RenderPass(built.scene, camera));
  if (ao.intensity > 0) {
    const gtao = new GTAOPass(built.scene, camera, width, height);
    gtao.updateGtaoMaterial({ radius: ao.radius, distanceExponent: 1, thickness: 1, scale: 1, samples: 16 });
    gtao.updatePdMaterial({ lumaPhi: 10, depthPhi: 2, normalPhi: 3, radius: 6, rings: 2, samples: 16 });
    gtao.blendIntensity = ao.intensity;
    composer.addPass(gtao);
  }
  composer.addPass(new OutputPass());
  composer.render();
  const url = renderer.domElement.toDataURL('image/png');
  composer.dispose();
  target.dispose();
  return url;
}

Object.assign(window, { renderHarness: { scenes: () => [...byId.keys()].sort(), load, frame } });
