import { Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useId, useState, type SubmitEvent } from "react";
import { toast } from "sonner";
import { PROJECT_CATEGORIES, type Project } from "../../../lib/entities";
import { projectSchema } from "../../../lib/validation/admin-forms";
import { Badge } from "../../ui/Badge";
import { buttonStyles } from "../../ui/button-styles";
import { errorMessage } from "../data/client";
import { createProject, deleteProject, fetchProjects, updateProject, type ProjectInput } from "../data/resources";
import { useAdminQuery } from "../data/use-admin-query";
import { useDraftForm } from "../data/use-draft-form";
import { formatCommaList, formatLineList, parseCommaList, parseLineList } from "../lib/parse-lists";
import { validateOrToast } from "../lib/validate";
import { useConfirm } from "../ui/ConfirmDialog";
import { TextAreaField, TextField, Switch } from "../ui/fields";
import { FormActions, IconAction, Panel, RestoredNotice, ScreenHeader } from "../ui/layout";
import { ListStates } from "../ui/states";
import { useFocusOnOpen } from "../ui/use-focus-on-open";

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
  display_order: string;
}

/** A new project: featured false, published true (owner-admin.md §2). */
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
  display_order: "0",
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
  display_order: String(project.display_order ?? 0),
});

const toInput = (values: ProjectFormValues) => ({
  ...values,
  tags: parseCommaList(values.tags),
  gallery: parseLineList(values.gallery),
  tech_stack: parseCommaList(values.tech_stack),
  display_order: values.display_order.trim() === "" ? 0 : values.display_order,
});

/** /admin/projects: the list (newest first) and the form covering every project field. */
export function ProjectsScreen() {
  const projects = useAdminQuery(fetchProjects, "Failed to fetch projects");
  const form = useDraftForm("projects", emptyProject);
  const confirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const headingId = useId();
  const formRef = useFocusOnOpen(form.open, form.editingId);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = validateOrToast(projectSchema, toInput(form.values));
    if (!data) return;
    setSaving(true);
    try {
      const input = data as ProjectInput;
      if (form.editingId) {
        const saved = await updateProject(form.editingId, {
          ...input,
          expected_updated_at: form.expectedUpdatedAt ?? "",
        });
        projects.setData((list) => list?.map((item) => (item.id === saved.id ? saved : item)));
        toast.success("Project updated successfully");
      } else {
        const saved = await createProject(input);
        projects.setData((list) => [saved, ...(list ?? [])]);
        toast.success("Project created successfully");
      }
      form.close();
    } catch (error) {
      // A stale save (409) or any refusal keeps every field as typed.
      toast.error("Error", { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async (project: Project) => {
    if (!(await confirm({ title: "Are you sure you want to delete this project?", description: project.title })))
      return;
    setDeleting(project.id);
    try {
      await deleteProject(project.id);
      projects.setData((list) => list?.filter((item) => item.id !== project.id));
      if (form.editingId === project.id) form.close();
      toast.success("Project deleted");
    } catch (error) {
      toast.error("Failed to delete project", { description: errorMessage(error) });
    } finally {
      setDeleting(null);
    }
  };

  const v = form.values;
  return (
    <>
      <ScreenHeader
        title="Manage Projects"
        description="Projects shown on the public site (only published ones are visible)."
        actions={
          !form.open && (
            <button type="button" onClick={form.startNew} className={buttonStyles()}>
              <Plus aria-hidden="true" />
              New Project
            </button>
          )
        }
      />
      {form.open && (
        <Panel title={form.editingId ? "Edit Project" : "New Project"} titleId={headingId} className="mb-8">
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
                label="Title"
                name="title"
                required
                value={v.title}
                onValueChange={(x) => form.set("title", x)}
                maxLength={200}
              />
              <TextField
                label="Slug"
                name="slug"
                required
                value={v.slug}
                onValueChange={(x) => form.set("slug", x)}
                hint="Lowercase letters, numbers and hyphens."
                spellCheck={false}
                autoCapitalize="off"
              />
              <TextField
                label="Category"
                name="category"
                required
                value={v.category}
                onValueChange={(x) => form.set("category", x)}
                list="project-categories"
                maxLength={100}
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
                label="Tags"
                name="tags"
                value={v.tags}
                onValueChange={(x) => form.set("tags", x)}
                hint="Comma-separated, up to 20."
                fieldClassName="sm:col-span-2"
              />
              <TextField
                label="Image URL"
                name="image"
                required
                type="url"
                inputMode="url"
                value={v.image}
                onValueChange={(x) => form.set("image", x)}
                fieldClassName="sm:col-span-2"
                spellCheck={false}
              />
              <TextAreaField
                label="Gallery image URLs"
                name="gallery"
                rows={3}
                value={v.gallery}
                onValueChange={(x) => form.set("gallery", x)}
                hint="Optional. One URL per line, up to 20."
                fieldClassName="sm:col-span-2"
                spellCheck={false}
              />
            </div>
            <datalist id="project-categories">
              {PROJECT_CATEGORIES.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
            <TextAreaField
              label="Overview"
              name="overview"
              required
              rows={4}
              value={v.overview}
              onValueChange={(x) => form.set("overview", x)}
              hint="10 to 5000 characters."
              maxLength={5000}
            />
            <TextAreaField
              label="Role"
              name="role"
              required
              rows={2}
              value={v.role}
              onValueChange={(x) => form.set("role", x)}
              maxLength={1000}
            />
            <TextAreaField
              label="Challenge"
              name="challenge"
              required
              rows={3}
              value={v.challenge}
              onValueChange={(x) => form.set("challenge", x)}
              maxLength={5000}
            />
            <TextAreaField
              label="Approach"
              name="approach"
              required
              rows={3}
              value={v.approach}
              onValueChange={(x) => form.set("approach", x)}
              maxLength={5000}
            />
            <TextAreaField
              label="Outcome"
              name="outcome"
              required
              rows={3}
              value={v.outcome}
              onValueChange={(x) => form.set("outcome", x)}
              maxLength={5000}
            />
            <TextField
              label="Tech stack"
              name="tech_stack"
              value={v.tech_stack}
              onValueChange={(x) => form.set("tech_stack", x)}
              hint="Comma-separated, up to 30."
            />
            <div className="flex flex-wrap gap-6">
              <Switch
                label="Featured"
                name="featured"
                checked={v.featured}
                onCheckedChange={(x) => form.set("featured", x)}
              />
              <Switch
                label="Published"
                name="published"
                checked={v.published}
                onCheckedChange={(x) => form.set("published", x)}
              />
            </div>
            <FormActions
              saving={saving}
              submitLabel={form.editingId ? "Update Project" : "Create Project"}
              onCancel={form.close}
            />
          </form>
        </Panel>
      )}
      <Panel title="Projects" titleId={`${headingId}-list`}>
        <ListStates
          loading={projects.loading}
          error={projects.error}
          items={projects.data}
          onRetry={() => void projects.reload()}
          empty="No projects yet."
        >
          {(items) => (
            <ul className="divide-glass-border divide-y">
              {items.map((project) => (
                <li key={project.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0 flex-1">
                    <p className="text-fg flex flex-wrap items-center gap-2 font-medium">
                      <span className="truncate">{project.title}</span>
                      <Badge tone={project.published ? "emerald" : "neutral"}>
                        {project.published ? "Published" : "Draft"}
                      </Badge>
                      {project.featured && (
                        <Badge tone="accent">
                          <Star aria-hidden="true" className="size-3" />
                          Featured
                        </Badge>
                      )}
                    </p>
                    <p className="text-fg-muted truncate text-sm">
                      <span className="font-mono">{project.slug}</span> · {project.category}
                    </p>
                  </div>
                  <IconAction
                    label={`Edit ${project.title}`}
                    onClick={() => form.startEdit(project.id, project.updated_at, toValues(project))}
                  >
                    <Pencil aria-hidden="true" />
                  </IconAction>
                  <IconAction
                    label={`Delete ${project.title}`}
                    tone="danger"
                    disabled={deleting === project.id}
                    onClick={() => void onDelete(project)}
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
