/** The admin app's routes; the server's notifications link to them too. Isomorphic. */

export const ADMIN_ROUTES = [
  { key: "dashboard", path: "/admin", title: "Dashboard" },
  { key: "projects", path: "/admin/projects", title: "Projects" },
  { key: "experience", path: "/admin/experience", title: "Experience" },
  { key: "skills", path: "/admin/skills", title: "Skills" },
  { key: "resume", path: "/admin/resume", title: "Resume" },
  { key: "portfolio", path: "/admin/portfolio", title: "Portfolio" },
  { key: "blog", path: "/admin/blog", title: "Blog" },
  { key: "guestbook", path: "/admin/guestbook", title: "Guestbook" },
  { key: "project-files", path: "/admin/project-files", title: "Project Files" },
  { key: "applications", path: "/admin/applications", title: "Applications" },
  { key: "settings", path: "/admin/settings", title: "Settings" },
] as const;

export type AdminRoute = (typeof ADMIN_ROUTES)[number];
export type AdminRouteKey = AdminRoute["key"] | "not-found";

/** The dashboard's cards, in order (settings has a card of its own). */
export const MANAGEMENT_ROUTES = ADMIN_ROUTES.filter((route) => route.key !== "dashboard" && route.key !== "settings");

/** A trailing slash names the same screen; case matters, as in URLs. */
function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function matchAdminRoute(pathname: string): AdminRouteKey {
  const path = normalisePath(pathname);
  return ADMIN_ROUTES.find((route) => route.path === path)?.key ?? "not-found";
}

/** Whether the admin router handles a link in place (same origin, under /admin) instead of loading a page. */
export function isAdminHref(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const path = normalisePath(url.pathname);
  return path === "/admin" || path.startsWith("/admin/");
}

export function routeTitle(key: AdminRouteKey): string {
  if (key === "not-found") return "Page not found";
  return ADMIN_ROUTES.find((route) => route.key === key)!.title;
}
