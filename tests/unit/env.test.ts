import { describe, expect, it } from "vitest";
import { readServerEnv } from "../../src/server/env";

describe("server environment", () => {
  it("runs everything embedded when nothing is set", () => {
    const env = readServerEnv({});
    expect(env).toMatchObject({
      embedded: true,
      inMemory: false,
      DATA_DIR: ".data",
      storageProvider: "local",
      DEMO_CONTENT: true,
    });
    expect(env.SITE_URL).toBe("http://localhost:4321");
  });

  it("defaults SITE_URL to where the server listens (HOST and PORT), so its links lead back to it", () => {
    expect(readServerEnv({ PORT: "5173" }).SITE_URL).toBe("http://localhost:5173");
    expect(readServerEnv({ HOST: "portfolio.lan", PORT: "8080" }).SITE_URL).toBe("http://portfolio.lan:8080");
    expect(readServerEnv({ HOST: "0.0.0.0", PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(readServerEnv({ PORT: "8080", SITE_URL: "https://alex.example/" }).SITE_URL).toBe("https://alex.example");
  });

  it("treats empty values as unset, as a copied .env.example leaves them", () => {
    expect(readServerEnv({ DATABASE_URL: "", SUPABASE_URL: " " }).embedded).toBe(true);
  });

  it("keeps nothing on disk with DATA_DIR=:memory:", () => {
    expect(readServerEnv({ DATA_DIR: ":memory:" }).inMemory).toBe(true);
  });

  it("names every invalid variable in one error", () => {
    expect(() =>
      readServerEnv({ DATABASE_URL: "mysql://x", ADMIN_PASSWORD: "short", SUPABASE_URL: "https://x.supabase.co" }),
    ).toThrow(
      /DATABASE_URL: must be a postgres:\/\/[\s\S]*ADMIN_PASSWORD: must be at least 12 characters[\s\S]*SUPABASE_ANON_KEY: is required/,
    );
  });

  it("takes the project URL from Netlify's Supabase integration (SUPABASE_DATABASE_URL) when SUPABASE_URL is unset", () => {
    const integration = { SUPABASE_DATABASE_URL: "https://abc.supabase.co", SUPABASE_ANON_KEY: "a".repeat(40) };
    expect(readServerEnv(integration).SUPABASE_URL).toBe("https://abc.supabase.co");
    expect(readServerEnv({ ...integration, SUPABASE_URL: "https://own.supabase.co" }).SUPABASE_URL).toBe(
      "https://own.supabase.co",
    );
    // A Postgres connection string under that name is not an API URL.
    expect(readServerEnv({ SUPABASE_DATABASE_URL: "postgres://x@y/z" }).SUPABASE_URL).toBeUndefined();
  });

  it("chooses Supabase storage when a Supabase project is configured", () => {
    const env = readServerEnv({ SUPABASE_URL: "https://abc.supabase.co", SUPABASE_ANON_KEY: "x".repeat(40) });
    expect(env.storageProvider).toBe("supabase");
  });
});

describe("REBUILD_TIMEOUT_MS", () => {
  it("is 10 minutes unless set, and at least a second", () => {
    expect(readServerEnv({}).REBUILD_TIMEOUT_MS).toBe(600_000);
    expect(readServerEnv({ REBUILD_TIMEOUT_MS: "90000" }).REBUILD_TIMEOUT_MS).toBe(90_000);
    expect(() => readServerEnv({ REBUILD_TIMEOUT_MS: "0" })).toThrow(/REBUILD_TIMEOUT_MS/);
  });
});

describe("a .env file", () => {
  it("fills in what the environment leaves unset, and never overrides it", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const { loadDotEnvFile } = await import("../../src/server/env");
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "env-")), ".env");
    writeFileSync(file, "PORTFOLIO_TEST_FROM_FILE=file\nPORTFOLIO_TEST_BOTH=file\n");
    process.env.PORTFOLIO_TEST_BOTH = "environment";
    try {
      expect(loadDotEnvFile(file)).toBe(true);
      expect(process.env.PORTFOLIO_TEST_FROM_FILE).toBe("file");
      expect(process.env.PORTFOLIO_TEST_BOTH).toBe("environment");
      expect(loadDotEnvFile(path.join(path.dirname(file), "missing.env"))).toBe(false);
    } finally {
      delete process.env.PORTFOLIO_TEST_FROM_FILE;
      delete process.env.PORTFOLIO_TEST_BOTH;
    }
  });
});
