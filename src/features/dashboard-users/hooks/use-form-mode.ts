import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export type FormMode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; id: string };

/** Marks an entry the list pushed, so "back to the list" can step back instead of adding one. */
interface FromList {
  fromList?: boolean;
}

export function useFormMode() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);

  const mode: FormMode = useMemo(() => {
    const edit = search.get('edit');
    if (edit) return { kind: 'edit', id: edit };
    if (search.get('mode') === 'create') return { kind: 'create' };
    return { kind: 'list' };
  }, [search]);

  const withMode = useCallback(
    (change: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(search);
      params.delete('mode');
      params.delete('edit');
      change(params);
      const query = params.toString();
      return query ? `?${query}` : '';
    },
    [search],
  );

  const open = useCallback(
    (next: Exclude<FormMode, { kind: 'list' }>) => {
      const target = withMode((params) => (next.kind === 'create' ? params.set('mode', 'create') : params.set('edit', next.id)));
      void navigate({ search: target }, { state: { fromList: true } satisfies FromList });
    },
    [navigate, withMode],
  );

  const backToList = useCallback(() => {
    if ((location.state as FromList | null)?.fromList) void navigate(-1);
    else void navigate({ search: withMode(() => {}) }, { replace: true });
  }, [location.state, navigate, withMode]);

  return { mode, openCreate: () => open({ kind: 'create' }), openEdit: (id: string) => open({ kind: 'edit', id }), backToList };
}
