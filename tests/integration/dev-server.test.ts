/**
 * `npm run dev`, as docs/configuration.md describes it: the development server on the embedded default, on
 * the PORT it is given and with no SITE_URL, with the demo content, pages, the live endpoint and
 * stored files all answering.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PORT = 4417;
const base = `http://localhost:${PORT}`;
let dev: ChildProcess;
let dataDir: string;
let output = "";

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(10_000) })).ok) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`dev server did not answer ${url} within ${timeoutMs} ms (${String(lastError)}):\n${output}`);
}

describe("npm run dev", () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "portfolio-dev-"));
    // The test runner's own variables (NODE_ENV=test, VITEST…) are not the developer's, and the
    // site's address is left to the server: it follows PORT.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !["NODE_ENV", "SITE_URL", "HOST"].includes(key) && !key.startsWith("VITEST"),
      ),
    );
    dev = spawn("npm", ["run", "dev"], {
      env: { ...env, DATA_DIR: dataDir, PORT: String(PORT), ADMIN_PASSWORD: "Dev-admin-password-1!" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    dev.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForServer(`${base}/api/projects`, 120_000);
  }, 150_000);

  afterAll(() => {
    if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("prepares the embedded database with the demo content first", () => {
    expect(output).toContain("demo content seeded");
    expect(output).toContain("admin account ready: admin@example.com");
  });

  it("renders the home page with the published projects", async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('data-testid="project-card"');
    expect(html).toContain("Low-Cost Ocean Wave Drifter Buoy");
    expect(html).not.toContain("Parallel Gripper Redesign (Work in Progress)");
  });

  it("shows a post the admin publishes on the next request (the content is refreshed, no restart)", async () => {
    const origin = base;
    const signIn = await fetch(`${base}/api/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: "admin@example.com", password: "Dev-admin-password-1!" }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const created = await fetch(`${base}/api/admin/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify({
        title: "Written in development",
        slug: "written-in-development",
        excerpt: "Published while the dev server runs.",
        content: "<p>Hello from dev.</p>",
        published: true,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const blog = await (await fetch(`${base}/blog`)).text();
    expect(blog).toContain("Written in development");
    expect((await fetch(`${base}/blog/written-in-development`)).status).toBe(200);
  });

  it("serves stored files at the public storage URL", async () => {
    const response = await fetch(`${base}/storage/v1/object/public/documents/demo/resume.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect((await response.text()).startsWith("%PDF-")).toBe(true);
  });

  it("sends /resume.pdf to the active resume on its own port", async () => {
    const response = await fetch(`${base}/resume.pdf`, { redirect: "manual" });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get("location")!, base);
    expect(target.origin).toBe(base);
    const file = await fetch(target);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
  });
});
