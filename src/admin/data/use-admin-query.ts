import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "./client";

export interface AdminQuery<T> {
  data: T | undefined;
  loading: boolean;
  /** The failure's message, when the last load failed. */
  error: string | null;
  reload: () => Promise<void>;
  /** Replaces the data locally (after a mutation whose answer is the new row). */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

/**
 * Loads one admin resource on mount: loading, data, and on failure the screen's documented toast
 * (e.g. 'Failed to fetch projects') with the server's message, plus an error state for the list.
 */
export function useAdminQuery<T>(fetcher: () => Promise<T>, failureTitle: string): AdminQuery<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const alive = useRef(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const next = await fetcherRef.current();
      if (!alive.current) return;
      setDataState(next);
      setError(null);
    } catch (failure) {
      if (!alive.current) return;
      const message = errorMessage(failure);
      setError(message);
      toast.error(failureTitle, { description: message });
    } finally {
      if (alive.current) setLoading(false);
    }
  }, [failureTitle]);

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  const setData = useCallback((update: (current: T | undefined) => T | undefined) => setDataState(update), []);
  return { data, loading, error, reload, setData };
}
