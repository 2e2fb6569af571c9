import { z } from "zod";

/**
 * zod, configured once for the whole product. `jitless`: zod would otherwise probe `new Function`
 * the first time it parses an object, and the site's Content-Security-Policy forbids eval, so every
 * page with a form would report a CSP violation (src/server/security/headers.ts). Every schema
 * imports `z` from here, so the setting is in place before anything parses.
 */
z.config({ jitless: true });

export { z };
