/**
 * The development server's content refresh (`npm run dev`): pages render on every request there,
 * but Astro's content layer reads the database once at start. The dev integration registers
 * Astro's `refreshContent` here (src/integrations/dev-content-refresh.ts), and the publisher calls
 * it after each change, so the next request shows it. Process-wide, like the site host.
 */
type Refresh = () => Promise<void>;

const KEY = Symbol.for("portfolio.dev-content-refresh");
type GlobalWithRefresh = typeof globalThis & { [KEY]?: Refresh };

export function registerDevContentRefresh(refresh: Refresh): void {
  (globalThis as GlobalWithRefresh)[KEY] = refresh;
}

/** True in the development server's process (its integration registered the refresh). */
export function isDevServer(): boolean {
  return Boolean((globalThis as GlobalWithRefresh)[KEY]);
}

/** Reloads every database-backed collection; false where no dev server registered one. */
export async function refreshDevContent(): Promise<boolean> {
  const refresh = (globalThis as GlobalWithRefresh)[KEY];
  if (!refresh) return false;
  await refresh();
  return true;
}
