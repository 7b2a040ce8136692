import { env } from '@/config/env';
import { LOGIN_TO_DASHBOARD } from '@/content/pages/shared';
import type { Cta } from '@/content/content-types';

/**
 * Points 'Login to Dashboard' at the configured sign-in (VITE_DASHBOARD_LOGIN_URL; content only knows the default).
 * Kept out of CtaButton: env brings zod/mini, so only /vrauto and /vrbank, which show the link, pay for it.
 */
export function withDashboardUrl(ctas: Cta[]): Cta[];
export function withDashboardUrl(ctas: Cta[] | undefined): Cta[] | undefined;
export function withDashboardUrl(ctas: Cta[] | undefined): Cta[] | undefined {
  return ctas?.map((cta) => (cta === LOGIN_TO_DASHBOARD && cta.kind === 'external' ? { ...cta, href: env.dashboardLoginUrl } : cta));
}
