import { config } from "zod";

/**
 * zod, configured once for the whole product. `jitless`: zod would otherwise probe `new Function`
 * the first time it parses an object, and the site's Content-Security-Policy forbids eval, so every
 * page with a form would report a CSP violation (src/server/security/headers.ts). Every schema
 * module imports this file first, so the setting is in place before anything parses. (Only the
 * `config` function is imported: re-exporting zod's `z` namespace from here would keep all of
 * zod in every browser bundle.)
 */
config({ jitless: true });
