import { describe, expect, it } from 'vitest';
import { listSortOf } from '@/lib/list-sort';

const USUAL = { key: 'joined', dir: 'desc' } as const;
const KEYS = ['joined', 'name'] as const;

describe('listSortOf: the order in the URL', () => {
  it.each([
    [{ sort: '', dir: '' }, { key: 'joined', dir: 'desc', query: {} }],
    [{ sort: 'joined', dir: 'desc' }, { key: 'joined', dir: 'desc', query: {} }],
    [{ sort: 'joined', dir: 'asc' }, { key: 'joined', dir: 'asc', query: { sort: 'joined', dir: 'asc' } }],
    [{ sort: 'name', dir: '' }, { key: 'name', dir: 'asc', query: { sort: 'name', dir: 'asc' } }],
    [{ sort: 'name', dir: 'desc' }, { key: 'name', dir: 'desc', query: { sort: 'name', dir: 'desc' } }],
    // A hand-edited link it does not know is the usual order, not a 400.
    [{ sort: 'email', dir: 'sideways' }, { key: 'joined', dir: 'desc', query: {} }],
  ])('%j → %j', (raw, expected) => expect(listSortOf(raw, KEYS, USUAL)).toEqual(expected));
});
