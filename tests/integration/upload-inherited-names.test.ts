/**
 * Upload targets for types and names an object inherits (constructor, __proto__, toString): an
 * image declared as such a type is refused like any other non-image, and a project file named
 * with such an extension is an ordinary file of no known type, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as serveStorage } from "../../src/pages/storage/v1/object/public/[bucket]/[...path]";
import { DOCUMENTS_BUCKET } from "../../src/lib/storage-paths";
import * as fileHandlers from "../../src/server/admin/files";
import type { AdminDeps } from "../../src/server/admin/http";
import * as uploadHandlers from "../../src/server/admin/uploads";
import type { ServerContext } from "../../src/server/context";
import {
  adminDepsOf,
  adminRequest,
  bodyOf,
  countRows,
  createAdminCallers,
  stored,
  type AdminCallers,
} from "../support/admin";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { answered } from "../support/pipeline";

const { createUpload, receiveUpload } = answered(uploadHandlers);
const files = answered(fileHandlers);

let server: ServerContext;
let deps: AdminDeps;
let callers: AdminCallers;

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = adminDepsOf(server);
  callers = await createAdminCallers(server);
  await stored(
    server,
    `insert into public.projects_dynamic (slug, title, category, image, overview, role, challenge, approach, outcome)
     values ('inherited-project', 'Inherited project', 'Robotics', '/storage/v1/object/public/documents/a.webp',
             'An overview text.', 'r', 'c', 'a', 'o')`,
  );
});
afterAll(() => closeEmbeddedContext());

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
