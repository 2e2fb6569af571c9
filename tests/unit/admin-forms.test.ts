/**
 * The admin forms' shared rules: every limit with its message, the
 * defaults, the list inputs (comma-separated, one per line), the URL rule and slug generation.
 */
import { describe, expect, it } from "vitest";
import {
  blogPostSchema,
  documentUploadSchema,
  experienceSchema,
  firstAdminIssue,
  isImageUrl,
  isPdfFile,
  MAX_UPLOAD_BYTES,
  projectFileSchema,
  projectSchema,
  skillSchema,
  slugify,
} from "../../src/lib/validation/admin-forms";
import type { z } from "zod";

function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : firstAdminIssue(result.error);
}

const many = (count: number, prefix = "x") => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe("slugify", () => {
  it.each([
    ["Soft Robotic Gripper", "soft-robotic-gripper"],
    ["  GD&T: a primer!  ", "gd-t-a-primer"],
    ["Zoë's CFD — Part 2", "zo-s-cfd-part-2"],
    ["---", ""],
    ["Already-a-slug-42", "already-a-slug-42"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe("image URLs", () => {
  it.each([
    "https://cdn.example.com/a.webp",
    "http://example.com/a.png?x=1",
    "/storage/v1/object/public/documents/demo/images/a.webp",
  ])("accepts %s", (url) => expect(isImageUrl(url)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "ftp://example.com/a.png",
    "//evil.example/a.png",
    "/images/a.png",
    "/storage/v1/object/public/../../etc/passwd",
    "not a url",
    "https://",
  ])("refuses %s", (url) => expect(isImageUrl(url)).toBe(false));
});

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "A post",
  slug: "a-post",
  content: "<p>Body</p>",
  ...overrides,
});

describe("blogPostSchema", () => {
  it("defaults reading time to 5 and published to false; empty excerpt and image become null", () => {
    expect(blogPostSchema.parse(post({ excerpt: "", featured_image: "" }))).toEqual({
      title: "A post",
      slug: "a-post",
      excerpt: null,
      content: "<p>Body</p>",
      featured_image: null,
      featured_image_alt: null,
      reading_time: 5,
      published: false,
    });
  });

  it("accepts reading time as text from a number field, 1 to 999", () => {
    expect(blogPostSchema.parse(post({ reading_time: "12" })).reading_time).toBe(12);
    expect(blogPostSchema.parse(post({ reading_time: 999 })).reading_time).toBe(999);
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: "   " }, "Title is required"],
    [{ title: undefined }, "Title is required"],
    [{ title: "t".repeat(201) }, "Title must be less than 200 characters"],
    [{ slug: "Upper" }, "Slug can only contain lowercase letters, numbers, and hyphens"],
    [{ slug: "with space" }, "Slug can only contain lowercase letters, numbers, and hyphens"],
    [{ slug: "" }, "Slug is required"],
    [{ excerpt: "e".repeat(501) }, "Excerpt must be less than 500 characters"],
    [{ content: "" }, "Content is required"],
    [{ content: "c".repeat(50_001) }, "Content is too long"],
    [{ featured_image: "nope" }, "Must be a valid URL"],
    [{ reading_time: 0 }, "Reading time must be a whole number from 1 to 999"],
    [{ reading_time: 1000 }, "Reading time must be a whole number from 1 to 999"],
    [{ reading_time: 2.5 }, "Reading time must be a whole number from 1 to 999"],
  ])("refuses %o with %s", (change, message) => {
    expect(firstMessage(blogPostSchema, post(change))).toBe(message);
  });

  it("allows the limits themselves", () => {
    expect(
      firstMessage(
        blogPostSchema,
        post({ title: "t".repeat(200), excerpt: "e".repeat(500), content: "c".repeat(50_000) }),
      ),
    ).toBeNull();
  });
});

const project = (overrides: Record<string, unknown> = {}) => ({
  slug: "gripper",
  title: "Gripper",
  category: "Robotics",
  image: "https://cdn.example.com/a.webp",
  image_alt: "A two-finger gripper holding a cup",
  overview: "Ten chars!",
  role: "Lead",
  challenge: "c",
  approach: "a",
  outcome: "o",
  ...overrides,
});

describe("projectSchema", () => {
  it("defaults a new project to featured false, published true, order 0, empty lists and no gallery", () => {
    expect(projectSchema.parse(project())).toMatchObject({
      featured: false,
      published: true,
      display_order: 0,
      tags: [],
      tech_stack: [],
      gallery: null,
    });
  });

  it("takes tags and tech stack comma-separated, trimmed, without empty items", () => {
    const parsed = projectSchema.parse(project({ tags: " ROS 2, SolidWorks,, ", tech_stack: "Python,C++" }));
    expect(parsed.tags).toEqual(["ROS 2", "SolidWorks"]);
    expect(parsed.tech_stack).toEqual(["Python", "C++"]);
  });

  it.each([
    [{ slug: "Bad" }, "Slug can only contain lowercase letters, numbers, and hyphens"],
    [{ title: "" }, "Title is required"],
    [{ title: "t".repeat(201) }, "Title must be less than 200 characters"],
    [{ category: "" }, "Category is required"],
    [{ category: "c".repeat(101) }, "Category must be less than 100 characters"],
    [{ tags: many(21) }, "Maximum 20 tags allowed"],
    [{ image: "" }, "Image is required"],
    [{ image: "a.webp" }, "Must be a valid URL"],
    [{ gallery: ["https://cdn.example.com/a.webp", "bad"] }, "Must be a valid URL"],
    [{ gallery: many(21, "https://cdn.example.com/") }, "Maximum 20 gallery images"],
    [{ overview: "short" }, "Overview must be at least 10 characters"],
    [{ overview: "o".repeat(5001) }, "Overview must be less than 5000 characters"],
    [{ role: "" }, "Role is required"],
    [{ role: "r".repeat(1001) }, "Role must be less than 1000 characters"],
    [{ challenge: "" }, "Challenge is required"],
    [{ approach: "a".repeat(5001) }, "Approach must be less than 5000 characters"],
    [{ outcome: "" }, "Outcome is required"],
    [{ tech_stack: many(31) }, "Maximum 30 tech stack items"],
    [{ display_order: -1 }, "Display order must be a whole number of 0 or more"],
  ])("refuses %o with %s", (change, message) => {
    expect(firstMessage(projectSchema, project(change))).toBe(message);
  });

  it("allows 20 tags, 20 gallery images and 30 tech stack items", () => {
    expect(
      firstMessage(
        projectSchema,
        project({
          tags: many(20),
          gallery: many(20, "/storage/v1/object/public/documents/g"),
          gallery_alt: many(20, "Gallery image "),
          tech_stack: many(30),
        }),
      ),
    ).toBeNull();
  });
});

const experience = (overrides: Record<string, unknown> = {}) => ({
  role: "Intern",
  organization: "Acme",
  location: "Remote",
  period_start: "Jun 2024",
  focus: "Grippers",
  ...overrides,
});

describe("experienceSchema", () => {
  it("takes impact one per line and reads an empty end period as Present (null)", () => {
    const parsed = experienceSchema.parse(experience({ impact: "First\r\n\nSecond\n", period_end: "" }));
    expect(parsed.impact).toEqual(["First", "Second"]);
    expect(parsed.period_end).toBeNull();
    expect(parsed.display_order).toBe(0);
  });

  it.each([
    [{ role: "" }, "Role is required"],
    [{ role: "r".repeat(201) }, "Role must be less than 200 characters"],
    [{ organization: "" }, "Organization is required"],
    [{ location: "" }, "Location is required"],
    [{ period_start: "" }, "Start period is required"],
    [{ period_start: "p".repeat(51) }, "Start period must be less than 50 characters"],
    [{ period_end: "p".repeat(51) }, "End period must be less than 50 characters"],
    [{ focus: "" }, "Focus is required"],
    [{ focus: "f".repeat(2001) }, "Focus must be less than 2000 characters"],
    [{ impact: many(21) }, "Maximum 20 impact items"],
    [{ tags: many(21) }, "Maximum 20 tags"],
    [{ display_order: 1.5 }, "Display order must be a whole number of 0 or more"],
  ])("refuses %o with %s", (change, message) => {
    expect(firstMessage(experienceSchema, experience(change))).toBe(message);
  });
});

describe("skillSchema", () => {
  it("defaults display order to 0", () => {
    expect(skillSchema.parse({ skill_name: "FEA", category: "Mechanical Design" })).toEqual({
      skill_name: "FEA",
      category: "Mechanical Design",
      display_order: 0,
    });
  });

  it.each([
    [{ skill_name: "" }, "Skill name is required"],
    [{ skill_name: "s".repeat(101) }, "Skill name must be less than 100 characters"],
    [{ category: "" }, "Category is required"],
    [{ display_order: -1 }, "Display order must be a whole number of 0 or more"],
  ])("refuses %o with %s", (change, message) => {
    expect(firstMessage(skillSchema, { skill_name: "FEA", category: "Toolchain", ...change })).toBe(message);
  });
});

const projectFile = (overrides: Record<string, unknown> = {}) => ({
  file_name: "drawing.pdf",
  project_slug: "gripper",
  file_size: 1000,
  mime_type: "",
  ...overrides,
});

describe("projectFileSchema", () => {
  it("defaults the type to application/octet-stream and an empty description to null", () => {
    expect(projectFileSchema.parse(projectFile({ description: "" }))).toMatchObject({
      mime_type: "application/octet-stream",
      description: null,
    });
  });

  it.each([
    [{ file_name: "" }, "Please select a file and enter a project slug"],
    [{ project_slug: "" }, "Please select a file and enter a project slug"],
    [{ project_slug: undefined }, "Please select a file and enter a project slug"],
    [{ project_slug: "Not A Slug" }, "Invalid project slug"],
    [{ file_size: MAX_UPLOAD_BYTES + 1 }, "File must be less than 10MB"],
    [{ description: "d".repeat(501) }, "Description must be less than 500 characters"],
  ])("refuses %o with %s", (change, message) => {
    expect(firstMessage(projectFileSchema, projectFile(change))).toBe(message);
  });

  it("allows exactly 10 MB", () => {
    expect(firstMessage(projectFileSchema, projectFile({ file_size: MAX_UPLOAD_BYTES }))).toBeNull();
  });
});

describe("documentUploadSchema", () => {
  it("accepts a PDF up to 10 MB, by type or (without a type) by name", () => {
    expect(
      documentUploadSchema.parse({ file_name: "cv.pdf", file_size: MAX_UPLOAD_BYTES, mime_type: "application/pdf" })
        .mime_type,
    ).toBe("application/pdf");
    expect(firstMessage(documentUploadSchema, { file_name: "CV.PDF", file_size: 10, mime_type: "" })).toBeNull();
  });

  it.each([
    [{ file_name: "", file_size: 10, mime_type: "application/pdf" }, "Please select a file"],
    [{ file_size: 10 }, "Please select a file"],
    [{ file_name: "cv.docx", file_size: 10, mime_type: "application/msword" }, "PDF only"],
    [{ file_name: "cv.pdf", file_size: 10, mime_type: "text/html" }, "PDF only"],
    [
      { file_name: "cv.pdf", file_size: MAX_UPLOAD_BYTES + 1, mime_type: "application/pdf" },
      "File must be less than 10MB",
    ],
  ])("refuses %o with %s", (value, message) => {
    expect(firstMessage(documentUploadSchema, value)).toBe(message);
  });

  it("tells PDFs by type first", () => {
    expect(isPdfFile("x.bin", "application/pdf")).toBe(true);
    expect(isPdfFile("x.pdf", "image/png")).toBe(false);
    expect(isPdfFile("x.pdf", "application/octet-stream")).toBe(true);
  });
});
