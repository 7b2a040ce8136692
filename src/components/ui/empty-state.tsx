import type { ReactNode } from 'react';

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-700 px-4 py-6 text-center">
      <p role="status" className="text-slate-300">
        {children}
      </p>
      {action}
    </div>
  );
}
