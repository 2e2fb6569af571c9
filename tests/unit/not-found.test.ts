import { describe, expect, it } from "vitest";
import { notFoundScreenFor } from "../../src/components/layout/not-found";

describe("the not-found screen for a path", () => {
  it("is 'Project Not Found' under /projects/", () => {
    expect(notFoundScreenFor("/projects/unknown")).toMatchObject({
      heading: "Project Not Found",
      backHref: "/projects",
    });
  });
  it("is 'Post Not Found' under /blog/", () => {
    expect(notFoundScreenFor("/blog/unknown/")).toMatchObject({ heading: "Post Not Found", backHref: "/blog" });
  });
  it("is the generic 404 elsewhere, including deeper paths", () => {
    expect(notFoundScreenFor("/nope")).toMatchObject({ code: "404", heading: "Oops! Page not found", backHref: "/" });
    expect(notFoundScreenFor("/projects/a/b")).toMatchObject({ code: "404" });
  });
});
