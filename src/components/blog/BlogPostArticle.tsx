import { ArrowLeft, Eye } from "lucide-react";
import type { BlogPost } from "../../lib/entities";
import { formatLongDate } from "./blog-list";
import { PostDateAndReadingTime } from "./PostDateAndReadingTime";
import { PostImage } from "./PostImage";
import { ARTICLE_IMAGE_SIZES } from "../ui/image-sizes";
import { PROSE_CLASSES } from "./prose-styles";

interface Props {
  post: Pick<
    BlogPost,
    "slug" | "title" | "excerpt" | "featured_image" | "featured_image_alt" | "published_at" | "reading_time" | "views"
  >;
  /** The post's content, already sanitised on the server. */
  html: string;
  /** Resized variants of the featured image, when the page has them. */
  imageSrcset?: string;
}

function BackToBlog({ className }: { className?: string }) {
  return (
    <a
      href="/blog"
      className={`text-fg-muted hover:text-accent inline-flex items-center gap-2 text-sm font-medium transition-colors ${className ?? ""}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </a>
  );
}

/**
 * A blog post: back link, featured image, title, long date, reading time, the views slot,
 * the excerpt in italics and the content. The views count is the build-time value in an
 * element marked `data-views` (with the post's `data-post-slug`), which the live counter updates
 * with the count its increment returns (record-blog-view.ts).
 */
export function BlogPostArticle({ post, html, imageSrcset }: Props) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackToBlog />
      <article className="mt-6" data-testid="blog-post">
        <header>
          {post.featured_image && (
            <PostImage
              fetchPriority="high"
              src={post.featured_image}
              alt={post.featured_image_alt}
              srcset={imageSrcset}
              sizes={ARTICLE_IMAGE_SIZES}
              className="border-glass-border shadow-accent/10 aspect-[3/2] w-full rounded-3xl border object-cover shadow-2xl"
            />
          )}
          <h1 className="text-fg mt-8 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl sm:leading-[1.1]">
            {post.title}
          </h1>
          <div className="text-fg-muted mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium">
            <PostDateAndReadingTime post={post} formatDate={formatLongDate} iconClassName="text-accent size-4" />
            <span className="inline-flex items-center gap-1.5">
              <Eye aria-hidden="true" className="text-accent size-4" />
              <span data-views={post.views} data-post-slug={post.slug}>
                {post.views} views
              </span>
            </span>
          </div>
          {post.excerpt && (
            <p className="text-fg-muted border-accent mt-6 border-l-2 pl-4 text-lg leading-relaxed italic">
              {post.excerpt}
            </p>
          )}
        </header>
        <div
          // Full-bleed panel on phones: the text gets the whole width.
          className={`glass -mx-4 mt-10 rounded-none border-x-0 px-4 py-8 sm:mx-0 sm:rounded-3xl sm:border-x sm:p-10 ${PROSE_CLASSES}`}
          data-testid="blog-content"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </article>
      <BackToBlog className="mt-10" />
    </div>
  );
}
