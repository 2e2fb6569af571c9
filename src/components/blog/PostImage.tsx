import type { ImgHTMLAttributes } from "react";

interface Props extends Pick<ImgHTMLAttributes<HTMLImageElement>, "loading" | "fetchPriority"> {
  src: string;
  /** The owner's alt text; without one (a post saved before alt text existed) the image is decorative. */
  alt?: string | null;
  /** Resized variants, when the post has them. */
  srcset?: string;
  /** The rendered width, for choosing among the variants. */
  sizes: string;
  className: string;
}

/**
 * A post's featured image with the owner's alt text (decorative without one: the title says what
 * the post is), 3:2, its space reserved at 1200×800.
 */
export function PostImage({ src, alt, srcset, sizes, className, ...loading }: Props) {
  return (
    <img
      {...loading}
      sizes={srcset ? sizes : undefined}
      srcSet={srcset}
      src={src}
      alt={alt?.trim() ?? ""}
      width={1200}
      height={800}
      decoding="async"
      className={className}
    />
  );
}
