import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

type Defaults = Record<string, string | number>;
type Values<D extends Defaults> = { [K in keyof D]: D[K] extends number ? number : string };
type SetValues<D extends Defaults> = (changes: Partial<Values<D>>, options?: { replace?: boolean }) => void;

/** A hand-edited `?page=abc` is page 1, not NaN. */
function numberParam(raw: string | null, fallback: number): number {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** List state in the URL; refining an active filter replaces the history entry, so Back does not replay keystrokes. */
export function useListParams<D extends Defaults>(defaults: D): [Values<D>, SetValues<D>] {
  // Not useSearchParams: it would pull its helpers into the `/` entry (docs/decisions/0018).
  const { search, key } = useLocation();
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

  // A navigation renders a moment later: changes made before it did (two quick selects, one handler setting two
  // values in two calls, a second quick filter clicked before the first one's list rendered) build on what the first
  // one asked for, not on the values still on screen, so the second neither undoes the first nor keeps a page the
  // first one had reset.
  const pending = useRef<{ search: string; next: Defaults | null }>({ search, next: null });
  // Once a navigation has rendered nothing is in flight, also when Back returns to the search the changes began from.
  useEffect(() => {
    pending.current = { search, next: null };
  }, [key, search]);

  const setValues = useCallback<SetValues<D>>(
    (latest, options = {}) => {
      if (pending.current.search !== search) pending.current = { search, next: null };
      const inFlight = pending.current.next !== null;
      const current: Defaults = pending.current.next ?? values;
      const base = JSON.parse(defaultsKey) as Defaults;
      const next: Defaults = { ...current, ...latest };
      const filterChanged = Object.keys(latest).some((key) => key !== 'page' && latest[key] !== current[key]);
      if (filterChanged && 'page' in base && !('page' in latest)) next.page = base.page!;
      const isOn = (v: Defaults, key: string) => v[key] !== base[key];
      const toggled = Object.keys(base).some((key) => key !== 'page' && isOn(values, key) !== isOn(next, key));
      const pageChanged = next.page !== values.page;
      const params = new URLSearchParams(searchParams);
      for (const key of Object.keys(base)) {
        if (next[key] === base[key]) params.delete(key);
        else params.set(key, String(next[key]));
      }
      // Nothing to do, unless a navigation in flight is being taken back to what is on screen.
      if (params.toString() === searchParams.toString() && !inFlight) return;
      pending.current.next = next;
      const query = params.toString();
      // The second change before a render replaces the entry the first one made: one step for Back.
      void navigate({ search: query ? `?${query}` : '' }, { replace: inFlight || (options.replace ?? (!toggled && !pageChanged)) });
    },
    [defaultsKey, values, search, searchParams, navigate],
  );

  return [values, setValues];
}
