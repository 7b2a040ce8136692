import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { DemoDraft } from './hooks/use-demo-form';

// Its own chunk, fetched on the first hover, focus or click of a call to action, never with a page's first load.
const loadDialog = () => import('./components/demo-dialog');
const DemoDialog = lazy(loadDialog);

interface DemoDialogApi {
  open(): void;
  prefetch(): void;
}

const noop: DemoDialogApi = {
  open: () => console.warn('DemoDialogProvider is missing: render the page inside the public layout.'),
  prefetch: () => {},
};

const DemoDialogContext = createContext<DemoDialogApi | null>(null);

export function DemoDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // What a closed dialog keeps for its next opening on the same page, by path, in memory only (docs/decisions/0040).
  const [drafts] = useState(() => new Map<string, DemoDraft>());
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo<DemoDialogApi>(() => ({ open, prefetch: () => void loadDialog() }), [open]);
  return (
    <DemoDialogContext.Provider value={api}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <DemoDialog onClose={close} drafts={drafts} />
        </Suspense>
      ) : null}
    </DemoDialogContext.Provider>
  );
}

export function useDemoDialog(): DemoDialogApi {
  return useContext(DemoDialogContext) ?? noop;
}
