import { atom } from "nanostores";
import { toast } from "sonner";

/** The description of every success toast of a change visitors will see. */
export const SAVED_LIVE_AFTER_REBUILD = "Your change goes live once the site has rebuilt, in about a minute.";

/** The public page the owner's last change is on, and when it was saved. */
export const changedPage = atom<{ path: string; savedAt: number } | null>(null);

/**
 * Says that a change visitors will see was saved: a success toast telling it goes live after the
 * rebuild, and the page the header's publishing indicator links to once a build newer than the
 * save is live.
 */
export function announcePublicChange(title: string, path: string): void {
  changedPage.set({ path, savedAt: Date.now() });
  toast.success(title, { description: SAVED_LIVE_AFTER_REBUILD });
}
