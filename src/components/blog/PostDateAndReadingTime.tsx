import { CalendarDays, Clock } from "lucide-react";
import type { BlogPost } from "../../lib/entities";
import { readingTimeText } from "./blog-list";

interface Props {
  post: Pick<BlogPost, "published_at" | "reading_time">;
  /** How the date reads (short on the cards, long on the post). */
  formatDate: (iso: string) => string;
  iconClassName: string;
}

/** A post's publication date and reading time, each after its icon, as far as the post has them. */
export function PostDateAndReadingTime({ post, formatDate, iconClassName }: Props) {
  const readingTime = readingTimeText(post.reading_time);
  return (
    <>
      {post.published_at && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className={iconClassName} />
          <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
        </span>
      )}
      {readingTime && (
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className={iconClassName} />
          {readingTime}
        </span>
      )}
    </>
  );
}
