// Settings the browser reads at run time from index.html (docs/decisions/0013); every visitor sees them.
import type { ContactSettings } from './contact-settings';
import type { SocialSettings } from './social-links';

export const RUNTIME_CONFIG_ID = 'runtime-config';

/** The contact details (docs/decisions/0060) are present only when a deployment sets them. */
export interface RuntimeClientConfig extends ContactSettings, SocialSettings {
  API_BASE_URL: string;
  CONTACT_API_BASE_URL: string;
  /** Not a secret: every browser sends it with the book-demo call. */
  CONTACT_API_TOKEN: string;
  IDENTITY_PROVIDER: 'local' | 'firebase';
  FIREBASE_API_KEY?: string;
  FIREBASE_AUTH_DOMAIN?: string;
  FIREBASE_PROJECT_ID?: string;
  FIREBASE_APP_ID?: string;
  FIREBASE_MESSAGING_SENDER_ID?: string;
  FIREBASE_STORAGE_BUCKET?: string;
  CITY_METAVERSE_ID: string;
  DASHBOARD_LOGIN_URL: string;
  /** contract/client-brands.ts: unset, no page names a client. */
  CLIENT_BRANDS?: string;
  /** contract/team-members.ts: unset, /aboutus names nobody. */
  TEAM_MEMBERS?: string;
}
