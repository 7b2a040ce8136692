import { Toaster as SonnerToaster, toast } from 'sonner';

/** SPEC part 8: messages show 1 to 2 s. */
export const TOAST_MS = 2000;
/** A saved link the city will not show (docs/decisions/0049) stays long enough to read and act on. */
export const LINK_WARNING_MS = 15_000;

export function Toaster() {
  return <SonnerToaster theme="dark" position="top-right" closeButton richColors duration={TOAST_MS} />;
}

export { toast };
