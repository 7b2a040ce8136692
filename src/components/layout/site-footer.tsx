import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import logo from '@/assets/logo.svg';
import { SiteLinkAnchor } from '@/components/marketing/site-link';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/titles';
import { env, rawSetting } from '@/config/env';
import { useHydrated } from '@/hooks/use-hydrated';
import type { SiteLink } from '@/content/content-types';
import { COPYRIGHT, FOOTER_COLUMNS, FOOTER_SIGN_IN, FOOTER_TAGLINE } from '@/content/footer';

const SocialLinks = lazy(() => import('./social-links'));
/** contract/social-links.ts's keys, spelled here so the footer does not carry that module (social-links.test pins them). */
export const SOCIAL_KEYS = ['SOCIAL_LINKEDIN_URL', 'SOCIAL_X_URL', 'SOCIAL_YOUTUBE_URL', 'SOCIAL_INSTAGRAM_URL'] as const;

const linkClass = 'rounded text-slate-300 hover:text-accent';

/** A path stays in the app; a deployment's absolute DASHBOARD_LOGIN_URL opens as the external link it is. */
const dashboardLogin = (href: string): SiteLink =>
  href.startsWith('/') ? { kind: 'internal', label: FOOTER_SIGN_IN.label, to: href } : { kind: 'external', label: FOOTER_SIGN_IN.label, href };

export function SiteFooter() {
  // The prerendered footer names no profile (the build has no settings): the deployment's arrive after hydration.
  const social = useHydrated() && SOCIAL_KEYS.some((key) => rawSetting(`VITE_${key}`));
  return (
    <footer className="border-t border-white/10 bg-ink-soft">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1fr_3fr]">
        <div className="space-y-4">
          <Link to={paths.home} className="inline-block rounded">
            <img src={logo} alt={`${SITE_NAME} home`} width="102" height="32" className="h-8 w-auto" loading="lazy" />
          </Link>
          <p className="max-w-xs text-sm text-slate-300">{FOOTER_TAGLINE}</p>
          <section aria-labelledby="footer-sign-in" className="max-w-xs rounded-xl border border-white/10 p-4">
            <h2 id="footer-sign-in" className="text-sm font-bold text-white">
              {FOOTER_SIGN_IN.heading}
            </h2>
            <SiteLinkAnchor
              link={dashboardLogin(env.dashboardLoginUrl)}
              className={`${buttonClass.secondary} mt-3 text-sm`}
            />
          </section>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {FOOTER_COLUMNS.map((column) => (
            <section key={column.heading} aria-labelledby={`footer-${column.heading.replace(/\W+/g, '-')}`}>
              <h2 id={`footer-${column.heading.replace(/\W+/g, '-')}`} className="text-sm font-bold text-white">
                {column.heading}
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={`${link.label}-${link.kind === 'external' ? link.href : link.to}`} className="break-words">
                    <SiteLinkAnchor link={link} className={linkClass} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{COPYRIGHT}</p>
          {social ? (
            <Suspense fallback={null}>
              <SocialLinks className={linkClass} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
