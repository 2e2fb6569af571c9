import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileUp, LoaderCircle } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Badge } from "../../../components/ui/Badge";
import { buttonStyles } from "../../../components/ui/button-styles";
import { cn } from "../../../lib/cn";
import {
  countStatus,
  describeCounts,
  MAX_RESUME_BYTES,
  readResumeText,
  RESUME_IMPORT_MESSAGES,
  type ImportCounts,
  type ImportItem,
  type ImportPreview,
  type ImportStatus,
} from "../../../lib/resume-import";
import { AdminApiError, adminRequest, errorMessage } from "../../data/client";
import { announcePublicChange } from "../../kit/resource/changed-page";
import { Dialog } from "../../kit/Dialog";
import { FilePicker } from "../../ui/FilePicker";

type Step =
  | { kind: "choose" }
  | { kind: "checking" }
  | { kind: "failed"; message: string }
  | { kind: "preview"; resume: unknown; preview: ImportPreview };

const total = (counts: ImportCounts) => counts.experiences + counts.skills;

/** 'Add …' imports what the preview showed, refused (409) if the lists changed meanwhile. */
export function ImportResumeDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonStyles({ variant: "outline" })}>
        <FileUp aria-hidden="true" />
        Import JSON Resume
      </button>
      {/* Mounted afresh each time it opens: it starts from 'choose a file'. */}
      {open && <ImportSteps onClose={() => setOpen(false)} />}
    </>
  );
}

function ImportSteps({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: "choose" });
  /** An answer about an earlier file is dropped. */
  const attempt = useRef(0);
  const queryClient = useQueryClient();

  const showPreview = async (resume: unknown, current: number) => {
    setStep({ kind: "checking" });
    try {
      const preview = await adminRequest<ImportPreview>("POST", "/api/admin/resume-import/preview", { resume });
      if (attempt.current === current) setStep({ kind: "preview", resume, preview });
    } catch (error) {
      if (attempt.current === current) setStep({ kind: "failed", message: errorMessage(error) });
    }
  };

  const check = async (file: File | null) => {
    const current = ++attempt.current;
    if (!file) return setStep({ kind: "choose" });
    if (file.size > MAX_RESUME_BYTES) return setStep({ kind: "failed", message: RESUME_IMPORT_MESSAGES.tooLarge });
    setStep({ kind: "checking" });
    const read = readResumeText(await file.text());
    if (attempt.current !== current) return;
    if (!read.ok) return setStep({ kind: "failed", message: read.error });
    await showPreview(read.resume, current);
  };

  const add = useMutation({
    mutationFn: ({ resume, preview }: { resume: unknown; preview: ImportPreview }) =>
      adminRequest<{ added: ImportCounts }>("POST", "/api/admin/resume-import", {
        resume,
        expected: countStatus(preview, "new"),
      }),
    onSuccess: async (result) => {
      announcePublicChange(`Added ${describeCounts(result.added)}`, "/");
      onClose();
      await Promise.all(
        [["experiences"], ["skills"], ["publishing"]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error, { resume }) => {
      toast.error("Import failed", { description: errorMessage(error) });
      if (error instanceof AdminApiError && error.status === 409) void showPreview(resume, ++attempt.current);
    },
  });
  const importing = add.isPending;
  const shown = step.kind === "preview" ? step : null;
  const adding = shown && countStatus(shown.preview, "new");
  /** What the file holds, unless it has neither work entries nor skills. */
  const preview = shown && shown.preview.experiences.length + shown.preview.skills.length > 0 ? shown.preview : null;

  return (
    <Dialog
      title="Import JSON Resume"
      description="Work entries become experiences, skills become skills. Nothing is added until you confirm."
      onClose={onClose}
      dismissible={!importing}
      className="w-[min(40rem,calc(100vw-2rem))]"
      actions={
        <>
          <button
            type="button"
            onClick={onClose}
            disabled={importing}
            className={buttonStyles({ variant: "outline", size: "sm" })}
          >
            Cancel
          </button>
          {shown && adding && total(adding) > 0 && (
            <button
              type="button"
              onClick={() => add.mutate(shown)}
              disabled={importing}
              aria-busy={importing}
              className={buttonStyles({ size: "sm" })}
            >
              {importing ? "Importing..." : `Add ${describeCounts(adding)}`}
            </button>
          )}
        </>
      }
    >
      <FilePicker
        label="JSON Resume file"
        name="resume"
        accept=".json,application/json"
        hint="Schema v1.0.0, up to 1 MB."
        disabled={importing}
        error={step.kind === "failed" ? step.message : null}
        onFile={(file) => void check(file)}
      />
      <div role="status" className="text-fg text-sm">
        {step.kind === "checking" && (
          <span className="text-fg-muted flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            Checking the file…
          </span>
        )}
        {shown && !preview && "This file has no work entries or skills."}
        {preview && adding && <Summary preview={preview} adding={adding} />}
      </div>
      {preview && (
        <>
          <PreviewSection title="Experiences in the file" items={preview.experiences} empty="No work entries." />
          <PreviewSection title="Skills in the file" items={preview.skills} empty="No skills." />
          {preview.levelsDropped && <p className="text-fg-muted text-xs">Skill levels are not imported.</p>}
        </>
      )}
    </Dialog>
  );
}

/** "Will add 2 experiences and 3 skills. 1 already there. 1 invalid." */
function Summary({ preview, adding }: { preview: ImportPreview; adding: ImportCounts }) {
  const there = total(countStatus(preview, "exists"));
  const invalid = total(countStatus(preview, "invalid"));
  return (
    <>
      {total(adding) > 0 ? `Will add ${describeCounts(adding)}.` : "Nothing new to add."}
      {there > 0 && ` ${there} already there.`}
      {invalid > 0 && ` ${invalid} invalid.`}
    </>
  );
}

const STATUS_LABELS: Record<ImportStatus, string> = {
  new: "New",
  exists: RESUME_IMPORT_MESSAGES.exists,
  invalid: "Invalid",
};

function PreviewSection({ title, items, empty }: { title: string; items: ImportItem[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-fg text-sm font-semibold">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-fg-muted mt-1 text-sm">{empty}</p>
      ) : (
        <ul className="divide-glass-border mt-1 divide-y">
          {items.map((item, index) => {
            const invalid = item.status === "invalid";
            return (
              <li key={index} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="text-fg text-sm font-medium break-words">{item.label}</p>
                  {item.detail && <p className="text-fg-muted text-xs break-words">{item.detail}</p>}
                  {item.reason && item.reason !== STATUS_LABELS[item.status] && (
                    <p className={invalid ? "text-xs text-red-700 dark:text-red-300" : "text-fg-muted text-xs"}>
                      {item.reason}
                    </p>
                  )}
                </div>
                <Badge
                  tone={item.status === "new" ? "emerald" : undefined}
                  className={cn(
                    "shrink-0 whitespace-nowrap",
                    invalid && "border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300",
                  )}
                >
                  {STATUS_LABELS[item.status]}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
