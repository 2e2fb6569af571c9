import type { APIContext, GetStaticPaths } from "astro";
import { getCollection } from "astro:content";
import { shareCardParam } from "../../lib/share-cards";
import { buildCacheFolder, readSource } from "../../server/images/responsive-images";
import { siteSettings } from "../../server/content/site-settings";
import { cachedShareCard, postKicker } from "../../server/share-cards/share-card";

type CardProps = {
  title: string;
  kicker: string;
  /** The page's own image, if it has one. */
  image?: string;
};

/** One share card per public page, made at build (1200×630 PNG; src/server/share-cards/). */
export const getStaticPaths = (async () => {
  const site = await siteSettings();
  const card = (path: string, props: CardProps) => ({ params: { card: shareCardParam(path) }, props });
  const projects = (await getCollection("projects")).map(({ data }) =>
    card(`/projects/${data.slug}`, { title: data.title, kicker: `Project · ${data.category}`, image: data.image }),
  );
  const posts = (await getCollection("posts")).map(({ data }) =>
    card(`/blog/${data.slug}`, {
      title: data.title,
      kicker: postKicker(data.published_at),
      image: data.featured_image ?? undefined,
    }),
  );
  return [
    card("/", { title: site.hero.headline, kicker: "Portfolio" }),
    card("/projects", { title: "Engineering Projects", kicker: "Projects" }),
    card("/blog", { title: "Blog & Case Studies", kicker: "Blog" }),
    card("/documents", { title: "Documents & Portfolio", kicker: "Resume · Portfolio · Reports" }),
    card("/guestbook", { title: "Sign the Guestbook", kicker: "Guestbook" }),
    card("/resume", { title: `Resume of ${site.owner.name}`, kicker: "Resume" }),
    ...projects,
    ...posts,
  ];
}) satisfies GetStaticPaths;

export async function GET({ props }: APIContext<CardProps>) {
  const site = await siteSettings();
  const image = props.image ? await readSource(props.image).catch(() => null) : null;
  const card = {
    title: props.title,
    kicker: props.kicker,
    ownerName: site.owner.name,
    ownerRole: site.owner.role,
    image,
  };
  const png = await cachedShareCard(card, buildCacheFolder("share-cards"));
  return new Response(new Uint8Array(png), { headers: { "content-type": "image/png" } });
}
