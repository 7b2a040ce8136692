// The page scripts/render-scenes.mjs drives in headless Chromium: it builds every scene of src/scenes/*.scene.ts
// (lazily, one at a time) and renders one frame of it on request. Never part of the site's bundle.
import { ACESFilmicToneMapping, PCFSoftShadowMap, PerspectiveCamera, SRGBColorSpace, WebGLRenderer } from 'three';
import type { BuiltScene, CameraPose, SceneDefinition } from '../../src/scenes/scene-types';

const modules = import.meta.glob<{ default: SceneDefinition }>('../../src/scenes/*.scene.ts');
const byId = new Map<string, () => Promise<{ default: SceneDefinition }>>();
for (const [path, load] of Object.entries(modules)) byId.set(path.replace(/^.*\/(.+)\.scene\.ts$/, '$1'), load);

const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
renderer.outputColorSpace = SRGBColorSpace;
renderer.toneMapping = ACESFilmicToneMapping;
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = PCFSoftShadowMap;
renderer.setPixelRatio(1);
document.body.appendChild(renderer.domElement);

let current: { def: SceneDefinition; built: BuiltScene } | null = null;

/** What the script needs to know of a scene: its stills and whether it has a loop. */
export interface SceneInfo {
  id: string;
  stills: string[];
  loop: { name: string; seconds: number } | null;
}

async function load(id: string): Promise<SceneInfo> {
  const loader = byId.get(id);
  if (!loader) throw new Error(`no scene ${id} (have: ${[...byId.keys()].join(', ')})`);
  const def = (await loader()).default;
  if (def.id !== id) throw new Error(`src/scenes/${id}.scene.ts declares id '${def.id}'`);
  current?.built.scene.traverse((o) => (o as { geometry?: { dispose(): void } }).geometry?.dispose());
  current = { def, built: def.build() };
  return { id, stills: Object.keys(def.stills ?? {}), loop: def.loop ? { name: def.loop.name, seconds: def.loop.seconds } : null };
}

/** Renders one frame: `shot` is '' for the main still, a key of `stills`, or 'loop' (camera at `phase`). */
function frame(shot: string, width: number, height: number, phase = 0): string {
  if (!current) throw new Error('no scene loaded');
  const { def, built } = current;
  const pose: CameraPose | undefined = shot === '' ? def.still : shot === 'loop' ? def.loop?.camera(phase) : def.stills?.[shot];
  if (!pose) throw new Error(`${def.id}: no shot '${shot}'`);
  built.pose?.(shot === 'loop' ? phase : 0);
  renderer.setSize(width, height, false);
  const camera = new PerspectiveCamera(pose.fov ?? 40, width / height, 0.1, 4000);
  camera.position.set(...pose.position);
  camera.lookAt(...pose.target);
  renderer.render(built.scene, camera);
  return renderer.domElement.toDataURL('image/png');
}

Object.assign(window, { renderHarness: { scenes: () => [...byId.keys()].sort(), load, frame } });
