import { Star } from "lucide-react";
import { PROJECT_CATEGORIES, type Project } from "../../lib/entities";
import { distinctCategories } from "../../lib/validation/categories";
import { projectSchema, type ProjectFormData } from "../../lib/validation/admin-forms";
import { Badge } from "../../components/ui/Badge";
import { createProject, deleteProject, fetchProjects, updateProject } from "../data/resources";
import type { DraftForm } from "../data/use-draft-form";
import { saveOrder } from "../lib/display-order";
import { formatCommaList, formatLineList, parseCommaList, parseLineList } from "../lib/parse-lists";
import { ResourceScreen, type ResourceDefinition } from "../resource/ResourceScreen";
import { TitleAndSlugFields } from "../resource/TitleAndSlugFields";
import { CategoryField, categoryChoices } from "../ui/CategoryField";
import { Switch, TextAreaField, TextField } from "../ui/fields";
import { MetaLine, PublishedTitle } from "../ui/list";

/** What the project form holds: lists as the text the owner types. */
export interface ProjectFormValues {
  slug: string;
  title: string;
  category: string;
  tags: string;
  image: string;
  gallery: string;
  overview: string;
  role: string;
  challenge: string;
  approach: string;
  outcome: string;
  tech_stack: string;
  featured: boolean;
  published: boolean;
}

/** A new project: featured false, published true. */
const emptyProject = (): ProjectFormValues => ({
  slug: "",
  title: "",
  category: "",
  tags: "",
  image: "",
  gallery: "",
  overview: "",
  role: "",
  challenge: "",
  approach: "",
  outcome: "",
  tech_stack: "",
  featured: false,
  published: true,
});

const toValues = (project: Project): ProjectFormValues => ({
  slug: project.slug,
  title: project.title,
  category: project.category,
  tags: formatCommaList(project.tags),
  image: project.image,
  gallery: formatLineList(project.gallery),
  overview: project.overview,
  role: project.role,
  challenge: project.challenge,
  approach: project.approach,
  outcome: project.outcome,
  tech_stack: formatCommaList(project.tech_stack),
  featured: project.featured,
  published: project.published,
});

const toInput = (values: ProjectFormValues) => ({
  ...values,
  tags: parseCommaList(values.tags),
  gallery: parseLineList(values.gallery),
  tech_stack: parseCommaList(values.tech_stack),
});

const projects: ResourceDefinition<Project, ProjectFormValues, ProjectFormData> = {
  list: {
    key: ["projects"],
    fetch: fetchProjects,
    fetchFailed: "Failed to fetch projects",
    remove: deleteProject,
    texts: {
      confirm: (project) => ({ title: "Are you sure you want to delete this project?", description: project.title }),
      deleted: "Project deleted",
      deleteFailed: "Failed to delete project",
    },
  },
  form: {
    formKey: "projects",
    empty: emptyProject,
    toValues,
    toInput,
    schema: projectSchema,
    create: createProject,
    update: updateProject,
    // A stale save (409) or any refusal keeps every field as typed.
    texts: { created: "Project created successfully", updated: "Project updated successfully", saveFailed: "Error" },
  },
  texts: {
    title: "Manage Projects",
    description: "Projects shown on the public site (only published ones are visible).",
    noun: "Project",
    listTitle: "Projects",
    empty: "No projects yet.",
  },
  itemName: (project) => project.title,
  Summary: ProjectSummary,
  Fields: ProjectFields,
  reorder: (ids) => saveOrder("projects", ids),
};

/** /admin/projects: the list in display order (drag a row, or Move up / Move down) and the form covering every project field. */
export function ProjectsScreen() {
  return <ResourceScreen definition={projects} />;
}

function ProjectSummary({ item: project }: { item: Project }) {
  return (
    <>
      <PublishedTitle title={project.title} published={project.published}>
        {project.featured && (
          <Badge tone="accent">
            <Star aria-hidden="true" className="size-3" />
            Featured
          </Badge>
        )}
      </PublishedTitle>
      <MetaLine items={[<span className="font-mono">{project.slug}</span>, project.category]} />
    </>
  );
}

function ProjectFields({ form, items }: { form: DraftForm<ProjectFormValues>; items: Project[] | undefined }) {
  return (
    <>
      <TitleAndSlugFields form={form} items={items} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CategoryField
          label="Category"
          {...form.text("category")}
          choices={categoryChoices(
            distinctCategories([...PROJECT_CATEGORIES, ...(items ?? []).map((p) => p.category)]),
          )}
          placeholder="Choose a category"
          allowNew
          required
        />
        <TextField
          label="Tags"
          {...form.text("tags")}
          hint="Comma-separated, up to 20."
          fieldClassName="sm:col-span-2"
        />
        <TextField
          label="Image URL"
          {...form.text("image")}
          required
          type="url"
          inputMode="url"
          fieldClassName="sm:col-span-2"
          spellCheck={false}
        />
        <TextAreaField
          label="Gallery image URLs"
          {...form.text("gallery")}
          rows={3}
          hint="Optional. One URL per line, up to 20."
          fieldClassName="sm:col-span-2"
          spellCheck={false}
        />
      </div>
      <TextAreaField
        label="Overview"
        {...form.text("overview")}
        required
        rows={4}
        hint="10 to 5000 characters."
        maxLength={5000}
      />
      <TextAreaField label="Role" {...form.text("role")} required rows={2} maxLength={1000} />
      <TextAreaField label="Challenge" {...form.text("challenge")} required rows={3} maxLength={5000} />
      <TextAreaField label="Approach" {...form.text("approach")} required rows={3} maxLength={5000} />
      <TextAreaField label="Outcome" {...form.text("outcome")} required rows={3} maxLength={5000} />
      <TextField label="Tech stack" {...form.text("tech_stack")} hint="Comma-separated, up to 30." />
      <div className="flex flex-wrap gap-6">
        <Switch label="Featured" {...form.toggle("featured")} />
        <Switch label="Published" {...form.toggle("published")} />
      </div>
    </>
  );
}
