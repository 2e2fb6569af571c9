import { describe, expect, it } from "vitest";
import { categoryKey, distinctCategories, existingCategory } from "../../src/lib/validation/categories";

describe("category names", () => {
  it("name one category whatever their case and white space", () => {
    expect(categoryKey("Mechanical Design")).toBe(categoryKey("  mechanical   DESIGN "));
    expect(categoryKey("Mechanical Design")).toBe(categoryKey("MechanicalDesign"));
    expect(categoryKey("Mechanical Design")).not.toBe(categoryKey("Mechanical Designs"));
    expect(categoryKey("Thermal/Fluids")).not.toBe(categoryKey("Thermal Fluids"));
  });

  it("are offered once each, in the first spelling seen, blanks dropped", () => {
    expect(distinctCategories(["Robotics", "Sensing", " robotics", "", "  ", "SENSING", "Soft Robotics "])).toEqual([
      "Robotics",
      "Sensing",
      "Soft Robotics",
    ]);
  });

  it("resolve to the existing spelling, or to nothing for a new one", () => {
    const existing = ["Mechanical Design", "Toolchain"];
    expect(existingCategory("mechanical  design", existing)).toBe("Mechanical Design");
    expect(existingCategory("TOOLCHAIN", existing)).toBe("Toolchain");
    expect(existingCategory("Embedded software", existing)).toBeUndefined();
    expect(existingCategory("   ", existing)).toBeUndefined();
  });
});
