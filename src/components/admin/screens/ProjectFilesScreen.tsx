import { Download, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { toast } from "sonner";
import type { ProjectFile } from "../../../lib/entities";
import { projectFileSchema } from "../../../lib/validation/admin-forms";
import { buttonStyles } from "../../ui/button-styles";
import { errorMessage } from "../data/client";
import { deleteProjectFile, fetchProjectFiles, fetchProjects, recordProjectFile } from "../data/resources";
import { uploadToStorage } from "../data/upload";
import { useAdminQuery } from "../data/use-admin-query";
import { formatDateTime, formatKilobytes } from "../lib/format";
import { validateOrToast } from "../lib/validate";
import { useConfirm } from "../ui/ConfirmDialog";
import { TextAreaField, TextField } from "../ui/fields";
import { FilePicker, UploadProgress } from "../ui/FilePicker";
import { IconAction, Panel, ScreenHeader } from "../ui/layout";
import { ListStates } from "../ui/states";

/** /admin/project-files: upload (file, project slug, optional description; 10 MB) and the list with delete. */
export function ProjectFilesScreen() {
  const files = useAdminQuery(fetchProjectFiles, "Failed to fetch project files");
  const confirm = useConfirm();
  const [file, setFile] = useState<File | null>(null);
  const [slug, setSlug] = useState("");
  const [description, setDescription] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  /** Project slugs offered as suggestions (a file must belong to an existing project). */
  const [slugs, setSlugs] = useState<string[]>([]);

  useEffect(() => {
    let alive = true;
    fetchProjects()
      .then((projects) => alive && setSlugs(projects.map((project) => project.slug)))
      .catch(() => {
        // Suggestions only: the field still takes any slug.
      });
    return () => {
      alive = false;
    };
  }, []);

  const onUpload = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!file || !slug.trim()) {
      toast.error("Please select a file and enter a project slug");
      return;
    }
    const checked = validateOrToast(projectFileSchema, {
      file_name: file.name,
      project_slug: slug,
      file_size: file.size,
      mime_type: file.type,
      description,
    });
    if (!checked) return;
    setProgress(0);
    try {
      const storagePath = await uploadToStorage(file, "project-file", setProgress, {
        project_slug: checked.project_slug,
      });
      const saved = await recordProjectFile({
        storagePath,
        file_name: checked.file_name,
        project_slug: checked.project_slug,
        description: checked.description,
      });
      files.setData((list) => [saved, ...(list ?? [])]);
      toast.success("File uploaded successfully");
      setFile(null);
      setDescription("");
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      toast.error("Error", { description: errorMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  const onDelete = async (entry: ProjectFile) => {
    if (!(await confirm({ title: "Are you sure?", description: `Delete ${entry.file_name} and its stored file.` })))
      return;
    setDeleting(entry.id);
    try {
      await deleteProjectFile(entry.id);
      files.setData((list) => list?.filter((item) => item.id !== entry.id));
      toast.success("File deleted");
    } catch (error) {
      toast.error("Failed to delete", { description: errorMessage(error) });
    } finally {
      setDeleting(null);
    }
  };

  const uploading = progress !== null;
  return (
    <>
      <ScreenHeader
        title="Manage Project Files"
        description="Downloadable files attached to projects (up to 10 MB each)."
      />
      <Panel title="Upload File" titleId={headingId} className="mb-8">
        <form noValidate onSubmit={(event) => void onUpload(event)} aria-labelledby={headingId} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FilePicker
              ref={fileInput}
              label="File"
              name="file"
              hint="Up to 10 MB."
              disabled={uploading}
              onFile={setFile}
            />
            <TextField
              label="Project slug"
              name="project_slug"
              value={slug}
              onValueChange={setSlug}
              disabled={uploading}
              spellCheck={false}
              autoCapitalize="off"
              hint="The slug of the project the file belongs to."
              list="project-file-slugs"
            />
            <datalist id="project-file-slugs">
              {slugs.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
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
          {uploading && <UploadProgress fraction={progress} label={`Uploading ${file?.name ?? ""}`} />}
          <div className="flex justify-end">
            <button type="submit" disabled={uploading} className={buttonStyles()}>
              <Upload aria-hidden="true" />
              {uploading ? "Uploading..." : "Upload File"}
            </button>
          </div>
        </form>
      </Panel>
      <Panel title="Files" titleId={`${headingId}-files`}>
        <ListStates
          loading={files.loading}
          error={files.error}
          items={files.data}
          onRetry={() => void files.reload()}
          empty="No project files yet."
        >
          {(items) => (
            <ul className="divide-glass-border divide-y">
              {items.map((entry) => (
                <li key={entry.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0 flex-1">
                    <p className="text-fg font-medium break-all">{entry.file_name}</p>
                    <p className="text-fg-muted flex flex-wrap gap-x-2 text-sm">
                      <span className="font-mono">{entry.project_slug}</span>
                      <span aria-hidden="true">·</span>
                      <span>{formatKilobytes(entry.file_size)}</span>
                      <span aria-hidden="true">·</span>
                      <span className="inline-flex items-center gap-1">
                        <Download aria-hidden="true" className="size-3.5" />
                        {entry.downloads} downloads
                      </span>
                      <span aria-hidden="true">·</span>
                      <span>{formatDateTime(entry.created_at)}</span>
                    </p>
                    {entry.description && <p className="text-fg mt-1 text-sm">{entry.description}</p>}
                  </div>
                  <IconAction
                    label={`Delete ${entry.file_name}`}
                    tone="danger"
                    disabled={deleting === entry.id}
                    onClick={() => void onDelete(entry)}
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
