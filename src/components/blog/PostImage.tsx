import type { ImgHTMLAttributes } from "react";

interface Props extends Pick<ImgHTMLAttributes<HTMLImageElement>, "loading" | "fetchPriority"> {
  src: string;
  /** Resized variants, when the post has them. */
  srcset?: string;
  /** The rendered width, for choosing among the variants. */
  sizes: string;
  className: string;
}

/** A post's featured image: decorative (the title says what it is), 3:2, its space reserved at 1200×800. */
export function PostImage({ src, srcset, sizes, className, ...loading }: Props) {
  return (
    <img
      {...loading}
      sizes={srcset ? sizes : undefined}
      srcSet={srcset}
      src={src}
      alt=""
      width={1200}
      height={800}
      decoding="async"
      className={className}
    />
  );
}
