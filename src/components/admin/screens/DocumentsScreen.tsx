import { CircleCheck, ExternalLink, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState, type SubmitEvent } from "react";
import { toast } from "sonner";
import type { DocumentKind, DocumentVersion } from "../../../lib/entities";
import { documentUploadSchema } from "../../../lib/validation/admin-forms";
import { Badge } from "../../ui/Badge";
import { buttonStyles } from "../../ui/button-styles";
import { errorMessage } from "../data/client";
import {
  activateDocumentVersion,
  deleteDocumentVersion,
  fetchDocumentVersions,
  recordDocumentVersion,
} from "../data/resources";
import { uploadToStorage } from "../data/upload";
import { useAdminQuery } from "../data/use-admin-query";
import { formatDateTime, formatKilobytes } from "../lib/format";
import { validateOrToast } from "../lib/validate";
import { useConfirm } from "../ui/ConfirmDialog";
import { FilePicker, UploadProgress } from "../ui/FilePicker";
import { IconAction, Panel, ScreenHeader } from "../ui/layout";
import { ListStates } from "../ui/states";

const WORDS: Record<DocumentKind, { Title: string; lower: string; plural: string }> = {
  resume: { Title: "Resume", lower: "resume", plural: "resumes" },
  portfolio: { Title: "Portfolio", lower: "portfolio", plural: "portfolios" },
};

/** /admin/resume and /admin/portfolio: PDF upload and the version list with Set Active and delete. */
export function DocumentsScreen({ kind }: { kind: DocumentKind }) {
  const words = WORDS[kind];
  const versions = useAdminQuery(() => fetchDocumentVersions(kind), `Failed to fetch ${words.plural}`);
  const confirm = useConfirm();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const onUpload = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!file) {
      toast.error("Please select a file");
      fileInput.current?.focus();
      return;
    }
    const checked = validateOrToast(documentUploadSchema, {
      file_name: file.name,
      file_size: file.size,
      mime_type: file.type,
    });
    if (!checked) return;
    setProgress(0);
    try {
      const storagePath = await uploadToStorage(file, kind, setProgress);
      const version = await recordDocumentVersion(kind, storagePath, file.name);
      versions.setData((list) => [version, ...(list ?? [])]);
      toast.success(`${words.Title} uploaded successfully`);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      toast.error(`Failed to upload ${words.lower}`, { description: errorMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  const onActivate = async (version: DocumentVersion) => {
    setBusy(version.id);
    try {
      const active = await activateDocumentVersion(kind, version.id);
      versions.setData((list) => list?.map((item) => ({ ...item, is_active: item.id === active.id })));
      toast.success(`Active ${words.lower} updated`);
    } catch (error) {
      toast.error(`Failed to set active ${words.lower}`, { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const onDelete = async (version: DocumentVersion) => {
    const ok = await confirm({
      title: "Are you sure?",
      description: `Delete version ${version.version} (${version.file_name}) and its stored file.`,
    });
    if (!ok) return;
    setBusy(version.id);
    try {
      await deleteDocumentVersion(kind, version.id);
      versions.setData((list) => list?.filter((item) => item.id !== version.id));
      toast.success(`${words.Title} deleted`);
    } catch (error) {
      toast.error(`Failed to delete ${words.lower}`, { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const uploading = progress !== null;
  return (
    <>
      <ScreenHeader
        title={`Manage ${words.Title}`}
        description={`Upload ${words.lower} versions (PDF, up to 10 MB) and choose the one visitors download.`}
      />
      <Panel title={`Upload ${words.Title}`} titleId={headingId} className="mb-8">
        <form noValidate onSubmit={(event) => void onUpload(event)} aria-labelledby={headingId}>
          <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
            <FilePicker
              ref={fileInput}
              label="PDF file"
              name="file"
              accept="application/pdf,.pdf"
              hint="PDF only, up to 10 MB. New versions start inactive."
              disabled={uploading}
              onFile={setFile}
            />
            <button type="submit" disabled={uploading} className={buttonStyles({ className: "sm:mb-6" })}>
              <Upload aria-hidden="true" />
              {uploading ? "Uploading..." : "Upload"}
            </button>
          </div>
          {uploading && <UploadProgress fraction={progress} label={`Uploading ${file?.name ?? ""}`} />}
        </form>
      </Panel>
      <Panel title="Versions" titleId={`${headingId}-versions`}>
        <ListStates
          loading={versions.loading}
          error={versions.error}
          items={versions.data}
          onRetry={() => void versions.reload()}
          empty={`No ${words.lower} versions yet.`}
        >
          {(items) => (
            <ul className="divide-glass-border divide-y">
              {items.map((version) => (
                <li
                  key={version.id}
                  className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <p className="text-fg flex flex-wrap items-center gap-2 font-medium">
                      <span>Version {version.version}</span>
                      {version.is_active && (
                        <Badge tone="emerald">
                          <CircleCheck aria-hidden="true" className="size-3" />
                          Active
                        </Badge>
                      )}
                    </p>
                    <p className="text-fg-muted text-sm break-all">
                      <a
                        href={version.file_path}
                        target="_blank"
                        rel="noreferrer"
                        className="hover:text-accent inline-flex items-center gap-1 underline underline-offset-2"
                      >
                        {version.file_name}
                        <ExternalLink aria-hidden="true" className="size-3" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>{" "}
                      · {formatKilobytes(version.file_size)} · {formatDateTime(version.created_at)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    {!version.is_active && (
                      <button
                        type="button"
                        disabled={busy === version.id}
                        onClick={() => void onActivate(version)}
                        aria-label={`Set Active: version ${version.version}`}
                        className={buttonStyles({ variant: "outline", size: "sm" })}
                      >
                        Set Active
                      </button>
                    )}
                    <IconAction
                      label={`Delete version ${version.version}`}
                      tone="danger"
                      disabled={busy === version.id}
                      onClick={() => void onDelete(version)}
                    >
                      <Trash2 aria-hidden="true" />
                    </IconAction>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </Panel>
    </>
  );
}
