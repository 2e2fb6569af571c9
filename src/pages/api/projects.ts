import type { APIRoute } from "astro";
import { getServerContext } from "../../server/context";
import { failure, json } from "../../server/http";
import { listPublishedProjects } from "../../server/repositories/projects";

export const prerender = false;

/** Published projects as a visitor sees them, read live through the one data path (as anon). */
export const GET: APIRoute = async () => {
  try {
    const { db } = await getServerContext();
    const projects = await db.asAnon(listPublishedProjects);
    return json({ projects }, { headers: { "cache-control": "public, max-age=60" } });
  } catch (error) {
    return failure(error, "api/projects");
  }
};
