import { atom } from "nanostores";
import { toast } from "sonner";
import { whenLive } from "../../../lib/publishing";

/** When a change goes live, as the last publishing status said (PublishingPanel keeps it). */
export const liveEstimate = atom<string>(whenLive(null));

/** The public page of the owner's last change, which the header links to once it is live. */
export const changedPage = atom<{ path: string; savedAt: number } | null>(null);

/** A saved change's toast, with when it goes live; `done` says first what was done. */
export function announcePublicChange(title: string, path: string, done = ""): void {
  changedPage.set({ path, savedAt: Date.now() });
  toast.success(title, { description: `${done}Your change goes live ${liveEstimate.get()}.` });
}
