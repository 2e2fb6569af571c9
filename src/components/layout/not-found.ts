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

export function notFoundScreenFor(pathname: string): NotFoundScreen {
  if (/^\/projects\/[^/]+\/?$/.test(pathname)) {
    return {
      code: null,
      heading: "Project Not Found",
      message: "The project you're looking for doesn't exist.",
      backHref: "/projects",
      backLabel: "Back to Projects",
    };
  }
  if (/^\/blog\/[^/]+\/?$/.test(pathname)) {
    return {
      code: null,
      heading: "Post Not Found",
      message: "The blog post you're looking for doesn't exist.",
      backHref: "/blog",
      backLabel: "Back to Blog",
    };
  }
  return { code: "404", heading: "Oops! Page not found", message: "", backHref: "/", backLabel: "Return to Home" };
}
