import { describe, expect, it } from "vitest";
import { OWNER_BROWSER_KEY } from "../../src/lib/application-visit";
import { needsFollowUp, pinnedFirst } from "../../src/lib/applications";
import { OWNER_BROWSER_MARK } from "../../src/lib/session";

describe("the owner's browser", () => {
  it("is marked by the admin under the key every page reads", () => {
    expect(OWNER_BROWSER_MARK).toBe(OWNER_BROWSER_KEY);
  });
});

describe("needsFollowUp", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  const openedDaysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  it("marks an application still Applied whose link was first opened 7 or more days ago", () => {
    expect(needsFollowUp({ status: "applied", first_opened_at: openedDaysAgo(7) }, now)).toBe(true);
    expect(needsFollowUp({ status: "applied", first_opened_at: openedDaysAgo(30) }, now)).toBe(true);
  });

  it("leaves alone one opened less than 7 days ago, never opened, or past Applied", () => {
    expect(needsFollowUp({ status: "applied", first_opened_at: openedDaysAgo(6.9) }, now)).toBe(false);
    expect(needsFollowUp({ status: "applied", first_opened_at: null }, now)).toBe(false);
    for (const status of ["screening", "interview", "offer", "rejected", "withdrawn"]) {
      expect(needsFollowUp({ status, first_opened_at: openedDaysAgo(20) }, now)).toBe(false);
    }
  });
});

describe("pinnedFirst", () => {
  it("puts the pinned projects first, in the pins' order, the rest in theirs; unknown pins are skipped", () => {
    const projects = ["a", "b", "c", "d"].map((slug) => ({ slug }));
    expect(pinnedFirst(projects, ["c", "gone", "a"]).map((p) => p.slug)).toEqual(["c", "a", "b", "d"]);
    expect(pinnedFirst(projects, []).map((p) => p.slug)).toEqual(["a", "b", "c", "d"]);
  });
});
