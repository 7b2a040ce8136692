import { Toaster as SonnerToaster, toast } from 'sonner';

/** SPEC part 8: messages show 1 to 2 s. */
export const TOAST_MS = 2000;

export function Toaster() {
  return <SonnerToaster theme="dark" position="top-right" closeButton richColors duration={TOAST_MS} />;
}

export { toast };
