import { describe, expect, it } from "vitest";
import type { Application } from "../../src/lib/entities";
import { applicationsCsv, csvCell } from "../../src/admin/resources/applications/csv";

const application = (overrides: Partial<Application> = {}): Application => ({
  id: "3f1c2a9e-0000-4000-8000-000000000001",
  token: "0123456789abcdef0123456789abcdef",
  company: "Acme Robotics",
  role: "Design Engineer",
  posting_url: "https://jobs.example.com/1",
  contact: null,
  applied_on: "2026-01-05",
  status: "applied",
  resume_version_id: null,
  pinned_projects: [],
  greeting: null,
  notes: null,
  opens: 2,
  first_opened_at: "2026-01-06T09:00:00.000Z",
  last_opened_at: "2026-01-07T10:30:00.000Z",
  link_checks: 1,
  created_at: "2026-01-05T08:00:00.000Z",
  updated_at: "2026-01-05T08:00:00.000Z",
  ...overrides,
});

describe("the applications CSV", () => {
  it("has a header, one row per application with its absolute link, CRLF line ends", () => {
    expect(applicationsCsv([application()], "https://owner.example")).toBe(
      "company,role,status,applied_on,posting_url,contact,opens,first_opened_at,last_opened_at,link_checks,link\r\n" +
        "Acme Robotics,Design Engineer,applied,2026-01-05,https://jobs.example.com/1,,2," +
        "2026-01-06T09:00:00.000Z,2026-01-07T10:30:00.000Z,1,https://owner.example/a/0123456789abcdef0123456789abcdef\r\n",
    );
  });

  it("quotes cells with commas, quotes or line breaks, doubling the quotes", () => {
    expect(csvCell('Acme, "Robotics"')).toBe('"Acme, ""Robotics"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(0)).toBe("0");
  });

  it("puts a ' before text a spreadsheet would run as a formula", () => {
    for (const formula of ['=HYPERLINK("https://evil.example")', "+1+1", "-2", "@SUM(A1)", "\tcmd", "\rcmd"]) {
      expect(csvCell(formula).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell("=1,2")).toBe('"\'=1,2"');
    const row = applicationsCsv([application({ company: "=cmd|' /C calc'!A0" })], "https://owner.example").split(
      "\r\n",
    )[1];
    expect(row!.startsWith("'=cmd|' /C calc'!A0,")).toBe(true);
  });
});
