/**
 * The owner's time zone and the weekly summary's calendar: a Monday's local midnight as an instant
 * across daylight-saving changes, and when a week's summary is due (Monday from 08:00 local).
 */
import { describe, expect, it } from "vitest";
import { canonicalTimeZone, isTimeZone, startOfLocalDay, timeZoneNames, zonedDateTime } from "../../src/lib/time-zones";
import { siteSettingsSchema } from "../../src/lib/site-settings";
import { site } from "../../src/config/site";
import { dueSummaryWeek, summaryWeek } from "../../src/server/notifications/weekly-summary";

const iso = (date: Date | undefined) => date?.toISOString();

describe("time zones", () => {
  it("knows IANA names and UTC, refuses the rest, and offers UTC first", () => {
    for (const zone of ["UTC", "Europe/Paris", "America/New_York", "Asia/Kolkata", "US/Pacific"]) {
      expect(isTimeZone(zone)).toBe(true);
    }
    for (const zone of ["", "Mars/Base", "Europe/Pariss", "x".repeat(101)]) expect(isTimeZone(zone)).toBe(false);
    expect(canonicalTimeZone("europe/paris")).toBe("Europe/Paris");
    const names = timeZoneNames();
    expect(names[0]).toBe("UTC");
    expect(names).toContain("Europe/Paris");
    expect(new Set(names).size).toBe(names.length);
  });

  it("reads the wall clock of a zone, weekday included", () => {
    expect(zonedDateTime(new Date("2026-11-30T07:30:00Z"), "Europe/Paris")).toEqual({
      year: 2026,
      month: 11,
      day: 30,
      hour: 8,
      minute: 30,
      weekday: 1,
    });
    expect(zonedDateTime(new Date("2026-11-30T03:00:00Z"), "America/Los_Angeles")).toMatchObject({
      day: 29,
      hour: 19,
      weekday: 7,
    });
  });

  it("finds a day's local midnight, on both sides of a daylight-saving change", () => {
    expect(iso(startOfLocalDay({ year: 2026, month: 3, day: 23 }, "Europe/Paris"))).toBe("2026-03-22T23:00:00.000Z");
    expect(iso(startOfLocalDay({ year: 2026, month: 3, day: 30 }, "Europe/Paris"))).toBe("2026-03-29T22:00:00.000Z");
    expect(iso(startOfLocalDay({ year: 2026, month: 11, day: 30 }, "Asia/Kolkata"))).toBe("2026-11-29T18:30:00.000Z");
    expect(iso(startOfLocalDay({ year: 2026, month: 11, day: 30 }, "UTC", 8))).toBe("2026-11-30T08:00:00.000Z");
    // Where a change skips midnight (Santiago, 6 Sep 2026 00:00 → 01:00), the day starts at 01:00.
    expect(iso(startOfLocalDay({ year: 2026, month: 9, day: 6 }, "America/Santiago"))).toBe("2026-09-06T04:00:00.000Z");
  });
});

describe("the weekly summary's week", () => {
  it("is the week before, Monday 00:00 to Monday 00:00 local, from Monday 08:00 local on", () => {
    const zone = "America/New_York";
    // Monday 30 Nov 2026 07:59 in New York (12:59 UTC): not yet.
    expect(dueSummaryWeek(new Date("2026-11-30T12:59:00Z"), zone)).toBeNull();
    const due = dueSummaryWeek(new Date("2026-11-30T13:00:00Z"), zone)!;
    expect(due.week).toBe("2026-11-23");
    expect(iso(due.starts)).toBe("2026-11-23T05:00:00.000Z");
    expect(iso(due.ends)).toBe("2026-11-30T05:00:00.000Z");
    // Still the same week any time until the next Monday 08:00 (a server that was off catches up)…
    expect(dueSummaryWeek(new Date("2026-12-07T12:59:00Z"), zone)).toBeNull();
    expect(dueSummaryWeek(new Date("2026-12-06T23:00:00Z"), zone)!.week).toBe("2026-11-23");
    // …then the next one.
    expect(dueSummaryWeek(new Date("2026-12-07T13:00:00Z"), zone)!.week).toBe("2026-11-30");
  });

  it("has 7 days of local time, so 167 or 169 hours across a daylight-saving change", () => {
    const hours = (week: string, zone: string) => {
      const { starts, ends } = summaryWeek(week, zone);
      return (ends.getTime() - starts.getTime()) / 3_600_000;
    };
    expect(hours("2026-11-23", "Europe/Paris")).toBe(168);
    expect(hours("2026-03-23", "Europe/Paris")).toBe(167);
    expect(hours("2026-10-19", "Europe/Paris")).toBe(169);
  });

  it("is due at Monday 08:00 in the owner's zone, not the server's: Tokyo's comes before UTC's", () => {
    // Monday 30 Nov 2026 08:00 in Tokyo is Sunday 29 Nov 23:00 UTC.
    expect(dueSummaryWeek(new Date("2026-11-29T23:00:00Z"), "Asia/Tokyo")!.week).toBe("2026-11-23");
    expect(dueSummaryWeek(new Date("2026-11-29T23:00:00Z"), "UTC")!.week).toBe("2026-11-16");
  });
});

describe("the Time zone setting", () => {
  it("defaults to UTC (also for settings saved before it existed), and keeps a valid zone as Intl spells it", () => {
    expect(siteSettingsSchema.parse(site).owner.timeZone).toBe("UTC");
    const { timeZone: _unset, ...owner } = site.owner;
    expect(siteSettingsSchema.parse({ ...site, owner }).owner.timeZone).toBe("UTC");
    expect(
      siteSettingsSchema.parse({ ...site, owner: { ...site.owner, timeZone: " europe/paris " } }).owner.timeZone,
    ).toBe("Europe/Paris");
  });

  it("refuses a name that is no time zone, with a message naming the field", () => {
    const result = siteSettingsSchema.safeParse({ ...site, owner: { ...site.owner, timeZone: "Paris" } });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ["owner", "timeZone"],
      message: expect.stringMatching(/^Time zone must be a time zone name/),
    });
  });
});
