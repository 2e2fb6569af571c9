import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/**
 * `client:interaction`: an island that hydrates when the visitor first reaches for it, so a page
 * loads no framework code until then (the home page ships no React up front). The island's markup is
 * prebuilt and complete; links work before hydration, and a click that lands while the island
 * is hydrating is held and replayed once it can be handled (see the directive's code).
 *
 * `client:interaction` starts on a pointer, focus or key inside the island;
 * `client:interaction="page"` on the first scroll, pointer, focus or key anywhere on the page (the
 * header: its scroll-spy follows the first scroll, its buttons are ready before the first tap);
 * adding "query" (`"page query"`) also starts at once when the URL has a query string, for an
 * island that shows the state the URL asks for (the /projects list), and "hash" at once when the
 * URL's hash holds parameters (a 3D model's view); `client:interaction="asked"`
 * starts on no gesture, only when the page's own code dispatches `island:start` on the island (the
 * guestbook's list, hydrated only when its live refresh finds new messages). Any of them also
 * starts on that event.
 */
export function hydrateOnInteraction(): AstroIntegration {
  return {
    name: "portfolio:hydrate-on-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./hydrate-on-interaction-directive.ts", import.meta.url)),
        });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean | "page" | "query" | "page query" | "hash" | "asked";
  }
}
