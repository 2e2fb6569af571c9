import { FileSearch, Newspaper } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { useTypedBeforeHydration } from "../forms/use-typed-before-hydration";
import { SearchField } from "../ui/SearchField";
import { BlogCard } from "./BlogCard";
import { BlogCardSkeleton } from "./BlogCardSkeleton";
import { emptyStateText, filterPosts, type BlogCardPost } from "./blog-list";

interface Props {
  /** The published posts, newest first; null while a list that loads in the browser waits. */
  posts: BlogCardPost[] | null;
}

/**
 * The blog list with its live search (title or excerpt, case-insensitive). Prebuilt with every
 * post, so it is complete without JavaScript (the page hides the search box when scripts are off).
 * The island hydrates on the visitor's first gesture; what they type meanwhile is searched for.
 */
export default function BlogList({ posts }: Props) {
  const [query, setQuery] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchRef, query, setQuery);
  const searchId = useId();
  const visible = useMemo(() => (posts ? filterPosts(posts, query) : []), [posts, query]);
  const searching = query.trim() !== "";

  return (
    <div>
      <div role="search" className="relative mb-10 max-w-xl" data-blog-search>
        <SearchField
          id={searchId}
          label="Search articles..."
          placeholder="Search articles..."
          inputRef={searchRef}
          value={query}
          onChange={setQuery}
          disabled={posts === null}
          className="glass text-fg placeholder:text-fg-muted focus-visible:border-accent focus-visible:ring-accent/40 h-12 w-full rounded-full pr-4 pl-12 text-base transition-colors focus-visible:ring-2 focus-visible:outline-none"
        />
      </div>

      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {/* Worded apart from the visible empty state, so each text appears on the page once. */}
        {searching
          ? visible.length > 0
            ? `${visible.length} of ${posts?.length ?? 0} posts match.`
            : "No match."
          : ""}
      </p>

      {posts === null ? (
        <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <BlogCardSkeleton key={key} />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <div
          className="glass flex flex-col items-center gap-4 rounded-2xl px-6 py-16 text-center"
          data-testid="blog-empty"
        >
          {searching ? (
            <FileSearch aria-hidden="true" className="text-accent size-10" strokeWidth={1.5} />
          ) : (
            <Newspaper aria-hidden="true" className="text-accent size-10" strokeWidth={1.5} />
          )}
          <p className="text-fg-muted text-lg">{emptyStateText(query)}</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
          {visible.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} index={index} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
