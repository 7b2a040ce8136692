import { PLATFORMS, type Platform } from '@contract/constants';

export const PLATFORM_NAMES: Record<Platform, string> = {
  WEBGL: 'Web browser (WebGL)',
  ANDROID: 'Android',
  IOS: 'iPhone and iPad (iOS)',
  MAC: 'macOS',
  WINDOWS: 'Windows',
  VR: 'VR headset',
};

export interface PlatformLinks {
  platform: Platform;
  name: string;
  build: string;
  assets: string;
}

/** Only http(s) links are kept. */
export function downloadsOf(links: Partial<Record<Platform, { build: string; assets: string }>>): PlatformLinks[] {
  const safe = (url: string) => (/^https?:\/\//i.test(url) ? url : '');
  return PLATFORMS.flatMap((platform) => {
    const link = links[platform];
    if (!link) return [];
    const build = safe(link.build);
    const assets = safe(link.assets);
    return build || assets ? [{ platform, name: PLATFORM_NAMES[platform], build, assets }] : [];
  });
}
