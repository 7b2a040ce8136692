import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// Its own chunk, fetched on the first hover, focus or click of a call to action, never with a page's first load.
const loadDialog = () => import('./components/demo-dialog');
const DemoDialog = lazy(loadDialog);

interface DemoDialogApi {
  /** `label` names the call to action in the lead's source and the form-open count (docs/decisions/0043). */
  open(label?: string): void;
  prefetch(): void;
}

const noop: DemoDialogApi = {
  open: () => console.warn('DemoDialogProvider is missing: render the page inside the public layout.'),
  prefetch: () => {},
};

const DemoDialogContext = createContext<DemoDialogApi | null>(null);

export function DemoDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [label, setLabel] = useState('');
  const open = useCallback((opener?: string) => {
    setLabel(opener ?? document.activeElement?.textContent ?? '');
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo<DemoDialogApi>(() => ({ open, prefetch: () => void loadDialog() }), [open]);
  return (
    <DemoDialogContext.Provider value={api}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <DemoDialog onClose={close} sourceLabel={label} />
        </Suspense>
      ) : null}
    </DemoDialogContext.Provider>
  );
}

export function useDemoDialog(): DemoDialogApi {
  return useContext(DemoDialogContext) ?? noop;
}
