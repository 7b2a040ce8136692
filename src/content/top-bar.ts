import { patterns } from '@/config/paths';
import type { Cta, InternalLink } from './content-types';

// Kept apart from navigation.ts because every public page downloads the bar on its first load.

/** Only one is open at a time (SPEC 2.2). */
export type MenuId = 'products' | 'solutions' | 'ai-block';

export const MENU_LABELS: Record<MenuId, string> = {
  products: 'Products',
  solutions: 'Solutions',
  'ai-block': 'AI+Block Chain',
};

const page = (label: string, to: string): InternalLink => ({ kind: 'internal', label, to });

export const PAGE_LINKS: InternalLink[] = [
  page('About us', patterns.aboutUs),
  page('Contact us', patterns.contactUs),
  page('FAQs', patterns.faq),
  page('Industries', patterns.industries),
];

export const ASK_AN_EXPERT: Cta = { kind: 'demo', label: 'Ask an Expert' };
