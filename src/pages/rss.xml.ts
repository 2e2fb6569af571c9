import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { getCollection } from "astro:content";
import { siteSettings } from "../server/content/site-settings";

/** When the feed's content last changed: its newest post's last edit (the build's time with none). */
function lastChange(posts: { updated_at: string; published_at: string | null }[]): Date {
  const times = posts.flatMap((post) => [post.updated_at, post.published_at ?? post.updated_at]).map(Date.parse);
  return times.length > 0 ? new Date(Math.max(...times)) : new Date();
}

/** The blog's RSS feed: published posts, newest first, with their content as sanitised at build. */
export async function GET(context: APIContext) {
  const site = await siteSettings();
  const posts = (await getCollection("posts"))
    .map((entry) => ({ ...entry.data, html: entry.rendered?.html ?? "" }))
    .filter((post) => post.published_at)
    .sort((a, b) => b.published_at!.localeCompare(a.published_at!));

  const feedSite = context.site ?? new URL(context.url.origin);
  return rss({
    title: `${site.owner.name} — Blog & Case Studies`,
    description: "Robotics and engineering insights: design decisions, manufacturing lessons and case studies.",
    site: feedSite,
    items: posts.map((post) => ({
      title: post.title,
      description: post.excerpt ?? undefined,
      link: `/blog/${post.slug}`,
      pubDate: new Date(post.published_at!),
      content: post.html,
    })),
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: [
      "<language>en-us</language>",
      `<atom:link href="${new URL("/rss.xml", feedSite)}" rel="self" type="application/rss+xml"/>`,
      `<lastBuildDate>${lastChange(posts).toUTCString()}</lastBuildDate>`,
    ].join(""),
  });
}
