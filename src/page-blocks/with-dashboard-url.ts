import { env } from '@/config/env';
import { LOGIN_TO_DASHBOARD } from '@/content/pages/shared';
import type { Cta } from '@/content/content-types';

/** Kept out of CtaButton: env brings zod/mini, so only the pages that show the link pay for it. */
export function withDashboardUrl(ctas: Cta[]): Cta[];
export function withDashboardUrl(ctas: Cta[] | undefined): Cta[] | undefined;
export function withDashboardUrl(ctas: Cta[] | undefined): Cta[] | undefined {
  return ctas?.map((cta) => (cta === LOGIN_TO_DASHBOARD && cta.kind === 'external' ? { ...cta, href: env.dashboardLoginUrl } : cta));
}
