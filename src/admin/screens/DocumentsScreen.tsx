import { CircleCheck, ExternalLink } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import type { DocumentKind, DocumentVersion } from "../../lib/entities";
import { documentUploadSchema } from "../../lib/validation/admin-forms";
import { Badge } from "../../components/ui/Badge";
import { buttonStyles } from "../../components/ui/button-styles";
import {
  activateDocumentVersion,
  deleteDocumentVersion,
  fetchDocumentVersions,
  recordDocumentVersion,
} from "../data/resources";
import { uploadToStorage } from "../data/upload";
import { formatDateTime, formatKilobytes } from "../lib/format";
import { validateOrToast } from "../lib/validate";
import { DeleteItemAction } from "../resource/DeleteItemAction";
import { ResourceListPanel } from "../resource/ResourceListPanel";
import { useFileUpload } from "../resource/use-file-upload";
import { useResourceList } from "../resource/use-resource-list";
import { FilePicker, UploadButton, UploadProgress } from "../ui/FilePicker";
import { FormPanel, ScreenHeader } from "../ui/layout";
import { ItemRow, MetaLine } from "../ui/list";

const WORDS: Record<DocumentKind, { Title: string; lower: string; plural: string }> = {
  resume: { Title: "Resume", lower: "resume", plural: "resumes" },
  portfolio: { Title: "Portfolio", lower: "portfolio", plural: "portfolios" },
};

/** /admin/resume and /admin/portfolio: PDF upload and the version list with Set Active and delete. */
export function DocumentsScreen({ kind }: { kind: DocumentKind }) {
  const words = WORDS[kind];
  const versions = useResourceList({
    key: ["documents", kind],
    fetch: () => fetchDocumentVersions(kind),
    fetchFailed: `Failed to fetch ${words.plural}`,
    remove: (id) => deleteDocumentVersion(kind, id),
    texts: {
      confirm: (version: DocumentVersion) => ({
        title: "Are you sure?",
        description: `Delete version ${version.version} (${version.file_name}) and its stored file.`,
      }),
      deleted: `${words.Title} deleted`,
      deleteFailed: `Failed to delete ${words.lower}`,
    },
  });
  const { file, setFile, inputRef, progress, uploading, run } = useFileUpload();
  const headingId = useId();

  const onUpload = async () => {
    if (!file) {
      toast.error("Please select a file");
      inputRef.current?.focus();
      return;
    }
    const checked = validateOrToast(documentUploadSchema, {
      file_name: file.name,
      file_size: file.size,
      mime_type: file.type,
    });
    if (!checked) return;
    await run(async (onProgress) => {
      const storagePath = await uploadToStorage(file, kind, onProgress);
      await recordDocumentVersion(kind, storagePath, file.name);
      void versions.refresh();
      toast.success(`${words.Title} uploaded successfully`);
    }, `Failed to upload ${words.lower}`);
  };

  const activate = (version: DocumentVersion) =>
    versions.runRowAction(
      version.id,
      async () => {
        await activateDocumentVersion(kind, version.id);
        toast.success(`Active ${words.lower} updated`);
      },
      `Failed to set active ${words.lower}`,
    );

  return (
    <>
      <ScreenHeader
        title={`Manage ${words.Title}`}
        description={`Upload ${words.lower} versions (PDF, up to 10 MB) and choose the one visitors download.`}
      />
      <FormPanel title={`Upload ${words.Title}`} titleId={headingId} onSubmit={onUpload} className="">
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <FilePicker
            ref={inputRef}
            label="PDF file"
            name="file"
            accept="application/pdf,.pdf"
            hint="PDF only, up to 10 MB. New versions start inactive."
            disabled={uploading}
            onFile={setFile}
          />
          <UploadButton uploading={uploading} label="Upload" className="sm:mb-6" />
        </div>
        {progress !== null && <UploadProgress fraction={progress} label={`Uploading ${file?.name ?? ""}`} />}
      </FormPanel>
      <ResourceListPanel
        title="Versions"
        list={versions.query}
        empty={`No ${words.lower} versions yet.`}
        renderRow={(version) => (
          <ItemRow
            // Set Active and delete go under the text on a phone; the active version has delete only.
            stacked={!version.is_active}
            actions={
              <>
                {!version.is_active && (
                  <button
                    type="button"
                    disabled={versions.busyId === version.id}
                    onClick={() => void activate(version)}
                    aria-label={`Set Active: version ${version.version}`}
                    className={buttonStyles({ variant: "outline", size: "sm" })}
                  >
                    Set Active
                  </button>
                )}
                <DeleteItemAction list={versions} item={version} label={`Delete version ${version.version}`} />
              </>
            }
          >
            <p className="text-fg flex flex-wrap items-center gap-2 font-medium">
              <span>Version {version.version}</span>
              {version.is_active && (
                <Badge tone="emerald">
                  <CircleCheck aria-hidden="true" className="size-3" />
                  Active
                </Badge>
              )}
            </p>
            <MetaLine
              items={[
                <a
                  href={version.file_path}
                  target="_blank"
                  rel="noreferrer"
                  className="hover:text-accent inline-flex min-w-0 items-center gap-1 underline underline-offset-2"
                >
                  <span className="min-w-0 wrap-anywhere">{version.file_name}</span>
                  <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>,
                formatKilobytes(version.file_size),
                formatDateTime(version.created_at),
              ]}
            />
          </ItemRow>
        )}
      />
    </>
  );
}
