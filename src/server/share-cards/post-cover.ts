/**
 * The cover of a post without a featured image, for its card in the blog list: the post's share
 * card laid out 3:2 (its date, title and the owner), made at build and served as WebP variants
 * like any featured image. Server only.
 */
import { siteSettings } from "../content/site-settings";
import { buildCacheFolder, responsiveImageOf, type ResponsiveImage } from "../images/responsive-images";
import { cachedShareCard, postKicker } from "./share-card";

export async function postCover(post: { title: string; published_at: string | null }): Promise<ResponsiveImage> {
  const site = await siteSettings();
  const png = await cachedShareCard(
    {
      title: post.title,
      kicker: postKicker(post.published_at),
      ownerName: site.owner.name,
      ownerRole: site.owner.role,
      layout: "cover",
    },
    buildCacheFolder("share-cards"),
  );
  return responsiveImageOf(png);
}
