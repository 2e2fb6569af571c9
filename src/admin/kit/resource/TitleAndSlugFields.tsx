import { slugify } from "../../../lib/validation/admin-forms";
import type { DraftForm } from "../../data/use-draft-form";
import { TextField } from "../../ui/fields";

/** The slug follows the title, except on a published item, whose URL others already link to. */
export function TitleAndSlugFields<Values extends { title: string; slug: string }>({
  form,
  items,
}: {
  form: DraftForm<Values>;
  items: { id: string; published: boolean }[] | undefined;
}) {
  const published = Boolean(form.editingId && items?.find((item) => item.id === form.editingId)?.published);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Title"
        name="title"
        required
        maxLength={200}
        value={form.values.title}
        onValueChange={(title) =>
          form.update((values) => ({ ...values, title, slug: published ? values.slug : slugify(title) }))
        }
      />
      <TextField
        label="Slug"
        name="slug"
        value={form.values.slug}
        onValueChange={(slug) => form.update((values) => ({ ...values, slug }))}
        required
        hint="Generated from the title; lowercase letters, numbers and hyphens."
        spellCheck={false}
        autoCapitalize="off"
      />
    </div>
  );
}
