/**
 * Supabase itself is not reachable from CI, so this checks the provider's side of the contract
 * against a local server speaking the Storage API's HTTP shape: which URL, which credentials,
 * which headers; and that errors and public URLs come out as the rest of the product expects.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SupabaseStorage } from "../../src/server/storage/supabase-storage";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

const ANON_KEY = "anon-key-".padEnd(40, "a");
const SERVICE_KEY = "service-key-".padEnd(40, "s");
const ADMIN_TOKEN = "admin.jwt.token";
let server: Server;
let base: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      const bearer = request.headers.authorization;
      response.setHeader("content-type", "application/json");
      if (bearer !== `Bearer ${ADMIN_TOKEN}` && bearer !== `Bearer ${SERVICE_KEY}`) {
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
      if (request.method === "GET" && request.url!.startsWith("/storage/v1/object/documents/")) {
        if (request.url!.includes("missing")) {
          response.statusCode = 400;
          response.end(JSON.stringify({ statusCode: "404", error: "not_found", message: "Object not found" }));
          return;
        }
        response.setHeader("content-type", "application/pdf");
        response.end("%PDF-1.7 stored bytes");
        return;
      }
      response.end(request.method === "DELETE" ? "[]" : JSON.stringify({ Key: "documents/x", Id: "1" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const provider = () => new SupabaseStorage({ url: base, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY });
const admin = {
  claims: { role: "authenticated" as const, sub: "00000000-0000-4000-8000-000000000001" },
  accessToken: ADMIN_TOKEN,
};

describe("Supabase Storage provider", () => {
  it("uploads as the signed-in user, to the documents bucket, with cache 3600 and no overwrite", async () => {
    const body = new TextEncoder().encode("%PDF-1.4 test");
    await provider().upload(admin, "documents", "resumes/1700000000000-cv.pdf", body, {
      contentType: "application/pdf",
      cacheControl: 3600,
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/storage/v1/object/documents/resumes/1700000000000-cv.pdf");
    expect(request!.headers.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(request!.headers.apikey).toBe(ANON_KEY);
    expect(request!.headers["cache-control"]).toBe("max-age=3600");
    expect(request!.headers["x-upsert"]).toBe("false");
    expect(request!.body.toString()).toContain("%PDF-1.4 test");
  });

  it("downloads an object with the secret key for the server's own work (the site archive), and says when there is none", async () => {
    const service = { claims: { role: "service_role" as const } };
    const object = await provider().download(service, "documents", "resumes/1700000000000/cv.pdf");
    expect(seen[0]!.method).toBe("GET");
    expect(seen[0]!.url).toBe("/storage/v1/object/documents/resumes/1700000000000/cv.pdf");
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`);
    expect(new TextDecoder().decode(object!.body)).toBe("%PDF-1.7 stored bytes");
    expect(object).toMatchObject({ contentType: "application/pdf", size: 21 });
    expect(await provider().download(service, "documents", "resumes/missing.pdf")).toBeUndefined();
  });

  it("reports a policy refusal as 403 Permission denied", async () => {
    const visitor = { claims: { role: "anon" as const } };
    await expect(
      provider().upload(visitor, "documents", "resumes/x.pdf", new Uint8Array([1]), { contentType: "application/pdf" }),
    ).rejects.toMatchObject({ status: 403, message: "Permission denied" });
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${ANON_KEY}`);
  });

  it("removes objects as the signed-in user", async () => {
    await provider().remove(admin, "documents", ["resumes/a.pdf", "resumes/b.pdf"]);
    expect(seen[0]!.method).toBe("DELETE");
    expect(seen[0]!.url).toBe("/storage/v1/object/documents");
    expect(JSON.parse(seen[0]!.body.toString())).toEqual({ prefixes: ["resumes/a.pdf", "resumes/b.pdf"] });
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it("uses the secret key only for service-role work", async () => {
    await provider().upload({ claims: { role: "service_role" } }, "documents", "demo/a.webp", new Uint8Array([1]), {
      contentType: "image/webp",
      upsert: true,
    });
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`);
    expect(seen[0]!.headers["x-upsert"]).toBe("true");
  });

  it("derives public URLs exactly as supabase-js does", () => {
    const client = createClient(base, ANON_KEY, { auth: { persistSession: false } });
    for (const objectPath of ["resumes/1-cv.pdf", "demo/images/arm 1.webp"]) {
      expect(provider().publicUrl("documents", objectPath)).toBe(
        client.storage.from("documents").getPublicUrl(objectPath).data.publicUrl,
      );
      expect(provider().publicUrl("documents", objectPath, "Wrist flexure – drawing.pdf")).toBe(
        client.storage.from("documents").getPublicUrl(objectPath, { download: "Wrist flexure – drawing.pdf" }).data
          .publicUrl,
      );
    }
  });

  it("reports Storage out of reach, or failing on its side, as 503 (the owner may try again)", async () => {
    // A port nothing listens on: the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const unreachableUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new SupabaseStorage({ url: unreachableUrl, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY });
    const file = new Uint8Array([1]);
    await expect(
      unreachable.upload(admin, "documents", "resumes/x.pdf", file, { contentType: "application/pdf" }),
    ).rejects.toMatchObject({ status: 503 });
    await expect(
      unreachable.createSignedUploadUrl(admin, "documents", "resumes/x.pdf", {
        contentType: "application/pdf",
        maxBytes: 10,
      }),
    ).rejects.toMatchObject({ status: 503 });
    await expect(unreachable.inspect(admin, "documents", "resumes/x.pdf")).rejects.toMatchObject({ status: 503 });

    const failing = createServer((_request, response) => {
      response.writeHead(502, { "content-type": "application/json" });
      response.end(JSON.stringify({ statusCode: "502", error: "Bad Gateway", message: "upstream failed" }));
    });
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    try {
      const failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
      const storage = new SupabaseStorage({ url: failingUrl, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY });
      await expect(
        storage.upload(admin, "documents", "resumes/x.pdf", file, { contentType: "application/pdf" }),
      ).rejects.toMatchObject({ status: 503 });
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  });
});
