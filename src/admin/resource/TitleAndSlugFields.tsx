import { slugify } from "../../lib/validation/admin-forms";
import type { DraftForm } from "../data/use-draft-form";
import { TextField } from "../ui/fields";

/**
 * A post's or project's title and slug, side by side. The slug follows the title as it is typed,
 * except on a published item, whose URL links and search engines already point to (its slug is
 * changed by hand, if at all).
 */
export function TitleAndSlugFields<Values extends { title: string; slug: string }>({
  form,
  items,
}: {
  form: DraftForm<Values>;
  /** The stored items, to tell whether the one being edited is published. */
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
