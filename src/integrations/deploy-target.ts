export type DeployTarget = "node" | "netlify";

/**
 * The deployment target is stated, never guessed: `DEPLOY_TARGET=netlify` builds the Netlify
 * artifact (netlify.toml sets it for every Netlify build: `netlify build`, `netlify deploy
 * --build`, Netlify's build machines), anything else the Node server of `npm start`. A build that
 * runs inside Netlify's tooling for Node stops, rather than publishing a site without its server.
 */
export function deployTarget(env: Record<string, string | undefined>): DeployTarget {
  const target = env.DEPLOY_TARGET || "node";
  if (target !== "node" && target !== "netlify") {
    throw new Error(`DEPLOY_TARGET must be "node" or "netlify", not "${target}"`);
  }
  if (target === "node" && (env.NETLIFY === "true" || env.NETLIFY_LOCAL === "true")) {
    throw new Error("This is a Netlify build but DEPLOY_TARGET is not netlify: build with netlify.toml's settings");
  }
  return target;
}
