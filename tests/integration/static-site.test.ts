import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import zlib from "node:zlib";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { headersFile } from "../../src/integrations/headers-file";
import { canonicalPathname, headersFor, StaticSite } from "../../src/server/hosting/static-site";

/**
 * `npm start`'s static host: files of the live build with their `_headers`, whatever the spelling
 * of the path, the precompressed copies the build wrote, and the atomic swap to a new build while
 * requests keep arriving (each answered wholly by one build, never an error).
 */
let root: string;
let site: StaticSite;
let server: http.Server;
let base: string;

const PAGE = "<!doctype html><title>Old</title><h1>Old</h1>";

async function writeBuild(name: string, title: string, extra: Record<string, string | Buffer> = {}): Promise<string> {
  const clientDir = path.join(root, name, "client");
  const files: Record<string, string | Buffer> = {
    "index.html": `<!doctype html><title>${title}</title><h1>${title}</h1>`,
    "blog/index.html": `<h1>${title} blog</h1>`,
    _headers: headersFile({
      "/*": { "X-Content-Type-Options": "nosniff", "X-Build": title },
      "/": { "X-Page": "yes" },
      "/blog/*": { "X-Page": "yes" },
      "/_img/*": { "Cache-Control": "public, max-age=31536000, immutable" },
    }),
    ...extra,
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), content);
  }
  return clientDir;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "static-site-"));
  const initial = await writeBuild("dist", "Old", {
    "_astro/app.old.js": "console.log('old')",
    "_img/photo.webp": "not really a webp",
    // The precompressed copies the build writes (src/integrations/precompress.ts).
    "index.html.br": zlib.brotliCompressSync(PAGE),
    "index.html.gz": zlib.gzipSync(PAGE),
  });
  await mkdir(path.join(root, "builds", "left-over"), { recursive: true });
  site = await StaticSite.open(
    { id: "initial", clientDir: initial, builtAt: new Date().toISOString() },
    path.join(root, "builds"),
  );
  server = http.createServer((req, res) => {
    if (!site.handle(req, res)) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("passed on");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
});

describe("static site host", () => {
  it("removes left-over rebuilds when it starts", async () => {
    expect(await readdir(path.join(root, "builds"))).toEqual([]);
  });

  it("serves pages and folders' index.html with the build's headers and revalidation", async () => {
    for (const url of ["/", "/blog", "/blog/"]) {
      const response = await fetch(base + url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html;charset=utf-8");
      expect(response.headers.get("x-build")).toBe("Old");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
    const asset = await fetch(`${base}/_astro/app.old.js`);
    // A rule applies where its path matches; every file gets the site-wide rule.
    expect(asset.headers.get("x-page")).toBeNull();
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetch(`${base}/blog/`)).headers.get("x-page")).toBe("yes");
    // Astro's content-hashed assets are kept for a year, as the Netlify adapter declares them;
    // the build's own hashed images by their _headers rule.
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toBe("text/javascript");
    expect((await fetch(`${base}/_img/photo.webp`)).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("answers a matching ETag with 304 and HEAD without a body", async () => {
    const first = await fetch(`${base}/`);
    const etag = first.headers.get("etag")!;
    expect((await fetch(`${base}/`, { headers: { "if-none-match": etag } })).status).toBe(304);
    const head = await fetch(`${base}/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("sends the build's precompressed copies to clients that accept them, else the file itself", async () => {
    const raw = (url: string, acceptEncoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = http.get(base + url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
        request.on("error", reject);
        request.on("response", (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        });
      });

    const brotli = await raw("/", "gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(PAGE);
    expect(brotli.headers["x-build"]).toBe("Old");

    const gzip = await raw("/", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);
    // Each encoding is its own representation for caches.
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag);

    const plain = await raw("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);

    const image = await raw("/_img/photo.webp", "br");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.toString()).toBe("not really a webp");
  });

  it("redirects every other spelling of a path to its one spelling, with the path's headers", async () => {
    const cases: Array<[string, string]> = [
      ["/%2Fblog/", "/blog/"],
      ["//blog/", "/blog/"],
      ["/index.html", "/"],
      ["/blog/index.html?x=1", "/blog/?x=1"],
      ["/x/../blog/", "/blog/"],
      ["/%2e%2e/%2e%2e/blog/", "/blog/"],
    ];
    for (const [url, location] of cases) {
      const response = await rawRequest(url);
      expect(response.status, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
    expect(canonicalPathname("/a//b/./c/../index.html")).toBe("/a/b/");
  });

  it("passes on what is not a file of the build: API, unknown paths, POST, configuration, escapes", async () => {
    for (const url of [
      "/api/projects",
      "/nope",
      "/_headers",
      "/%2F_headers",
      "/index.html.br",
      "/%E0%A4%A",
      "/a%00b",
    ]) {
      const response = await rawRequest(url);
      expect(response.body, url).toBe("passed on");
    }
    expect(await (await fetch(`${base}/`, { method: "POST" })).text()).toBe("passed on");
  });

  it("refuses to publish an incomplete build and keeps the live one", async () => {
    const broken = path.join(root, "builds", "broken", "client");
    await mkdir(broken, { recursive: true });
    await expect(site.publish({ id: "broken", clientDir: broken, builtAt: "" })).rejects.toThrow(
      /not a complete build/,
    );
    expect(site.live().id).toBe("initial");
  });

  it("swaps builds atomically: requests during the swap get the old or the new page, never an error", async () => {
    const next = await writeBuild(path.join("builds", "build-2"), "New");
    const seen = new Set<string>();
    let oldAnswered = () => {};
    const underWay = new Promise<void>((resolve) => (oldAnswered = resolve));
    // Requests keep arriving, eight at a time, until both builds have answered: the old one before
    // the swap, the new one after it. However slow the machine, the swap happens while they arrive.
    const deadline = Date.now() + 30_000;
    const load = (async () => {
      while (!(seen.has("Old") && seen.has("New"))) {
        if (Date.now() > deadline) throw new Error(`only ${[...seen].join(" and ")} answered within 30 s`);
        const responses = await Promise.all(Array.from({ length: 8 }, () => fetch(`${base}/`)));
        for (const response of responses) {
          expect(response.status).toBe(200);
          const body = await response.text();
          expect(body === PAGE || body.includes("<h1>New</h1>")).toBe(true);
          seen.add(response.headers.get("x-build")!);
        }
        if (seen.has("Old")) oldAnswered();
      }
    })();
    // The swap starts once the requests are under way and the old build has answered them.
    await Promise.race([underWay, load]);
    await site.publish({ id: "build-2", clientDir: next, builtAt: new Date().toISOString() });
    await load;

    expect(seen).toEqual(new Set(["Old", "New"]));
    expect(site.live().id).toBe("build-2");
    expect(await (await fetch(`${base}/blog`)).text()).toBe("<h1>New blog</h1>");
    // A page still open from the old build can load that build's hashed scripts.
    expect((await fetch(`${base}/_astro/app.old.js`)).status).toBe(200);
  });

  it("keeps only the live build and the one before it", async () => {
    const third = await writeBuild(path.join("builds", "build-3"), "Third");
    await site.publish({ id: "build-3", clientDir: third, builtAt: new Date().toISOString() });
    const fourth = await writeBuild(path.join("builds", "build-4"), "Fourth");
    await site.publish({ id: "build-4", clientDir: fourth, builtAt: new Date().toISOString() });
    expect((await readdir(path.join(root, "builds"))).sort()).toEqual(["build-3", "build-4"]);
  });

  it("reads _headers with Netlify's parser and applies every rule that matches, as Netlify does", async () => {
    const file = path.join(root, "rules");
    await writeFile(
      file,
      "# comment\n/*\n  A: 1\n\n/blog/*\n  Content-Security-Policy: a 'b'; c: d\n/\n  Home: yes\n  A: 2\n",
    );
    const { headers } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
    const rules = headers as Header[];
    expect(headersFor(rules, "/_astro/x.js")).toEqual({ A: "1" });
    // A folder's splat covers the folder itself, as on Netlify.
    for (const pathname of ["/blog", "/blog/", "/blog/post/"]) {
      expect(headersFor(rules, pathname)).toEqual({ A: "1", "Content-Security-Policy": "a 'b'; c: d" });
    }
    // Two rules naming one header: Netlify sends both values.
    expect(headersFor(rules, "/")).toEqual({ A: "1, 2", Home: "yes" });
    expect(headersFor(rules, "/about/")).toEqual({ A: "1" });
  });
});

/** A GET with the path exactly as written (fetch would normalise dot segments). */
function rawRequest(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: new URL(base).port, path: url });
    request.on("error", reject);
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
  });
}
