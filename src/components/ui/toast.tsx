import { Toaster as SonnerToaster, toast } from 'sonner';

/** How long a toast stays (SPEC part 8: messages show 1 to 2 s); hovering or focusing it pauses the clock. */
export const TOAST_MS = 2000;

/** One per console layout: where toasts appear, in the console's dark theme, announced to screen readers. */
export function Toaster() {
  return <SonnerToaster theme="dark" position="top-right" closeButton richColors duration={TOAST_MS} />;
}

/** sonner's `toast` (`toast.success(text)`, `toast.error(text)`), shown by the layout's <Toaster/>. */
export { toast };
