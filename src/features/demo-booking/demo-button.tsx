import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useDemoDialog } from './demo-dialog-context';

interface Props {
  children: ReactNode;
  className?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Runs before the dialog opens, e.g. to close the slide-in menu the button sits in. */
  onBeforeOpen?: () => void;
}

/** Every demo call to action (Book a demo, Ask an Expert, Contact Us, Get Started…): opens the demo dialog. */
export function DemoButton({ children, className = '', variant = 'primary', onBeforeOpen }: Props) {
  const dialog = useDemoDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={`${buttonClass[variant]} ${className}`}
      onPointerEnter={dialog.prefetch}
      onFocus={dialog.prefetch}
      onClick={() => {
        onBeforeOpen?.();
        dialog.open();
      }}
    >
      {children}
    </button>
  );
}
