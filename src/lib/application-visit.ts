/**
 * Whether a tab is on a visit through an application's private link, and whether this browser is
 * the owner's: small, as every page's script asks before loading the visit's code
 * (src/components/applications/visit.ts) or recording a view.
 */

/** A link's token as the database makes it: 32 hex characters (122 random bits). */
export const APPLICATION_TOKEN = /^[0-9a-f]{32}$/;

/** localStorage key set while the owner is signed in to the admin in this browser: its visits never count. */
export const OWNER_BROWSER_KEY = "portfolio-owner-browser";

/** Whether the owner is signed in to the admin in this browser (browser only): their visits count nowhere. */
export function isOwnerBrowser(): boolean {
  try {
    return window.localStorage.getItem(OWNER_BROWSER_KEY) !== null;
  } catch {
    return false;
  }
}

/** sessionStorage key of the tab's visit through an application's link: `{ token, visit }`. */
export const APPLICATION_VISIT_KEY = "portfolio-application-visit";

/** The token in the path of an application's link, or undefined for any other page. */
export function linkToken(pathname: string): string | undefined {
  return /^\/a\/([^/]+)\/?$/.exec(pathname)?.[1];
}

/**
 * True on an application's link's page, and on any page of a tab whose visit started there; never
 * in the owner's browser.
 */
export function inApplicationVisit(): boolean {
  if (isOwnerBrowser()) return false;
  if (linkToken(location.pathname) !== undefined) return true;
  try {
    return window.sessionStorage.getItem(APPLICATION_VISIT_KEY) !== null;
  } catch {
    return false;
  }
}
