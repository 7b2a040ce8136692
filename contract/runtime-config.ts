// The deployment settings the browser reads at run time (docs/decisions/0013-runtime-client-config.md): the server
// writes them into index.html as `<script type="application/json" id="runtime-config">`, src/config/env.ts reads that
// block before the first render. Keys are the client's build-time `VITE_*` names without the prefix, so each value
// overrides the build-time default of the same name. Only settings every visitor may see belong here.

/** The id of the JSON data block in index.html. */
export const RUNTIME_CONFIG_ID = 'runtime-config';

export interface RuntimeClientConfig {
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
}
