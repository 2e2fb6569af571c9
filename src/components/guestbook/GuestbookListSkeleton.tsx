/**
 * Placeholders for the messages list while it loads in the browser (the live refresh shows
 * them only when it has nothing prebuilt to show).
 */
export function GuestbookListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="space-y-4" data-testid="guestbook-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="glass rounded-2xl p-5 sm:p-6">
          <div className="flex items-center gap-3">
            <div className="bg-fg/10 size-10 animate-pulse rounded-full motion-reduce:animate-none" />
            <div className="flex-1 space-y-2">
              <div className="bg-fg/10 h-4 w-32 animate-pulse rounded-md motion-reduce:animate-none" />
              <div className="bg-fg/10 h-3 w-20 animate-pulse rounded-md motion-reduce:animate-none" />
            </div>
          </div>
          <div className="mt-4 space-y-2">
            <div className="bg-fg/10 h-4 w-full animate-pulse rounded-md motion-reduce:animate-none" />
            <div className="bg-fg/10 h-4 w-3/4 animate-pulse rounded-md motion-reduce:animate-none" />
          </div>
        </li>
      ))}
    </ul>
  );
}
