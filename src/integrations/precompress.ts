import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { AstroIntegration } from "astro";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files and WebAssembly are worth compressing; images, PDFs and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest|wasm)$/;

/**
 * Brotli's quality: the highest for the content-hashed scripts and styles (`_astro/`: few, built
 * once, kept by browsers for a year), a fast one for pages (every page again on each publish:
 * quality 11 takes about 25 times as long as 7 for about 10% fewer bytes), and for the 3D
 * viewer's CAD reader (several megabytes of WebAssembly, for which 11 would take half a minute).
 */
const quality = (file: string) => (file.includes(`${path.sep}_astro${path.sep}`) && !file.endsWith(".wasm") ? 11 : 7);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, which
 * `npm start`'s static host sends to browsers that accept them, as Netlify's CDN compresses its
 * files. Only for the Node build: Netlify compresses by itself. The copies are kept in the build
 * cache by their content's SHA-256: a rebuild, in which most files are what they were, compresses
 * only what changed (the cache keeps what the last build used).
 */
export function precompress(): AstroIntegration {
  let cacheDir: string | null = null;
  return {
    name: "portfolio:precompress",
    hooks: {
      "astro:config:done": ({ config }) => {
        cacheDir = path.join(fileURLToPath(config.cacheDir), "precompressed");
      },
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { withFileTypes: true, recursive: true });
        const files = entries
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name));
        const started = performance.now();
        const used = new Set<string>();
        let reused = 0;
        if (cacheDir) await mkdir(cacheDir, { recursive: true });
        // zlib's asynchronous calls run on libuv's thread pool: all cores, a few files at a time.
        for (let i = 0; i < files.length; i += 16) {
          await Promise.all(
            files.slice(i, i + 16).map(async (file) => {
              const content = await readFile(file);
              const key = `${createHash("sha256").update(content).digest("hex")}-q${quality(file)}`;
              used.add(`${key}.br`).add(`${key}.gz`);
              const cached = cacheDir && path.join(cacheDir, key);
              if (cached && (await copyCached(cached, file))) {
                reused += 1;
                return;
              }
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: quality(file),
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
              if (cached) await Promise.all([writeAtomically(`${cached}.br`, br), writeAtomically(`${cached}.gz`, gz)]);
            }),
          );
        }
        if (cacheDir) {
          const stale = (await readdir(cacheDir)).filter((name) => !used.has(name) && !name.endsWith(".tmp"));
          await Promise.all(stale.map((name) => rm(path.join(cacheDir!, name), { force: true })));
        }
        const ms = Math.round(performance.now() - started);
        logger.info(`${files.length} files compressed in ${ms} ms (${reused} unchanged, from the cache)`);
      },
    },
  };
}

/** Copies a cached pair beside `file`; false when the cache has not both. */
async function copyCached(cached: string, file: string): Promise<boolean> {
  try {
    await Promise.all([copyFile(`${cached}.br`, `${file}.br`), copyFile(`${cached}.gz`, `${file}.gz`)]);
    return true;
  } catch {
    return false;
  }
}

/** Whole or not at all, for a build that reads the cache at the same time. */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}
