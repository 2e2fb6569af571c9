import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import { footerTextOf, greetingOf, siteDescriptionOf, siteTitleOf } from "../../src/lib/site-settings";

/** What a renamed site says of itself where the owner wrote nothing of their own. */
describe("the identity derived from the name and headline", () => {
  const renamed = { ...site, owner: { ...site.owner, name: "Jordan Lee", role: "Design Engineer", tagline: "" } };

  it("greets, titles and describes the site by the owner's name, and the footer shows the tagline", () => {
    expect(greetingOf(renamed)).toBe("Hi, I'm Jordan Lee");
    expect(siteTitleOf(renamed)).toBe("Jordan Lee — Design Engineer");
    expect(siteDescriptionOf(renamed)).toBe("Portfolio of Jordan Lee, Design Engineer.");
    expect(footerTextOf(renamed)).toBe("");
    const tagged = { ...renamed, owner: { ...renamed.owner, tagline: "Gearboxes that ship." } };
    expect(siteDescriptionOf(tagged)).toBe("Portfolio of Jordan Lee, Design Engineer. Gearboxes that ship.");
    expect(footerTextOf(tagged)).toBe("Gearboxes that ship.");
  });

  it("keeps what the owner wrote instead", () => {
    const own = {
      ...renamed,
      hero: { ...renamed.hero, greeting: "Hello there" },
      seo: { ...renamed.seo, title: "JL Design", description: "Gears." },
      footer: { blurb: "Made in Austin." },
    };
    expect([greetingOf(own), siteTitleOf(own), siteDescriptionOf(own), footerTextOf(own)]).toEqual([
      "Hello there",
      "JL Design",
      "Gears.",
      "Made in Austin.",
    ]);
  });
});
