import { BoxGeometry, CapsuleGeometry, ExtrudeGeometry, Group, LatheGeometry, type Material, Mesh, MeshPhysicalMaterial, Path, PointLight, Shape, Vector2, Vector3 } from 'three';
import { ball, box, cyl, glow, INK, LAVENDER, meshOf, noShadows, pbr, pipe, ring, screen, seeded, spot, stage, TEAL, VIOLET } from './kit';
import type { SceneDefinition } from './scene-types';

const wall = pbr(0x3a4059, { roughness: 0.75 });
const trim = pbr(0x2c3148, { roughness: 0.6 });
const shell = pbr(0xf4f5f9, { roughness: 0.3, metalness: 0.05 });
const darkTrim = pbr(0x2a2e42, { roughness: 0.4, metalness: 0.5 });
const chrome = pbr(0xc9ced9, { metalness: 0.9, roughness: 0.2 });

const glass = new MeshPhysicalMaterial({ color: 0xcfe6ff, roughness: 0.05, metalness: 0, transmission: 0, transparent: true, opacity: 0.16, depthWrite: false });

function drawSlice(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, seed: number): void {
  const rnd = seeded(seed);
  ctx.save();
  ctx.fillStyle = '#d9dde6';
  ctx.beginPath();
  ctx.ellipse(cx, cy, r * 0.82, r, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#59606f';
  ctx.beginPath();
  ctx.ellipse(cx, cy, r * 0.74, r * 0.92, 0, 0, Math.PI * 2);
  ctx.fill();
  for (let i = 0; i < 70; i++) {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * r * 0.7;
    const g = 110 + Math.floor(rnd() * 90);
    ctx.fillStyle = `rgba(${g},${g + 4},${g + 12},0.55)`;
    ctx.beginPath();
    ctx.ellipse(cx + Math.cos(a) * d * 0.8, cy + Math.sin(a) * d, r * (0.05 + rnd() * 0.12), r * (0.04 + rnd() * 0.08), rnd() * 3, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#1c2030';
  ctx.beginPath();
  ctx.ellipse(cx - r * 0.12, cy, r * 0.07, r * 0.22, 0.15, 0, Math.PI * 2);
  ctx.ellipse(cx + r * 0.12, cy, r * 0.07, r * 0.22, -0.15, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#19d3c5';
  ctx.lineWidth = Math.max(2, r * 0.03);
  ctx.beginPath();
  ctx.ellipse(cx + r * 0.32, cy - r * 0.3, r * 0.16, r * 0.12, 0.4, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = 'rgba(25,211,197,0.25)';
  ctx.fill();
  ctx.restore();
}

const scanScreen = (seed: number) =>
  screen(512, 320, (ctx, w, h) => {
    ctx.fillStyle = '#05070d';
    ctx.fillRect(0, 0, w, h);
    drawSlice(ctx, w * 0.3, h * 0.5, h * 0.4, seed);
    for (let i = 0; i < 4; i++) {
      const x = w * 0.58 + (i % 2) * w * 0.2;
      const y = h * 0.08 + Math.floor(i / 2) * h * 0.46;
      ctx.fillStyle = '#0e1220';
      ctx.fillRect(x, y, w * 0.18, h * 0.42);
      drawSlice(ctx, x + w * 0.09, y + h * 0.21, h * 0.16, seed + i + 1);
    }
    ctx.fillStyle = '#5b3df5';
    ctx.fillRect(0, h - 8, w * 0.42, 8);
  });

const vitalsScreen = () =>
  screen(512, 320, (ctx, w, h) => {
    ctx.fillStyle = '#05070d';
    ctx.fillRect(0, 0, w, h);
    const trace = (y: number, color: string, f: (t: number) => number) => {
      ctx.strokeStyle = color;
      ctx.lineWidth = 4;
      ctx.beginPath();
      for (let x = 10; x < w * 0.7; x += 2) {
        const v = f(x / (w * 0.7));
        if (x === 10) ctx.moveTo(x, y - v * 40);
        else ctx.lineTo(x, y - v * 40);
      }
      ctx.stroke();
    };
    trace(h * 0.25, '#19d3c5', (t) => {
      const p = (t * 5) % 1;
      return p > 0.3 && p < 0.34 ? -0.4 : p > 0.34 && p < 0.38 ? 1.4 : p > 0.38 && p < 0.42 ? -0.6 : p > 0.55 && p < 0.7 ? Math.sin((p - 0.55) * 21) * 0.25 : 0;
    });
    trace(h * 0.55, '#8f7cff', (t) => Math.pow(Math.max(0, Math.sin(t * Math.PI * 10)), 3) * 0.9);
    trace(h * 0.83, '#f2c84b', (t) => Math.sin(t * Math.PI * 4) * 0.5);
    const blocks: [number, string][] = [[0.12, '#19d3c5'], [0.42, '#8f7cff'], [0.72, '#f2c84b']];
    for (const [y, c] of blocks) {
      ctx.fillStyle = c;
      ctx.fillRect(w * 0.76, h * y - 22, w * 0.2, 44);
      ctx.fillStyle = '#05070d';
      ctx.fillRect(w * 0.78, h * y - 14, w * 0.16, 28);
      ctx.fillStyle = c;
      ctx.fillRect(w * 0.8, h * y - 6, w * (0.05 + (y * 0.17) % 0.09), 12);
    }
  });

const moleculeScreen = () =>
  screen(512, 320, (ctx, w, h) => {
    ctx.fillStyle = '#070912';
    ctx.fillRect(0, 0, w, h);
    const rnd = seeded(17);
    const pts: [number, number][] = [];
    for (let i = 0; i < 6; i++) pts.push([w * 0.35 + Math.cos((i * Math.PI) / 3) * 60, h * 0.5 + Math.sin((i * Math.PI) / 3) * 60]);
    for (let i = 0; i < 6; i++) pts.push([w * 0.35 + 104 + Math.cos((i * Math.PI) / 3) * 60, h * 0.5 + 0 + Math.sin((i * Math.PI) / 3) * 60]);
    ctx.strokeStyle = '#8f7cff';
    ctx.lineWidth = 5;
    for (let i = 0; i < 12; i++) {
      const a = pts[i]!;
      const b = pts[i % 6 === 5 ? i - 5 : i + 1]!;
      ctx.beginPath();
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
      ctx.stroke();
    }
    for (const p of pts) {
      ctx.fillStyle = rnd() > 0.7 ? '#19d3c5' : '#e8ebf4';
      ctx.beginPath();
      ctx.arc(p[0], p[1], 9, 0, Math.PI * 2);
      ctx.fill();
    }
    for (let i = 0; i < 8; i++) {
      ctx.fillStyle = i === 2 ? '#19d3c5' : '#2a3050';
      ctx.fillRect(w * 0.78, 30 + i * 34, w * (0.08 + rnd() * 0.1), 18);
    }
  });

/** Faces +z. */
function monitor(face: Material, w = 0.62, h = 0.38): Group {
  const g = new Group();
  g.add(box(0.22, 0.02, 0.16, darkTrim, 0, 0, 0));
  g.add(box(0.04, 0.2, 0.04, darkTrim, 0, 0, -0.02));
  g.add(box(w + 0.03, h + 0.03, 0.03, darkTrim, 0, 0.18, -0.02));
  const s = new Mesh(new BoxGeometry(w, h, 0.005), face);
  s.position.set(0, 0.18 + (h + 0.03) / 2, 0);
  g.add(s);
  return g;
}

function mri(): Group {
  const g = new Group();
  const w = 2.3;
  const h = 2.2;
  const r = 0.34;
  const outline = new Shape();
  const k = 0.35;
  outline.moveTo(-w / 2 + k, 0);
  outline.lineTo(w / 2 - k, 0);
  outline.quadraticCurveTo(w / 2, 0, w / 2, k);
  outline.lineTo(w / 2, h - k * 1.8);
  outline.quadraticCurveTo(w / 2, h, w / 2 - k * 1.8, h);
  outline.lineTo(-w / 2 + k * 1.8, h);
  outline.quadraticCurveTo(-w / 2, h, -w / 2, h - k * 1.8);
  outline.lineTo(-w / 2, k);
  outline.quadraticCurveTo(-w / 2, 0, -w / 2 + k, 0);
  const bore = new Path();
  bore.absarc(0, 1.08, r, 0, Math.PI * 2, true);
  outline.holes.push(bore);
  const geo = new ExtrudeGeometry(outline, { depth: 1.5, bevelEnabled: true, bevelSize: 0.06, bevelThickness: 0.08, bevelSegments: 4, curveSegments: 48 });
  geo.translate(0, 0, -0.75);
  g.add(meshOf(geo, shell));
  const recess = ring(r + 0.05, 0.06, darkTrim, 0, 1.08, 0.83);
  g.add(recess);
  g.add(noShadows(ring(r + 0.16, 0.018, glow(TEAL, 3), 0, 1.08, 0.84)));
  g.add(box(w * 0.7, 0.05, 0.02, pbr(VIOLET, { emissive: VIOLET, emissiveIntensity: 0.6 }), 0, 0.25, 0.84));
  const tube = cyl(r - 0.005, 1.6, pbr(0xdfe3ec, { roughness: 0.5 }), 0, 0, 0, 48);
  tube.rotation.x = Math.PI / 2;
  tube.position.set(0, 1.08, 0);
  (tube.material as Material).side = 1;
  g.add(tube);
  for (const s of [-1, 1]) g.add(box(0.22, 0.14, 0.03, glow(0x1a2a44, 1.2), s * 0.78, 1.3, 0.85));
  g.add(box(0.62, 0.62, 1.5, shell, 0, 0, 1.75));
  g.add(box(0.66, 0.06, 1.54, darkTrim, 0, 0.62, 1.75));
  g.add(box(0.56, 0.1, 2.7, pbr(0xe9ebf1, { roughness: 0.35 }), 0, 0.68, 1.45));
  g.add(box(0.52, 0.08, 2.6, pbr(0x2d3350, { roughness: 0.8 }), 0, 0.78, 1.45));
  const body = meshOf(new CapsuleGeometry(0.2, 1.25, 8, 16), pbr(0x6a7fd8, { roughness: 0.9 }), 0, 0.98, 1.7);
  body.rotation.x = Math.PI / 2;
  body.scale.set(1.2, 1, 0.7);
  g.add(body);
  g.add(ball(0.11, pbr(0xd2a48a, { roughness: 0.7 }), 0, 1.0, 0.72, 24));
  g.add(box(0.34, 0.07, 0.3, pbr(0xf4f5f9, { roughness: 0.9 }), 0, 0.86, 0.72));
  const coil = ring(0.17, 0.035, pbr(0xe9ebf1, { roughness: 0.4 }), 0, 1.0, 0.72);
  coil.rotation.x = Math.PI / 2;
  g.add(coil);
  return g;
}

function imagingRoom(root: Group): void {
  // A ceiling lip so the room reads closed.
  root.add(box(10, 0.02, 9, pbr(0x4b5168, { roughness: 0.3 }), 0, 0, 0));
  root.add(box(10, 3.4, 0.2, wall, 0, 0, -4.5));
  root.add(box(0.2, 3.4, 9, wall, -5, 0, 0));
  // Window opening in the left wall (z from -3.2 to 0.2, y 1 to 2.3): built as four wall pieces.
  root.add(box(0.24, 1, 3.4, trim, -5, 0, -1.5));
  root.add(box(0.24, 1.1, 3.4, wall, -5, 2.3, -1.5));
  root.add(noShadows(box(0.02, 1.3, 3.4, glass, -5, 1, -1.5)));
  for (const z of [-3.2, 0.2]) root.add(box(0.26, 1.34, 0.06, darkTrim, -5, 0.98, z));
  root.add(box(10, 0.05, 0.06, glow(LAVENDER, 1.6), 0, 3.1, -4.37));
  root.add(box(10, 0.04, 0.04, glow(TEAL, 1.2), 0, 0.12, -4.38));
  const wallScreen = monitor(scanScreen(5), 1.9, 1.19);
  wallScreen.children[0]!.visible = false;
  wallScreen.children[1]!.visible = false;
  wallScreen.position.set(2.7, 0.95, -4.34);
  root.add(wallScreen);
  // Turned slightly to face the camera side.
  const scanner = mri();
  scanner.position.set(0.4, 0, -2.6);
  root.add(scanner);
  root.add(box(1.4, 0.9, 0.6, shell, 4, 0, -4.05));
  root.add(box(1.42, 0.03, 0.62, pbr(0x9aa3b5, { metalness: 0.6, roughness: 0.3 }), 4, 0.9, -4.05));
  root.add(cyl(0.03, 1.5, chrome, 2.2, 0, -0.4, 12));
  root.add(box(0.3, 0.4, 0.22, shell, 2.2, 1.2, -0.4));
  root.add(box(0.2, 0.12, 0.02, glow(TEAL, 1.5), 2.2, 1.35, -0.28));
  root.add(box(8, 0.02, 6, pbr(0x2b3044, { roughness: 0.6 }), -9, 0, -1.5));
  root.add(box(0.2, 3.4, 6, pbr(0x30364c, { roughness: 0.7 }), -11, 0, -1.5));
  root.add(box(1, 0.76, 3.4, pbr(0x3a4058, { roughness: 0.5 }), -6.2, 0, -1.5));
  root.add(box(0.5, 0.17, 3.2, pbr(0x2a2e42, { roughness: 0.5 }), -5.75, 0.76, -1.5));
  [-2.6, -1.5, -0.4].forEach((z, i) => {
    const m = monitor(scanScreen(11 + i * 7));
    m.position.set(-5.7, 0.93, z);
    m.scale.setScalar(1.3);
    m.rotation.y = Math.PI / 2 + (i - 1) * -0.2;
    root.add(m);
  });
  const chair = new Group();
  chair.add(cyl(0.25, 0.05, darkTrim, 0, 0.02, 0, 5));
  chair.add(cyl(0.03, 0.45, chrome, 0, 0.05, 0, 8));
  chair.add(box(0.5, 0.08, 0.5, pbr(0x5b3df5, { roughness: 0.7 }), 0, 0.5, 0));
  chair.add(box(0.5, 0.55, 0.08, pbr(0x5b3df5, { roughness: 0.7 }), 0.24, 0.6, 0));
  chair.position.set(-7.3, 0, -1.3);
  root.add(chair);
  root.add(new PointLight(0x9fb4ff, 18, 10, 1.5).translateX(-7.5).translateY(2.8).translateZ(-1.5));
  root.add(spot(0xf5f2ff, 40, [1.5, 6, 1.5], [0.4, 0.8, -1.6], 0.7, true));
}

function monitoringBay(root: Group): void {
  const x0 = 30;
  root.add(box(8, 0.02, 7, pbr(0x4b5168, { roughness: 0.3 }), x0, 0, 0));
  root.add(box(8, 3.4, 0.2, wall, x0, 0, -3.5));
  root.add(box(0.2, 3.4, 7, wall, x0 - 4, 0, 0));
  root.add(box(8, 0.05, 0.06, glow(LAVENDER, 1.6), x0, 3.1, -3.37));
  root.add(box(4, 0.22, 0.1, trim, x0, 1.4, -3.35));
  for (let i = 0; i < 4; i++) root.add(cyl(0.04, 0.04, pbr(i % 2 ? 0x19d3c5 : 0xf2f3f7), x0 - 1.2 + i * 0.4, 1.42, -3.28, 12));
  const bed = new Group();
  bed.position.set(x0 + 0.3, 0, -1.3);
  bed.add(box(1.0, 0.1, 2.1, darkTrim, 0, 0.35, 0));
  for (const [x, z] of [[-0.42, -0.95], [0.42, -0.95], [-0.42, 0.95], [0.42, 0.95]] as const) {
    bed.add(cyl(0.025, 0.3, chrome, x, 0.08, z, 8));
    bed.add(ball(0.06, darkTrim, x, 0.06, z, 12));
  }
  bed.add(box(0.92, 0.16, 1.3, pbr(0xf4f5f9, { roughness: 0.8 }), 0, 0.45, 0.35));
  const back = box(0.92, 0.16, 0.8, pbr(0xf4f5f9, { roughness: 0.8 }), 0, 0, 0);
  back.position.set(0, 0.75, -0.55);
  back.rotation.x = 0.6;
  bed.add(back);
  const pillow = box(0.6, 0.12, 0.35, pbr(0xffffff, { roughness: 0.9 }), 0, 0, 0);
  pillow.position.set(0, 0.95, -0.75);
  pillow.rotation.x = 0.6;
  bed.add(pillow);
  const gown = pbr(0x9fd8d2, { roughness: 0.85 });
  bed.add(ball(0.105, pbr(0xb98a6e, { roughness: 0.7 }), 0, 1.08, -0.66, 24));
  bed.add(ball(0.108, pbr(0x3a2a22, { roughness: 0.9 }), 0, 1.1, -0.7, 24));
  const torso = meshOf(new CapsuleGeometry(0.17, 0.42, 8, 16), gown, 0, 0.8, -0.24);
  torso.rotation.x = -0.98;
  torso.scale.set(1.35, 1, 0.75);
  bed.add(torso);
  for (const sx of [-1, 1]) {
    const upperArm = meshOf(new CapsuleGeometry(0.05, 0.3, 6, 12), gown, sx * 0.26, 0.82, -0.28);
    upperArm.rotation.x = -0.98;
    bed.add(upperArm);
  }
  const blanket = box(0.9, 0.14, 1.25, pbr(0x6a7fd8, { roughness: 0.9 }), 0, 0.56, 0.38);
  bed.add(blanket);
  bed.add(box(0.92, 0.05, 0.2, pbr(0xf4f5f9, { roughness: 0.9 }), 0, 0.69, -0.2));
  for (const s of [-1, 1]) bed.add(box(0.03, 0.2, 0.9, pbr(0xc9ced9, { metalness: 0.6, roughness: 0.3 }), s * 0.5, 0.6, -0.2));
  bed.add(box(1.0, 0.5, 0.06, shell, 0, 0.4, -1.05));
  bed.add(box(1.0, 0.35, 0.06, shell, 0, 0.4, 1.05));
  root.add(bed);
  const stand = new Group();
  stand.position.set(x0 - 0.75, 0, -1.7);
  stand.add(cyl(0.28, 0.05, darkTrim, 0, 0, 0, 5));
  stand.add(cyl(0.03, 1.35, chrome, 0, 0.05, 0, 12));
  const vit = monitor(vitalsScreen(), 0.56, 0.36);
  vit.children[0]!.visible = false;
  vit.position.set(0, 1.2, 0.05);
  vit.rotation.y = 0.55;
  vit.rotation.x = -0.08;
  stand.add(vit);
  root.add(stand);
  root.add(box(0.08, 0.02, 0.05, glow(TEAL, 3), x0 + 0.3, 0.76, -1.1));
  root.add(cyl(0.02, 1.9, chrome, x0 + 1.2, 0.05, -2.1, 8));
  root.add(cyl(0.25, 0.04, darkTrim, x0 + 1.2, 0, -2.1, 5));
  const bag = box(0.14, 0.24, 0.04, pbr(0xdff2ff, { opacity: 0.6, roughness: 0.2 }), x0 + 1.2, 1.62, -2.05);
  root.add(noShadows(bag));
  root.add(pipe([x0 + 1.2, 1.62, -2.05], [x0 + 0.55, 0.75, -1.2], 0.006, pbr(0xffffff, { opacity: 0.6 })));
  const curtain = new Group();
  for (let i = 0; i < 12; i++) curtain.add(box(0.18, 2.3, 0.04, pbr(i % 2 ? 0x8f9fcf : 0x97a7d6, { roughness: 0.95 }), x0 - 2.8 + i * 0.15, 0.2, 0.6 + (i % 2) * 0.05));
  root.add(curtain);
  root.add(box(1.8, 1.4, 0.04, glow(0xcfe0ff, 1.1), x0 + 2.6, 1.0, -3.38));
  root.add(box(0.5, 0.6, 0.45, shell, x0 + 1.3, 0, -0.3));
  const tablet = box(0.3, 0.015, 0.22, vitalsScreen(), x0 + 1.3, 0.61, -0.3);
  root.add(tablet);
  root.add(spot(0xfff6ea, 30, [x0 + 1, 5, 1.5], [x0 + 0.2, 0.6, -1.3], 0.7, true));
}

function lab(root: Group): void {
  const x0 = -30;
  root.add(box(8, 0.02, 7, pbr(0x4b5168, { roughness: 0.3 }), x0, 0, 0));
  root.add(box(8, 3.4, 0.2, wall, x0, 0, -3.5));
  root.add(box(8, 0.05, 0.06, glow(TEAL, 1.4), x0, 3.1, -3.37));
  root.add(box(5, 0.86, 0.8, pbr(0x596079, { roughness: 0.5 }), x0, 0, -2.9));
  root.add(box(5.05, 0.05, 0.85, pbr(0x1f2336, { roughness: 0.35 }), x0, 0.86, -2.9));
  root.add(box(5, 0.03, 0.3, trim, x0, 1.6, -3.25));
  const rnd = seeded(23);
  const bottleColours = [0x8a93a6, 0x19d3c5, 0x8f7cff, 0xf2f3f7, 0x5f6b84];
  for (let i = 0; i < 14; i++) {
    const x = x0 - 2.3 + i * 0.33 + rnd() * 0.05;
    const h = 0.16 + rnd() * 0.12;
    root.add(cyl(0.05, h, pbr(bottleColours[i % 5]!, { roughness: 0.2, opacity: 0.8 }), x, 1.63, -3.25, 16));
    root.add(cyl(0.025, 0.04, darkTrim, x, 1.63 + h, -3.25, 12));
  }
  const mol = new Group();
  mol.position.set(x0 + 0.2, 1.32, -2.75);
  mol.rotation.set(0.35, 0.5, 0.15);
  const atoms: [number, number, number, number][] = [];
  for (let i = 0; i < 6; i++) atoms.push([Math.cos((i * Math.PI) / 3) * 0.14, Math.sin((i * Math.PI) / 3) * 0.14, 0, i === 2 ? 1 : 0]);
  for (let i = 0; i < 6; i++) if (i !== 2 && i !== 4) atoms.push([0.242 + Math.cos((i * Math.PI) / 3 + Math.PI) * -0.14, Math.sin((i * Math.PI) / 3 + Math.PI) * 0.14, 0.02, i === 0 ? 2 : 0]);
  atoms.push([-0.26, 0.05, 0.06, 1], [-0.36, -0.04, -0.04, 3], [-0.3, 0.18, 0.12, 3], [0.5, 0.02, 0.05, 2], [0.6, 0.1, -0.05, 3]);
  const atomMat = [pbr(0x3b3f55, { roughness: 0.25, metalness: 0.1 }), pbr(TEAL, { roughness: 0.25 }), pbr(VIOLET, { roughness: 0.25 }), pbr(0xf4f5f9, { roughness: 0.25 })];
  const stick = pbr(0xb9bfcc, { metalness: 0.8, roughness: 0.25 });
  const at = atoms.map(([x, y, z, t]) => {
    mol.add(ball(t === 3 ? 0.035 : 0.05, atomMat[t]!, x, y, z, 24));
    return new Vector3(x, y, z);
  });
  for (let i = 0; i < at.length; i++)
    for (let j = i + 1; j < at.length; j++) {
      const d = at[i]!.distanceTo(at[j]!);
      if (d > 0.05 && d < 0.165) mol.add(pipe(at[i]!.toArray() as [number, number, number], at[j]!.toArray() as [number, number, number], 0.012, stick));
    }
  root.add(mol);
  root.add(cyl(0.012, 0.4, chrome, x0 + 0.2, 0.88, -2.75, 8));
  root.add(cyl(0.12, 0.02, darkTrim, x0 + 0.2, 0.88, -2.75, 24));
  const glassMat = pbr(0xe6f2ff, { roughness: 0.05, opacity: 0.28 });
  const beaker = (x: number, z: number, r: number, h: number, liquid: number) => {
    root.add(noShadows(cyl(r, h, glassMat, x, 0.885, z, 32)));
    root.add(cyl(r * 0.92, h * 0.55, pbr(liquid, { roughness: 0.1, opacity: 0.75, emissive: liquid, emissiveIntensity: 0.25 }), x, 0.89, z, 32));
  };
  beaker(x0 - 0.7, -2.7, 0.07, 0.16, 0x8f7cff);
  beaker(x0 - 0.5, -2.95, 0.05, 0.12, 0x19d3c5);
  beaker(x0 + 0.9, -2.65, 0.06, 0.14, 0x8f7cff);
  const flaskProfile = [new Vector2(0.001, 0), new Vector2(0.11, 0), new Vector2(0.12, 0.03), new Vector2(0.06, 0.17), new Vector2(0.025, 0.22), new Vector2(0.025, 0.3)];
  const flask = meshOf(new LatheGeometry(flaskProfile, 32), glassMat, x0 + 1.3, 0.885, -2.9);
  root.add(noShadows(flask));
  root.add(meshOf(new LatheGeometry([new Vector2(0.001, 0), new Vector2(0.105, 0), new Vector2(0.11, 0.03), new Vector2(0.08, 0.08), new Vector2(0.001, 0.08)], 32), pbr(0x19d3c5, { opacity: 0.7, emissive: TEAL, emissiveIntensity: 0.35 }), x0 + 1.3, 0.89, -2.9));
  root.add(box(0.4, 0.04, 0.28, pbr(0xf4f5f9, { roughness: 0.3 }), x0 - 1.2, 0.885, -2.7));
  for (let i = 0; i < 8; i++) for (let j = 0; j < 5; j++) root.add(cyl(0.014, 0.005, (i + j) % 4 === 0 ? glow(TEAL, 1.5) : (i * j) % 5 === 1 ? glow(LAVENDER, 1.2) : pbr(0xdfe3ec), x0 - 1.37 + i * 0.048, 0.925, -2.8 + j * 0.048, 12));
  const pip = pipe([x0 - 0.85, 0.9, -2.55], [x0 - 0.6, 1.12, -2.5], 0.015, shell);
  root.add(pip);
  const mon = monitor(moleculeScreen(), 0.7, 0.42);
  mon.position.set(x0 - 1.8, 0.885, -3.05);
  mon.rotation.y = 0.35;
  root.add(mon);
  root.add(box(1.6, 2.3, 0.9, pbr(0xe9ebf2, { roughness: 0.5 }), x0 + 3.3, 0, -2.95));
  root.add(noShadows(box(1.4, 0.8, 0.02, glassMat, x0 + 3.3, 1.0, -2.49)));
  root.add(box(1.4, 0.05, 0.05, glow(0xf5f2ff, 2), x0 + 3.3, 1.9, -2.5));
  root.add(spot(0xfff6ea, 30, [x0 + 0.5, 5, 1.5], [x0 + 0.2, 0.9, -2.7], 0.6, true));
}

function build() {
  const { scene } = stage({
    horizon: 0x1a1d33,
    zenith: INK,
    fog: 0x1a1d33,
    fogNear: 30,
    fogFar: 90,
    sun: [8, 20, 14],
    sunIntensity: 1.1,
    fill: 0.45,
    shadowBox: 45,
    focus: [0, 0, 0],
    envIntensity: 0.55,
  });
  const root = new Group();
  imagingRoom(root);
  monitoringBay(root);
  lab(root);
  scene.add(root);
  return { scene };
}

const hospitalImaging: SceneDefinition = {
  id: 'hospital-imaging',
  description: 'A hospital MRI suite: the scanner with a patient on its table, and scan images on the monitors of the control room behind the window.',
  build,
  still: { position: [4.4, 2.1, 3.6], target: [-1.2, 1.1, -2.2], fov: 46 },
  stills: {
    'patient-monitoring': { position: [31.4, 1.65, 1.2], target: [29.6, 1.2, -1.6], fov: 46 },
    'drug-discovery': { position: [-29.3, 1.55, -1.1], target: [-29.9, 1.15, -2.8], fov: 46 },
  },
};

export default hospitalImaging;
