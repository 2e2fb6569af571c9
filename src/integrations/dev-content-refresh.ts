import type { AstroIntegration } from "astro";
import { formatFirstAdminNotice, takeFirstAdminNotice } from "../server/auth/first-admin-notice";
import { readServerEnv } from "../server/env";
import { projectPath } from "../server/paths";
import { registerDevContentRefresh } from "../server/publishing/dev-refresh";

/**
 * In `npm run dev`, lets the publisher reload the content collections (read from the database)
 * after an admin change, the development counterpart of a rebuild; and once the server listens,
 * prints a first admin's generated password, as `npm start` does.
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
      "astro:server:start": () => {
        const env = readServerEnv();
        const notice = !env.inMemory && takeFirstAdminNotice(projectPath(env.DATA_DIR));
        if (notice) console.log(formatFirstAdminNotice(notice, `${env.SITE_URL}/auth`));
      },
    },
  };
}
