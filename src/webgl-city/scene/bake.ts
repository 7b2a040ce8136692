// Hundreds of small meshes cost a draw call each (twice with shadows): merging what never moves keeps phones smooth.
import { type BufferGeometry, Group, type Material, Mesh, type Object3D } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

interface Batch {
  material: Material;
  castShadow: boolean;
  receiveShadow: boolean;
  parts: BufferGeometry[];
}

/** What cannot be merged (multi-material signs, instanced meshes) moves in unchanged, in world position. */
export function bakeStatic(root: Object3D): Group {
  root.updateMatrixWorld(true);
  const batches = new Map<string, Batch>();
  const kept: Object3D[] = [];
  root.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    if (Array.isArray(o.material) || (o as Mesh & { isInstancedMesh?: boolean }).isInstancedMesh) {
      kept.push(o);
      return;
    }
    const material = o.material as Material;
    const key = `${material.uuid}:${o.castShadow}:${o.receiveShadow}`;
    let batch = batches.get(key);
    if (!batch) batches.set(key, (batch = { material, castShadow: o.castShadow, receiveShadow: o.receiveShadow, parts: [] }));
    const geometry = (o.geometry as BufferGeometry).index ? (o.geometry as BufferGeometry).toNonIndexed() : (o.geometry as BufferGeometry).clone();
    for (const name of Object.keys(geometry.attributes)) if (!['position', 'normal', 'uv'].includes(name)) geometry.deleteAttribute(name);
    geometry.clearGroups();
    batch.parts.push(geometry.applyMatrix4(o.matrixWorld));
  });
  const baked = new Group();
  baked.name = `${root.name || 'static'} (baked)`;
  for (const batch of batches.values()) {
    const merged = mergeGeometries(batch.parts, false);
    for (const part of batch.parts) part.dispose();
    if (!merged) continue;
    const mesh = new Mesh(merged, batch.material);
    mesh.castShadow = batch.castShadow;
    mesh.receiveShadow = batch.receiveShadow;
    baked.add(mesh);
  }
  for (const o of kept) {
    o.matrixWorld.decompose(o.position, o.quaternion, o.scale);
    baked.add(o);
  }
  return baked;
}
