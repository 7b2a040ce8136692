// The human check's solver (docs/decisions/0038): altcha-lib's worker protocol with PBKDF2 from WebCrypto, off the
// main thread so typing stays smooth. A same-origin file: the CSP's script-src 'self' covers it, no blob: needed.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
