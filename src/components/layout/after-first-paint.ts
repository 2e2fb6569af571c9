/**
 * Runs `task` once the page has painted its content (the browser's first contentful paint) and
 * then has an idle moment. For the work a prebuilt page does after load that its first screen
 * does not need (view counters, the guestbook's live list): its code loads
 * then (`import()` inside the task), and its requests go out then, so neither takes the network
 * or the main thread from the first screen, which on a slow phone would make the page appear
 * later. A page opened in a background tab paints, and so runs them, once shown. Where paint
 * timing is not available, the load event stands in for the first paint. Browser only.
 *
 * A task that fails (its code could not load, say) is only logged, as a failed live-data lookup is: the
 * prebuilt page stays usable without it.
 */
export function afterFirstPaint(task: () => unknown): void {
  let started = false;
  const run = () => {
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => console.warn("A task after the first paint failed.", error));
  };
  const start = () => {
    if (started) return;
    started = true;
    if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 1);
  };
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (painted()) return start();
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: "paint", buffered: true });
    return;
  }
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
