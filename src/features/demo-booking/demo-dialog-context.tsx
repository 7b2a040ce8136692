import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// The dialog (and, from the next issue, the form with its phone input and http client) is its own chunk, fetched
// on the first hover, focus or click of a call to action, never as part of a page's first load.
const loadDialog = () => import('./components/demo-dialog');
const DemoDialog = lazy(loadDialog);

interface DemoDialogApi {
  open(): void;
  /** Starts downloading the dialog chunk early (pointer or focus on a call to action). */
  prefetch(): void;
}

const noop: DemoDialogApi = {
  open: () => console.warn('DemoDialogProvider is missing: render the page inside the public layout.'),
  prefetch: () => {},
};

const DemoDialogContext = createContext<DemoDialogApi | null>(null);

/** Holds the demo-request dialog's open state for every call to action on the public pages. */
export function DemoDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo<DemoDialogApi>(() => ({ open, prefetch: () => void loadDialog() }), [open]);
  return (
    <DemoDialogContext.Provider value={api}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <DemoDialog onClose={close} />
        </Suspense>
      ) : null}
    </DemoDialogContext.Provider>
  );
}

/** Opens the demo-request dialog from anywhere below the public layout. */
export function useDemoDialog(): DemoDialogApi {
  return useContext(DemoDialogContext) ?? noop;
}
