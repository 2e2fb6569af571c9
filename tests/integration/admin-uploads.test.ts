/**
 * Uploads end to end through the real local storage: a signed target from POST /api/admin/uploads,
 * the bytes through PUT /api/admin/uploads/{token} into the private `uploads` bucket, then the
 * record (resume/portfolio versions, project files) checked against what was really stored, which
 * moves the file to the public `documents` bucket. Real PDFs, a fake PDF, 10 MB + 1 byte,
 * expired and tampered tokens, concurrent version numbering, 'Set Active' and deletions.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as serveStorage } from "../../src/pages/storage/v1/object/public/[bucket]/[...path]";
import type { DocumentVersion, ListedProjectFile, Project, ProjectFile } from "../../src/lib/entities";
import sharp from "sharp";
import { DOCUMENTS_BUCKET, UPLOADS_BUCKET } from "../../src/lib/storage-paths";
import { MAX_UPLOAD_BYTES } from "../../src/lib/validation/admin-forms";
import * as fileHandlers from "../../src/server/admin/files";
import type { AdminActor, AdminDeps } from "../../src/server/admin/http";
import * as uploadHandlers from "../../src/server/admin/uploads";
import type { ServerContext } from "../../src/server/context";
import { UPLOAD_TOKEN_ERRORS, type LocalStorage } from "../../src/server/storage/local-storage";
import { SupabaseStorage } from "../../src/server/storage/supabase-storage";
import { projectPath } from "../../src/server/paths";
import {
  adminDepsOf,
  adminRequest,
  bodyOf,
  countRows,
  createAdminCallers,
  lastRebuildId,
  rebuildsSince,
  stored,
  type AdminCallers,
} from "../support/admin";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { answered } from "../support/pipeline";
import { parse as parseContentDisposition } from "content-disposition";

const files = answered(fileHandlers);
const { createUpload, receiveUpload } = answered(uploadHandlers);

let server: ServerContext;
let deps: AdminDeps;
let storage: LocalStorage;
let callers: AdminCallers;

/** A real PDF from the demo media. */
const REAL_PDF = new Uint8Array(readFileSync(projectPath("supabase/seed/media/demo/resume.pdf")));
const FAKE_PDF = new TextEncoder().encode("<html>not a pdf at all</html>");

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = adminDepsOf(server);
  storage = server.storage as LocalStorage;
  callers = await createAdminCallers(server);
  await stored(
    server,
    `insert into public.projects_dynamic (slug, title, category, image, overview, role, challenge, approach, outcome)
     values ('upload-project', 'Upload project', 'Robotics', '/storage/v1/object/public/documents/a.webp',
             'An overview text.', 'r', 'c', 'a', 'o')`,
  );
});
afterAll(() => closeEmbeddedContext());

interface Target {
  uploadUrl: string;
  method: string;
  headers: Record<string, string>;
  storagePath: string;
}

async function target(body: Record<string, unknown>, admin: AdminActor = callers.owner): Promise<Response> {
  return createUpload(adminRequest("/api/admin/uploads", { body }), admin, deps);
}

async function issued(body: Record<string, unknown>): Promise<Target> {
  const response = await target(body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return bodyOf<Target>(response);
}

function put(
  t: Pick<Target, "uploadUrl" | "headers">,
  bytes: Uint8Array | ReadableStream,
  admin: AdminActor = callers.owner,
) {
  const token = t.uploadUrl.split("/").pop()!;
  return receiveUpload(
    adminRequest(t.uploadUrl, { method: "PUT", raw: bytes as BodyInit, headers: t.headers }),
    admin,
    deps,
    decodeURIComponent(token),
  );
}

/** Target, then bytes: the browser's part of an upload. Returns the storage path. */
async function uploaded(purpose: string, fileName: string, bytes: Uint8Array, extra: Record<string, unknown> = {}) {
  const t = await issued({
    purpose,
    file_name: fileName,
    file_size: bytes.byteLength,
    mime_type: purpose === "project-file" ? "" : "application/pdf",
    ...extra,
  });
  const response = await put(t, bytes);
  expect(response.status).toBe(200);
  expect(await bodyOf(response)).toEqual({ storagePath: t.storagePath });
  return t.storagePath;
}

/** A recorded (public) file on disk, and a staged one (sent, not yet recorded). */
const fileOnDisk = (objectPath: string) => path.join(storage.root, DOCUMENTS_BUCKET, ...objectPath.split("/"));
const stagedOnDisk = (objectPath: string) => path.join(storage.root, UPLOADS_BUCKET, ...objectPath.split("/"));
const objectRecords = (objectPath: string, bucket = DOCUMENTS_BUCKET) =>
  countRows(server, "storage.objects", "bucket_id = $1 and name = $2", [bucket, objectPath]);
const serve = (objectPath: string) =>
  serveStorage({
    params: { bucket: DOCUMENTS_BUCKET, path: objectPath },
    request: new Request(`http://localhost/storage/v1/object/public/documents/${objectPath}`),
  } as never);

function record(kind: string, body: Record<string, unknown>) {
  return files.addDocumentVersion(adminRequest(`/api/admin/documents/${kind}`, { body }), callers.owner, deps, kind);
}

describe("POST /api/admin/uploads", () => {
  it("issues a local signed target under resumes/{timestamp}-{safe name}, typed as PDF", async () => {
    const t = await issued({
      purpose: "resume",
      file_name: "My CV (final).pdf",
      file_size: 1234,
      mime_type: "application/pdf",
    });
    expect(t.method).toBe("PUT");
    expect(t.uploadUrl).toMatch(/^\/api\/admin\/uploads\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(t.headers).toEqual({ "content-type": "application/pdf" });
    expect(t.storagePath).toMatch(/^resumes\/\d{13}\/My-CV-final-\.pdf$|^resumes\/\d{13}\/My-CV-final\.pdf$/);
    const portfolio = await issued({
      purpose: "portfolio",
      file_name: "p.pdf",
      file_size: 1,
      mime_type: "application/pdf",
    });
    expect(portfolio.storagePath).toMatch(/^portfolios\/\d{13}\/p\.pdf$/);
    const projectFile = await issued({
      purpose: "project-file",
      file_name: "gear box.step",
      file_size: 10,
      mime_type: "",
      project_slug: "upload-project",
    });
    expect(projectFile.storagePath).toMatch(/^project-files\/upload-project\/\d{13}\/gear-box\.step$/);
    expect(projectFile.headers["content-type"]).toBe("model/step");
  });

  it.each([
    [{ purpose: "resume", file_name: "", file_size: 1, mime_type: "application/pdf" }, "Please select a file"],
    [{ purpose: "resume", file_name: "cv.docx", file_size: 1, mime_type: "application/msword" }, "PDF only"],
    [
      { purpose: "resume", file_name: "cv.pdf", file_size: MAX_UPLOAD_BYTES + 1, mime_type: "application/pdf" },
      "File must be less than 10MB",
    ],
    [{ purpose: "project-file", file_name: "a.zip", file_size: 1 }, "Please select a file and enter a project slug"],
    [
      { purpose: "project-file", file_name: "", file_size: 1, project_slug: "upload-project" },
      "Please select a file and enter a project slug",
    ],
    [{ purpose: "project-file", file_name: "a.zip", file_size: 1, project_slug: "Bad Slug" }, "Invalid project slug"],
    [
      { purpose: "project-file", file_name: "a.zip", file_size: MAX_UPLOAD_BYTES + 1, project_slug: "upload-project" },
      "File must be less than 10MB",
    ],
    [
      { purpose: "avatar", file_name: "a.png", file_size: 1 },
      "Upload purpose must be resume, portfolio, project-file or image",
    ],
  ])("refuses %o with 400 and %s", async (body, message) => {
    const response = await target(body);
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: message });
  });

  it("answers 503 with Retry-After when file storage cannot be reached", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // Supabase Storage at an address where nothing answers (port 9 on this machine).
      const unreachable = new SupabaseStorage({ url: "http://127.0.0.1:9", anonKey: "anon-key".padEnd(40, "a") });
      const response = await createUpload(
        adminRequest("/api/admin/uploads", {
          body: { purpose: "resume", file_name: "cv.pdf", file_size: 10, mime_type: "application/pdf" },
        }),
        callers.owner,
        { ...deps, storage: unreachable },
      );
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await bodyOf(response)).toEqual({
        error: "File storage cannot be reached right now. Please try again in a few minutes.",
      });
    } finally {
      errors.mockRestore();
    }
  });

  it("gives a user without the role no target (the storage policies refuse them)", async () => {
    const response = await target(
      { purpose: "resume", file_name: "x.pdf", file_size: 10, mime_type: "application/pdf" },
      callers.stranger,
    );
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toEqual({ error: "Permission denied" });
  });
});

describe("PUT /api/admin/uploads/{token}", () => {
  it("stores exactly the bytes sent, at the token's path and type, unlisted, and never overwrites", async () => {
    const t = await issued({
      purpose: "resume",
      file_name: "cv.pdf",
      file_size: REAL_PDF.byteLength,
      mime_type: "application/pdf",
    });
    expect((await put(t, REAL_PDF)).status).toBe(200);
    expect(new Uint8Array(readFileSync(stagedOnDisk(t.storagePath)))).toEqual(REAL_PDF);
    const [meta] = await stored<{ metadata: { mimetype: string; size: number } }>(
      server,
      "select metadata from storage.objects where bucket_id = 'uploads' and name = $1",
      [t.storagePath],
    );
    expect(meta!.metadata).toMatchObject({ mimetype: "application/pdf", size: REAL_PDF.byteLength });
    // Not public until recorded.
    expect((await serve(t.storagePath)).status).toBe(404);
    expect(existsSync(fileOnDisk(t.storagePath))).toBe(false);

    const replay = await put(t, FAKE_PDF);
    expect(replay.status).toBe(409);
    expect(new Uint8Array(readFileSync(stagedOnDisk(t.storagePath)))).toEqual(REAL_PDF);
  });

  it("removes a file that was sent but never recorded once its target has expired, at the next upload", async () => {
    const forgotten = await uploaded("project-file", "forgotten.step", new Uint8Array([1, 2, 3]), {
      project_slug: "upload-project",
    });
    const fresh = await uploaded("resume", "fresh.pdf", REAL_PDF);
    // The forgotten file's target expired (15 minutes); the fresh one is still within its own.
    await stored(
      server,
      "update storage.objects set created_at = now() - interval '16 minutes' where bucket_id = 'uploads' and name = $1",
      [forgotten],
    );
    await issued({ purpose: "resume", file_name: "next.pdf", file_size: 10, mime_type: "application/pdf" });
    expect(existsSync(stagedOnDisk(forgotten))).toBe(false);
    expect(await objectRecords(forgotten, UPLOADS_BUCKET)).toBe(0);
    expect(existsSync(stagedOnDisk(fresh))).toBe(true);
    expect((await record("resume", { storagePath: fresh, file_name: "fresh.pdf" })).status).toBe(201);
  });

  it("refuses 10 MB + 1 byte with 413 and stores nothing, whether declared or streamed", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const declared = await issued({
      purpose: "resume",
      file_name: "big.pdf",
      file_size: 10,
      mime_type: "application/pdf",
    });
    const response = await put(declared, big);
    expect(response.status).toBe(413);
    expect(await bodyOf(response)).toEqual({ error: "File must be less than 10MB" });
    expect(existsSync(stagedOnDisk(declared.storagePath))).toBe(false);

    // No Content-Length: the cap holds while reading.
    const streamed = await issued({
      purpose: "resume",
      file_name: "big2.pdf",
      file_size: 10,
      mime_type: "application/pdf",
    });
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_UPLOAD_BYTES) return controller.close();
        const piece =
          sent + chunk.byteLength > MAX_UPLOAD_BYTES + 1 ? chunk.subarray(0, MAX_UPLOAD_BYTES + 1 - sent) : chunk;
        sent += piece.byteLength;
        controller.enqueue(piece);
      },
    });
    const streamedResponse = await put(streamed, stream);
    expect(streamedResponse.status).toBe(413);
    expect(existsSync(stagedOnDisk(streamed.storagePath))).toBe(false);
    expect(await objectRecords(streamed.storagePath, UPLOADS_BUCKET)).toBe(0);
  });

  it("accepts exactly 10 MB", async () => {
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set(new TextEncoder().encode("%PDF-1.7\n"));
    const objectPath = await uploaded("portfolio", "exact.pdf", exact);
    const response = await record("portfolio", { storagePath: objectPath, file_name: "exact.pdf" });
    expect(response.status).toBe(201);
    expect((await bodyOf<{ version: DocumentVersion }>(response)).version.file_size).toBe(MAX_UPLOAD_BYTES);
  });

  it("refuses an expired, a tampered and someone else's token with 403, storing nothing", async () => {
    const expired = await storage.createSignedUploadUrl(
      { claims: callers.admin },
      UPLOADS_BUCKET,
      "resumes/1-expired.pdf",
      {
        contentType: "application/pdf",
        maxBytes: MAX_UPLOAD_BYTES,
        expiresInSeconds: 0,
      },
    );
    const expiredResponse = await put({ uploadUrl: expired.url, headers: expired.headers }, REAL_PDF);
    expect(expiredResponse.status).toBe(403);
    expect(await bodyOf(expiredResponse)).toEqual({ error: UPLOAD_TOKEN_ERRORS.invalid });

    const genuine = await issued({
      purpose: "resume",
      file_name: "t.pdf",
      file_size: 10,
      mime_type: "application/pdf",
    });
    const [header, payload, mac] = genuine.uploadUrl.split("/").pop()!.split(".");
    const grant = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...grant, path: "resumes/1-forged.pdf", max: 10 ** 9 })).toString(
      "base64url",
    );
    const unsigned = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url");
    for (const token of [
      `${header}.${forged}.${mac}`,
      `${header}.${payload}.${mac!.slice(0, -2)}AA`,
      `${unsigned}.${forged}.`,
      `${header}.${payload}`,
      "garbage",
    ]) {
      const response = await put({ uploadUrl: `/api/admin/uploads/${token}`, headers: genuine.headers }, REAL_PDF);
      expect(response.status, token).toBe(403);
    }
    const stolen = await put(genuine, REAL_PDF, callers.stranger);
    expect(stolen.status).toBe(403);
    expect(existsSync(stagedOnDisk("resumes/1-forged.pdf"))).toBe(false);
    expect(existsSync(stagedOnDisk(genuine.storagePath))).toBe(false);
    expect(existsSync(stagedOnDisk("resumes/1-expired.pdf"))).toBe(false);
  });
});

describe("resume and portfolio versions", () => {
  it("records a real PDF as the next version, inactive, served at its public URL", async () => {
    const objectPath = await uploaded("resume", "Resume 2026.pdf", REAL_PDF);
    expect((await serve(objectPath)).status).toBe(404);
    const response = await record("resume", { storagePath: objectPath, file_name: "Resume 2026.pdf" });
    expect(response.status).toBe(201);
    const { version } = await bodyOf<{ version: DocumentVersion }>(response);
    expect(version).toMatchObject({
      file_name: "Resume 2026.pdf",
      storage_path: objectPath,
      file_path: `/storage/v1/object/public/documents/${objectPath}`,
      file_size: REAL_PDF.byteLength,
      mime_type: "application/pdf",
      is_active: false,
      uploaded_by: callers.adminId,
    });
    expect(version.version).toBeGreaterThanOrEqual(1);

    const served = await serveStorage({
      params: { bucket: DOCUMENTS_BUCKET, path: objectPath },
      request: new Request(`http://localhost${version.file_path}`),
    } as never);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(REAL_PDF);
    expect(existsSync(stagedOnDisk(objectPath))).toBe(false);
    expect(await objectRecords(objectPath, UPLOADS_BUCKET)).toBe(0);

    const list = await bodyOf<{ versions: DocumentVersion[] }>(
      await files.listDocumentVersions(adminRequest("/api/admin/documents/resume"), callers.owner, deps, "resume"),
    );
    expect(list.versions[0]!.id).toBe(version.id);
  });

  it("refuses a fake PDF (wrong first bytes) with 'PDF only' and removes the stored file", async () => {
    const objectPath = await uploaded("resume", "fake.pdf", FAKE_PDF);
    expect(existsSync(stagedOnDisk(objectPath))).toBe(true);
    const before = await countRows(server, "public.resume_files");
    const response = await record("resume", { storagePath: objectPath, file_name: "fake.pdf" });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: "PDF only" });
    expect(existsSync(stagedOnDisk(objectPath))).toBe(false);
    expect(existsSync(fileOnDisk(objectPath))).toBe(false);
    expect(await objectRecords(objectPath, UPLOADS_BUCKET)).toBe(0);
    expect(await objectRecords(objectPath)).toBe(0);
    expect(await countRows(server, "public.resume_files")).toBe(before);
  });

  it("refuses paths outside the kind's folder, and objects that were never uploaded", async () => {
    const portfolioPath = await uploaded("portfolio", "p.pdf", REAL_PDF);
    for (const storagePath of [portfolioPath, "resumes/../portfolios/x.pdf", "resumes/a/b.pdf", "/resumes/x.pdf", ""]) {
      const response = await record("resume", { storagePath, file_name: "x.pdf" });
      expect(response.status, storagePath).toBe(400);
    }
    const missing = await record("resume", { storagePath: "resumes/1/never-uploaded.pdf", file_name: "x.pdf" });
    expect(await bodyOf(missing)).toEqual({ error: files.FILE_ERRORS.missing });
    expect(existsSync(stagedOnDisk(portfolioPath))).toBe(true);
    expect((await record("cv", { storagePath: portfolioPath, file_name: "x.pdf" })).status).toBe(404);
  });

  it("refuses to record a file twice (it is no longer waiting), and keeps the file the first record points at", async () => {
    const objectPath = await uploaded("resume", "twice.pdf", REAL_PDF);
    expect((await record("resume", { storagePath: objectPath, file_name: "twice.pdf" })).status).toBe(201);
    const again = await record("resume", { storagePath: objectPath, file_name: "twice.pdf" });
    expect(again.status).toBe(400);
    expect(await bodyOf(again)).toEqual({ error: files.FILE_ERRORS.missing });
    expect(existsSync(fileOnDisk(objectPath))).toBe(true);
    expect(await countRows(server, "public.resume_files", "storage_path = $1", [objectPath])).toBe(1);
  });

  it("numbers concurrent uploads distinctly: highest + 1, no two alike", async () => {
    const paths = await Promise.all(
      Array.from({ length: 6 }, (_, i) => uploaded("portfolio", `concurrent-${i}.pdf`, REAL_PDF)),
    );
    const before = await stored<{ max: number | null }>(
      server,
      "select max(version) as max from public.portfolio_files",
    );
    const responses = await Promise.all(
      paths.map((storagePath, i) => record("portfolio", { storagePath, file_name: `concurrent-${i}.pdf` })),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 201));
    const versions = await Promise.all(
      responses.map(async (r) => (await bodyOf<{ version: DocumentVersion }>(r)).version.version),
    );
    const start = before[0]!.max ?? 0;
    expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: 6 }, (_, i) => start + i + 1));
  });

  it("'Set Active' leaves exactly one active version, records a rebuild, and changes nothing for an unknown id", async () => {
    const one = (
      await bodyOf<{ version: DocumentVersion }>(
        await record("resume", { storagePath: await uploaded("resume", "a1.pdf", REAL_PDF), file_name: "a1.pdf" }),
      )
    ).version;
    const two = (
      await bodyOf<{ version: DocumentVersion }>(
        await record("resume", { storagePath: await uploaded("resume", "a2.pdf", REAL_PDF), file_name: "a2.pdf" }),
      )
    ).version;
    const since = await lastRebuildId(server);
    const activate = (id: string) =>
      files.activateDocumentVersion(adminRequest("", { method: "POST", body: {} }), callers.owner, deps, "resume", id);

    const first = await activate(one.id);
    expect(first.status).toBe(200);
    expect((await bodyOf<{ version: DocumentVersion }>(first)).version).toMatchObject({ id: one.id, is_active: true });
    expect((await activate(two.id)).status).toBe(200);
    const active = await stored<{ id: string }>(server, "select id from public.resume_files where is_active");
    expect(active).toEqual([{ id: two.id }]);

    const unknown = await activate("00000000-0000-4000-8000-0000000000ff");
    expect(unknown.status).toBe(404);
    expect(await stored(server, "select id from public.resume_files where is_active")).toEqual([{ id: two.id }]);
    expect((await rebuildsSince(server, since)).map((r) => r.reason)).toEqual([
      `resume version ${one.version} activated`,
      `resume version ${two.version} activated`,
    ]);

    const stranger = await files.activateDocumentVersion(
      adminRequest("", { method: "POST", body: {} }),
      callers.stranger,
      deps,
      "resume",
      one.id,
    );
    expect(stranger.status).toBe(404);
    expect(await stored(server, "select id from public.resume_files where is_active")).toEqual([{ id: two.id }]);
  });

  it("deletes a version with its stored file; deleting the active one records a rebuild", async () => {
    const objectPath = await uploaded("portfolio", "gone.pdf", REAL_PDF);
    const version = (
      await bodyOf<{ version: DocumentVersion }>(
        await record("portfolio", { storagePath: objectPath, file_name: "gone.pdf" }),
      )
    ).version;
    await files.activateDocumentVersion(
      adminRequest("", { method: "POST" }),
      callers.owner,
      deps,
      "portfolio",
      version.id,
    );
    const since = await lastRebuildId(server);
    const del = () =>
      files.deleteDocumentVersion(adminRequest("", { method: "DELETE" }), callers.owner, deps, "portfolio", version.id);
    expect((await del()).status).toBe(204);
    expect(existsSync(fileOnDisk(objectPath))).toBe(false);
    expect(await objectRecords(objectPath)).toBe(0);
    expect(await countRows(server, "public.portfolio_files", "id = $1", [version.id])).toBe(0);
    expect((await rebuildsSince(server, since)).map((r) => r.reason)).toEqual(["active portfolio deleted"]);
    expect((await del()).status).toBe(404);
  });
});

describe("stored files run nothing on the site's origin", () => {
  /** Sent and recorded: the project file is public. */
  async function projectFile(fileName: string, bytes: Uint8Array) {
    const objectPath = await uploaded("project-file", fileName, bytes, { project_slug: "upload-project" });
    const response = await files.addProjectFile(
      adminRequest("/api/admin/project-files", {
        body: { storagePath: objectPath, file_name: fileName, project_slug: "upload-project" },
      }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(201);
    return objectPath;
  }
  const SVG_WITH_SCRIPT = new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/admin/overview")</script></svg>',
  );

  it("a resume is a PDF whatever its name says: 'evil.svg' declared as a PDF is stored as ….pdf", async () => {
    const objectPath = await uploaded("resume", "evil.svg", REAL_PDF);
    expect(objectPath).toMatch(/^resumes\/\d+\/evil\.pdf$/);
    expect((await record("resume", { storagePath: objectPath, file_name: "evil.svg" })).status).toBe(201);
    const served = await serve(objectPath);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toMatch(/^inline; /);
  });

  it("an SVG project file is downloaded, never shown; a picture and a PDF are shown", async () => {
    const svg = await projectFile("cad.svg", SVG_WITH_SCRIPT);
    expect(parseContentDisposition((await serve(svg)).headers.get("content-disposition")!)).toEqual({
      type: "attachment",
      // Saved under the file's own name.
      parameters: { filename: "cad.svg" },
    });
    const png = await projectFile("render.png", REAL_PDF.slice(0, 64));
    expect((await serve(png)).headers.get("content-disposition")).toMatch(/^inline; /);
    const pdf = await projectFile("drawing.pdf", REAL_PDF);
    expect((await serve(pdf)).headers.get("content-disposition")).toMatch(/^inline; /);
  });
});

describe("project files", () => {
  it("records an uploaded file with the stored size and type, lists it, and deletes it with its file", async () => {
    const bytes = new TextEncoder().encode("ISO-10303-21; a tiny STEP file");
    const since = await lastRebuildId(server);
    const objectPath = await uploaded("project-file", "gear box.step", bytes, {
      project_slug: "upload-project",
      file_size: 999_999,
    });
    const response = await files.addProjectFile(
      adminRequest("/api/admin/project-files", {
        body: {
          storagePath: objectPath,
          file_name: "gear box.step",
          project_slug: "upload-project",
          description: "CAD",
        },
      }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(201);
    const { file } = await bodyOf<{ file: ProjectFile }>(response);
    expect(file).toMatchObject({
      project_slug: "upload-project",
      file_name: "gear box.step",
      file_path: objectPath,
      file_type: "model/step",
      file_size: bytes.byteLength,
      description: "CAD",
      downloads: 0,
    });

    const list = await bodyOf<{ files: ProjectFile[] }>(
      await files.listProjectFiles(adminRequest("/api/admin/project-files"), callers.owner, deps),
    );
    expect(list.files[0]!.id).toBe(file.id);

    const deleted = await files.deleteProjectFile(adminRequest("", { method: "DELETE" }), callers.owner, deps, file.id);
    expect(deleted.status).toBe(204);
    expect(existsSync(fileOnDisk(objectPath))).toBe(false);
    expect(await objectRecords(objectPath)).toBe(0);
    expect((await rebuildsSince(server, since)).map((r) => r.reason)).toEqual([
      "project file added: upload-project",
      "project file deleted: upload-project",
    ]);
  });

  it("removes the stored file when its record fails (no such project: 'Referenced item not found')", async () => {
    const t = await issued({
      purpose: "project-file",
      file_name: "orphan.zip",
      file_size: 3,
      mime_type: "application/zip",
      project_slug: "no-such-project",
    });
    expect((await put(t, new Uint8Array([1, 2, 3]))).status).toBe(200);
    const response = await files.addProjectFile(
      adminRequest("/api/admin/project-files", {
        body: { storagePath: t.storagePath, file_name: "orphan.zip", project_slug: "no-such-project" },
      }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: "Referenced item not found" });
    expect(existsSync(fileOnDisk(t.storagePath))).toBe(false);
    expect(existsSync(stagedOnDisk(t.storagePath))).toBe(false);
    expect(await objectRecords(t.storagePath)).toBe(0);
    expect(await objectRecords(t.storagePath, UPLOADS_BUCKET)).toBe(0);
  });

  it("refuses a file stored under another project's folder, and validates with the form's messages", async () => {
    const objectPath = await uploaded("project-file", "a.txt", new Uint8Array([65]), {
      project_slug: "upload-project",
    });
    const elsewhere = await files.addProjectFile(
      adminRequest("/api/admin/project-files", {
        body: { storagePath: objectPath, file_name: "a.txt", project_slug: "other" },
      }),
      callers.owner,
      deps,
    );
    expect(await bodyOf(elsewhere)).toEqual({ error: files.FILE_ERRORS.invalidPath });
    const badSlug = await files.addProjectFile(
      adminRequest("/api/admin/project-files", {
        body: { storagePath: objectPath, file_name: "a.txt", project_slug: "Nope!" },
      }),
      callers.owner,
      deps,
    );
    expect(await bodyOf(badSlug)).toEqual({ error: "Invalid project slug" });
    const longDescription = await files.addProjectFile(
      adminRequest("/api/admin/project-files", {
        body: {
          storagePath: objectPath,
          file_name: "a.txt",
          project_slug: "upload-project",
          description: "d".repeat(501),
        },
      }),
      callers.owner,
      deps,
    );
    expect(await bodyOf(longDescription)).toEqual({ error: "Description must be less than 500 characters" });
  });
});

/** A project file of three bytes, uploaded and recorded under `fileName`. */
async function recorded(fileName: string): Promise<ProjectFile> {
  const objectPath = await uploaded("project-file", fileName, new Uint8Array([1, 2, 3]), {
    project_slug: "upload-project",
  });
  const response = await files.addProjectFile(
    adminRequest("/api/admin/project-files", {
      body: { storagePath: objectPath, file_name: fileName, project_slug: "upload-project" },
    }),
    callers.owner,
    deps,
  );
  return (await bodyOf<{ file: ProjectFile }>(response)).file;
}

describe("a 3D model's walkthrough", () => {
  const step = (caption: string, changes: Record<string, unknown> = {}) => ({
    caption,
    view: { camera: null, ortho: false, section: null, explode: 0, isolate: null, ...changes },
  });
  const save = (file: ProjectFile, body: Record<string, unknown>) =>
    files.updateProjectFile(adminRequest("", { method: "PUT", body }), callers.owner, deps, file.id);

  it("saves the steps in their order (a drawing's sheet among them), answers the file, and rebuilds its project's page", async () => {
    const file = await recorded("walk.step");
    const drawing = await recorded("walk-drawing.pdf");
    expect(file.walkthrough).toEqual([]);
    const since = await lastRebuildId(server);
    const steps = [
      step("The whole pair."),
      {
        ...step("Cut through the bores.", {
          camera: { position: [1, 2, 3], target: [0, 0, 0], zoom: 1.5 },
          ortho: true,
          section: { axis: "y", at: 0.5, flip: true },
          explode: 0.25,
          isolate: "Wheel, 30 teeth",
        }),
        // A sheet of the project's drawing, which visitors open from the step.
        drawing: { fileId: drawing.id, sheet: 2 },
      },
    ];
    const response = await save(file, { walkthrough: steps, expected_updated_at: file.updated_at });
    expect(response.status).toBe(200);
    const { file: saved } = await bodyOf<{ file: ProjectFile }>(response);
    expect(saved.walkthrough).toEqual(steps);
    expect((await rebuildsSince(server, since)).map((r) => r.reason)).toEqual(["project file walkthrough: walk.step"]);
    // A second editor's copy is stale now: refused, and nothing changes.
    const stale = await save(file, { walkthrough: [], expected_updated_at: file.updated_at });
    expect(stale.status).toBe(409);
    const [row] = await stored<{ walkthrough: unknown }>(
      server,
      `select walkthrough from public.project_files where id = '${file.id}'`,
    );
    expect(row!.walkthrough).toEqual(steps);
  });

  it("refuses a caption over 200 characters, an empty one, 21 steps, a bad view, a file that is not a model, and a sheet of no drawing of the project, storing nothing", async () => {
    const file = await recorded("refused.step");
    const pdf = await recorded("notes.pdf");
    const refusals: Array<[ProjectFile, unknown[], string]> = [
      [file, [step("x".repeat(201))], "A caption is at most 200 characters"],
      [file, [step("   ")], "Each step needs a caption"],
      [file, Array.from({ length: 21 }, (_, i) => step(`Step ${i}`)), "A walkthrough has at most 20 steps"],
      [file, [step("Bad", { explode: 2 })], "Too big: expected number to be <=1"],
      [pdf, [step("A drawing")], files.FILE_ERRORS.notAModel],
      [file, [{ ...step("Sheet 0"), drawing: { fileId: pdf.id, sheet: 0 } }], "A sheet is a whole number from 1"],
      // A step points only to a drawing of the model's project: not to a model, nor to a file that is gone.
      [file, [{ ...step("A model"), drawing: { fileId: file.id, sheet: 1 } }], files.FILE_ERRORS.notADrawing],
      [
        file,
        [{ ...step("Gone"), drawing: { fileId: "00000000-0000-4000-8000-000000000000", sheet: 1 } }],
        files.FILE_ERRORS.notADrawing,
      ],
    ];
    for (const [target, walkthrough, error] of refusals) {
      const response = await save(target, { walkthrough, expected_updated_at: target.updated_at });
      expect(response.status, error).toBe(400);
      expect(await bodyOf(response)).toEqual({ error });
    }
    const rows = await stored<{ walkthrough: unknown[] }>(
      server,
      `select walkthrough from public.project_files where id in ('${file.id}', '${pdf.id}')`,
    );
    expect(rows.map((row) => row.walkthrough)).toEqual([[], []]);
  });
});

describe("a 3D model prepared for viewing", () => {
  const GLB = new Uint8Array([...new TextEncoder().encode("glTF"), 2, 0, 0, 0, 12, 0, 0, 0]);
  const prepare = (file: ProjectFile, storagePath: string) =>
    files.prepareProjectMesh(adminRequest("", { body: { storagePath } }), callers.owner, deps, file.id);
  const mesh = (bytes = GLB) => uploaded("project-file", "mesh.glb", bytes, { project_slug: "upload-project" });

  it("records the GLB beside the file, replaces an earlier one (removed), and rebuilds; deleting the file removes it too", async () => {
    const file = await recorded("prepared.step");
    expect(file.prepared_path).toBeNull();
    const since = await lastRebuildId(server);
    const first = await mesh();
    const response = await prepare(file, first);
    expect(response.status).toBe(200);
    expect((await bodyOf<{ file: ProjectFile }>(response)).file.prepared_path).toBe(first);
    expect(existsSync(fileOnDisk(first))).toBe(true);
    const second = await mesh();
    expect((await prepare(file, second)).status).toBe(200);
    expect(existsSync(fileOnDisk(first))).toBe(false);
    expect((await rebuildsSince(server, since)).map((r) => r.reason)).toEqual([
      "project file prepared: prepared.step",
      "project file prepared: prepared.step",
    ]);
    await files.deleteProjectFile(adminRequest("", { method: "DELETE" }), callers.owner, deps, file.id);
    expect(existsSync(fileOnDisk(second))).toBe(false);
  });

  it("refuses an upload that is not a GLB (removed), a file that is not prepared, and another project's folder", async () => {
    const file = await recorded("refused.iges");
    const notGlb = await mesh(new TextEncoder().encode("solid ascii stl"));
    const refused = await prepare(file, notGlb);
    expect(refused.status).toBe(400);
    expect(await bodyOf(refused)).toEqual({ error: files.FILE_ERRORS.notGlb });
    expect(existsSync(stagedOnDisk(notGlb))).toBe(false);
    expect(existsSync(fileOnDisk(notGlb))).toBe(false);
    const gltf = await recorded("already.glb");
    expect(await bodyOf(await prepare(gltf, await mesh()))).toEqual({ error: files.FILE_ERRORS.notPreparable });
    const elsewhere = await prepare(file, "project-files/other-project/1/mesh.glb");
    expect(await bodyOf(elsewhere)).toEqual({ error: files.FILE_ERRORS.invalidPath });
    const [row] = await stored<{ prepared_path: string | null }>(
      server,
      `select prepared_path from public.project_files where id = '${file.id}'`,
    );
    expect(row!.prepared_path).toBeNull();
  });
});

describe("a 3D model's poster", () => {
  const poster = (file: ProjectFile, storagePath: string) =>
    files.prepareProjectPoster(adminRequest("", { body: { storagePath } }), callers.owner, deps, file.id);
  const useAsImage = (file: ProjectFile) =>
    files.useProjectFilePoster(adminRequest("", { body: {} }), callers.owner, deps, file.id);
  const blank = { create: { width: 12, height: 8, channels: 4 as const, background: "#0000" } };
  const image = async (format: "webp" | "png", name = `poster.${format}`) =>
    uploaded("project-file", name, new Uint8Array(await sharp(blank).toFormat(format).toBuffer()), {
      project_slug: "upload-project",
    });

  it("records a WebP or PNG beside any model, replaces an earlier one (removed), and rebuilds; deleting the file removes it too", async () => {
    const stl = await recorded("bracket.stl");
    expect(stl.poster_path).toBeNull();
    const since = await lastRebuildId(server);
    const webp = await image("webp");
    const response = await poster(stl, webp);
    expect(response.status).toBe(200);
    expect((await bodyOf<{ file: ProjectFile }>(response)).file.poster_path).toBe(webp);
    const png = await image("png");
    expect((await poster(stl, png)).status).toBe(200);
    expect(existsSync(fileOnDisk(webp))).toBe(false);
    expect(existsSync(fileOnDisk(png))).toBe(true);
    expect((await rebuildsSince(server, since)).map((r) => r.reason)).toEqual([
      "project file poster: bracket.stl",
      "project file poster: bracket.stl",
    ]);
    const listed = await bodyOf<{ files: ListedProjectFile[] }>(
      await files.listProjectFiles(adminRequest(""), callers.owner, deps),
    );
    expect(listed.files.find((entry) => entry.id === stl.id)?.poster_url).toBe(
      deps.storage.publicUrl(DOCUMENTS_BUCKET, png),
    );
    await files.deleteProjectFile(adminRequest("", { method: "DELETE" }), callers.owner, deps, stl.id);
    expect(existsSync(fileOnDisk(png))).toBe(false);
  });

  it("refuses an upload that is not a WebP or PNG (removed), and a file that is not a model", async () => {
    const model = await recorded("posterless.step");
    const notImage = await uploaded("project-file", "poster.webp", new TextEncoder().encode("RIFF0000WAVEfmt "), {
      project_slug: "upload-project",
    });
    const refused = await poster(model, notImage);
    expect(refused.status).toBe(400);
    expect(await bodyOf(refused)).toEqual({ error: files.FILE_ERRORS.notPoster });
    expect(existsSync(stagedOnDisk(notImage))).toBe(false);
    expect(existsSync(fileOnDisk(notImage))).toBe(false);
    const pdf = await recorded("drawing.pdf");
    expect(await bodyOf(await poster(pdf, await image("png")))).toEqual({ error: files.FILE_ERRORS.notAModelPoster });
    const rows = await stored<{ poster_path: string | null }>(
      server,
      `select poster_path from public.project_files where id in ('${model.id}', '${pdf.id}')`,
    );
    expect(rows.map((row) => row.poster_path)).toEqual([null, null]);
  });

  it("'Use as project image' makes the poster the project's image, with alt text naming the model, and rebuilds", async () => {
    const model = await recorded("gear-pair.step");
    const before = await countRows(server, "public.projects_dynamic");
    const refused = await useAsImage(model);
    expect(refused.status).toBe(400);
    expect(await bodyOf(refused)).toEqual({ error: files.FILE_ERRORS.noPoster });
    const webp = await image("webp");
    await poster(model, webp);
    const since = await lastRebuildId(server);
    const response = await useAsImage(model);
    expect(response.status).toBe(200);
    const { project } = await bodyOf<{ project: Project }>(response);
    expect(project.slug).toBe("upload-project");
    expect(project.image).toBe(deps.storage.publicUrl(DOCUMENTS_BUCKET, webp));
    expect(project.image_alt).toBe("3D model gear-pair, seen from the front and above");
    expect((await rebuildsSince(server, since)).map((r) => r.reason)).toEqual([
      "project image from a model: upload-project",
    ]);
    expect(await countRows(server, "public.projects_dynamic")).toBe(before);
  });
});

/**
 * Upload targets for types and names an object inherits (constructor, __proto__, toString): an
 * image declared as such a type is refused like any other non-image, and a project file named
 * with such an extension is an ordinary file of no known type, never a 500.
 */
describe("types and names an object inherits", () => {
  beforeAll(() =>
    stored(
      server,
      `insert into public.projects_dynamic (slug, title, category, image, overview, role, challenge, approach, outcome)
       values ('inherited-project', 'Inherited project', 'Robotics', '/storage/v1/object/public/documents/a.webp',
               'An overview text.', 'r', 'c', 'a', 'o')`,
    ),
  );

  const target = (body: Record<string, unknown>) =>
    createUpload(adminRequest("/api/admin/uploads", { body }), callers.owner, deps);

  const INHERITED = ["constructor", "__proto__", "toString", "hasOwnProperty"];

  describe("image targets", () => {
    it.each(INHERITED)("refuse a declared type of %s with 400, storing nothing", async (name) => {
      const before = await countRows(server, "storage.objects");
      for (const [file_name, mime_type] of [
        ["a.png", name],
        [`a.${name}`, ""],
      ]) {
        const response = await target({ purpose: "image", file_name, file_size: 100, mime_type });
        expect(response.status, `${file_name} ${mime_type}`).toBe(400);
        expect(await bodyOf(response)).toEqual({ error: "Images must be JPEG, PNG, WebP, AVIF or GIF" });
      }
      expect(await countRows(server, "storage.objects")).toBe(before);
    });
  });

  describe("project files named with an inherited name", () => {
    it.each(INHERITED)("a.%s gets a target, is recorded and served as bytes of no known type", async (name) => {
      const bytes = new TextEncoder().encode("some bytes");
      const response = await target({
        purpose: "project-file",
        file_name: `a.${name}`,
        file_size: bytes.byteLength,
        mime_type: "",
        project_slug: "inherited-project",
      });
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
      const t = await bodyOf<{ uploadUrl: string; headers: Record<string, string>; storagePath: string }>(response);
      expect(t.headers["content-type"]).toBe("application/octet-stream");

      const put = await receiveUpload(
        adminRequest(t.uploadUrl, { method: "PUT", raw: bytes, headers: t.headers }),
        callers.owner,
        deps,
        decodeURIComponent(t.uploadUrl.split("/").pop()!),
      );
      expect(put.status).toBe(200);
      const recorded = await files.addProjectFile(
        adminRequest("/api/admin/project-files", {
          body: { storagePath: t.storagePath, file_name: `a.${name}`, project_slug: "inherited-project" },
        }),
        callers.owner,
        deps,
      );
      expect(recorded.status).toBe(201);
      expect((await bodyOf<{ file: { file_type: string } }>(recorded)).file.file_type).toBe("application/octet-stream");

      const served = await serveStorage({
        params: { bucket: DOCUMENTS_BUCKET, path: t.storagePath },
        request: new Request(`http://localhost/storage/v1/object/public/documents/${t.storagePath}`),
      } as never);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("application/octet-stream");
    });
  });
});
