import { QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage } from "./client";

declare module "@tanstack/react-query" {
  interface Register {
    /** `failureTitle`: the toast a failed load shows, e.g. 'Failed to fetch projects'. */
    queryMeta: { failureTitle: string };
  }
}

/**
 * The admin's cache of server data (TanStack Query). A load that fails shows its query's
 * `failureTitle` toast with the server's message; the screen shows the error state with
 * 'Try again'. No automatic retries: the owner sees a failure at once and decides. A screen
 * shows what it loaded before at once and refreshes it in the background.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta) toast.error(query.meta.failureTitle, { description: errorMessage(error) });
    },
  }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
