/**
 * Names an object inherits (constructor, toString, __proto__, …) are no file type, extension,
 * category or table: each lookup keyed by what a user or a payload says reads own keys only.
 */
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import SkillsSection from "../../src/components/home/SkillsSection";
import { site } from "../../src/config/site";
import { withDefaults } from "../../src/lib/site-settings";
import { imageTypeOf, imageUploadSchema } from "../../src/lib/validation/admin-forms";
import { decideContentChange } from "../../src/server/publishing/content-change-filter";
import { contentTypeFor } from "../../src/server/storage/local-storage";

const INHERITED = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf", "__defineGetter__"];

describe("image types", () => {
  it.each(INHERITED)("a declared type of %s is no image type", (name) => {
    expect(imageTypeOf("a.png", name)).toBeNull();
    expect(imageUploadSchema.safeParse({ file_name: "a.png", file_size: 10, mime_type: name }).success).toBe(false);
  });

  it.each(INHERITED)("a file named a.%s is no image", (name) => {
    expect(imageTypeOf(`a.${name}`, "")).toBeNull();
    expect(imageTypeOf(`a.${name}`, "application/octet-stream")).toBeNull();
    expect(imageTypeOf(name, null)).toBeNull();
  });

  it("still knows the image types and extensions", () => {
    expect(imageTypeOf("a.png", "image/png")).toBe("image/png");
    expect(imageTypeOf("a.JPEG", "")).toBe("image/jpeg");
    expect(imageTypeOf("a.webp", "image/webp; q=1")).toBe("image/webp");
  });
});

describe("stored content types", () => {
  it.each(INHERITED)("a file named a.%s is served as bytes", (name) => {
    expect(contentTypeFor(`a.${name}`)).toBe("application/octet-stream");
    expect(contentTypeFor(`folder/${name}`)).toBe("application/octet-stream");
  });

  it("still knows the site's types", () => {
    expect(contentTypeFor("a.PNG")).toBe("image/png");
    expect(contentTypeFor("part.step")).toBe("model/step");
  });
});

describe("skill categories on the home page", () => {
  it.each(INHERITED)("a category named %s gets the default icon and renders", (name) => {
    const html = renderToString(
      createElement(SkillsSection, {
        groups: [{ category: name, skills: ["Welding"] }],
        site: withDefaults({}, site),
      }),
    );
    expect(html).toContain("Welding");
  });
});

describe("the content-changed webhook's tables", () => {
  it.each(INHERITED)("a table named %s is an unknown table: rebuild, named as sent", (name) => {
    const decision = decideContentChange({
      type: "UPDATE",
      table: name,
      schema: "public",
      record: { id: 1 },
      old_record: { id: 1 },
    });
    expect(decision).toEqual({ rebuild: true, reason: `${name} row updated (changed outside the admin)` });
  });
});
