import type { Experience } from "../../../lib/entities";
import { experienceSchema, type ExperienceFormData } from "../../../lib/validation/admin-forms";
import { Badge } from "../../../components/ui/Badge";
import * as api from "../../data/resources";
import type { DraftForm } from "../../data/use-draft-form";
import { formatCommaList, formatLineList, parseCommaList, parseLineList } from "../../lib/parse-lists";
import { ResourceScreen, type ResourceDefinition } from "../../kit/resource/ResourceScreen";
import { ImportResumeDialog } from "./ImportResumeDialog";
import { TextAreaField, TextField } from "../../ui/fields";
import { MetaLine } from "../../ui/list";

const emptyExperience = () => ({
  role: "",
  organization: "",
  location: "",
  period_start: "",
  period_end: "",
  focus: "",
  impact: "",
  tags: "",
});

type ExperienceFormValues = ReturnType<typeof emptyExperience>;

const nameOf = (experience: Experience) => `${experience.role} at ${experience.organization}`;

const experiences: ResourceDefinition<Experience, ExperienceFormValues, ExperienceFormData> = {
  api: api.experiences,
  list: {
    key: ["experiences"],
    texts: { confirm: (experience) => ({ description: nameOf(experience) }), deleted: "Experience deleted" },
  },
  form: {
    formKey: "experience",
    empty: emptyExperience,
    format: (experience) => ({ impact: formatLineList(experience.impact), tags: formatCommaList(experience.tags) }),
    toInput: (values) => ({ ...values, impact: parseLineList(values.impact), tags: parseCommaList(values.tags) }),
    schema: experienceSchema,
    texts: { created: "Experience created", updated: "Experience updated", saveFailed: "Error" },
  },
  texts: {
    title: "Manage Experience",
    description: "Roles shown in the experience timeline, in display order.",
    noun: "Experience",
    listTitle: "Experiences",
    empty: "No experiences yet.",
  },
  itemName: nameOf,
  Summary: ExperienceSummary,
  Fields: ExperienceFields,
  ordered: true,
};

export function ExperienceScreen() {
  return <ResourceScreen definition={experiences} actions={<ImportResumeDialog />} />;
}

function ExperienceSummary({ item: experience }: { item: Experience }) {
  return (
    <>
      <p className="text-fg font-medium">
        {experience.role} <span className="text-fg-muted font-normal">at</span> {experience.organization}
      </p>
      <MetaLine items={[`${experience.period_start} – ${experience.period_end || "Present"}`, experience.location]} />
      {experience.tags.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-1">
          {experience.tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </p>
      )}
    </>
  );
}

function ExperienceFields({ form }: { form: DraftForm<ExperienceFormValues> }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Role" {...form.text("role")} required maxLength={200} />
        <TextField label="Organization" {...form.text("organization")} required maxLength={200} />
        <TextField
          label="Location"
          {...form.text("location")}
          required
          maxLength={200}
          fieldClassName="sm:col-span-2"
        />
        <TextField
          label="Start"
          {...form.text("period_start")}
          required
          hint="Free text, e.g. Jan 2022."
          maxLength={50}
        />
        <TextField label="End" {...form.text("period_end")} hint="Leave empty for Present." maxLength={50} />
      </div>
      <TextAreaField label="Focus" {...form.text("focus")} required rows={3} maxLength={2000} />
      <TextAreaField label="Impact" {...form.text("impact")} rows={5} hint="One item per line, up to 20." />
      <TextField label="Tags" {...form.text("tags")} hint="Comma-separated, up to 20." />
    </>
  );
}
