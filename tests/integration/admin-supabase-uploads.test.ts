/**
 * The Supabase provider's side of admin uploads, against a local server speaking Storage's HTTP
 * shape (Supabase itself is not reachable from CI): the signed upload URL it asks for and hands
 * on (with the headers supabase-js's uploadToSignedUrl sends), and the inspection of a stored
 * object (info for size and type, a ranged authenticated download for the first bytes), each made
 * with the admin's own token.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SupabaseStorage } from "../../src/server/storage/supabase-storage";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

const ANON_KEY = "anon-key-".padEnd(40, "a");
const ADMIN_TOKEN = "admin.jwt.token";
const PDF = Buffer.from("%PDF-1.7\n% a stored file\n%%EOF\n");
let server: Server;
let base: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => answer(request, response, Buffer.concat(chunks).toString()));
  });
  const answer = (request: IncomingMessage, response: ServerResponse, body: string) => {
    seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    response.setHeader("content-type", "application/json");
    if (request.headers.authorization !== `Bearer ${ADMIN_TOKEN}`) {
      response.statusCode = 403;
      response.end(
        JSON.stringify({
          statusCode: "403",
          error: "Unauthorized",
          message: "new row violates row-level security policy",
        }),
      );
      return;
    }
    const url = request.url!;
    if (request.method === "POST" && url.startsWith("/storage/v1/object/upload/sign/documents/")) {
      const objectPath = url.slice("/storage/v1/object/upload/sign/".length);
      response.end(JSON.stringify({ url: `/object/upload/sign/${objectPath}?token=signed-token-1` }));
      return;
    }
    if (request.method === "POST" && url === "/storage/v1/object/move") {
      const move = JSON.parse(body) as Record<string, string>;
      if (move.bucketId === "uploads" && move.sourceKey === "resumes/1-cv.pdf") {
        response.end(JSON.stringify({ message: "Successfully moved" }));
        return;
      }
      response.statusCode = 400;
      response.end(JSON.stringify({ statusCode: "404", error: "not_found", message: "Object not found" }));
      return;
    }
    if (request.method === "GET" && url === "/storage/v1/object/info/documents/resumes/1-cv.pdf") {
      response.end(
        JSON.stringify({ id: "1", name: "resumes/1-cv.pdf", size: PDF.byteLength, content_type: "application/pdf" }),
      );
      return;
    }
    if (request.method === "GET" && url === "/storage/v1/object/authenticated/documents/resumes/1-cv.pdf") {
      const match = /bytes=0-(\d+)/.exec(request.headers.range ?? "");
      response.statusCode = match ? 206 : 200;
      response.setHeader("content-type", "application/pdf");
      response.end(match ? PDF.subarray(0, Number(match[1]) + 1) : PDF);
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ statusCode: "404", error: "not_found", message: "Object not found" }));
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const provider = () => new SupabaseStorage({ url: base, anonKey: ANON_KEY });
const admin = {
  claims: { role: "authenticated" as const, sub: "00000000-0000-4000-8000-000000000001" },
  accessToken: ADMIN_TOKEN,
};

describe("Supabase signed upload URLs", () => {
  it("asks Storage as the admin and hands on its URL with the headers of a raw-body upload", async () => {
    const target = await provider().createSignedUploadUrl(admin, "documents", "resumes/1-cv.pdf", {
      contentType: "application/pdf",
      maxBytes: 10 * 1024 * 1024,
    });
    expect(target).toEqual({
      url: `${base}/storage/v1/object/upload/sign/documents/resumes/1-cv.pdf?token=signed-token-1`,
      method: "PUT",
      headers: { "content-type": "application/pdf", "cache-control": "max-age=3600", "x-upsert": "false" },
    });
    expect(seen[0]).toMatchObject({ method: "POST", url: "/storage/v1/object/upload/sign/documents/resumes/1-cv.pdf" });
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(seen[0]!.headers["x-upsert"]).toBeUndefined();
  });

  it("turns Storage's refusal into a 403", async () => {
    await expect(
      provider().createSignedUploadUrl({ claims: admin.claims }, "documents", "resumes/x.pdf", {
        contentType: "application/pdf",
        maxBytes: 1,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe("Supabase object inspection", () => {
  it("reads size and type from the object's info, and only the first bytes of its content", async () => {
    const info = await provider().inspect(admin, "documents", "resumes/1-cv.pdf", 5);
    expect(info).toEqual({
      size: PDF.byteLength,
      contentType: "application/pdf",
      head: new Uint8Array(PDF.subarray(0, 5)),
    });
    const download = seen.find((s) => s.url.startsWith("/storage/v1/object/authenticated/"))!;
    expect(download.headers.range).toBe("bytes=0-4");
    expect(download.headers.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(download.headers.apikey).toBe(ANON_KEY);
  });

  it("answers undefined for an object that is not there", async () => {
    expect(await provider().inspect(admin, "documents", "resumes/missing.pdf", 5)).toBeUndefined();
  });
});

describe("Supabase move from the private uploads bucket to the public one", () => {
  it("asks Storage as the admin to move the object under the same path into the other bucket", async () => {
    expect(await provider().move(admin, "uploads", "resumes/1-cv.pdf", "documents")).toBe(true);
    const move = seen.find((s) => s.url === "/storage/v1/object/move")!;
    expect(move.headers.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(JSON.parse(move.body)).toMatchObject({
      bucketId: "uploads",
      sourceKey: "resumes/1-cv.pdf",
      destinationKey: "resumes/1-cv.pdf",
      destinationBucket: "documents",
    });
  });

  it("answers false when there is nothing to move, and refuses a caller without the admin's token", async () => {
    expect(await provider().move(admin, "uploads", "resumes/missing.pdf", "documents")).toBe(false);
    await expect(
      provider().move({ claims: admin.claims }, "uploads", "resumes/1-cv.pdf", "documents"),
    ).rejects.toMatchObject({ status: 403 });
  });
});
