// Landing in Eternity City right after the city login joins it: the person chose it (docs/decisions/0029).
// The login passes this as the navigation's state; a plain link or a typed address carries none, so it never joins.

const KEY = 'joinAfterCityLogin';

export const CITY_ARRIVAL_STATE = { [KEY]: true } as const;

export function isCityArrival(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[KEY] === true;
}
