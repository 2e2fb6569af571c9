import { useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { errorMessage } from "../data/client";
import type { StaleGuard } from "../data/resources";
import { useDraftForm, type DraftForm } from "../data/use-draft-form";
import { announcePublicChange } from "../publishing/changed-page";
import type { ResourceList } from "./use-resource-list";

export interface SaveTexts {
  /** The success toast after a create, e.g. 'Project created successfully'. */
  created: string;
  /** The success toast after an update, e.g. 'Project updated successfully' (forms that only add, like skills, have none). */
  updated?: string;
  /** The failure toast's title, e.g. 'Error' or 'Error saving post'. */
  saveFailed: string;
}

export interface ResourceFormOptions<Item, Values, Data> {
  /** Names the form's draft in sessionStorage. */
  formKey: string;
  /** A new item's values. */
  empty: () => Values;
  /** The values as the schema takes them (lists split, defaults filled); the values themselves if absent. */
  toInput?: (values: Values) => unknown;
  /** The form's shared schema (the endpoint checks the same one). */
  schema: z.ZodType<Data>;
  create: (data: Data) => Promise<Item>;
  /** Updates with the row's updated_at as the form loaded it, so a stale save is refused (409). */
  update?: (id: string, data: Data & StaleGuard) => Promise<Item>;
  texts: SaveTexts;
}

export interface ResourceForm<Item, Values> {
  form: DraftForm<Values>;
  saving: boolean;
  /**
   * Checks the values, creates or updates, says so, closes the form and reloads the list;
   * answers the saved row. On a refusal (a stale copy's 409 among them) the toast carries
   * the server's message, the form stays open with every field as typed, and the answer is null.
   */
  save: () => Promise<Item | null>;
}

/** The public page a saved item shows on: its own page for projects and posts, else the home page. */
function publicPath(formKey: string, slug: string | undefined): string {
  if (slug && formKey === "projects") return `/projects/${slug}`;
  if (slug && formKey === "blog") return `/blog/${slug}`;
  return "/";
}

/** A create/edit form whose draft survives a reload, saved into `list`. */
export function useResourceForm<Item extends { id: string }, Values extends object, Data>(
  list: ResourceList<Item>,
  options: ResourceFormOptions<Item, Values, Data>,
): ResourceForm<Item, Values> {
  const { formKey, empty, toInput, schema, create, update, texts } = options;
  const form = useDraftForm(formKey, empty);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const data = form.check(schema, toInput ? toInput(form.values) : form.values);
    if (data === null) return null;
    setSaving(true);
    try {
      const id = form.editingId;
      const saved =
        id && update
          ? await update(id, { ...data, expected_updated_at: form.expectedUpdatedAt ?? "" })
          : await create(data);
      const title = id && update ? (texts.updated ?? texts.created) : texts.created;
      const shown = saved as { published?: boolean; slug?: string };
      if (shown.published === false) toast.success(title);
      else announcePublicChange(title, publicPath(formKey, shown.slug));
      form.close();
      void list.refresh();
      return saved;
    } catch (error) {
      toast.error(texts.saveFailed, { description: errorMessage(error) });
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { form, saving, save };
}
