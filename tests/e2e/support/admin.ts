import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "../../../playwright.config";

/** What the owner's suites share: signing in, uploads of real images, a project's saved row and form. */

export const PNG_TYPE = "image/png";
export const STORED_IMAGE = /^\/storage\/v1\/object\/public\/documents\/images\/\d{13}\/[\w.-]+\.png$/;

/** A real PNG of the given size and colour. */
export async function png(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function signIn(request: APIRequestContext, origin: string): Promise<void> {
  const response = await request.post(`${origin}/api/auth/signin`, { data: E2E_ADMIN, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
}

export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

export interface SavedProject {
  id: string;
  slug: string;
  published: boolean;
  image: string;
  image_alt: string | null;
  gallery: string[] | null;
  gallery_alt: string[] | null;
  updated_at: string;
}

/** A draft project made through the API (its image typed, without alt text), for a test of its own. */
export async function draft(request: APIRequestContext, origin: string, slug: string): Promise<void> {
  const response = await request.post(`${origin}/api/admin/projects`, {
    headers: { origin },
    data: {
      slug,
      title: `Images ${slug}`,
      category: "Robotics",
      image: "https://example.com/placeholder.png",
      overview: "A project made by the image tests.",
      role: "Lead",
      challenge: "A challenge",
      approach: "An approach",
      outcome: "An outcome",
      published: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function savedProject(request: APIRequestContext, origin: string, slug: string): Promise<SavedProject> {
  const { projects } = (await (await request.get(`${origin}/api/admin/projects`)).json()) as {
    projects: SavedProject[];
  };
  return projects.find((project) => project.slug === slug)!;
}

/** Opens a project's edit form from the admin list. */
export async function editProject(page: Page, origin: string, slug: string): Promise<void> {
  await page.goto(`${origin}/admin/projects`);
  await page.getByRole("listitem").filter({ hasText: slug }).getByRole("button", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Project" })).toBeVisible();
}

/** The src of the thumbnail an image field shows. */
export const thumbnail = (field: Locator) => field.locator("img").first();

/** Puts an image file into the post editor as a paste does. */
export async function pasteImage(editor: Locator, name: string, buffer: Buffer): Promise<void> {
  await editor.evaluate(
    (element, file) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: "image/png" }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { name, bytes: [...buffer] },
  );
}
