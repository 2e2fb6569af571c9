/**
 * `npm start`'s server (scripts/serve.ts), started with TypeScript support for its own modules and
 * without it afterwards.
 *
 * Under `tsx scripts/serve.ts`, tsx's resolver would stay in front of every import for the life of
 * the process, and Astro's server imports an endpoint's module on every request it renders: each
 * API request then paid for tsx looking for `.mts`/`.ts` twins of built files (a failed `access`
 * per request, about a tenth of a write's cost under load). Everything the server imports later is
 * the built JavaScript in the output folder, which needs no TypeScript support.
 */
import { register } from "tsx/esm/api";

const unregister = register();
// Resolves once the server has loaded the build and is listening (serve.ts's top-level await).
await import("./serve.ts");
await unregister();
