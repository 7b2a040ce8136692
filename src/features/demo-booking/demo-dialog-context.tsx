import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { DemoDraft } from './hooks/use-demo-form';

// Its own chunk, fetched on the first hover, focus or click of a call to action, never with a page's first load.
const loadDialog = () => import('./components/demo-dialog');
const DemoDialog = lazy(loadDialog);

export interface DemoOpenOptions {
  country?: string;
}

interface DemoDialogApi {
  /**
   * `label` names the call to action in the lead's source and the form-open count (docs/decisions/0043); `country`
   * (ISO 3166) starts the phone box there, which routes the booking to that country's office (an office's card).
   */
  open(label?: string, options?: DemoOpenOptions): void;
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
  const [label, setLabel] = useState('');
  const [country, setCountry] = useState<string | undefined>();
  const open = useCallback((opener?: string, options?: DemoOpenOptions) => {
    setLabel(opener ?? document.activeElement?.textContent ?? '');
    setCountry(options?.country);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo<DemoDialogApi>(() => ({ open, prefetch: () => void loadDialog() }), [open]);
  return (
    <DemoDialogContext.Provider value={api}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <DemoDialog onClose={close} drafts={drafts} sourceLabel={label} country={country} />
        </Suspense>
      ) : null}
    </DemoDialogContext.Provider>
  );
}

export function useDemoDialog(): DemoDialogApi {
  return useContext(DemoDialogContext) ?? noop;
}
