import { describe, expect, it } from "vitest";
import {
  cardImages,
  galleryImages,
  matchesSearch,
  parseListState,
  PROJECT_FILTERS,
  filtersFor,
  selectProjects,
  serializeListState,
  sortProjects,
  splitTags,
  wrapIndex,
} from "../../src/components/projects/project-filters";
import { toCardProject, type CardProject } from "../../src/lib/card-project";
import type { Project } from "../../src/lib/entities";

const project = (title: string, category: string, overview = "", tags: string[] = []): CardProject => ({
  slug: title.toLowerCase().replace(/\W+/g, "-"),
  title,
  category,
  tags,
  image: `/img/${title}.webp`,
  gallery: null,
  overview,
  tech_stack: [],
  featured: false,
});

// In display order, as the server sends them.
const projects = [
  project("Swerve Robot", "Robotics", "A competition drivetrain", ["Sheet Metal", "Gearing"]),
  project("Soft Gripper", "Soft Robotics", "Pneumatic fingers", ["Silicone"]),
  project("Enclosure Redesign", "Manufacturing", "Fewer parts, lower cost", ["DFM/DFA", "Sheet Metal"]),
  project("arm for picking", "Robotics", "A mobile manipulator", ["ROS 2"]),
  project("Wave Drifter", "Sensing", "Measures ocean waves", ["IMU"]),
];
const titles = (list: CardProject[]) => list.map((p) => p.title);

describe("the projects category list", () => {
  it("is All plus the five categories, in their fixed order", () => {
    expect(PROJECT_FILTERS).toEqual(["All", "Robotics", "Manufacturing", "Soft Robotics", "Sensing", "Academic"]);
  });

  it("offers a category only when a project is in it", () => {
    expect(filtersFor(projects)).toEqual(["All", "Robotics", "Manufacturing", "Soft Robotics", "Sensing"]);
    expect(filtersFor([projects[1]!])).toEqual(["All", "Soft Robotics"]);
    expect(filtersFor([])).toEqual(["All"]);
  });
});

describe("project search", () => {
  it("matches the title, the overview or any tag, ignoring case and surrounding spaces", () => {
    expect(matchesSearch(projects[0]!, "SWERVE")).toBe(true);
    expect(matchesSearch(projects[0]!, "drivetrain")).toBe(true);
    expect(matchesSearch(projects[0]!, "  gearing ")).toBe(true);
    expect(matchesSearch(projects[0]!, "silicone")).toBe(false);
  });

  it("matches everything when empty", () => {
    expect(selectProjects(projects, { category: "All", query: "   ", sort: "recent" })).toHaveLength(5);
  });
});

describe("filtering and sorting", () => {
  it("keeps the server's display order for 'Most Recent'", () => {
    expect(titles(selectProjects(projects, { category: "All", query: "", sort: "recent" }))).toEqual(titles(projects));
  });

  it("orders by title for 'A-Z', ignoring case", () => {
    expect(titles(sortProjects(projects, "az"))).toEqual([
      "arm for picking",
      "Enclosure Redesign",
      "Soft Gripper",
      "Swerve Robot",
      "Wave Drifter",
    ]);
    expect(titles(projects)[0]).toBe("Swerve Robot"); // the input is left alone
  });

  it("combines category, search and sort", () => {
    expect(titles(selectProjects(projects, { category: "Robotics", query: "", sort: "az" }))).toEqual([
      "arm for picking",
      "Swerve Robot",
    ]);
    expect(titles(selectProjects(projects, { category: "All", query: "sheet metal", sort: "az" }))).toEqual([
      "Enclosure Redesign",
      "Swerve Robot",
    ]);
    expect(selectProjects(projects, { category: "Academic", query: "", sort: "recent" })).toEqual([]);
  });
});

describe("list state in the URL", () => {
  it("reads category, search and sort, falling back to the defaults", () => {
    expect(parseListState("?category=Soft+Robotics&q=gripper&sort=az")).toEqual({
      category: "Soft Robotics",
      query: "gripper",
      sort: "az",
    });
    expect(parseListState("")).toEqual({ category: "All", query: "", sort: "recent" });
    expect(parseListState("?category=Nope&sort=zz")).toEqual({ category: "All", query: "", sort: "recent" });
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    expect(serializeListState({ category: "All", query: "", sort: "recent" })).toBe("");
    expect(serializeListState({ category: "Soft Robotics", query: "soft gripper", sort: "az" })).toBe(
      "?category=Soft+Robotics&q=soft+gripper&sort=az",
    );
    expect(serializeListState({ category: "All", query: "  ", sort: "recent" }, "?utm_source=x&q=old")).toBe(
      "?utm_source=x",
    );
  });

  it("round-trips", () => {
    const state = { category: "Sensing", query: "wave & tide", sort: "az" } as const;
    expect(parseListState(serializeListState(state))).toEqual(state);
  });
});

describe("project cards", () => {
  it("show the first three tags and count the rest", () => {
    expect(splitTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], hidden: 2 });
    expect(splitTags(["a", "b"])).toEqual({ shown: ["a", "b"], hidden: 0 });
  });

  it("cycle through the gallery only when it has more than one image, starting with the cover", () => {
    const cover = "/img/1.webp";
    expect(cardImages({ image: cover, gallery: null })).toEqual([cover]);
    expect(cardImages({ image: cover, gallery: ["/img/2.webp"] })).toEqual([cover]);
    expect(cardImages({ image: cover, gallery: [cover, "/img/2.webp", "/img/3.webp"] })).toEqual([
      cover,
      "/img/2.webp",
      "/img/3.webp",
    ]);
  });

  it("carry only the fields a card needs", () => {
    const full = { ...projects[0]!, id: "1", role: "r", challenge: "c", approach: "a", outcome: "o" } as Project;
    expect(Object.keys(toCardProject(full)).sort()).toEqual(Object.keys(projects[0]!).sort());
  });
});

describe("the detail gallery", () => {
  it("exists only with more than one image", () => {
    expect(galleryImages({ gallery: null })).toEqual([]);
    expect(galleryImages({ gallery: ["/a"] })).toEqual([]);
    expect(galleryImages({ gallery: ["/a", "/b"] })).toEqual(["/a", "/b"]);
  });

  it("wraps previous and next around", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
  });
});
