import { describe, expect, it } from "vitest";
import { projectJsonLd } from "../../src/components/projects/project-json-ld";

describe("a project's structured data", () => {
  it("is a CreativeWork by the owner with absolute URLs and the tags as keywords", () => {
    const data = projectJsonLd(
      {
        slug: "wave-drifter",
        title: "Wave Drifter",
        overview: "A buoy.",
        image: "/storage/v1/object/public/documents/demo/images/d.webp",
        tags: ["IMU", "GPS"],
        category: "Sensing",
        created_at: "2025-01-02T03:04:05.000Z",
      },
      "https://example.com",
      "Alex Rivera",
    );
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: "Wave Drifter",
      description: "A buoy.",
      url: "https://example.com/projects/wave-drifter",
      image: "https://example.com/storage/v1/object/public/documents/demo/images/d.webp",
      author: { "@type": "Person", name: "Alex Rivera" },
      keywords: "IMU, GPS",
      dateCreated: "2025-01-02T03:04:05.000Z",
    });
  });
});
