import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { getCollection } from "astro:content";
import { siteSettings } from "../server/content/site-settings";

/** The blog's RSS feed: published posts, newest first, with their content as sanitised at build. */
export async function GET(context: APIContext) {
  const site = await siteSettings();
  const posts = (await getCollection("posts"))
    .map((entry) => ({ ...entry.data, html: entry.rendered?.html ?? "" }))
    .filter((post) => post.published_at)
    .sort((a, b) => b.published_at!.localeCompare(a.published_at!));

  return rss({
    title: `${site.owner.name} — Blog & Case Studies`,
    description: "Robotics and engineering insights: design decisions, manufacturing lessons and case studies.",
    site: context.site ?? new URL(context.url.origin),
    items: posts.map((post) => ({
      title: post.title,
      description: post.excerpt ?? undefined,
      link: `/blog/${post.slug}`,
      pubDate: new Date(post.published_at!),
      content: post.html,
    })),
    customData: "<language>en-us</language>",
  });
}
