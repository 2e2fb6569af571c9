import type { APIContext } from "astro";
import { jsonResume } from "../lib/resume";
import { resumeInput } from "./_resume-data";

/** The résumé in the JSON Resume format (schema v1.0.0), prebuilt like the pages. */
export async function GET(context: APIContext) {
  const resume = jsonResume(await resumeInput(context.site ?? context.url.origin));
  return new Response(`${JSON.stringify(resume, null, 2)}\n`, {
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}
