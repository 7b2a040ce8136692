import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useDemoDialog } from './demo-dialog-context';

interface Props {
  children: ReactNode;
  className?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  onBeforeOpen?: () => void;
  /** The name of this call to action in the lead's source; its visible text by default. */
  label?: string;
}

export function DemoButton({ children, className = '', variant = 'primary', onBeforeOpen, label }: Props) {
  const dialog = useDemoDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={`${buttonClass[variant]} ${className}`}
      onPointerEnter={dialog.prefetch}
      onFocus={dialog.prefetch}
      onClick={(event) => {
        onBeforeOpen?.();
        dialog.open(label ?? event.currentTarget.textContent ?? '');
      }}
    >
      {children}
    </button>
  );
}
