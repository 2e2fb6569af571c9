import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { draftPost, draftProject } from "./support/site";

/**
 * Drafts never reach visitors: not in any built file (pages, feeds, sitemap, data), and not
 * served under their own URL.
 */
const port = Number(process.env.E2E_PORT ?? 4329);
const builtSite = path.resolve(`.e2e/dist-${port}/client`);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    ),
  );
  return nested.flat();
}

test.describe("drafts", () => {
  test("appear in no built file", async () => {
    const files = (await filesUnder(builtSite)).filter((file) => /\.(html|xml|json|js|txt)$/.test(file));
    expect(files.length).toBeGreaterThan(5);
    const leaks: string[] = [];
    for (const file of files) {
      const text = await readFile(file, "utf8");
      for (const needle of [draftProject.slug, draftProject.title, draftPost.slug, draftPost.title]) {
        if (text.includes(needle)) leaks.push(`${path.relative(builtSite, file)}: ${needle}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  test("have no page of their own", async ({ request }) => {
    expect((await request.get(`/projects/${draftProject.slug}`)).status()).toBe(404);
    expect((await request.get(`/blog/${draftPost.slug}`)).status()).toBe(404);
  });
});
