/**
 * What a missing page says, by area: projects and blog posts have their own
 * not-found screens; everything else gets the generic 404.
 */
export interface NotFoundScreen {
  code: string | null;
  heading: string;
  message: string;
  backHref: string;
  backLabel: string;
}

/** An area's screen answers a missing item directly under its path (`/projects/<slug>`). */
const AREAS: [area: string, heading: string, message: string, backLabel: string][] = [
  ["/projects", "Project Not Found", "The project you're looking for doesn't exist.", "Back to Projects"],
  ["/blog", "Post Not Found", "The blog post you're looking for doesn't exist.", "Back to Blog"],
];

export function notFoundScreenFor(pathname: string): NotFoundScreen {
  const match = AREAS.find(([area]) => new RegExp(`^${area}/[^/]+/?$`).test(pathname));
  if (!match)
    return { code: "404", heading: "Oops! Page not found", message: "", backHref: "/", backLabel: "Return to Home" };
  const [backHref, heading, message, backLabel] = match;
  return { code: null, heading, message, backHref, backLabel };
}
