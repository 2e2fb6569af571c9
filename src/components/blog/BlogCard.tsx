import { ArrowUpRight, Newspaper } from "lucide-react";
import type { CSSProperties } from "react";
import { cn } from "../../lib/cn";
import { CARD_GRID_IMAGE_SIZES } from "../ui/image-sizes";
import { formatShortDate, type BlogCardPost } from "./blog-list";
import { PostDateAndReadingTime } from "./PostDateAndReadingTime";
import { PostImage } from "./PostImage";

interface Props {
  post: BlogCardPost;
  /** Position in the list, for the staggered entrance. */
  index?: number;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: "h2" | "h3";
}

/**
 * One post in the blog list: the featured image, title, excerpt, short date and reading time. A
 * post without a featured image shows its cover instead (its share card, 3:2: date, title and
 * owner), decorative, as the title is the card's heading; an aurora tile when it has none either.
 * The title link stretches over the whole card, so the card is one link whose name is the title.
 */
export function BlogCard({ post, index = 0, headingLevel: Heading = "h2" }: Props) {
  const image = post.featured_image
    ? { src: post.featured_image, srcset: post.featured_image_srcset, alt: post.featured_image_alt }
    : post.cover && { src: post.cover.src, srcset: post.cover.srcset, alt: "" };
  return (
    <article
      className={cn(
        "glass group stagger-in relative flex h-full flex-col overflow-hidden rounded-2xl transition-[border-color,transform,box-shadow] duration-300",
        "hover:border-accent/60 hover:shadow-accent/10 hover:shadow-2xl motion-safe:hover:-translate-y-1",
        "has-[a:focus-visible]:border-accent has-[a:focus-visible]:ring-accent has-[a:focus-visible]:ring-2",
      )}
      style={{ "--stagger-index": index, "--stagger-step": "100ms" } as CSSProperties}
      data-testid="blog-card"
    >
      {image ? (
        <div className="overflow-hidden">
          {/* Only the first card can reach a phone's first screen; the rest load as they near it. */}
          <PostImage
            loading={index === 0 ? "eager" : "lazy"}
            src={image.src}
            alt={image.alt}
            srcset={image.srcset}
            sizes={CARD_GRID_IMAGE_SIZES}
            className="aspect-[3/2] w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
          />
        </div>
      ) : (
        <div
          aria-hidden="true"
          className="from-aurora-cyan/30 via-aurora-azure/20 to-aurora-violet/30 grid aspect-[3/2] w-full place-items-center bg-linear-to-br"
        >
          <Newspaper className="text-fg/40 size-12" strokeWidth={1.25} />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-fg group-hover:text-accent text-xl leading-snug font-semibold text-pretty transition-colors">
          <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </a>
        </Heading>
        {post.excerpt && <p className="text-fg-muted mt-3 line-clamp-3 text-sm leading-relaxed">{post.excerpt}</p>}
        <div className="text-fg-muted mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-5 text-xs font-medium">
          <PostDateAndReadingTime post={post} formatDate={formatShortDate} iconClassName="size-3.5" />
          <ArrowUpRight
            aria-hidden="true"
            className="text-accent ml-auto size-4 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
          />
        </div>
      </div>
    </article>
  );
}
