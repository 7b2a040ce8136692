// The VR Auto showroom (the city's own page shows it; /vrauto's hero loop is a drawn screen, decision 0078).
import { type BufferGeometry, ExtrudeGeometry, Group, LatheGeometry, Mesh, MeshPhysicalMaterial, Shape, TorusGeometry, Vector2 } from 'three';
import { mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { box, contactShadow, cyl, glow, LAVENDER, pbr, screen, spot, TEAL, VIOLET } from './kit';
import { room, turntable } from './kit/interiors';
import type { SceneDefinition } from './scene-types';

// Metallic flake under a clear lacquer: the coat gives the sharp highlights, the base the soft sheen.
const paint = (color: number) => new MeshPhysicalMaterial({ color, metalness: 0.9, roughness: 0.38, clearcoat: 1, clearcoatRoughness: 0.03 });
const tyreM = pbr(0x16161a, { roughness: 0.8 });
const rimM = pbr(0xc9ced9, { metalness: 1, roughness: 0.22 });
const lightM = glow(0xf4f1ff, 3);
const tailM = glow(0xc23048, 1.6);
const trimM = pbr(0x0f1118, { roughness: 0.4, metalness: 0.4 });

const L = 4.5;
const WIDTH = 1.86;
const WHEEL_R = 0.39;
const REAR = -1.42;
const FRONT = 1.38;
const AXLES = [REAR, FRONT] as const;

function profile(): Shape {
  // Side view, x along the car (front at +x), y up; the wheel arches are cut out of the sill line.
  const s = new Shape();
  s.moveTo(-L / 2, 0.32);
  s.lineTo(REAR - 0.5, 0.32);
  s.absarc(REAR, 0.32 + 0.02, 0.5, Math.PI, 0, true);
  s.lineTo(FRONT - 0.5, 0.34);
  s.absarc(FRONT, 0.32 + 0.02, 0.5, Math.PI, 0, true);
  s.lineTo(L / 2 - 0.05, 0.32);
  s.bezierCurveTo(L / 2 + 0.05, 0.4, L / 2 + 0.05, 0.62, L / 2 - 0.08, 0.7);
  s.bezierCurveTo(1.2, 0.86, 0.9, 0.9, 0.55, 0.95);
  s.lineTo(-1.0, 1.0);
  s.bezierCurveTo(-1.7, 1.0, -2.2, 0.95, -L / 2, 0.82);
  s.bezierCurveTo(-L / 2 - 0.06, 0.6, -L / 2 - 0.04, 0.4, -L / 2, 0.32);
  return s;
}

function cabin(): Shape {
  const s = new Shape();
  s.moveTo(0.62, 0.93);
  s.bezierCurveTo(0.25, 1.2, 0.0, 1.32, -0.35, 1.34);
  s.bezierCurveTo(-0.9, 1.34, -1.3, 1.25, -1.85, 0.98);
  s.lineTo(0.62, 0.93);
  return s;
}

/**
 * Rounds an extruded side profile into a body: narrower towards the nose and tail (plan view) and leaning in above
 * the shoulder (tumblehome), so the car is not a slab. The geometry must already be centred on z = 0.
 */
function sculpt(source: BufferGeometry, halfLength: number, shoulder: number, lean: number): BufferGeometry {
  // Welded first, so the normals are smooth across the extrusion's long side triangles (no facets in the paint).
  source.deleteAttribute('uv');
  source.deleteAttribute('normal');
  const geometry = mergeVertices(source, 1e-4);
  const pos = geometry.getAttribute('position');
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i);
    const y = pos.getY(i);
    const plan = 1 - 0.16 * Math.pow(Math.min(1, Math.abs(x) / halfLength), 3);
    const up = 1 - lean * Math.min(1, Math.max(0, (y - shoulder) / 0.45));
    pos.setZ(i, pos.getZ(i) * plan * up);
  }
  pos.needsUpdate = true;
  geometry.computeVertexNormals();
  return geometry;
}

function wheel(): Group {
  const g = new Group();
  const tyre = new Mesh(new TorusGeometry(WHEEL_R - 0.08, 0.08, 20, 48), tyreM);
  tyre.scale.z = 1.9;
  tyre.castShadow = true;
  g.add(tyre);
  const pts = [new Vector2(0, -0.1), new Vector2(0.22, -0.1), new Vector2(0.28, -0.07), new Vector2(0.29, 0.06), new Vector2(0.14, 0.1), new Vector2(0, 0.07)];
  const rim = new Mesh(new LatheGeometry(pts, 40), rimM);
  rim.rotation.x = Math.PI / 2;
  g.add(rim);
  for (let i = 0; i < 5; i++) {
    const spoke = new Mesh(undefined, rimM);
    spoke.geometry = box(0.05, 0.22, 0.03, rimM).geometry;
    spoke.position.set(Math.cos((i / 5) * Math.PI * 2) * 0.13, Math.sin((i / 5) * Math.PI * 2) * 0.13, 0.1);
    spoke.rotation.z = (i / 5) * Math.PI * 2 - Math.PI / 2;
    g.add(spoke);
  }
  return g;
}

/** About 4.5 m long, centred on the origin, front towards +x. */
export function car(color: number): Group {
  const g = new Group();
  g.add(contactShadow(L + 0.5, WIDTH + 0.5, 0.85));
  const bevel = { steps: 1, bevelEnabled: true, bevelThickness: 0.14, bevelSize: 0.12, bevelSegments: 6, curveSegments: 24 };
  const bodyG = new ExtrudeGeometry(profile(), { ...bevel, bevelThickness: 0.22, bevelSize: 0.12, bevelSegments: 10, depth: WIDTH - 0.44 });
  bodyG.translate(0, 0, -(WIDTH - 0.44) / 2);
  // The body keeps its flat flanks (a sculpted cap shades in facets); the bevels round every edge.
  const body = new Mesh(bodyG, paint(color));
  body.castShadow = body.receiveShadow = true;
  g.add(body);
  const glassG = new ExtrudeGeometry(cabin(), { ...bevel, bevelThickness: 0.16, bevelSize: 0.08, bevelSegments: 10, depth: WIDTH - 0.78 });
  glassG.translate(0, 0, -(WIDTH - 0.78) / 2);
  const cab = new Mesh(sculpt(glassG, L / 2, 0.95, 0.3), new MeshPhysicalMaterial({ color: 0x05070c, metalness: 0, roughness: 0.04, clearcoat: 1, clearcoatRoughness: 0.02, ior: 1.5, specularIntensity: 1 }));
  cab.castShadow = true;
  g.add(cab);
  g.add(box(0.04, 0.05, WIDTH - 0.4, lightM, L / 2 + 0.06, 0.6, 0));
  g.add(box(0.04, 0.06, WIDTH - 0.2, tailM, -L / 2 - 0.1, 0.72, 0));
  g.add(box(0.2, 0.12, WIDTH - 0.5, trimM, L / 2 + 0.02, 0.28, 0));
  for (const x of AXLES)
    for (const side of [-1, 1]) {
      const w = wheel();
      w.position.set(x, WHEEL_R, side * (WIDTH / 2 - 0.06));
      if (side < 0) w.rotation.y = Math.PI;
      g.add(w);
    }
  return g;
}

const configurator = screen(640, 360, (ctx, w, h) => {
  const g = ctx.createLinearGradient(0, 0, w, 0);
  g.addColorStop(0, '#150f3d');
  g.addColorStop(1, '#0a2230');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  ['#b9bec8', '#e9ebf2', '#3a3f4d', '#1b1f31', '#19d3c5'].forEach((c, i) => {
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.arc(60 + i * 70, h - 60, 24, 0, Math.PI * 2);
    ctx.fill();
  });
  ctx.strokeStyle = 'rgba(255,255,255,0.5)';
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(80, 200);
  ctx.bezierCurveTo(200, 120, 420, 110, 560, 190);
  ctx.lineTo(560, 230);
  ctx.lineTo(80, 230);
  ctx.closePath();
  ctx.stroke();
});

const showroom: SceneDefinition = {
  id: 'car-showroom',
  description: 'A virtual car showroom: a silver coupé on a lit turntable under spot lights, with two more cars on display beside it.',
  build() {
    const { scene } = room(26, 22, 7, { wall: 0x1f2338, floor: 0x181b2c, sun: [6, 24, 12], sunIntensity: 1.6, shadowBox: 12 });
    const { root, top } = turntable(3.2, TEAL);
    scene.add(root);
    const hero = car(0xaab0bb);
    hero.position.y = 0.14;
    top.add(hero);
    for (const [x, z, c, yaw] of [[-7.5, -4.5, 0xe9ebf2, 0.7], [7.8, -4.2, 0x2a2e38, -0.6]] as const) {
      const plinth = cyl(2.8, 0.1, pbr(0x23283f, { roughness: 0.35, metalness: 0.4 }), x, 0, z, 64);
      const other = car(c);
      other.position.set(x, 0.1, z);
      other.rotation.y = yaw;
      scene.add(plinth, other, cyl(2.85, 0.02, glow(LAVENDER, 1.5), x, 0.1, z, 64));
    }
    const halo = new Mesh(new TorusGeometry(3.6, 0.06, 8, 96), glow(0xf4f1ff, 2.5));
    halo.rotation.x = Math.PI / 2;
    halo.position.y = 6.2;
    scene.add(halo);
    for (let i = 0; i < 4; i++) {
      const a = (i / 4) * Math.PI * 2 + 0.4;
      scene.add(spot(i % 2 ? 0xdcd6ff : 0xfff1e0, 70, [Math.cos(a) * 3.6, 6.2, Math.sin(a) * 3.6], [0, 0.6, 0], 0.5, i === 0));
    }
    scene.add(box(6.4, 3.6, 0.06, configurator, 0, 1.4, -10.8));
    for (let x = -12; x <= 12; x += 3) if (Math.abs(x) > 4) scene.add(box(0.08, 5, 0.06, glow(VIOLET, 1.6), x, 0.6, -10.8));
    return {
      scene,
      pose(phase) {
        top.rotation.y = 0.25 - phase * Math.PI * 2;
      },
    };
  },
  still: { position: [5.9, 1.55, 6.5], target: [0.1, 0.8, 0], fov: 38 },
};

export default showroom;
