import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { buttonStyles } from "../../../components/ui/button-styles";
import { adminRequest, errorMessage } from "../../data/client";
import { download } from "../../lib/download";
import { announcePublicChange } from "../../kit/resource/changed-page";
import { useConfirm } from "../../ui/ConfirmDialog";
import { FilePicker } from "../../ui/FilePicker";
import { Panel } from "../../ui/layout";

const ARCHIVE_URL = "/api/admin/site-archive";

/** 'Export site' (the backup) and 'Import site' (a move, or a restore) of the whole site. */
export function SiteArchivePanel() {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [archive, setArchive] = useState<File | null>(null);

  const exportSite = useMutation({
    mutationFn: () => adminRequest<Blob>("GET", ARCHIVE_URL, undefined, "blob"),
    onSuccess: (blob) => {
      download(blob, `site-archive-${new Date().toISOString().slice(0, 10)}.zip`);
      toast.success("Site exported", { description: "Keep the archive: it holds every row, setting and file." });
    },
    onError: (error) => toast.error("Export failed", { description: errorMessage(error) }),
  });

  const importSite = useMutation({
    mutationFn: (file: File) =>
      adminRequest<{ imported: { tables: Record<string, number>; files: number } }>("POST", ARCHIVE_URL, file),
    onSuccess: ({ imported }) => {
      const rows = Object.values(imported.tables).reduce((sum, n) => sum + n, 0);
      announcePublicChange("Site imported", "/", `${rows} rows and ${imported.files} files restored. `);
      void queryClient.invalidateQueries();
    },
    onError: (error) => toast.error("Import failed", { description: errorMessage(error) }),
  });

  const askToImport = async () => {
    if (!archive) return void toast.error("Choose a site archive first");
    const ok = await confirm({
      title: "Replace this site with the archive?",
      description:
        "Every project, post, experience, skill, message, file and setting here is replaced by the archive's. Your account stays. Export this site first to keep a copy.",
      confirmLabel: "Import site",
    });
    if (ok) importSite.mutate(archive);
  };

  return (
    <Panel title="Export and import" className="mt-8 space-y-4">
      <p className="text-fg-muted text-sm">
        One archive of the whole site: every row, the settings and every stored file, with the schema version and
        checksums. It is your backup, and the way to move: import it into a fresh install, here or hosted.
      </p>
      <button
        type="button"
        onClick={() => exportSite.mutate()}
        disabled={exportSite.isPending}
        className={buttonStyles({ variant: "outline" })}
      >
        <Download aria-hidden="true" />
        {exportSite.isPending ? "Exporting…" : "Export site"}
      </button>
      <FilePicker
        label="Site archive"
        name="archive"
        accept=".zip,application/zip"
        hint="A .zip made by 'Export site'."
        disabled={importSite.isPending}
        onFile={setArchive}
      />
      <button
        type="button"
        onClick={() => void askToImport()}
        disabled={importSite.isPending}
        className={buttonStyles()}
      >
        <Upload aria-hidden="true" />
        {importSite.isPending ? "Importing…" : "Import site"}
      </button>
    </Panel>
  );
}
