import { useId, type ReactNode } from 'react';

interface Props {
  id?: string;
  heading: string;
  eyebrow?: string;
  lead?: string;
  children?: ReactNode;
  className?: string;
  align?: 'left' | 'center';
}

export function PageSection({ id, heading, eyebrow, lead, children, className = '', align = 'left' }: Props) {
  const headingId = useId();
  const center = align === 'center';
  return (
    <section id={id} aria-labelledby={headingId} className={`mx-auto max-w-7xl px-4 py-14 sm:py-20 ${className}`}>
      <div className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p> : null}
        <h2 id={headingId} className="mt-2 text-2xl font-bold text-white sm:text-3xl">
          {heading}
        </h2>
        {lead ? <p className="mt-3 text-lg text-slate-300">{lead}</p> : null}
      </div>
      {children ? <div className="mt-10">{children}</div> : null}
    </section>
  );
}
