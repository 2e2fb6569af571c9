import { useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { errorMessage } from "../../data/client";
import type { StaleGuard } from "../../data/resources";
import { useDraftForm } from "../../data/use-draft-form";
import { announcePublicChange } from "./changed-page";
import type { ResourceList } from "./ResourceList";

export interface ResourceFormOptions<Item, Values, Data> {
  formKey: string;
  empty: () => Values;
  /** The values as the schema takes them (lists split, defaults filled); the values themselves if absent. */
  toInput?: (values: Values) => unknown;
  schema: z.ZodType<Data>;
  create: (data: Data) => Promise<Item>;
  update?: (id: string, data: Data & StaleGuard) => Promise<Item>;
  texts: { created: string; updated?: string; saveFailed: string };
  /** The rows show on no public page: a save's toast says only what was done. */
  private?: boolean;
}

const PUBLIC_PAGES: Record<string, string> = { projects: "/projects/", blog: "/blog/" };

/** `save` answers the saved row, or null after a refusal (a stale copy's 409 among them), the form kept. */
export function useResourceForm<Item extends { id: string }, Values extends object, Data>(
  list: ResourceList<Item>,
  options: ResourceFormOptions<Item, Values, Data>,
) {
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
      if (options.private || shown.published === false) toast.success(title);
      else announcePublicChange(title, shown.slug && PUBLIC_PAGES[formKey] ? PUBLIC_PAGES[formKey] + shown.slug : "/");
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
