// The Permissions-Policy header (docs/decisions/0035): every powerful feature the site does not use is denied, for
// this page and anything it frames; what it uses is allowed to this origin and, for the metaverse web-build iframe,
// to WEB_BUILD_ORIGINS. Only names Chromium knows (an unknown one is a console error on every page).

/** Denied everywhere: nothing in src/ or the WebGL city asks for them. */
const DENIED = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
] as const;

/** The video hero plays by itself (muted), on this origin only. */
const SELF_ONLY = ['autoplay'] as const;

/** What the web-build iframe is given with its `allow` attribute (metaverse-views.tsx): a 3D build's needs. */
const FOR_WEB_BUILDS = ['fullscreen', 'gamepad', 'xr-spatial-tracking'] as const;

/** The header for documents: the web-build features for this origin and each of `webBuildOrigins`. */
export function documentPermissionsPolicy(webBuildOrigins: readonly string[]): string {
  const builds = ['self', ...webBuildOrigins.map((origin) => `"${origin}"`)].join(' ');
  return [
    ...DENIED.map((feature) => `${feature}=()`),
    ...SELF_ONLY.map((feature) => `${feature}=(self)`),
    ...FOR_WEB_BUILDS.map((feature) => `${feature}=(${builds})`),
  ].join(', ');
}

/** The header for API replies: JSON is never a document that uses a feature, so every one is denied. */
export const API_PERMISSIONS_POLICY = [...DENIED, ...SELF_ONLY, ...FOR_WEB_BUILDS].map((feature) => `${feature}=()`).join(', ');
