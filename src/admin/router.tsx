import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { isAdminHref, matchAdminRoute, type AdminRouteKey } from "../lib/admin-routes";

interface RouterValue {
  pathname: string;
  route: AdminRouteKey;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error("useRouter needs an <AdminRouter> above it");
  return value;
}

export function AdminRouter({ children }: { children: ReactNode }) {
  const [pathname, setPathname] = useState(() => window.location.pathname);

  useEffect(() => {
    const onPop = () => setPathname(window.location.pathname);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    const url = new URL(to, window.location.href);
    if (!isAdminHref(url, window.location.origin)) {
      window.location.assign(url.href);
      return;
    }
    if (
      url.pathname + url.search + url.hash ===
      window.location.pathname + window.location.search + window.location.hash
    )
      return;
    if (options?.replace) window.history.replaceState(null, "", url.href);
    else window.history.pushState(null, "", url.href);
    setPathname(url.pathname);
    window.scrollTo({ top: 0 });
  }, []);

  const value = useMemo(() => ({ pathname, route: matchAdminRoute(pathname), navigate }), [pathname, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A real link (modifier clicks and new tabs work) that the router follows in place for /admin paths. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate, pathname } = useRouter();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== "_self") return;
    const url = new URL(href, window.location.href);
    if (!isAdminHref(url, window.location.origin)) return;
    event.preventDefault();
    navigate(url.href);
  };
  const current = new URL(href, "http://x").pathname.replace(/\/+$/, "") === pathname.replace(/\/+$/, "");
  return <a href={href} onClick={handle} aria-current={current ? "page" : undefined} {...rest} />;
}
