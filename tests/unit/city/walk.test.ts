import { describe, expect, it } from 'vitest';
import { bindingOf, HeldKeys } from '@/webgl-city/controls/keyboard';
import { BODY_RADIUS, compass, IDLE, move, step, TURN_SPEED, WALK_SPEED } from '@/webgl-city/controls/walk';
import { CITY_HALF_SIZE, COLLIDERS, LANDMARKS, START } from '@/webgl-city/scene/layout';

const key = (code: string, key = code, mods: Partial<KeyboardEvent> = {}) => ({ code, key, altKey: false, ctrlKey: false, metaKey: false, ...mods });

describe('walking', () => {
  it('walks north (towards -z) at the walking speed when facing heading 0', () => {
    const pose = step(START, { ...IDLE, forward: 1 }, 0.5);
    expect(pose.x).toBeCloseTo(START.x);
    expect(pose.z).toBeCloseTo(START.z - WALK_SPEED * 0.5);
  });

  it('turns left with a positive turn and then walks west', () => {
    const turned = step(START, { ...IDLE, turn: 1 }, Math.PI / 2 / TURN_SPEED);
    expect(turned.heading).toBeCloseTo(Math.PI / 2);
    expect(compass(turned.heading)).toBe('west');
    const walked = step(turned, { ...IDLE, forward: 1 }, 0.2);
    expect(walked.x).toBeLessThan(turned.x);
    expect(walked.z).toBeCloseTo(turned.z);
  });

  it('steps sideways to the right with a positive strafe', () => {
    const pose = step(START, { ...IDLE, strafe: 1 }, 0.2);
    expect(pose.x).toBeCloseTo(START.x + WALK_SPEED * 0.2);
    expect(pose.z).toBeCloseTo(START.z);
  });

  it('stops at a wall and slides along it instead of passing through a building', () => {
    const bank = LANDMARKS.find((l) => l.id === 'bank')!.footprint;
    // Just south of the bank, walking north-east into its front wall.
    const start = { x: (bank.minX + bank.maxX) / 2, z: bank.maxZ + BODY_RADIUS + 0.1, heading: -Math.PI / 4 };
    let pose = start;
    for (let i = 0; i < 20; i++) pose = step(pose, { ...IDLE, forward: 1 }, 0.05);
    expect(pose.z).toBeGreaterThanOrEqual(bank.maxZ + BODY_RADIUS);
    expect(pose.x).toBeGreaterThan(start.x); // slid east along the wall
  });

  it('never stands inside any building or leaves the town', () => {
    let pose = { ...START };
    for (let i = 0; i < 400; i++) {
      pose = step(pose, { forward: 1, strafe: 0, turn: i % 50 < 10 ? 1 : 0 }, 0.1);
      const inside = COLLIDERS.some((b) => pose.x > b.minX && pose.x < b.maxX && pose.z > b.minZ && pose.z < b.maxZ);
      expect(inside).toBe(false);
      expect(Math.abs(pose.x)).toBeLessThanOrEqual(CITY_HALF_SIZE);
      expect(Math.abs(pose.z)).toBeLessThanOrEqual(CITY_HALF_SIZE);
    }
    expect(move({ x: 0, z: 0, heading: 0 }, 500, 0).x).toBeCloseTo(CITY_HALF_SIZE - BODY_RADIUS);
  });

  it('names the four compass directions', () => {
    expect([0, Math.PI / 2, Math.PI, -Math.PI / 2, 2 * Math.PI].map(compass)).toEqual(['north', 'west', 'south', 'east', 'north']);
  });
});

describe('keyboard', () => {
  it('maps arrows and W A S D to walking and turning, Q and E to stepping sideways', () => {
    expect(bindingOf(key('ArrowUp'))).toEqual(['forward', 1]);
    expect(bindingOf(key('KeyW', 'w'))).toEqual(['forward', 1]);
    expect(bindingOf(key('ArrowDown'))).toEqual(['forward', -1]);
    expect(bindingOf(key('KeyS', 's'))).toEqual(['forward', -1]);
    expect(bindingOf(key('ArrowLeft'))).toEqual(['turn', 1]);
    expect(bindingOf(key('KeyA', 'a'))).toEqual(['turn', 1]);
    expect(bindingOf(key('ArrowRight'))).toEqual(['turn', -1]);
    expect(bindingOf(key('KeyD', 'd'))).toEqual(['turn', -1]);
    expect(bindingOf(key('KeyQ', 'q'))).toEqual(['strafe', -1]);
    expect(bindingOf(key('KeyE', 'e'))).toEqual(['strafe', 1]);
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(bindingOf(key('Tab'))).toBeUndefined();
    expect(bindingOf(key('KeyW', 'w', { ctrlKey: true }))).toBeUndefined();
    expect(bindingOf(key('ArrowLeft', 'ArrowLeft', { altKey: true }))).toBeUndefined();
  });

  it('adds up held keys and forgets released ones', () => {
    const held = new HeldKeys();
    expect(held.press(key('KeyW', 'w'))).toBe(true);
    expect(held.press(key('ArrowLeft'))).toBe(true);
    expect(held.press(key('Enter'))).toBe(false);
    expect(held.intent()).toEqual({ forward: 1, strafe: 0, turn: 1 });
    held.press(key('ArrowUp')); // W and the up arrow together still walk at full speed at most (step clamps)
    expect(held.intent().forward).toBe(2);
    held.release(key('KeyW', 'w'));
    held.release(key('ArrowUp'));
    expect(held.intent()).toEqual({ forward: 0, strafe: 0, turn: 1 });
    held.clear();
    expect(held.intent()).toEqual({ forward: 0, strafe: 0, turn: 0 });
    const fast = step(START, held.intent(), 1);
    expect(fast).toEqual(START);
    expect(step(START, { forward: 2, strafe: 0, turn: 0 }, 1).z).toBeCloseTo(START.z - WALK_SPEED);
  });
});
