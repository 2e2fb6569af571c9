import { Box, Download, Footprints, ImageUp, Sparkles } from "lucide-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { ListedProjectFile } from "../../../lib/entities";
import { isDrawing, isPrepared, modelKindOf, POSTER_SIZE } from "../../../lib/models";
import { projectFileSchema } from "../../../lib/validation/admin-forms";
import { projectFiles, projects as projectsApi, posterAsProjectImage } from "../../data/resources";
import { uploadToStorage } from "../../data/upload";
import { formatDateTime, formatKilobytes, messageOf } from "../../lib/format";
import { DeleteItemAction, ResourceListPanel, useResourceList } from "../../kit/resource/ResourceList";
import { useFileUpload } from "../../kit/resource/use-file-upload";
import { CategoryField } from "../../ui/CategoryField";
import { TextAreaField } from "../../ui/fields";
import { FilePicker, UploadButton, UploadProgress } from "../../ui/FilePicker";
import { IconAction, Panel, ScreenHeader } from "../../ui/layout";
import { ItemRow, MetaLine } from "../../ui/list";
import { prepareForViewing } from "./prepare";
import { WalkthroughEditor } from "./WalkthroughEditor";

export function ProjectFilesScreen() {
  return (
    <>
      <ScreenHeader
        title="Manage Project Files"
        description="Downloadable files attached to projects (up to 10 MB each)."
      />
      <ProjectFiles />
    </>
  );
}

/** Uploads and lists project files: every project's (the Project Files screen), or one saved project's (its form). */
export function ProjectFiles({ slug: projectSlug }: { slug?: string }) {
  const files = useResourceList({
    key: ["project-files"],
    api: projectFiles,
    fetchFailed: "Failed to fetch project files",
    texts: {
      confirm: (entry: ListedProjectFile) => ({ description: `Delete ${entry.file_name} and its stored file.` }),
      deleted: "File deleted",
    },
    select: projectSlug === undefined ? undefined : (rows) => rows.filter((row) => row.project_slug === projectSlug),
  });
  const { file, setFile, inputRef, progress, uploading, run, check } = useFileUpload();
  const [chosenSlug, setSlug] = useState("");
  const slug = projectSlug ?? chosenSlug;
  const [description, setDescription] = useState("");
  const [walkingThrough, setWalkingThrough] = useState<ListedProjectFile | null>(null);
  // The models being prepared for viewing, by id.
  const [preparing, setPreparing] = useState<ReadonlySet<string>>(new Set());
  /** From the bytes just sent, or else from the file's public address. */
  const prepare = async (entry: ListedProjectFile, uploaded?: File) => {
    setPreparing((current) => new Set(current).add(entry.id));
    try {
      const source = uploaded ?? (await fetch(entry.url));
      if (source instanceof Response && !source.ok) throw new Error(`The file could not be fetched (${source.status})`);
      await prepareForViewing(entry, await source.arrayBuffer());
      toast.success("Prepared for viewing", { description: entry.file_name });
      void files.refresh();
    } catch (error) {
      toast.error("Could not prepare the model for viewing", { description: messageOf(error) });
    } finally {
      setPreparing((current) => new Set([...current].filter((id) => id !== entry.id)));
    }
  };
  const queryClient = useQueryClient();
  const makeProjectImage = async (entry: ListedProjectFile) => {
    try {
      const project = await posterAsProjectImage(entry);
      toast.success("Project image updated", { description: project.title });
      void queryClient.invalidateQueries({ queryKey: ["projects"] });
    } catch (error) {
      toast.error("Could not update the project image", { description: messageOf(error) });
    }
  };
  // A file belongs to an existing project: chosen from the projects, by title.
  const projects = useQuery({
    queryKey: ["projects"],
    queryFn: projectsApi.list,
    meta: { failureTitle: "Failed to fetch projects" },
    enabled: projectSlug === undefined,
  });
  const projectChoices = (projects.data ?? []).map((project) => ({ value: project.slug, label: project.title }));
  const projectsPlaceholder = projects.isPending
    ? "Loading projects…"
    : !projects.data
      ? "The projects could not be loaded"
      : projectChoices.length === 0
        ? "No projects yet"
        : "Choose a project";

  const onUpload = async () => {
    if (!file || !slug.trim()) {
      toast.error("Please select a file and enter a project slug");
      return;
    }
    const checked = check(projectFileSchema, { project_slug: slug, description });
    if (!checked) return;
    await run(async (onProgress) => {
      const { file_name, project_slug } = checked;
      const storagePath = await uploadToStorage(file, "project-file", onProgress, { project_slug });
      const created = await projectFiles.create({
        storagePath,
        file_name,
        project_slug,
        description: checked.description,
      });
      void files.refresh();
      toast.success("File uploaded successfully");
      setDescription("");
      // A model is prepared for viewing at once, from the bytes just sent.
      if (modelKindOf(created.file_name)) void prepare(created, file);
    }, "Error");
  };

  // Never a form of its own: inside a project's form it must not nest one.
  return (
    <>
      <Panel title={projectSlug === undefined ? "Upload File" : "Files"} className="mb-8 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FilePicker
            ref={inputRef}
            label="File"
            name="file"
            hint="Drawings, STEP, STL, PDF… up to 10 MB."
            disabled={uploading}
            onFile={setFile}
          />
          {projectSlug === undefined && (
            <CategoryField
              label="Project"
              name="project_slug"
              value={chosenSlug}
              onValueChange={setSlug}
              choices={projectChoices}
              placeholder={projectsPlaceholder}
              disabled={uploading || projectChoices.length === 0}
              hint="The project the file belongs to."
            />
          )}
        </div>
        <TextAreaField
          label="Description"
          name="description"
          rows={2}
          maxLength={500}
          value={description}
          onValueChange={setDescription}
          disabled={uploading}
          hint="Optional, up to 500 characters."
        />
        {progress !== null && <UploadProgress fraction={progress} label={`Uploading ${file?.name ?? ""}`} />}
        <div className="flex flex-col sm:flex-row sm:justify-end">
          <UploadButton uploading={uploading} label="Upload File" onClick={() => void onUpload()} />
        </div>
      </Panel>
      <ResourceListPanel
        title={projectSlug === undefined ? "Files" : "Files of this project"}
        list={files.query}
        empty="No project files yet."
        renderRow={(entry) => (
          <ItemRow
            stacked
            leading={
              entry.poster_url && (
                <img
                  src={entry.poster_url}
                  alt=""
                  width={POSTER_SIZE.width}
                  height={POSTER_SIZE.height}
                  className="bg-canvas-secondary hidden h-12 w-18 shrink-0 rounded object-contain sm:block"
                />
              )
            }
            actions={
              <>
                {modelKindOf(entry.file_name) && !isPrepared(entry) && (
                  <IconAction
                    label={`Prepare ${entry.file_name} for viewing`}
                    disabled={preparing.has(entry.id)}
                    onClick={() => void prepare(entry)}
                  >
                    <Sparkles aria-hidden="true" />
                  </IconAction>
                )}
                {entry.poster_url && (
                  <IconAction
                    label={`Use as project image: ${entry.file_name}`}
                    onClick={() => void makeProjectImage(entry)}
                  >
                    <ImageUp aria-hidden="true" />
                  </IconAction>
                )}
                {modelKindOf(entry.file_name) && (
                  <IconAction label={`Walkthrough of ${entry.file_name}`} onClick={() => setWalkingThrough(entry)}>
                    <Footprints aria-hidden="true" />
                  </IconAction>
                )}
                <DeleteItemAction list={files} item={entry} label={`Delete ${entry.file_name}`} />
              </>
            }
          >
            <p className="text-fg font-medium wrap-anywhere">{entry.file_name}</p>
            <MetaLine
              items={[
                <span className="font-mono">{entry.project_slug}</span>,
                formatKilobytes(entry.file_size),
                <span className="inline-flex items-center gap-1">
                  <Download aria-hidden="true" className="size-3.5" />
                  {entry.downloads} downloads
                </span>,
                formatDateTime(entry.created_at),
                modelKindOf(entry.file_name) && (
                  <span className="text-accent inline-flex items-center gap-1 font-medium">
                    <Box aria-hidden="true" className="size-3.5" />
                    3D view
                  </span>
                ),
                preparing.has(entry.id)
                  ? "Preparing for viewing…"
                  : modelKindOf(entry.file_name) && (isPrepared(entry) ? "Prepared for viewing" : "Not prepared yet"),
                entry.walkthrough.length > 0 &&
                  `${entry.walkthrough.length} walkthrough step${entry.walkthrough.length === 1 ? "" : "s"}`,
              ]}
            />
            {entry.description && <p className="text-fg mt-1 text-sm">{entry.description}</p>}
          </ItemRow>
        )}
      />
      {walkingThrough && (
        <WalkthroughEditor
          key={walkingThrough.id}
          file={walkingThrough}
          drawings={(files.query.data ?? []).filter(
            (entry) => entry.project_slug === walkingThrough.project_slug && isDrawing(entry.file_name),
          )}
          onSaved={() => void files.refresh()}
          onClose={() => setWalkingThrough(null)}
        />
      )}
    </>
  );
}
