import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

type Defaults = Record<string, string | number>;
type Values<D extends Defaults> = { [K in keyof D]: D[K] extends number ? number : string };
type SetValues<D extends Defaults> = (changes: Partial<Values<D>>, options?: { replace?: boolean }) => void;

/** A positive whole number from the URL, else the default (a hand-edited `?page=abc` is page 1, not NaN). */
function numberParam(raw: string | null, fallback: number): number {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/**
 * A list's state (page, search, filter) in the URL query, so a list can be shared, reloaded and left with Back.
 * Values equal to their default stay out of the URL. Changing anything but `page` goes back to page 1. History: a new
 * page, or a filter turned on or off, is a new entry (Back returns to the unfiltered list); refining a filter that is
 * already on (typing more of a search) replaces the entry, so Back does not replay each keystroke. `{ replace }`
 * overrides that choice.
 * @example const [{ page, q }, setParams] = useListParams({ page: 1, q: '' });
 */
export function useListParams<D extends Defaults>(defaults: D): [Values<D>, SetValues<D>] {
  // useLocation + useNavigate rather than useSearchParams: the router lives in the `/` entry, and its search-params
  // helpers would be added there (0.3 KB gzip) for the consoles' sake (docs/decisions/0018).
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  // Callers pass an object literal: key the memo on its content, not its identity.
  const defaultsKey = JSON.stringify(defaults);

  const values = useMemo(() => {
    const read = JSON.parse(defaultsKey) as Defaults;
    for (const [key, fallback] of Object.entries(read)) {
      const raw = searchParams.get(key);
      read[key] = typeof fallback === 'number' ? numberParam(raw, fallback) : (raw ?? fallback);
    }
    return read as Values<D>;
  }, [searchParams, defaultsKey]);

  const setValues = useCallback<SetValues<D>>(
    (changes, options = {}) => {
      const base = JSON.parse(defaultsKey) as Defaults;
      const next: Defaults = { ...values, ...changes };
      const filterChanged = Object.keys(changes).some((key) => key !== 'page' && changes[key] !== values[key]);
      if (filterChanged && 'page' in base && !('page' in changes)) next.page = base.page!;
      const isOn = (v: Defaults, key: string) => v[key] !== base[key];
      const toggled = Object.keys(base).some((key) => key !== 'page' && isOn(values, key) !== isOn(next, key));
      const pageChanged = next.page !== values.page;
      const params = new URLSearchParams(searchParams);
      for (const key of Object.keys(base)) {
        if (next[key] === base[key]) params.delete(key);
        else params.set(key, String(next[key]));
      }
      if (params.toString() === searchParams.toString()) return;
      const query = params.toString();
      void navigate({ search: query ? `?${query}` : '' }, { replace: options.replace ?? (!toggled && !pageChanged) });
    },
    [defaultsKey, values, searchParams, navigate],
  );

  return [values, setValues];
}
