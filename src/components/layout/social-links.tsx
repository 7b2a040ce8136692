import { SiteLinkAnchor } from '@/components/marketing/site-link';
import { rawSetting } from '@/config/env';
import type { ExternalLink } from '@/content/content-types';
import { SOCIAL_PROFILES, socialUrlProblem } from '@contract/social-links';

export interface SocialProfile extends ExternalLink {
  network: (typeof SOCIAL_PROFILES)[number]['network'];
}

/** The profiles the deployment set (SOCIAL_*_URL, decision 0077), in SPEC's order; unset, none. */
export function socialProfiles(): SocialProfile[] {
  return SOCIAL_PROFILES.flatMap(({ key, network, label }) => {
    const raw = rawSetting(`VITE_${key}`);
    const href = typeof raw === 'string' ? raw.trim() : '';
    return href && !socialUrlProblem(key, href) ? [{ kind: 'external' as const, network, label, href }] : [];
  });
}

/** A lazy chunk of the footer: `/` carries none of this unless the deployment names a profile. */
export default function SocialLinks({ className }: { className: string }) {
  const profiles = socialProfiles();
  if (!profiles.length) return null;
  return (
    <ul aria-label="Social profiles" className="flex flex-wrap gap-4">
      {profiles.map((profile) => (
        <li key={profile.network}>
          <SiteLinkAnchor link={profile} className={className} />
        </li>
      ))}
    </ul>
  );
}
