import { describe, expect, it } from "vitest";
import { applyResumeUrl, parseActiveDocuments, resumeUrlOf } from "../../src/components/documents/live-resume";

const DEFAULT = "/storage/v1/object/public/documents/defaults/resume.pdf";
const ACTIVE = "/storage/v1/object/public/documents/resume/v3.pdf";

/** Just enough of an element for the marker logic. */
function element(attributes: Record<string, string>) {
  return {
    attributes,
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
  } as unknown as Element & { attributes: Record<string, string> };
}

describe("the active resume link", () => {
  it("is the active resume's URL when one is active", () => {
    expect(resumeUrlOf(parseActiveDocuments({ resume: { url: ACTIVE }, portfolio: null }), DEFAULT)).toBe(ACTIVE);
  });

  it("is the configured default when none is active or the lookup failed", () => {
    expect(resumeUrlOf(parseActiveDocuments({ resume: null, portfolio: null }), DEFAULT)).toBe(DEFAULT);
    expect(resumeUrlOf(null, DEFAULT)).toBe(DEFAULT);
  });

  it("refuses an answer of the wrong shape (so the default is used)", () => {
    expect(() => parseActiveDocuments({ resume: { path: "x" } })).toThrow();
    expect(() => parseActiveDocuments("nope")).toThrow();
  });

  it("updates links and the preview, keeping the preview's #fragment", () => {
    const link = element({ "data-live-resume": "", href: DEFAULT });
    const preview = element({ "data-live-resume": "data", data: `${DEFAULT}#view=FitH` });
    applyResumeUrl(link, ACTIVE, "http://localhost/");
    applyResumeUrl(preview, ACTIVE, "http://localhost/");
    expect(link.attributes.href).toBe(ACTIVE);
    expect(preview.attributes.data).toBe(`${ACTIVE}#view=FitH`);
  });

  it("leaves a link alone when it already points at the same file", () => {
    const link = element({ "data-live-resume": "href", href: ACTIVE });
    applyResumeUrl(link, `http://localhost${ACTIVE}`, "http://localhost/");
    expect(link.attributes.href).toBe(ACTIVE);
  });
});
