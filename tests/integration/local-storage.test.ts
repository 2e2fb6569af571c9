import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "../../src/pages/storage/v1/object/public/[bucket]/[...path]";
import type { ServerContext } from "../../src/server/context";
import type { LocalStorage } from "../../src/server/storage/local-storage";
import { StorageError } from "../../src/server/storage/types";
import { DOCUMENTS_BUCKET } from "../../src/lib/storage-paths";
import { createCallers, type Callers } from "../support/database";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";

const PDF = new TextEncoder().encode("%PDF-1.4\n% test file\n%%EOF\n");
let ctx: ServerContext;
let storage: LocalStorage;
let callers: Callers;

function serve(bucket: string, objectPath: string, method = "GET", query = ""): Promise<Response> {
  const request = new Request(`http://localhost/storage/v1/object/public/${bucket}/${objectPath}${query}`, { method });
  return GET({ params: { bucket, path: objectPath }, request } as never) as Promise<Response>;
}

describe("local storage provider", () => {
  beforeAll(async () => {
    ctx = await useEmbeddedContext({ seed: false });
    storage = ctx.storage as LocalStorage;
    callers = await createCallers(ctx.db);
  });
  afterAll(() => closeEmbeddedContext());

  it("stores an admin's upload on disk and records it in storage.objects", async () => {
    await storage.upload({ claims: callers.admin }, DOCUMENTS_BUCKET, "resumes/1-cv.pdf", PDF, {
      contentType: "application/pdf",
      cacheControl: 3600,
    });
    const file = path.join(storage.root, DOCUMENTS_BUCKET, "resumes", "1-cv.pdf");
    expect(readFileSync(file)).toEqual(Buffer.from(PDF));
    const rows = await ctx.db.asServiceRole((sql) =>
      sql.query<{ owner: string; metadata: { mimetype: string; size: number } }>(
        "select owner, metadata from storage.objects where bucket_id = 'documents' and name = 'resumes/1-cv.pdf'",
      ),
    );
    expect(rows[0]).toEqual({
      owner: callers.adminId,
      metadata: expect.objectContaining({ mimetype: "application/pdf", size: PDF.byteLength }),
    });
  });

  it("refuses uploads by visitors and by signed-in users without the role, leaving no file", async () => {
    for (const claims of [callers.anon, callers.user]) {
      const attempt = storage.upload({ claims }, DOCUMENTS_BUCKET, "resumes/evil.pdf", PDF, {
        contentType: "application/pdf",
      });
      await expect(attempt).rejects.toMatchObject({ status: 403 });
    }
    expect(existsSync(path.join(storage.root, DOCUMENTS_BUCKET, "resumes", "evil.pdf"))).toBe(false);
  });

  it("does not overwrite an existing object unless asked to", async () => {
    await expect(
      storage.upload({ claims: callers.admin }, DOCUMENTS_BUCKET, "resumes/1-cv.pdf", new Uint8Array([1]), {
        contentType: "application/pdf",
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(readFileSync(path.join(storage.root, DOCUMENTS_BUCKET, "resumes", "1-cv.pdf"))).toEqual(Buffer.from(PDF));
  });

  it("refuses object paths that try to leave the bucket", async () => {
    for (const bad of ["../escape.pdf", "a/../../escape.pdf", "/abs.pdf", "a//b.pdf", "a\\b.pdf"]) {
      await expect(
        storage.upload({ claims: callers.admin }, DOCUMENTS_BUCKET, bad, PDF, { contentType: "application/pdf" }),
      ).rejects.toBeInstanceOf(StorageError);
    }
  });

  it("serves stored files at /storage/v1/object/public/documents/… with their content type", async () => {
    const response = await serve(DOCUMENTS_BUCKET, "resumes/1-cv.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    expect(storage.publicUrl(DOCUMENTS_BUCKET, "resumes/1-cv.pdf")).toBe(
      "/storage/v1/object/public/documents/resumes/1-cv.pdf",
    );
  });

  it("sends a file as an attachment under the name asked with ?download= (as Supabase Storage does)", async () => {
    const url = storage.publicUrl(DOCUMENTS_BUCKET, "resumes/1-cv.pdf", "Résumé – Alex.pdf");
    expect(url).toBe(
      "/storage/v1/object/public/documents/resumes/1-cv.pdf?download=R%C3%A9sum%C3%A9+%E2%80%93+Alex.pdf",
    );
    const response = await serve(DOCUMENTS_BUCKET, "resumes/1-cv.pdf", "GET", url.slice(url.indexOf("?")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="R?sum? ? Alex.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%80%93%20Alex.pdf`,
    );
    // Without it, a PDF is shown.
    expect((await serve(DOCUMENTS_BUCKET, "resumes/1-cv.pdf")).headers.get("content-disposition")).toMatch(/^inline; /);
  });

  it("answers 404 for missing files, other buckets and traversal attempts", async () => {
    expect((await serve(DOCUMENTS_BUCKET, "resumes/missing.pdf")).status).toBe(404);
    expect((await serve("private", "resumes/1-cv.pdf")).status).toBe(404);
    expect((await serve(DOCUMENTS_BUCKET, "../db/embedded.lock")).status).toBe(404);
  });

  it("removes the file and its record for an admin, and nothing for a visitor", async () => {
    await storage.remove({ claims: callers.anon }, DOCUMENTS_BUCKET, ["resumes/1-cv.pdf"]);
    expect((await serve(DOCUMENTS_BUCKET, "resumes/1-cv.pdf")).status).toBe(200);
    await storage.remove({ claims: callers.admin }, DOCUMENTS_BUCKET, ["resumes/1-cv.pdf"]);
    expect((await serve(DOCUMENTS_BUCKET, "resumes/1-cv.pdf")).status).toBe(404);
  });
});
