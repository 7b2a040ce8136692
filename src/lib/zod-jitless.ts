// Every `import { z } from 'zod'` in the browser build lands here (vite.config.ts resolve.alias). zod 4 compiles
// object validators with `new Function` when it may, and finds out whether it may by trying: under the CSP's
// script-src 'self' that try is refused and reported as a violation on every page that validates a form. Jitless
// validation gives the same results without the try (docs/decisions/0045).
import { z } from 'zod/v4';

z.config({ jitless: true });

export { z };
