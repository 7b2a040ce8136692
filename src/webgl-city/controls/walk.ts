// Free of three.js and the DOM so the walking rules can be tested on their own.
import { CITY_HALF_SIZE, COLLIDERS, type Box } from '../scene/layout';

/** Heading in radians: 0 looks north (-z); positive turns left. */
export interface Pose {
  x: number;
  z: number;
  heading: number;
}

/** Each in -1..1: forward (+) or back, strafe right (+) or left, turn left (+) or right. */
export interface Intent {
  forward: number;
  strafe: number;
  turn: number;
}

export const IDLE: Intent = { forward: 0, strafe: 0, turn: 0 };

/** Metres per second when walking, radians per second when turning. */
export const WALK_SPEED = 7;
export const TURN_SPEED = 1.9;
export const BODY_RADIUS = 0.6;

export const isIdle = (i: Intent) => i.forward === 0 && i.strafe === 0 && i.turn === 0;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function blocked(x: number, z: number, colliders: readonly Box[]): boolean {
  return colliders.some(
    (b) => x > b.minX - BODY_RADIUS && x < b.maxX + BODY_RADIUS && z > b.minZ - BODY_RADIUS && z < b.maxZ + BODY_RADIUS,
  );
}

/** Each axis moves on its own, so walking at a wall at an angle slides along it instead of sticking. */
export function step(pose: Pose, intent: Intent, dt: number, colliders: readonly Box[] = COLLIDERS): Pose {
  const heading = pose.heading + clamp(intent.turn, -1, 1) * TURN_SPEED * dt;
  const f = clamp(intent.forward, -1, 1) * WALK_SPEED * dt;
  const s = clamp(intent.strafe, -1, 1) * WALK_SPEED * dt;
  const dx = -Math.sin(heading) * f + Math.cos(heading) * s;
  const dz = -Math.cos(heading) * f - Math.sin(heading) * s;
  return move({ x: pose.x, z: pose.z, heading }, dx, dz, colliders);
}

export function move(pose: Pose, dx: number, dz: number, colliders: readonly Box[] = COLLIDERS): Pose {
  const limit = CITY_HALF_SIZE - BODY_RADIUS;
  let { x, z } = pose;
  const nx = clamp(x + dx, -limit, limit);
  if (!blocked(nx, z, colliders)) x = nx;
  const nz = clamp(z + dz, -limit, limit);
  if (!blocked(x, nz, colliders)) z = nz;
  return { x, z, heading: pose.heading };
}

export function compass(heading: number): 'north' | 'west' | 'south' | 'east' {
  const turns = (((heading / (Math.PI / 2)) % 4) + 4) % 4;
  return (['north', 'west', 'south', 'east'] as const)[Math.round(turns) % 4]!;
}
