import { atom } from "nanostores";
import { toast } from "sonner";

const SAVED_LIVE_AFTER_REBUILD = "Your change goes live once the site has rebuilt, in about a minute.";

/** The public page of the owner's last change, which the header links to once it is live. */
export const changedPage = atom<{ path: string; savedAt: number } | null>(null);

export function announcePublicChange(title: string, path: string): void {
  changedPage.set({ path, savedAt: Date.now() });
  toast.success(title, { description: SAVED_LIVE_AFTER_REBUILD });
}
