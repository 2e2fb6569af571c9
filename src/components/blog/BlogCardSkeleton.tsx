import { cn } from "../../lib/cn";

/**
 * A blog card's loading placeholder (shown three at a time). The prebuilt list
 * never needs it; lists that load in the browser render three while they wait.
 */
export function BlogCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("glass overflow-hidden rounded-2xl", className)}
      data-testid="blog-card-skeleton"
    >
      <div className="bg-fg/10 aspect-[3/2] w-full animate-pulse motion-reduce:animate-none" />
      <div className="space-y-3 p-6">
        <div className="bg-fg/10 h-6 w-4/5 animate-pulse rounded-md motion-reduce:animate-none" />
        <div className="bg-fg/10 h-4 w-full animate-pulse rounded-md motion-reduce:animate-none" />
        <div className="bg-fg/10 h-4 w-2/3 animate-pulse rounded-md motion-reduce:animate-none" />
        <div className="bg-fg/10 mt-5 h-4 w-1/2 animate-pulse rounded-md motion-reduce:animate-none" />
      </div>
    </div>
  );
}
