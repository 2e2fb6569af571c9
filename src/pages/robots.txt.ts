import type { APIRoute } from "astro";

/** Crawlers may read everything public; the owner's area and the API are not for indexing. */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /auth",
      "Disallow: /api/",
      "",
      `Sitemap: ${new URL("/sitemap-index.xml", site).toString()}`,
      "",
    ].join("\n"),
    { headers: { "content-type": "text/plain; charset=utf-8" } },
  );
