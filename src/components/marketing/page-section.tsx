import { useId, type ReactNode } from 'react';

interface Props {
  id?: string;
  heading: string;
  eyebrow?: string;
  lead?: string;
  children?: ReactNode;
  className?: string;
  align?: 'left' | 'center';
  /** 'side': from 1024 px the heading and lead sit left of the content (a third and two thirds), not above it. */
  layout?: 'stacked' | 'side';
  /** Under the lead, in the heading's column. */
  aside?: ReactNode;
}

export function PageSection({ id, heading, eyebrow, lead, children, className = '', align = 'left', layout = 'stacked', aside }: Props) {
  const headingId = useId();
  const center = align === 'center';
  const side = layout === 'side';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`mx-auto max-w-7xl px-4 py-14 sm:py-20 ${side ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start lg:gap-x-12' : ''} ${className}`}
    >
      <div className={center ? 'mx-auto max-w-3xl text-center' : side ? 'max-w-3xl lg:sticky lg:top-24' : 'max-w-3xl'}>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p> : null}
        <h2 id={headingId} className="mt-2 text-2xl font-bold text-white sm:text-3xl">
          {heading}
        </h2>
        {lead ? <p className="mt-3 text-lg text-slate-300">{lead}</p> : null}
        {aside}
      </div>
      {children ? <div className={side ? 'mt-10 lg:mt-0' : 'mt-10'}>{children}</div> : null}
    </section>
  );
}
