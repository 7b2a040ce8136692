import type { ReactNode } from 'react';

/** A compositions' panel: an eyebrow title over its content, on the page colour inside the window. */
export function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-lg border border-white/10 bg-ink p-3.5 ${className}`}>
      <p className="text-xs font-semibold uppercase tracking-[0.12em] text-slate-300">{title}</p>
      {children}
    </div>
  );
}
