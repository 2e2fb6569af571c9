import { CircleCheck, ExternalLink } from "lucide-react";
import { toast } from "sonner";
import type { DocumentKind, DocumentVersion } from "../../../lib/entities";
import { documentUploadSchema } from "../../../lib/validation/admin-forms";
import { Badge } from "../../../components/ui/Badge";
import { buttonStyles } from "../../../components/ui/button-styles";
import { documentVersions } from "../../data/resources";
import { uploadToStorage } from "../../data/upload";
import { formatDateTime, formatKilobytes } from "../../lib/format";
import { DeleteItemAction, ResourceListPanel, useResourceList } from "../../kit/resource/ResourceList";
import { useFileUpload } from "../../kit/resource/use-file-upload";
import { FilePicker, UploadButton, UploadProgress } from "../../ui/FilePicker";
import { FormPanel, ScreenHeader } from "../../ui/layout";
import { ItemRow, MetaLine } from "../../ui/list";

export function DocumentsScreen({ kind }: { kind: DocumentKind }) {
  const Title = kind === "resume" ? "Resume" : "Portfolio";
  const api = documentVersions(kind);
  const versions = useResourceList({
    key: ["documents", kind],
    api,
    fetchFailed: `Failed to fetch ${kind}s`,
    texts: {
      confirm: (version: DocumentVersion) => ({
        description: `Delete version ${version.version} (${version.file_name}) and its stored file.`,
      }),
      deleted: `${Title} deleted`,
      deleteFailed: `Failed to delete ${kind}`,
    },
  });
  const { file, setFile, inputRef, progress, uploading, run, check } = useFileUpload();

  const onUpload = async () => {
    if (!file) {
      toast.error("Please select a file");
      inputRef.current?.focus();
      return;
    }
    if (!check(documentUploadSchema)) return;
    await run(async (onProgress) => {
      const storagePath = await uploadToStorage(file, kind, onProgress);
      await api.create({ storagePath, file_name: file.name });
      void versions.refresh();
      toast.success(`${Title} uploaded successfully`);
    }, `Failed to upload ${kind}`);
  };

  const activate = (version: DocumentVersion) =>
    versions.runRowAction(
      version.id,
      async () => {
        await api.act(version.id, "activate");
        toast.success(`Active ${kind} updated`);
      },
      `Failed to set active ${kind}`,
    );

  return (
    <>
      <ScreenHeader
        title={`Manage ${Title}`}
        description={`Upload ${kind} versions (PDF, up to 10 MB) and choose the one visitors download.`}
      />
      <FormPanel title={`Upload ${Title}`} onSubmit={onUpload} className="">
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
        empty={`No ${kind} versions yet.`}
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
