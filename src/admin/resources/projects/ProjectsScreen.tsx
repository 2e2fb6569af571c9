import { Star } from "lucide-react";
import { PROJECT_CATEGORIES, type Project } from "../../../lib/entities";
import { ADMIN_FORM_MESSAGES, projectSchema, type ProjectFormData } from "../../../lib/validation/admin-forms";
import { Badge } from "../../../components/ui/Badge";
import * as api from "../../data/resources";
import type { DraftForm } from "../../data/use-draft-form";
import { formatCommaList, parseCommaList } from "../../lib/parse-lists";
import { ProjectPreview } from "../../preview/Preview";
import { ResourceScreen, type ResourceDefinition } from "../../kit/resource/ResourceScreen";
import { TitleAndSlugFields } from "../../kit/resource/TitleAndSlugFields";
import { CategoryField, categoryOptions } from "../../ui/CategoryField";
import { Switch, TextAreaField, TextField } from "../../ui/fields";
import { GalleryField, type GalleryImage } from "../../ui/GalleryField";
import { ImageField } from "../../ui/ImageField";
import { MetaLine, PublishedTitle } from "../../ui/list";
import { ProjectFiles } from "../project-files/ProjectFilesScreen";

/** Lists as the text the owner types, the gallery as its images. */
const emptyProject = () => ({
  slug: "",
  title: "",
  category: "",
  tags: "",
  image: "",
  image_alt: "",
  gallery: [] as GalleryImage[],
  overview: "",
  role: "",
  challenge: "",
  approach: "",
  outcome: "",
  tech_stack: "",
  featured: false,
  published: true,
});

type ProjectFormValues = ReturnType<typeof emptyProject>;

/** The gallery of a form's values (a draft saved before the gallery held images has none). */
const galleryOf = (values: ProjectFormValues): GalleryImage[] => (Array.isArray(values.gallery) ? values.gallery : []);

const toInput = (values: ProjectFormValues) => ({
  ...values,
  tags: parseCommaList(values.tags),
  gallery: galleryOf(values).map((image) => image.src),
  gallery_alt: galleryOf(values).map((image) => image.alt),
  tech_stack: parseCommaList(values.tech_stack),
});

const projects: ResourceDefinition<Project, ProjectFormValues, ProjectFormData> = {
  api: api.projects,
  list: {
    key: ["projects"],
    texts: {
      confirm: (project) => ({ title: "Are you sure you want to delete this project?", description: project.title }),
      deleted: "Project deleted",
      deleteFailed: "Failed to delete project",
    },
  },
  form: {
    formKey: "projects",
    empty: emptyProject,
    format: (project) => ({
      tags: formatCommaList(project.tags),
      gallery: (project.gallery ?? []).map((src, index) => ({ src, alt: project.gallery_alt?.[index] ?? "" })),
      tech_stack: formatCommaList(project.tech_stack),
    }),
    toInput,
    schema: projectSchema,
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
  ordered: true,
};

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
  const v = form.values;
  // Files belong to the project as saved (its slug), so a new one gets them once created.
  const saved = items?.find((project) => project.id === form.editingId);
  return (
    <>
      <TitleAndSlugFields form={form} items={items} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CategoryField label="Category" {...form.text("category")} {...categoryOptions(PROJECT_CATEGORIES, items)} />
        <TextField
          label="Tags"
          {...form.text("tags")}
          hint="Comma-separated, up to 20."
          fieldClassName="sm:col-span-2"
        />
      </div>
      <ImageField
        label="Image"
        name="image"
        {...form.image("image", "image_alt")}
        required
        altMissing={v.published ? ADMIN_FORM_MESSAGES.imageAltRequired : null}
      />
      <GalleryField
        images={galleryOf(v)}
        onChange={(images) => form.set("gallery", images)}
        altMissing={v.published ? ADMIN_FORM_MESSAGES.galleryAltRequired : null}
      />
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
      <div className="flex flex-wrap items-center gap-6">
        <Switch label="Featured" {...form.toggle("featured")} />
        <Switch label="Published" {...form.toggle("published")} />
        <ProjectPreview project={toInput(v)} />
      </div>
      {saved ? (
        <ProjectFiles slug={saved.slug} />
      ) : (
        <p className="text-fg-muted text-sm">
          Create the project first, then attach its drawings, CAD models and other files here (up to 10 MB each).
        </p>
      )}
    </>
  );
}
