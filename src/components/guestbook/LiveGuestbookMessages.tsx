import { useLiveData } from "../../lib/live-data";
import { GuestbookMessages } from "./GuestbookMessages";
import type { GuestbookEntry } from "./guestbook-format";
import { GUESTBOOK_URL, parseGuestbookMessages } from "./live-guestbook";

/**
 * The approved list, prebuilt and then refreshed live after load, so that an approval shows
 * without a rebuild. The page starts this island only when the live list differs from the
 * prebuilt one (live-guestbook.ts); it then shows the live list. While the refresh runs, the
 * prebuilt list stays in place (marked busy), or the loading placeholders stand in when nothing
 * was prebuilt; if the refresh fails, the prebuilt list stays (the failure is only logged).
 */
export default function LiveGuestbookMessages({ prebuilt }: { prebuilt: GuestbookEntry[] }) {
  const { data, loading } = useLiveData(GUESTBOOK_URL, prebuilt, parseGuestbookMessages);
  return <GuestbookMessages messages={loading && data.length === 0 ? null : data} busy={loading} />;
}
