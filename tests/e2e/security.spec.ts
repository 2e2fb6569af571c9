import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page, type Response } from "@playwright/test";
import { E2E_ADMIN, E2E_ARTIFACT, E2E_CLIENT_DIR, E2E_SECRETS } from "../../playwright.config";
import { htmlErrors } from "../support/html-validator";
import { PUBLIC_PAGES } from "./support/site";

/**
 * Security headers and the Content-Security-Policy as a browser gets them: on every
 * prebuilt page, on pages rendered on demand, on API answers and stored files; no page breaks its
 * own policy; and no server secret is in any file the build sends to browsers.
 */
// Netlify's local runtime retries every 404 five times (seconds each): there the function's 404
// page is checked once, in netlify-artifact.spec.ts.
const ON_DEMAND_PAGES =
  E2E_ARTIFACT === "netlify" ? (["/admin", "/auth"] as const) : (["/admin", "/auth", "/no-such-page"] as const);

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .filter((part) => part.trim())
      .map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name!, sources];
      }),
  );
}

/**
 * Every policy a page is under: those of its response header (one or more, comma-separated) and
 * the one Astro writes into a prebuilt page's <meta>. A browser enforces each of them. The <meta>
 * is read from the response itself, since a page may move on (/admin without a session goes to
 * /auth) before it could be read from the document.
 */
async function pagePolicies(response: Response): Promise<Array<Map<string, string[]>>> {
  const headers = await response.allHeaders();
  const inPage = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(await response.text())?.[1];
  return [...(headers["content-security-policy"] ?? "").split(","), ...(inPage ? [inPage] : [])]
    .filter((policy) => policy.trim())
    .map(directives);
}

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\)/);
  expect(headers["content-security-policy"]).toBeTruthy();
}

/** What the page calls to hand the test its reports, and the call that only marks a point in them. */
const REPORT = "reportCspViolation";
const MARK = "(every report before this one has arrived)";

/**
 * Records every CSP violation the page reports, from before its first script, on every document the
 * page shows (a page that moves on, as /admin to /auth, included). `reported()` answers the list
 * once every report the page has fired so far has reached the test: the page's queued tasks have
 * run (a violation's event is a task of its own), then a last call goes through the same channel
 * behind the reports.
 */
async function watchViolations(page: Page): Promise<{ reported: () => Promise<string[]> }> {
  const violations: string[] = [];
  await page.exposeFunction(REPORT, (text: string) => {
    if (text !== MARK) violations.push(text);
  });
  await page.addInitScript((report) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      void (window as unknown as Record<string, (text: string) => Promise<void>>)[report]!(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
      );
    });
  }, REPORT);
  return {
    async reported() {
      await page.evaluate(
        async ([report, mark]) => {
          const task = () =>
            new Promise<void>((resolve) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve();
              channel.port2.postMessage(null);
            });
          const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
          await task();
          await frame();
          await task();
          await (window as unknown as Record<string, (text: string) => Promise<void>>)[report!]!(mark!);
        },
        [REPORT, MARK],
      );
      return violations;
    },
  };
}

/** Where a page ends up when opened without a session: the admin sends a visitor to sign in. */
const FINAL_PATH: Record<string, string> = { "/admin": "/auth" };

/**
 * The islands that have started by the time a visitor's first gesture is over: those that start
 * on load, and those a gesture anywhere on the page starts (`client:interaction="page"`).
 */
const STARTED_ISLANDS =
  'astro-island:is([client="load"], [client="only"], [client="interaction"][opts*=\'"value":"page\'])';

for (const pathname of [...PUBLIC_PAGES, ...ON_DEMAND_PAGES]) {
  test(`${pathname} sends the security headers and breaks none of its policy @netlify`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(pathname);
    const headers = await response!.allHeaders();
    expectCommonHeaders(headers);
    expect(headers["x-frame-options"]).toBe("DENY");

    // Framing is refused by a header (browsers ignore frame-ancestors in a <meta>); scripts are
    // allowed by Astro's per-page policy: own files and the page's inline scripts by hash.
    expect(directives(headers["content-security-policy"]!.split(",").at(-1)!).get("frame-ancestors")).toEqual([
      "'none'",
    ]);
    const policies = await pagePolicies(response!);
    const policy = policies.find((candidate) => candidate.has("script-src"))!;
    expect(policy.get("default-src")).toEqual(["'self'"]);
    const scripts = policy.get("script-src")!;
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((source) => source !== "'self'").every((source) => /^'sha256-[\w+/=]+'$/.test(source))).toBe(
      true,
    );

    // The page where the visit ends (the admin moves on to the sign-in page), loaded, with its
    // live parts asked for; then the visitor uses it a little, and every island that gesture
    // starts has hydrated before the reports are read.
    const final = FINAL_PATH[pathname] ?? pathname;
    await page.waitForURL((url) => url.pathname === final);
    await page.waitForLoadState("networkidle");
    await page.mouse.move(2, 2);
    await page.mouse.wheel(0, 2000);
    await expect(page.locator(`${STARTED_ISLANDS}[ssr]`)).toHaveCount(0);
    expect(await violations.reported()).toEqual([]);
  });
}

test("the admin, signed in, breaks none of its policy @netlify", async ({ page, context, baseURL }) => {
  // Netlify's local runtime answers each function call in seconds on a busy machine.
  if (E2E_ARTIFACT === "netlify") test.slow();
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.77.0.1" });
  const violations = await watchViolations(page);
  const signIn = await page.request.post("/api/auth/signin", {
    data: E2E_ADMIN,
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(signIn.status()).toBe(200);
  // Every screen is the same shell under the same policy: on Netlify's runtime, which answers each
  // call in seconds, the dashboard shows the function's policy holds; the other screens' own code
  // is checked on `npm start`'s.
  const screens = ["/admin", "/admin/projects", "/admin/blog", "/admin/resume"];
  for (const screen of E2E_ARTIFACT === "netlify" ? screens.slice(0, 1) : screens) {
    await page.goto(screen);
    await expect(page.locator("#admin-main h1")).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(await violations.reported()).toEqual([]);
});

test("no spelling of a page's path reaches it without its headers, and _headers is never served @netlify", async ({
  request,
}) => {
  // Netlify's local runtime retries each 404 five times: the requests are made side by side.
  if (E2E_ARTIFACT === "netlify") test.slow();
  const pages = [
    ["/%2Fauth/", "/auth/"],
    ["/%2Fguestbook/", "/guestbook/"],
    ["/index.html", "/"],
    ["/auth/index.html", "/auth/"],
  ] as const;
  const hidden = ["/_headers", "/%2F_headers"];
  const answers = new Map(
    await Promise.all(
      [...pages.map(([spelling]) => spelling), ...hidden].map(
        async (spelling) => [spelling, await request.get(spelling, { maxRedirects: 0 })] as const,
      ),
    ),
  );
  for (const [spelling, canonical] of pages) {
    const response = answers.get(spelling)!;
    const headers = response.headers();
    if (response.status() === 301) {
      expect(new URL(headers["location"]!, "http://site").pathname, spelling).toBe(canonical);
    } else {
      // A host that answers the spelling itself (the page, or its 404 page) sends the headers with it.
      expect([200, 404], spelling).toContain(response.status());
      expect(headers["x-frame-options"], spelling).toBe("DENY");
      expect(headers["content-security-policy"], spelling).toContain("frame-ancestors 'none'");
    }
  }
  for (const spelling of hidden) {
    const response = answers.get(spelling)!;
    expect(response.status(), spelling).not.toBe(200);
    expect(await response.text(), spelling).not.toContain("Strict-Transport-Security:");
  }
});

test("TRACE and TRACK are refused with 405 by npm start's server", async ({ request }) => {
  // Netlify's CDN answers these itself; its local runtime (netlify serve) is not the product.
  test.skip(E2E_ARTIFACT === "netlify", "npm start's static host");
  for (const method of ["TRACE", "TRACK"]) {
    for (const pathname of ["/", "/auth/"]) {
      const response = await request.fetch(pathname, { method });
      expect(response.status(), `${method} ${pathname}`).toBe(405);
    }
  }
});

test("API answers and stored files carry their own policies @netlify", async ({ request }) => {
  const api = await request.get("/api/projects");
  expectCommonHeaders(api.headers());
  expect(api.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");

  // The stable resume address leads to the active version, which the site's own preview may frame.
  const resume = await request.get("/resume.pdf", { maxRedirects: 0 });
  expect(resume.status()).toBe(302);
  // A same-site redirect is a path on the site, whatever address the site answers on.
  const location = resume.headers()["location"]!;
  expect(location).toMatch(/^\/storage\/v1\/object\/public\/documents\/.+\.pdf$/);
  const file = await request.get(location);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expectCommonHeaders(file.headers());
  expect(file.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'self'");
  expect(file.headers()["x-frame-options"]).toBe("SAMEORIGIN");
});

test("a form-encoded or plain-text write without Origin gets the API's own JSON answer @netlify", async ({
  request,
}) => {
  for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
    const contact = await request.post("/api/contact", {
      headers: { "content-type": contentType, "x-forwarded-for": "10.77.0.1" },
      data: "name=Ada",
    });
    expect(contact.status(), contentType).toBe(415);
    expect(await contact.json()).toEqual({ error: "Content-Type must be application/json" });
    // Netlify's local runtime takes a function's 403 for a missing file and retries the path as
    // `…/index.htm`, ending on the 404 page; the function's own 403 is in its log, and Netlify's
    // CDN passes it through. So the admin's answer is checked on `npm start`.
    if (E2E_ARTIFACT === "netlify") continue;
    const admin = await request.post("/api/admin/skills", { headers: { "content-type": contentType }, data: "a=1" });
    expect(admin.status(), contentType).toBe(403);
    expect(await admin.json()).toEqual({ error: "Cross-site request refused" });
  }
});

test("every prebuilt page is valid HTML (the Nu HTML Checker finds no error)", async () => {
  test.setTimeout(120_000);
  expect(await htmlErrors(E2E_CLIENT_DIR)).toEqual([]);
});

test("no server secret is in any file the build sends to browsers", async () => {
  const entries = await readdir(E2E_CLIENT_DIR, { recursive: true, withFileTypes: true });
  const textFiles = entries.filter(
    (entry) => entry.isFile() && /\.(html|js|mjs|css|json|xml|txt|map)$/.test(entry.name),
  );
  expect(textFiles.length).toBeGreaterThan(10);
  const forbidden: Array<[string, RegExp]> = [
    ["the admin's password", new RegExp(E2E_ADMIN.password.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))],
    ["CLIENT_HASH_SECRET", new RegExp(E2E_SECRETS.CLIENT_HASH_SECRET)],
    ["AUTH_JWT_SECRET", new RegExp(E2E_SECRETS.AUTH_JWT_SECRET)],
    ["a database URL with credentials", /postgres(?:ql)?:\/\/[^\s"'`]*:[^\s"'`]*@/],
    ["a signed token (JWT)", /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/],
    ["the service role key's name with a value", /SUPABASE_SERVICE_ROLE_KEY\s*[:=]\s*["'`][^"'`]+/],
  ];
  const found: string[] = [];
  for (const entry of textFiles) {
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, "utf8");
    for (const [what, pattern] of forbidden) if (pattern.test(text)) found.push(`${what} in ${file}`);
  }
  expect(found).toEqual([]);
});
