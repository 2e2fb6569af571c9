import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearLiveDataCache, fetchLiveData, LIVE_DATA_TTL_MS, retryDelay } from "../../src/lib/live-data";

/** An in-memory stand-in for sessionStorage (shared between "pages" of one visit). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const parseList = (value: unknown) => {
  const messages = (value as { messages?: unknown }).messages;
  if (!Array.isArray(messages)) throw new Error("bad shape");
  return messages as string[];
};

describe("live data (3 retries, exponential backoff capped at 30 s, 5-minute cache)", () => {
  let storage: MemoryStorage;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    storage = new MemoryStorage();
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    warn.mockRestore();
  });

  it("waits 1 s, 2 s, 4 s… between retries, never more than 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("answers the live value when the first request succeeds", async () => {
    const fetch = vi.fn(async () => json({ messages: ["hello"] }));
    await expect(fetchLiveData("/api/guestbook", { fallback: [], parse: parseList, fetch, storage })).resolves.toEqual([
      "hello",
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it("retries after 1 s and 2 s and then succeeds", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json({ error: "Database unavailable" }, 503))
      .mockResolvedValueOnce(json({ messages: ["late"] }));
    const result = fetchLiveData("/api/guestbook", { fallback: [], parse: parseList, fetch, storage });

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual(["late"]);
  });

  it("gives up after 3 retries, only logs, and answers the fallback", async () => {
    const fetch = vi.fn(async () => json({ error: "An error occurred. Please try again" }, 500));
    const result = fetchLiveData("/api/guestbook", { fallback: ["prebuilt"], parse: parseList, fetch, storage });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await expect(result).resolves.toEqual(["prebuilt"]);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("treats an answer of the wrong shape as a failure", async () => {
    const fetch = vi.fn(async () => json({ nothing: true }));
    const result = fetchLiveData("/api/guestbook", { fallback: [], parse: parseList, fetch, storage, retries: 0 });
    await expect(result).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("reuses an answer for 5 minutes, across pages of the visit, then asks again", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json({ messages: ["first"] }))
      .mockResolvedValueOnce(json({ messages: ["second"] }));
    const options = { fallback: [] as string[], parse: parseList, fetch, storage };

    await expect(fetchLiveData("/api/guestbook", options)).resolves.toEqual(["first"]);
    vi.advanceTimersByTime(LIVE_DATA_TTL_MS - 1);
    await expect(fetchLiveData("/api/guestbook", options)).resolves.toEqual(["first"]);
    expect(fetch).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    await expect(fetchLiveData("/api/guestbook", options)).resolves.toEqual(["second"]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("never caches a failure", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json({ messages: ["back"] }));
    const options = { fallback: [] as string[], parse: parseList, fetch, storage, retries: 0 };
    await expect(fetchLiveData("/api/guestbook", options)).resolves.toEqual([]);
    await expect(fetchLiveData("/api/guestbook", options)).resolves.toEqual(["back"]);
  });

  it("shares one request between simultaneous callers", async () => {
    const fetch = vi.fn(async () => json({ messages: ["once"] }));
    const options = { fallback: [] as string[], parse: parseList, fetch, storage };
    const [a, b] = await Promise.all([fetchLiveData("/api/shared", options), fetchLiveData("/api/shared", options)]);
    expect(a).toEqual(["once"]);
    expect(b).toEqual(["once"]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("works without storage (disabled or private mode)", async () => {
    const fetch = vi.fn(async () => json({ messages: ["no cache"] }));
    await expect(
      fetchLiveData("/api/guestbook", { fallback: [], parse: parseList, fetch, storage: null }),
    ).resolves.toEqual(["no cache"]);
  });

  it("can forget a cached answer", async () => {
    const fetch = vi.fn(async () => json({ messages: ["fresh"] }));
    const options = { fallback: [] as string[], parse: parseList, fetch, storage };
    await fetchLiveData("/api/guestbook", options);
    clearLiveDataCache("/api/guestbook", storage);
    await fetchLiveData("/api/guestbook", options);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
