import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import type { Cta } from '@/content/types';
import { CityLoginButton } from '@/features/city-login';
import { DemoButton } from '@/features/demo-booking';

interface Props {
  cta: Cta;
  variant?: 'primary' | 'secondary';
  className?: string;
}

/** One call to action from the content data: the demo dialog, the city-login dialog, or a link. */
export function CtaButton({ cta, variant = 'primary', className = '' }: Props) {
  switch (cta.kind) {
    case 'demo':
      return (
        <DemoButton variant={variant} className={className}>
          {cta.label}
        </DemoButton>
      );
    case 'city-login':
      return <CityLoginButton className={className}>{cta.label}</CityLoginButton>;
    case 'internal':
      return (
        <Link to={cta.to} className={`${buttonClass[variant]} ${className}`}>
          {cta.label}
        </Link>
      );
    case 'external':
      // A new tab keeps the visitor's place on the marketing page; the hidden text says so before they press it.
      return (
        <a href={cta.href} target="_blank" rel="noopener noreferrer" className={`${buttonClass.secondary} ${className}`}>
          {cta.label}
          <span className="sr-only"> (opens in a new tab)</span>
          <span aria-hidden="true">↗</span>
        </a>
      );
  }
}

/** A row of calls to action; the first is the primary one. */
export function CtaRow({ ctas, className = '' }: { ctas: Cta[]; className?: string }) {
  if (ctas.length === 0) return null;
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      {ctas.map((cta, i) => (
        <CtaButton key={`${cta.kind}-${cta.label}`} cta={cta} variant={i === 0 ? 'primary' : 'secondary'} />
      ))}
    </div>
  );
}
