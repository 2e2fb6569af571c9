import { z } from "zod";
import { ADMIN_FORM_MESSAGES } from "../../lib/validation/admin-forms";
import { sanitizePostHtml } from "../content/sanitize-html";
import { json } from "../http";
import { readBody, type AdminHandler } from "./http";

/**
 * The admin's 'Preview' of a post draws the post's HTML in the owner's own admin page, so it must
 * never draw HTML the public page would not: the form's content may have been written outside the
 * admin (SQL, a table editor). The server's one policy (sanitize-html.ts) decides, as it does for
 * the public pages at build; the admin draws only what this answers.
 */
const previewBody = z.object({
  html: z.string(ADMIN_FORM_MESSAGES.contentRequired).max(50_000, ADMIN_FORM_MESSAGES.contentTooLong),
});

/** POST /api/admin/preview/post: `{html}` sanitised as the post's public page has it. Stores nothing. */
export const previewPostHtml: AdminHandler<[]> = async (request, _admin, _deps) => {
  const body = await readBody(request, previewBody);
  if (!body.ok) return body.response;
  return json({ html: sanitizePostHtml(body.data.html) });
};
