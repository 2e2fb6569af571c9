import { describe, expect, it } from "vitest";
import {
  BUILD_HOOK_TITLE_MAX,
  callNetlifyBuildHook,
  deployTitle,
} from "../../src/server/publishing/netlify-build-hook";

/** The hosted publisher's one call: POST the build hook, titled with the reason. */
const HOOK = "https://api.netlify.com/build_hooks/5c23354f454e1350f8543e78";

function recordingFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return answer();
  };
  return { calls, fetchImpl };
}

describe("callNetlifyBuildHook", () => {
  it("POSTs the hook with the reason as trigger_title", async () => {
    const { calls, fetchImpl } = recordingFetch(() => new Response(null, { status: 200 }));
    await callNetlifyBuildHook(HOOK, "project updated: drifter", fetchImpl);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe(HOOK);
    expect(url.searchParams.get("trigger_title")).toBe("project updated: drifter");
    expect(calls[0]!.init?.method).toBe("POST");
    expect(calls[0]!.init?.body).toBe("{}");
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("keeps query parameters already in the hook's URL (trigger_branch)", async () => {
    const { calls, fetchImpl } = recordingFetch(() => new Response(null, { status: 200 }));
    await callNetlifyBuildHook(`${HOOK}?trigger_branch=main`, "skill added", fetchImpl);
    const url = new URL(calls[0]!.url);
    expect(url.searchParams.get("trigger_branch")).toBe("main");
    expect(url.searchParams.get("trigger_title")).toBe("skill added");
  });

  it("throws with the status when Netlify refuses", async () => {
    const { fetchImpl } = recordingFetch(() => new Response("no such hook", { status: 404, statusText: "Not Found" }));
    await expect(callNetlifyBuildHook(HOOK, "x", fetchImpl)).rejects.toThrow(
      "The Netlify build hook refused the request: 404 Not Found",
    );
  });

  it("throws a clear message on a network failure, without the hook's secret URL", async () => {
    const fetchImpl: typeof fetch = async () => {
      throw new TypeError("fetch failed");
    };
    const error = (await callNetlifyBuildHook(HOOK, "x", fetchImpl).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe("The Netlify build hook could not be reached: fetch failed");
    expect(error.message).not.toContain("5c23354f");
  });

  it("reports a timeout as one", async () => {
    const fetchImpl: typeof fetch = async () => {
      throw new DOMException("The operation timed out.", "TimeoutError");
    };
    await expect(callNetlifyBuildHook(HOOK, "x", fetchImpl)).rejects.toThrow("did not answer within 10 s");
  });

  it("refuses a URL that is not one", async () => {
    await expect(
      callNetlifyBuildHook("not a url", "x", recordingFetch(() => new Response()).fetchImpl),
    ).rejects.toThrow("NETLIFY_BUILD_HOOK_URL");
  });
});

describe("deployTitle", () => {
  it("keeps one line and at most 200 characters", () => {
    expect(deployTitle("  post published:\n gears  ")).toBe("post published: gears");
    const long = deployTitle("x".repeat(500));
    expect(long).toHaveLength(BUILD_HOOK_TITLE_MAX);
    expect(long.endsWith("…")).toBe(true);
  });
});
