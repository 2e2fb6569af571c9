import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompress } from "../../src/integrations/precompress";

/** The build's hook, run as Astro runs it, over a folder of files; answers what it logged. */
async function build(root: string, cache: string): Promise<string> {
  const integration = precompress();
  const hooks = integration.hooks as Record<string, (options: unknown) => unknown>;
  await hooks["astro:config:done"]!({ config: { cacheDir: pathToFileURL(`${cache}/`) } });
  const lines: string[] = [];
  await hooks["astro:build:done"]!({
    dir: pathToFileURL(`${root}/`),
    logger: { info: (line: string) => lines.push(line) },
  });
  return lines.join("\n");
}

const temporary: string[] = [];
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("the build's precompressed copies", () => {
  it("are compressed again only for the files that changed since the last build", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "precompress-"));
    const cache = `${root}-cache`;
    temporary.push(root, cache);
    await writeFile(path.join(root, "index.html"), "<h1>Home</h1>".repeat(200));
    await writeFile(path.join(root, "about.html"), "<h1>About</h1>".repeat(200));
    expect(await build(root, cache)).toMatch(/^2 files compressed in \d+ ms \(0 unchanged, from the cache\)$/);

    await writeFile(path.join(root, "about.html"), "<h1>About me</h1>".repeat(200));
    expect(await build(root, cache)).toMatch(/^2 files compressed in \d+ ms \(1 unchanged, from the cache\)$/);
    // Each copy is the file it sits beside, whether compressed now or taken from the cache.
    for (const page of ["index.html", "about.html"]) {
      const original = await readFile(path.join(root, page));
      expect(zlib.brotliDecompressSync(await readFile(path.join(root, `${page}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(await readFile(path.join(root, `${page}.gz`)))).toEqual(original);
    }
    // The cache keeps only what the last build used: two files, two copies each.
    expect(await readdir(path.join(cache, "precompressed"))).toHaveLength(4);
  });
});
