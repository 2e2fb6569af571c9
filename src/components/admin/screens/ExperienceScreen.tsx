import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState, type SubmitEvent } from "react";
import { toast } from "sonner";
import type { Experience } from "../../../lib/entities";
import { experienceSchema } from "../../../lib/validation/admin-forms";
import { Badge } from "../../ui/Badge";
import { buttonStyles } from "../../ui/button-styles";
import { errorMessage } from "../data/client";
import {
  createExperience,
  deleteExperience,
  fetchExperiences,
  updateExperience,
  type ExperienceInput,
} from "../data/resources";
import { useAdminQuery } from "../data/use-admin-query";
import { useDraftForm } from "../data/use-draft-form";
import { formatCommaList, formatLineList, parseCommaList, parseLineList } from "../lib/parse-lists";
import { validateOrToast } from "../lib/validate";
import { useConfirm } from "../ui/ConfirmDialog";
import { TextAreaField, TextField } from "../ui/fields";
import { FormActions, IconAction, Panel, RestoredNotice, ScreenHeader } from "../ui/layout";
import { ListStates } from "../ui/states";
import { useFocusOnOpen } from "../ui/use-focus-on-open";

interface ExperienceFormValues {
  role: string;
  organization: string;
  location: string;
  period_start: string;
  period_end: string;
  focus: string;
  impact: string;
  tags: string;
  display_order: string;
}

const emptyExperience = (): ExperienceFormValues => ({
  role: "",
  organization: "",
  location: "",
  period_start: "",
  period_end: "",
  focus: "",
  impact: "",
  tags: "",
  display_order: "0",
});

const toValues = (experience: Experience): ExperienceFormValues => ({
  role: experience.role,
  organization: experience.organization,
  location: experience.location,
  period_start: experience.period_start,
  period_end: experience.period_end ?? "",
  focus: experience.focus,
  impact: formatLineList(experience.impact),
  tags: formatCommaList(experience.tags),
  display_order: String(experience.display_order ?? 0),
});

const toInput = (values: ExperienceFormValues) => ({
  ...values,
  impact: parseLineList(values.impact),
  tags: parseCommaList(values.tags),
  display_order: values.display_order.trim() === "" ? 0 : values.display_order,
});

/** /admin/experience: the list (by display order) and the form; impact one per line, tags comma-separated. */
export function ExperienceScreen() {
  const experiences = useAdminQuery(fetchExperiences, "Failed to fetch experiences");
  const form = useDraftForm("experience", emptyExperience);
  const confirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const headingId = useId();
  const formRef = useFocusOnOpen(form.open, form.editingId);

  const sortByOrder = (list: Experience[]) => [...list].sort((a, b) => a.display_order - b.display_order);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = validateOrToast(experienceSchema, toInput(form.values));
    if (!data) return;
    setSaving(true);
    try {
      const input = data as ExperienceInput;
      if (form.editingId) {
        const saved = await updateExperience(form.editingId, {
          ...input,
          expected_updated_at: form.expectedUpdatedAt ?? "",
        });
        experiences.setData((list) => list && sortByOrder(list.map((item) => (item.id === saved.id ? saved : item))));
        toast.success("Experience updated");
      } else {
        const saved = await createExperience(input);
        experiences.setData((list) => sortByOrder([...(list ?? []), saved]));
        toast.success("Experience created");
      }
      form.close();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async (experience: Experience) => {
    if (!(await confirm({ title: "Are you sure?", description: `${experience.role} at ${experience.organization}` })))
      return;
    setDeleting(experience.id);
    try {
      await deleteExperience(experience.id);
      experiences.setData((list) => list?.filter((item) => item.id !== experience.id));
      if (form.editingId === experience.id) form.close();
      toast.success("Experience deleted");
    } catch (error) {
      toast.error("Failed to delete", { description: errorMessage(error) });
    } finally {
      setDeleting(null);
    }
  };

  const v = form.values;
  return (
    <>
      <ScreenHeader
        title="Manage Experience"
        description="Roles shown in the experience timeline, in display order."
        actions={
          !form.open && (
            <button type="button" onClick={form.startNew} className={buttonStyles()}>
              <Plus aria-hidden="true" />
              New Experience
            </button>
          )
        }
      />
      {form.open && (
        <Panel title={form.editingId ? "Edit Experience" : "New Experience"} titleId={headingId} className="mb-8">
          {form.restored && <RestoredNotice onDiscard={form.close} />}
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-labelledby={headingId}
            className="space-y-4"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Role"
                name="role"
                required
                value={v.role}
                onValueChange={(x) => form.set("role", x)}
                maxLength={200}
              />
              <TextField
                label="Organization"
                name="organization"
                required
                value={v.organization}
                onValueChange={(x) => form.set("organization", x)}
                maxLength={200}
              />
              <TextField
                label="Location"
                name="location"
                required
                value={v.location}
                onValueChange={(x) => form.set("location", x)}
                maxLength={200}
              />
              <TextField
                label="Display order"
                name="display_order"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={v.display_order}
                onValueChange={(x) => form.set("display_order", x)}
              />
              <TextField
                label="Start"
                name="period_start"
                required
                value={v.period_start}
                onValueChange={(x) => form.set("period_start", x)}
                hint="Free text, e.g. Jan 2022."
                maxLength={50}
              />
              <TextField
                label="End"
                name="period_end"
                value={v.period_end}
                onValueChange={(x) => form.set("period_end", x)}
                hint="Leave empty for Present."
                maxLength={50}
              />
            </div>
            <TextAreaField
              label="Focus"
              name="focus"
              required
              rows={3}
              value={v.focus}
              onValueChange={(x) => form.set("focus", x)}
              maxLength={2000}
            />
            <TextAreaField
              label="Impact"
              name="impact"
              rows={5}
              value={v.impact}
              onValueChange={(x) => form.set("impact", x)}
              hint="One item per line, up to 20."
            />
            <TextField
              label="Tags"
              name="tags"
              value={v.tags}
              onValueChange={(x) => form.set("tags", x)}
              hint="Comma-separated, up to 20."
            />
            <FormActions
              saving={saving}
              submitLabel={form.editingId ? "Update Experience" : "Create Experience"}
              onCancel={form.close}
            />
          </form>
        </Panel>
      )}
      <Panel title="Experiences" titleId={`${headingId}-list`}>
        <ListStates
          loading={experiences.loading}
          error={experiences.error}
          items={experiences.data}
          onRetry={() => void experiences.reload()}
          empty="No experiences yet."
        >
          {(items) => (
            <ul className="divide-glass-border divide-y">
              {items.map((experience) => (
                <li key={experience.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0 flex-1">
                    <p className="text-fg font-medium">
                      {experience.role} <span className="text-fg-muted font-normal">at</span> {experience.organization}
                    </p>
                    <p className="text-fg-muted text-sm">
                      {experience.period_start} – {experience.period_end || "Present"} · {experience.location}
                    </p>
                    {experience.tags.length > 0 && (
                      <p className="mt-1 flex flex-wrap gap-1">
                        {experience.tags.map((tag) => (
                          <Badge key={tag}>{tag}</Badge>
                        ))}
                      </p>
                    )}
                  </div>
                  <IconAction
                    label={`Edit ${experience.role} at ${experience.organization}`}
                    onClick={() => form.startEdit(experience.id, experience.updated_at, toValues(experience))}
                  >
                    <Pencil aria-hidden="true" />
                  </IconAction>
                  <IconAction
                    label={`Delete ${experience.role} at ${experience.organization}`}
                    tone="danger"
                    disabled={deleting === experience.id}
                    onClick={() => void onDelete(experience)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconAction>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </Panel>
    </>
  );
}
