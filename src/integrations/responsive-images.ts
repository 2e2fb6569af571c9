import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { setImageBuildTarget } from "../server/images/responsive-images";

/**
 * Tells the responsive-image helper where a build's static files go (Astro's `build.client`,
 * right for the Node and the Netlify adapter alike), so images resized while pages are
 * prerendered land next to them, and Astro's cache folder, where encoded variants are kept for the
 * next build. In development nothing is written.
 */
export function responsiveImages(): AstroIntegration {
  let building = false;
  return {
    name: "portfolio:responsive-images",
    hooks: {
      "astro:config:setup": ({ command }) => {
        building = command === "build";
      },
      "astro:config:done": ({ config }) => {
        setImageBuildTarget(building ? fileURLToPath(config.build.client) : null, fileURLToPath(config.cacheDir));
      },
    },
  };
}
