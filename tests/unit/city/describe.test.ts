import { describe, expect, it } from 'vitest';
import { bearing, CITY_SUMMARY, nearest, whereAmI } from '@/webgl-city/describe';
import { LANDMARKS, placeAt, START } from '@/webgl-city/scene/layout';

const bank = LANDMARKS.find((l) => l.id === 'bank')!;

describe('the text alternative', () => {
  it('describes the start: the street, the way the walker faces and the nearest place', () => {
    expect(whereAmI(START)).toBe('On Central Avenue, facing north. The Fountain Park is on your right, about 25 metres away.');
  });

  it('names every landmark of the marketing pages in the plan', () => {
    expect(LANDMARKS.map((l) => l.name)).toEqual(['Eternity Bank branch', 'Eternity Auto showroom', 'Eternity Store', 'Fountain Park']);
    for (const l of LANDMARKS) expect(l.description.length).toBeGreaterThan(20);
    expect(CITY_SUMMARY).toContain('four blocks');
  });

  it('says where a landmark lies relative to the way the walker faces', () => {
    const here = { x: bank.x, z: bank.z + 20, heading: 0 };
    expect(bearing(here, bank)).toEqual({ distance: 20, side: 'ahead' });
    expect(bearing({ ...here, heading: Math.PI }, bank).side).toBe('behind');
    expect(bearing({ ...here, heading: Math.PI / 2 }, bank).side).toBe('on your right');
    expect(bearing({ ...here, heading: -Math.PI / 2 }, bank).side).toBe('on your left');
  });

  it('says "you are at" a landmark when the walker stands at its door', () => {
    const pose = { x: bank.x, z: bank.z + 2, heading: 0 };
    expect(nearest(pose).id).toBe('bank');
    expect(whereAmI(pose)).toBe('On Market Street, facing north. You are at the Eternity Bank branch.');
  });

  it('names streets, the crossing, the ring road and the blocks', () => {
    expect(placeAt(0, 0)).toBe('the crossing of Central Avenue and Market Street');
    expect(placeAt(0, 20)).toBe('Central Avenue');
    expect(placeAt(-20, 3)).toBe('Market Street');
    expect(placeAt(0, 42)).toBe('the corner of Central Avenue and the Ring Road');
    expect(placeAt(42, 20)).toBe('the Ring Road');
    expect(placeAt(20, 20)).toBe('the south-east block');
    expect(placeAt(-20, -20)).toBe('the north-west block');
  });
});
