import { useEffect, useState } from "react";

interface Props {
  /** How many published projects the page was built with. */
  builtCount: number;
}

/**
 * Foundation slice island: the static page states what it was built with; once hydrated, the
 * island asks the live endpoint (same data path, as anon) and says whether the page is current.
 */
export function LiveProjectCount({ builtCount }: Props) {
  const [liveCount, setLiveCount] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/projects", { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body: { projects: unknown[] }) => setLiveCount(body.projects.length))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Live project count unavailable:", error);
      });
    return () => controller.abort();
  }, []);

  return (
    <p className="text-sm text-slate-300" aria-live="polite" data-testid="live-project-count">
      {builtCount} published projects
      {liveCount !== null && (liveCount === builtCount ? " · up to date" : ` · ${liveCount} live now`)}
    </p>
  );
}
