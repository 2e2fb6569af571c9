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

/**
 * Two V8 settings for a server, measured under 50 clients writing contact messages (each A/B
 * with both servers up at once, bursts alternating, medians of eight):
 * - Astro's Node adapter keeps an AsyncLocalStorage per request. On Node 22 that hooks every
 *   promise the process creates, unless AsyncLocalStorage runs on context frames (Node 24's
 *   default, a flag on 22): about 9% of the server thread's time per write.
 * - A young generation of 8 MB instead of 16: young collections come twice as often and pause
 *   for less (4.1 ms on average instead of 6.7 here; much of what they copy is held only through
 *   the WeakRefs undici keeps for each request's abort signal, which they treat as strong); in
 *   the A/B runs, 6% less of the server thread's time per write and a p95 about 4 ms lower.
 * The process restarts itself in place with them (same PID: whoever started it can stop it).
 */
const SERVER_FLAGS = ["--experimental-async-context-frame", "--max-semi-space-size=8"];
if (!SERVER_FLAGS.every((flag) => process.execArgv.includes(flag)) && typeof process.execve === "function") {
  process.execve(process.execPath, [process.execPath, ...SERVER_FLAGS, ...process.execArgv, ...process.argv.slice(1)]);
}

const unregister = register();
// Resolves once the server has loaded the build and is listening (serve.ts's top-level await).
await import("./serve.ts");
await unregister();
