import { describe, expect, it } from "vitest";
import { isSafeObjectPath, publicObjectUrl, timestampedObjectPath } from "../../src/lib/storage-paths";

describe("public URLs of stored files", () => {
  it("have the same shape for Supabase and the local folder", () => {
    expect(publicObjectUrl("https://abc.supabase.co", "documents", "resumes/1-cv.pdf")).toBe(
      "https://abc.supabase.co/storage/v1/object/public/documents/resumes/1-cv.pdf",
    );
    expect(publicObjectUrl("", "documents", "resumes/1-cv.pdf")).toBe(
      "/storage/v1/object/public/documents/resumes/1-cv.pdf",
    );
  });

  it("encode each path segment", () => {
    expect(publicObjectUrl("", "documents", "a b/ü#.pdf")).toBe(
      "/storage/v1/object/public/documents/a%20b/%C3%BC%23.pdf",
    );
  });
});

describe("object paths", () => {
  it("accept relative slash-separated paths", () => {
    expect(isSafeObjectPath("resumes/1-cv.pdf")).toBe(true);
  });

  it("refuse traversal, absolute paths, empty segments and control characters", () => {
    for (const bad of ["", "../x", "a/../b", "/a", "a//b", "a\\b", "a/\u0000b", "./a"]) {
      expect(isSafeObjectPath(bad), bad).toBe(false);
    }
  });

  it("name uploads {folder}/{timestamp}/{safe file name}: the last segment, which browsers save it as, is its own name", () => {
    expect(timestampedObjectPath("resumes", "My CV (final).pdf", 1700000000000)).toBe(
      "resumes/1700000000000/My-CV-final-.pdf",
    );
    expect(timestampedObjectPath("portfolios", "../../etc/passwd", 1)).toBe("portfolios/1/etc-passwd");
  });
});
