/**
 * Records one view of the project detail page (once per load of the page), with the
 * referrer; none from the owner's own browser. Browser only; a page's module script runs once per load, and the guard below keeps a
 * second call on the same page from counting twice. Failures are only logged: a lost view is not worth bothering the visitor.
 */
import { recordProjectView } from "../../lib/api-client";
import { isOwnerBrowser } from "../../lib/application-visit";

let recorded = false;

export async function recordPageView(root: Document = document): Promise<void> {
  const slug = root.querySelector<HTMLElement>("[data-project-slug]")?.dataset.projectSlug;
  // The owner's own visits (signed in to the admin in this browser) are not views.
  if (!slug || recorded || isOwnerBrowser()) return;
  recorded = true;
  const result = await recordProjectView(slug, root.referrer || null);
  if (!result.ok) console.warn(`Project view not recorded: ${result.error}`);
}
