/** The Eternity City metaverse: the client redirects here after city login; the server seeds it with this id. */
export const ETERNITY_CITY_METAVERSE_ID = '6650e7e1c17c000000000001';

/** Platforms a metaverse has builds for (SPEC part 3). */
export const PLATFORMS = ['WEBGL', 'ANDROID', 'IOS', 'MAC', 'WINDOWS', 'VR'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Device-code login (`/code`): six characters from an alphabet without look-alikes (RFC 8628 §6.1). */
export const DEVICE_CODE_LENGTH = 6;
export const DEVICE_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ23456789';
