import sanitizeHtml from "sanitize-html";
import { responsiveImage, type ResponsiveImage } from "./responsive-images";

type ImageTransform = (tagName: string, attribs: sanitizeHtml.Attributes) => sanitizeHtml.Tag;

/**
 * Reads and writes a post's HTML again, changing only what `img` does to image tags. The HTML was
 * sanitised already (src/server/content/sanitize-html.ts), so every tag and attribute stays.
 */
function rewriteImages(html: string, img: ImageTransform): string {
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: { img },
  });
}

/**
 * A published post's sanitised HTML with its images made responsive at build, as the featured
 * image is: each stored (or linked) image gets its resized variants (`srcset`, with `sizes`: the
 * width the page gives images) and its real width and height, so the browser reserves its space before it
 * loads (no layout shift). Images keep loading lazily. An image that cannot be read keeps its
 * source, and the width and height the editor gave it when it has them.
 */
export async function withResponsiveImages(html: string, sizes: string): Promise<string> {
  if (!/<img\b/i.test(html)) return html;
  const sources = new Set<string>();
  rewriteImages(html, (tagName, attribs) => {
    if (attribs.src) sources.add(attribs.src);
    return { tagName, attribs };
  });
  const images = new Map<string, ResponsiveImage>(
    await Promise.all([...sources].map(async (src) => [src, await responsiveImage(src)] as const)),
  );
  return rewriteImages(html, (tagName, attribs) => {
    const image = attribs.src === undefined ? undefined : images.get(attribs.src);
    if (!image) return { tagName, attribs };
    const keepSize = !image.srcset && attribs.width && attribs.height;
    return {
      tagName,
      attribs: {
        ...attribs,
        src: image.src,
        ...(image.srcset ? { srcset: image.srcset, sizes } : {}),
        width: keepSize ? attribs.width! : String(image.width),
        height: keepSize ? attribs.height! : String(image.height),
      },
    };
  });
}
