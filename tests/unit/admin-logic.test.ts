import { describe, expect, it } from "vitest";
import { clearDraft, draftKey, loadDraft, saveDraft } from "../../src/admin/lib/drafts";
import { formatKilobytes } from "../../src/admin/lib/format";
import { groupSkills } from "../../src/components/home/home-data";
import { moderationLists } from "../../src/admin/resources/guestbook/moderation";
import { formatCommaList, formatLineList, parseCommaList, parseLineList } from "../../src/admin/lib/parse-lists";
import { isAdminHref, matchAdminRoute, MANAGEMENT_ROUTES, routeTitle } from "../../src/lib/admin-routes";
import { MIN_REFRESH_DELAY_MS, REFRESH_MARGIN_MS, refreshDelayMs, retryDelayMs } from "../../src/lib/session";
import { dashboardStats, fillDailySeries, niceMax, sortedByViews } from "../../src/admin/resources/dashboard/stats";

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe("admin router", () => {
  it("matches the dashboard and the nine management screens", () => {
    expect(matchAdminRoute("/admin")).toBe("dashboard");
    expect(matchAdminRoute("/admin/")).toBe("dashboard");
    expect(matchAdminRoute("/admin/projects")).toBe("projects");
    expect(matchAdminRoute("/admin/experience")).toBe("experience");
    expect(matchAdminRoute("/admin/skills")).toBe("skills");
    expect(matchAdminRoute("/admin/resume")).toBe("resume");
    expect(matchAdminRoute("/admin/portfolio")).toBe("portfolio");
    expect(matchAdminRoute("/admin/blog/")).toBe("blog");
    expect(matchAdminRoute("/admin/guestbook")).toBe("guestbook");
    expect(matchAdminRoute("/admin/project-files")).toBe("project-files");
    expect(matchAdminRoute("/admin/applications")).toBe("applications");
    expect(matchAdminRoute("/admin/settings")).toBe("settings");
    expect(routeTitle("settings")).toBe("Settings");
  });

  it("shows not found for any other admin path", () => {
    expect(matchAdminRoute("/admin/nope")).toBe("not-found");
    expect(matchAdminRoute("/admin/projects/extra")).toBe("not-found");
    expect(matchAdminRoute("/admin/Projects")).toBe("not-found");
    expect(routeTitle("not-found")).toBe("Page not found");
  });

  it("lists the nine screens for the dashboard cards", () => {
    expect(MANAGEMENT_ROUTES.map((route) => route.path)).toEqual([
      "/admin/projects",
      "/admin/experience",
      "/admin/skills",
      "/admin/resume",
      "/admin/portfolio",
      "/admin/blog",
      "/admin/guestbook",
      "/admin/project-files",
      "/admin/applications",
    ]);
  });

  it("handles only same-origin /admin links in place", () => {
    const origin = "https://site.example";
    expect(isAdminHref(new URL("/admin/skills", origin), origin)).toBe(true);
    expect(isAdminHref(new URL("/admin", origin), origin)).toBe(true);
    expect(isAdminHref(new URL("/administrator", origin), origin)).toBe(false);
    expect(isAdminHref(new URL("/auth", origin), origin)).toBe(false);
    expect(isAdminHref(new URL("https://other.example/admin"), origin)).toBe(false);
  });
});

describe("comma and line lists", () => {
  it("splits tags on commas, trimming and dropping empty items", () => {
    expect(parseCommaList(" CAD, FEA ,, Python ,")).toEqual(["CAD", "FEA", "Python"]);
    expect(parseCommaList("")).toEqual([]);
  });

  it("splits impact one item per line, whatever the line ending", () => {
    expect(parseLineList("Cut cost 20%\r\n\n  Shipped v2  \rLed team")).toEqual([
      "Cut cost 20%",
      "Shipped v2",
      "Led team",
    ]);
  });

  it("formats lists back into the text the form shows", () => {
    expect(formatCommaList(["a", "b"])).toBe("a, b");
    expect(formatLineList(["a", "b"])).toBe("a\nb");
    expect(formatLineList(null)).toBe("");
    expect(parseCommaList(formatCommaList(["x y", "z"]))).toEqual(["x y", "z"]);
  });
});

describe("file sizes in the admin list", () => {
  it("shows kilobytes with two decimals", () => {
    expect(formatKilobytes(1024)).toBe("1.00 KB");
    expect(formatKilobytes(12_650)).toBe("12.35 KB");
    expect(formatKilobytes(3 * 1024 * 1024)).toBe("3072.00 KB");
    expect(formatKilobytes(0)).toBe("0.00 KB");
  });

  it("says 'Unknown size' when the size is missing", () => {
    expect(formatKilobytes(null)).toBe("Unknown size");
    expect(formatKilobytes(undefined)).toBe("Unknown size");
  });
});

describe("unsaved drafts", () => {
  it("keeps a form's content per form until cleared", () => {
    const storage = new MemoryStorage();
    saveDraft(
      "blog",
      { editingId: "p1", expectedUpdatedAt: "2026-01-01T00:00:00Z", values: { title: "Hi" } },
      storage,
      5,
    );
    saveDraft("projects", { editingId: null, expectedUpdatedAt: null, values: { title: "P" } }, storage);
    expect(loadDraft("blog", storage)).toEqual({
      editingId: "p1",
      expectedUpdatedAt: "2026-01-01T00:00:00Z",
      values: { title: "Hi" },
      savedAt: 5,
    });
    clearDraft("blog", storage);
    expect(loadDraft("blog", storage)).toBeNull();
    expect(loadDraft<{ title: string }>("projects", storage)?.values.title).toBe("P");
  });

  it("drops an unreadable draft instead of failing", () => {
    const storage = new MemoryStorage();
    storage.setItem(draftKey("blog"), "{not json");
    expect(loadDraft("blog", storage)).toBeNull();
    expect(storage.getItem(draftKey("blog"))).toBeNull();
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => saveDraft("blog", { editingId: null, expectedUpdatedAt: null, values: {} }, broken)).not.toThrow();
    expect(loadDraft("blog", broken)).toBeNull();
    expect(() => clearDraft("blog", broken)).not.toThrow();
  });
});

describe("dashboard statistics", () => {
  const messages = [{ status: "new" }, { status: "read" }, { status: "new" }];

  it("counts messages, new messages, total views and the top project", () => {
    const stats = dashboardStats(messages, [
      { project_slug: "arm", views: 3 },
      { project_slug: "gripper", views: 9 },
    ]);
    expect(stats).toEqual({
      totalMessages: 3,
      newMessages: 2,
      totalViews: 12,
      topProject: { project_slug: "gripper", views: 9 },
    });
  });

  it("has no top project (N/A) without views", () => {
    expect(dashboardStats([], []).topProject).toBeNull();
    expect(dashboardStats([], []).totalViews).toBe(0);
  });

  it("sorts views per slug descending", () => {
    expect(
      sortedByViews([
        { project_slug: "b", views: 1 },
        { project_slug: "a", views: 5 },
        { project_slug: "c", views: 5 },
      ]).map((entry) => entry.project_slug),
    ).toEqual(["a", "c", "b"]);
  });

  it("fills the 30-day series with zero days, ending today", () => {
    const series = fillDailySeries([{ day: "2026-11-20", views: 4 }], 30, new Date("2026-11-22T15:00:00Z"));
    expect(series).toHaveLength(30);
    expect(series[0]!.day).toBe("2026-10-24");
    expect(series.at(-1)).toEqual({ day: "2026-11-22", views: 0 });
    expect(series.find((entry) => entry.day === "2026-11-20")?.views).toBe(4);
  });

  it("rounds the chart's axis up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(50)).toBe(50);
  });
});

describe("guestbook moderation lists", () => {
  const make = (status: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: `${status}${i}`,
      status,
      updated_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    }));

  it("has every pending message as loaded, and every approved and rejected one, last moderated first", () => {
    const lists = moderationLists([...make("pending", 7), ...make("approved", 8), ...make("rejected", 6)]);
    expect(lists.pending.map((m) => m.id)).toEqual(make("pending", 7).map((m) => m.id));
    expect(lists.approved.map((m) => m.id)).toEqual([
      "approved7",
      "approved6",
      "approved5",
      "approved4",
      "approved3",
      "approved2",
      "approved1",
      "approved0",
    ]);
    expect(lists.rejected).toHaveLength(6);
  });

  it("has an empty rejected list when none exist", () => {
    expect(moderationLists(make("approved", 1)).rejected).toEqual([]);
  });
});

describe("skills grouped by category", () => {
  it("lists the known categories first, then the others alphabetically, and skills by display order", () => {
    const groups = groupSkills([
      { category: "Code", skill_name: "Python", display_order: 0 },
      { category: "CAD", skill_name: "SolidWorks", display_order: 2 },
      { category: "Mechanical Design", skill_name: "GD&T", display_order: 0 },
      { category: "CAD", skill_name: "Fusion", display_order: 0 },
    ]);
    expect(groups.map((group) => group.category)).toEqual(["Mechanical Design", "CAD", "Code"]);
    expect(groups[1]!.skills.map((skill) => skill.skill_name)).toEqual(["Fusion", "SolidWorks"]);
  });
});

describe("session refresh timing", () => {
  it("refreshes a minute before the access token expires", () => {
    const now = 1_000_000_000_000;
    const expiresAt = now / 1000 + 15 * 60;
    expect(refreshDelayMs(expiresAt, now)).toBe(15 * 60_000 - REFRESH_MARGIN_MS);
  });

  it("refreshes soon (never at once) when the token is nearly or already expired", () => {
    const now = 1_000_000_000_000;
    expect(refreshDelayMs(now / 1000 + 30, now)).toBe(15_000);
    expect(refreshDelayMs(now / 1000 - 10, now)).toBe(MIN_REFRESH_DELAY_MS);
    expect(refreshDelayMs(null, now)).toBeNull();
  });

  it("backs off 200 ms, then doubles", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([200, 400, 800, 1600]);
  });
});
