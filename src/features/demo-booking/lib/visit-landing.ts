import { LANDING_KEY, type LandingSeen } from '@/lib/lead-attribution';
import { SOURCE_MAX, UTM_KEYS, type UtmKey } from '@contract/lead-source-limits';

// The visit's landing as a booking reports it (docs/decisions/0043): read from what the entry kept
// (src/lib/lead-attribution.ts), with only the utm_* parameters of the landing's query.

export interface Landing {
  referrerHost?: string;
  utm?: Partial<Record<UtmKey, string>>;
}

/** A text as the source fields hold it: no control characters, runs of spaces made one, clipped. */
export const clipText = (text: string, max: number) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[^\P{Cc}]/gu, '')
    .trim()
    .slice(0, max)
    .trim();

export function readLanding(): Landing {
  try {
    const seen = JSON.parse(sessionStorage.getItem(LANDING_KEY) ?? '{}') as LandingSeen | null;
    if (!seen || typeof seen !== 'object') return {};
    const landing: Landing = {};
    const host = typeof seen.referrerHost === 'string' ? clipText(seen.referrerHost.toLowerCase(), SOURCE_MAX.referrerHost) : '';
    if (host) landing.referrerHost = host;
    const params = new URLSearchParams(typeof seen.search === 'string' ? seen.search : '');
    for (const key of UTM_KEYS) {
      const value = clipText(params.get(key) ?? '', SOURCE_MAX.utm);
      if (value) (landing.utm ??= {})[key] = value;
    }
    return landing;
  } catch {
    return {};
  }
}
