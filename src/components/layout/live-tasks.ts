/**
 * The work a prebuilt page does after its first paint, named by the page (BaseLayout's `live`):
 * its code loads only then, and only on the pages that name it.
 */
const LIVE_TASKS = {
  /** A project page counts one view (none from the owner's browser). */
  "project-view": async () => (await import("../projects/record-project-view")).recordPageView(),
  /** A post counts one view and shows the new count. */
  "post-view": async () => (await import("../blog/record-blog-view")).recordPostView(),
  /** The guestbook shows the messages approved since the build. */
  guestbook: async () => (await import("../guestbook/live-guestbook")).refreshGuestbookMessages(),
};

export type LiveTask = keyof typeof LIVE_TASKS;

/** Runs the named task; an unknown name does nothing. */
export function runLiveTask(name: string): Promise<void> | undefined {
  return Object.hasOwn(LIVE_TASKS, name) ? LIVE_TASKS[name as LiveTask]() : undefined;
}
