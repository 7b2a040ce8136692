import {
  AmbientLight,
  BoxGeometry,
  DirectionalLight,
  Fog,
  Group,
  HemisphereLight,
  InstancedMesh,
  Matrix4,
  Mesh,
  PlaneGeometry,
  Scene,
} from 'three';
import {
  block,
  buildBank,
  buildBench,
  buildBuilding,
  buildCar,
  buildFountain,
  buildLamp,
  buildPine,
  buildShowroom,
  buildSky,
  buildStore,
  buildTree,
  material,
} from './builders';
import { bakeStatic } from './bake';
import { BLOCK_INNER, BLOCK_OUTER, BUILDINGS, LANDMARKS, RING_ROAD, SIDEWALK_WIDTH, STREET_HALF_WIDTH } from './layout';
import { PALETTE } from './palette';

interface Driver {
  car: Group;
  route: (distance: number) => { x: number; z: number; heading: number };
  length: number;
  speed: number;
  distance: number;
}

export interface CityScene {
  scene: Scene;
  sun: DirectionalLight;
  /** Not called in reduced-motion mode: the cars stay parked. */
  animate(dt: number): void;
}

function instanced(geometry: BoxGeometry, color: number, spots: [number, number, number, number][]): InstancedMesh {
  const mesh = new InstancedMesh(geometry, material(color), spots.length);
  const m = new Matrix4();
  spots.forEach(([x, y, z, rotationY], i) => mesh.setMatrixAt(i, m.makeRotationY(rotationY).setPosition(x, y, z)));
  mesh.receiveShadow = true;
  return mesh;
}

function ground(): Group {
  const g = new Group();
  g.name = 'ground';
  const grass = new Mesh(new PlaneGeometry(600, 600), material(PALETTE.grass));
  grass.rotation.x = -Math.PI / 2;
  grass.receiveShadow = true;
  g.add(grass);
  const asphalt = material(PALETTE.asphalt, { roughness: 0.95 });
  const span = 2 * (RING_ROAD + STREET_HALF_WIDTH);
  const road = (w: number, d: number, x: number, z: number) => {
    const r = block(w, 0.04, d, asphalt, x, 0, z);
    r.castShadow = false;
    g.add(r);
  };
  road(2 * STREET_HALF_WIDTH, span, 0, 0);
  road(span, 2 * STREET_HALF_WIDTH, 0, 0);
  for (const s of [-1, 1]) {
    road(2 * STREET_HALF_WIDTH, span, s * RING_ROAD, 0);
    road(span, 2 * STREET_HALF_WIDTH, 0, s * RING_ROAD);
  }
  // A kerb-high slab whose rim is the sidewalk, and a lot inside it.
  const size = BLOCK_OUTER - BLOCK_INNER;
  const mid = (BLOCK_OUTER + BLOCK_INNER) / 2;
  for (const [sx, sz] of [[1, -1], [-1, -1], [-1, 1], [1, 1]] as const) {
    const slab = block(size, 0.15, size, material(PALETTE.sidewalk), sx * mid, 0, sz * mid);
    slab.castShadow = false;
    g.add(slab);
    const park = sx === 1 && sz === 1;
    const lot = block(size - 2 * SIDEWALK_WIDTH, 0.02, size - 2 * SIDEWALK_WIDTH, material(park ? PALETTE.grassDark : PALETTE.stoneShade), sx * mid, 0.15, sz * mid);
    lot.castShadow = false;
    g.add(lot);
  }
  const dashes: [number, number, number, number][] = [];
  for (let d = -RING_ROAD + 4; d <= RING_ROAD - 4; d += 4) {
    if (Math.abs(d) < STREET_HALF_WIDTH + 3) continue;
    dashes.push([0, 0.045, d, 0], [d, 0.045, 0, Math.PI / 2]);
    for (const s of [-1, 1]) dashes.push([s * RING_ROAD, 0.045, d, 0], [d, 0.045, s * RING_ROAD, Math.PI / 2]);
  }
  g.add(instanced(new BoxGeometry(0.2, 0.01, 2), PALETTE.lane, dashes));
  const zebra: [number, number, number, number][] = [];
  for (let i = -4; i <= 4; i++) {
    const at = STREET_HALF_WIDTH + 1.5;
    zebra.push([i, 0.045, at, 0], [i, 0.045, -at, 0], [at, 0.045, i, Math.PI / 2], [-at, 0.045, i, Math.PI / 2]);
  }
  g.add(instanced(new BoxGeometry(0.55, 0.01, 2.4), PALETTE.lane, zebra));
  return g;
}

function landmarks(g: Group): void {
  const bank = buildBank();
  bank.position.set(20, 0.15, -21);
  const showroom = buildShowroom();
  showroom.position.set(-20, 0.15, -22);
  const store = buildStore();
  store.position.set(-20, 0.15, 19);
  store.rotation.y = Math.PI; // its front faces Market Street, to the north
  g.add(bank, showroom, store);
  for (const [x, color, turn] of [[-25, PALETTE.carBodies[3], 0.4], [-15, PALETTE.carBodies[4], -0.4]] as const) {
    const car = buildCar(color);
    car.position.set(x, 0.15, -12.2);
    car.rotation.y = turn;
    g.add(car);
  }
  const park = LANDMARKS.find((l) => l.id === 'park')!;
  const fountain = buildFountain();
  fountain.position.set(park.x, 0.17, park.z);
  g.add(fountain);
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 2 + Math.PI / 4;
    const bench = buildBench();
    bench.position.set(park.x + Math.sin(a) * 6, 0.17, park.z + Math.cos(a) * 6);
    bench.rotation.y = a + Math.PI;
    g.add(bench);
  }
  const parkTrees: [number, number][] = [[11, 11], [29, 11], [11, 29], [29, 29], [20, 30], [30, 20], [12, 20], [24, 12]];
  parkTrees.forEach(([x, z], i) => {
    const tree = buildTree(1 + (i % 3) * 0.18, i);
    tree.position.set(x, 0.17, z);
    g.add(tree);
  });
}

function streetFurniture(g: Group): void {
  BUILDINGS.forEach((b) => {
    const w = b.footprint.maxX - b.footprint.minX;
    const d = b.footprint.maxZ - b.footprint.minZ;
    const building = buildBuilding(w, d, b.height, PALETTE.facades[b.tone % PALETTE.facades.length]!);
    building.position.set((b.footprint.minX + b.footprint.maxX) / 2, 0.15, (b.footprint.minZ + b.footprint.maxZ) / 2);
    g.add(building);
  });
  const edge = STREET_HALF_WIDTH + 0.6;
  for (const along of [-30, -18, 18, 30]) {
    for (const side of [-1, 1]) {
      const onAvenue = buildLamp();
      onAvenue.position.set(side * edge, 0.15, along);
      onAvenue.rotation.y = side > 0 ? -Math.PI / 2 : Math.PI / 2;
      const onMarket = buildLamp();
      onMarket.position.set(along, 0.15, side * edge);
      onMarket.rotation.y = side > 0 ? Math.PI : 0;
      g.add(onAvenue, onMarket);
    }
  }
  [-34, -22, -10, 10, 22, 34].forEach((x, i) => {
    for (const z of [-35.5, 35.5]) {
      if (x > 0 && z > 0) continue; // the park has its own
      const tree = buildTree(0.9, i);
      tree.position.set(x, 0.15, z);
      g.add(tree);
    }
  });
  // Placed the same way on every visit.
  let seed = 11;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    const r = 54 + random() * 6;
    const pine = buildPine(1 + random() * 0.6);
    pine.position.set(Math.cos(a) * r, 0, Math.sin(a) * r);
    g.add(pine);
  }
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 + random() * 0.2;
    const r = 78 + random() * 30;
    const w = 10 + random() * 8;
    const tower = buildBuilding(w, w * (0.7 + random() * 0.5), 18 + random() * 34, PALETTE.towers[i % PALETTE.towers.length]!);
    tower.position.set(Math.cos(a) * r, 0, Math.sin(a) * r);
    tower.rotation.y = -a;
    g.add(tower);
  }
}

/** `offset` metres inside the centre line (negative: the outer lane, driving on the right). */
function ringRoute(offset: number) {
  const r = RING_ROAD - offset;
  const side = 2 * r;
  return {
    length: side * 4,
    route(distance: number) {
      const d = ((distance % (side * 4)) + side * 4) % (side * 4);
      const leg = Math.floor(d / side);
      const t = d - leg * side - r;
      // East side going north, north side west, west side south, south side east.
      switch (leg) {
        case 0:
          return { x: r, z: -t, heading: Math.PI };
        case 1:
          return { x: -t, z: -r, heading: -Math.PI / 2 };
        case 2:
          return { x: -r, z: t, heading: 0 };
        default:
          return { x: t, z: r, heading: Math.PI / 2 };
      }
    },
  };
}

function straightRoute(axis: 'x' | 'z', lane: number, direction: 1 | -1) {
  const span = 2 * RING_ROAD;
  return {
    length: span,
    route(distance: number) {
      const along = ((((distance % span) + span) % span) - RING_ROAD) * direction;
      return axis === 'z'
        ? { x: lane, z: along, heading: direction > 0 ? 0 : Math.PI }
        : { x: along, z: lane, heading: direction > 0 ? Math.PI / 2 : -Math.PI / 2 };
    },
  };
}

function traffic(g: Group): Driver[] {
  const plans = [
    { ...ringRoute(-2.5), speed: 9, distance: 10, color: PALETTE.carBodies[0] },
    { ...ringRoute(-2.5), speed: 9, distance: 170, color: PALETTE.carBodies[2] },
    { ...straightRoute('z', -2.5, 1), speed: 7, distance: 20, color: PALETTE.carBodies[1] },
    { ...straightRoute('z', 2.5, -1), speed: 8, distance: 60, color: PALETTE.carBodies[5] },
    { ...straightRoute('x', 2.5, 1), speed: 7.5, distance: 5, color: PALETTE.carBodies[3] },
  ];
  return plans.map(({ route, length, speed, distance, color }) => {
    const car = buildCar(color!);
    g.add(car);
    const driver = { car, route, length, speed, distance };
    place(driver);
    return driver;
  });
}

function place(d: Driver): void {
  const { x, z, heading } = d.route(d.distance);
  d.car.position.set(x, 0.04, z);
  d.car.rotation.y = heading;
}

export function createCityScene(): CityScene {
  const scene = new Scene();
  scene.fog = new Fog(PALETTE.fog, 80, 260);
  scene.add(buildSky());
  scene.add(new HemisphereLight(0xd6ecff, 0x8a7a5a, 1.1));
  scene.add(new AmbientLight(0xffffff, 0.15));
  const sun = new DirectionalLight(0xfff0d4, 2.8);
  sun.position.set(-45, 70, 55);
  sun.castShadow = true;
  sun.shadow.mapSize.set(2048, 2048);
  Object.assign(sun.shadow.camera, { left: -60, right: 60, top: 60, bottom: -60, near: 10, far: 220 });
  sun.shadow.bias = -0.0005;
  sun.shadow.normalBias = 0.04;
  scene.add(sun, sun.target);

  const city = new Group();
  city.name = 'city';
  city.add(ground());
  landmarks(city);
  streetFurniture(city);
  scene.add(bakeStatic(city));
  const cars = new Group();
  cars.name = 'traffic';
  const drivers = traffic(cars);
  scene.add(cars);

  return {
    scene,
    sun,
    animate(dt) {
      for (const d of drivers) {
        d.distance = (d.distance + d.speed * dt) % d.length;
        place(d);
      }
    },
  };
}
