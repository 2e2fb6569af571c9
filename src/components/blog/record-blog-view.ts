/**
 * Raises the post's views by one per opening (one atomic increment on the server)
 * and shows the count it returns in the `data-views` slot. Browser only; failures are only logged
 * and the prebuilt count stays.
 */
import { recordBlogView } from "../../lib/api-client";

let recorded = false;

/** 'N views'. */
export function viewsText(views: number): string {
  return `${views} views`;
}

export async function recordPostView(root: Document = document): Promise<void> {
  const slot = root.querySelector<HTMLElement>("[data-views][data-post-slug]");
  const slug = slot?.dataset.postSlug;
  if (!slot || !slug || recorded) return;
  recorded = true;
  const result = await recordBlogView(slug);
  if (!result.ok || typeof result.data?.views !== "number") {
    console.warn(`Blog view not recorded: ${result.ok ? "unexpected answer" : result.error}`);
    return;
  }
  slot.dataset.views = String(result.data.views);
  slot.textContent = viewsText(result.data.views);
}
