import type { AstroIntegration } from "astro";
import { registerDevContentRefresh } from "../server/publishing/dev-refresh";

/**
 * In `npm run dev`, lets the publisher reload the content collections (read from the database)
 * after an admin change, the development counterpart of a rebuild.
 */
export function devContentRefresh(): AstroIntegration {
  return {
    name: "portfolio:dev-content-refresh",
    hooks: {
      "astro:server:setup": ({ refreshContent, logger }) => {
        if (!refreshContent) return;
        registerDevContentRefresh(async () => {
          await refreshContent({});
          logger.info("content refreshed from the database");
        });
      },
    },
  };
}
