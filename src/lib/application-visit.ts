/**
 * Whether a tab is on a visit through an application's private link: small, as every page asks it
 * before loading the visit's code (src/components/applications/visit.ts).
 */

/** sessionStorage key of the tab's visit through an application's link: `{ token, visit }`. */
export const APPLICATION_VISIT_KEY = "portfolio-application-visit";

/** The token in the path of an application's link, or undefined for any other page. */
export function linkToken(pathname: string): string | undefined {
  return /^\/a\/([^/]+)\/?$/.exec(pathname)?.[1];
}

/** True on an application's link's page, and on any page of a tab whose visit started there. */
export function inApplicationVisit(): boolean {
  if (linkToken(location.pathname) !== undefined) return true;
  try {
    return window.sessionStorage.getItem(APPLICATION_VISIT_KEY) !== null;
  } catch {
    return false;
  }
}
