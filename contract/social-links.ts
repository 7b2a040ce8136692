// The company's social profiles (decision 0077): run-time settings, each an https address on its network's own host.
// Unset (the default), the footer names no profile: a made-up handle would lead a visitor nowhere.

export const SOCIAL_PROFILES = [
  { key: 'SOCIAL_LINKEDIN_URL', network: 'linkedin', label: 'Eternity on LinkedIn', host: 'linkedin.com' },
  { key: 'SOCIAL_X_URL', network: 'x', label: 'Eternity on X', host: 'x.com' },
  { key: 'SOCIAL_YOUTUBE_URL', network: 'youtube', label: 'Eternity on YouTube', host: 'youtube.com' },
  { key: 'SOCIAL_INSTAGRAM_URL', network: 'instagram', label: 'Eternity on Instagram', host: 'instagram.com' },
] as const;

export type SocialSettingKey = (typeof SOCIAL_PROFILES)[number]['key'];
export type SocialSettings = Partial<Record<SocialSettingKey, string>>;
export const SOCIAL_SETTING_KEYS = SOCIAL_PROFILES.map((p) => p.key);

/** Why a value cannot be this profile's address, or nothing. */
export function socialUrlProblem(key: SocialSettingKey, value: string): string | undefined {
  const profile = SOCIAL_PROFILES.find((p) => p.key === key)!;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${key} must be an https address on ${profile.host}`;
  }
  const host = url.hostname.toLowerCase();
  const onHost = host === profile.host || host.endsWith(`.${profile.host}`);
  return url.protocol === 'https:' && onHost && url.pathname.length > 1 && !url.username && !url.password
    ? undefined
    : `${key} must be an https address of a profile on ${profile.host}`;
}
