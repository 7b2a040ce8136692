import { SiteLinkAnchor } from '@/components/marketing/site-link';
import { buttonClass } from '@/components/ui/button';
import type { Cta } from '@/content/content-types';
import { CityLoginButton } from '@/features/city-login';
import { DemoButton } from '@/features/demo-booking';

type Variant = 'primary' | 'secondary' | 'ghost';

export function CtaButton({ cta, variant = 'primary', className = '' }: { cta: Cta; variant?: Variant; className?: string }) {
  switch (cta.kind) {
    case 'demo':
      return (
        <DemoButton variant={variant} className={className}>
          {cta.label}
        </DemoButton>
      );
    case 'city-login':
      return (
        <CityLoginButton variant={variant} className={className}>
          {cta.label}
        </CityLoginButton>
      );
    default:
      return <SiteLinkAnchor link={cta} className={`${buttonClass[variant]} ${className}`} />;
  }
}

export function CtaRow({ ctas, className = '' }: { ctas: readonly Cta[]; className?: string }) {
  if (ctas.length === 0) return null;
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      {ctas.map((cta, i) => (
        <CtaButton key={`${cta.kind}-${cta.label}`} cta={cta} variant={i === 0 ? 'primary' : 'secondary'} />
      ))}
    </div>
  );
}
