import type { APIRoute } from "astro";
import { json } from "../../server/http";
import { listPublishedProjects } from "../../server/repositories/projects";

export const prerender = false;

/** Published projects as a visitor sees them, read live through the one data path (as anon). */
export const GET: APIRoute = async ({ locals }) => {
  const projects = await locals.server.db.asAnon(listPublishedProjects);
  return json({ projects }, { headers: { "cache-control": "public, max-age=60" } });
};
