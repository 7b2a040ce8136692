import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useDemoDialog } from './demo-dialog-context';

interface Props {
  children: ReactNode;
  className?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  onBeforeOpen?: () => void;
}

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
