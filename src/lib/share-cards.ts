/**
 * Where a page's share card is (its `og:image`): /og/home.png for the home page, /og{path}.png for
 * every other one ("/projects/drifter" → "/og/projects/drifter.png"). Isomorphic: the pages' SEO
 * head and the build's card route share it.
 */
export function shareCardPath(pagePath: string): string {
  const path = pagePath.replace(/\/+$/, "");
  return `/og${path === "" ? "/home" : path}.png`;
}

/** The card route's parameter for a page (its path without the leading /og/ and .png). */
export const shareCardParam = (pagePath: string) => shareCardPath(pagePath).slice("/og/".length, -".png".length);

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
