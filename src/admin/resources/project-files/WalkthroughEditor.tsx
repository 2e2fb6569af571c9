import { Eye, Focus, LoaderCircle } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import type { ViewerControls } from "../../../components/projects/model-viewer/ModelViewer";
import { buttonStyles } from "../../../components/ui/button-styles";
import { ViewerLoading } from "../../../components/ui/ViewerStatus";
import { WALKTHROUGH_LIMITS } from "../../../lib/entity-schemas";
import type { ListedProjectFile, ProjectFile } from "../../../lib/entities";
import type { WalkthroughStep } from "../../../lib/model-view";
import { MODEL_VIEWER_MESSAGES } from "../../../lib/models";
import { projectFiles } from "../../data/resources";
import { OrderedList } from "../../kit/OrderedList";
import { messageOf } from "../../lib/format";
import { IconAction } from "../../ui/layout";
import { SelectField, TextAreaField, TextField } from "../../ui/fields";

/** The site's own 3D viewer, with three.js and the CAD reader: fetched when the owner opens a model. */
const ModelViewer = lazy(() => import("../../../components/projects/model-viewer/ModelViewer"));

interface Props {
  file: ListedProjectFile;
  /** The project's drawings (PDF files), whose sheets a step may point to. */
  drawings: readonly ProjectFile[];
  onSaved: () => void;
  onClose: () => void;
}

/**
 * A model's walkthrough, written in the site's own 3D viewer: the owner sets up a view with its
 * tools (camera, section, explode, a part isolated), adds it as a step with a caption of at most
 * 200 characters, puts the steps in order with the admin's ordered list, and saves them all at
 * once. What the save says (saved, or why not) is written under its button.
 */
export function WalkthroughEditor({ file, drawings, onSaved, onClose }: Props) {
  // One editor component per file, so the viewer keeps it (and its unsaved steps) across renders.
  const Steps = useMemo(
    () =>
      function StepsOfThisFile(controls: ViewerControls) {
        return <StepsEditor file={file} drawings={drawings} onSaved={onSaved} {...controls} />;
      },
    // A new file is a new editor; the callbacks stay those it opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [file.id],
  );
  return (
    <Suspense fallback={<ViewerLoading text={MODEL_VIEWER_MESSAGES.loading} />}>
      <ModelViewer
        file={{
          id: file.id,
          name: file.file_name,
          description: file.description,
          size: file.file_size,
          url: file.url,
          ...(file.poster_url && { poster: { src: file.poster_url } }),
        }}
        onDownload={() => window.open(file.url, "_blank", "noopener")}
        onClose={onClose}
        editor={Steps}
      />
    </Suspense>
  );
}

function StepsEditor({
  file,
  drawings,
  onSaved,
  currentView,
  show,
}: ViewerControls & Omit<Props, "file" | "onClose"> & { file: ProjectFile }) {
  const [steps, setSteps] = useState<WalkthroughStep[]>(file.walkthrough);
  const [saved, setSaved] = useState<ProjectFile>(file);
  // What the last save said: done, or why not (kept until the next try).
  const [status, setStatus] = useState({ saving: false, said: "", failed: false });
  const changed = JSON.stringify(steps) !== JSON.stringify(saved.walkthrough);
  const replace = (step: WalkthroughStep, next: Partial<WalkthroughStep>) =>
    setSteps((current) => current.map((one) => (one === step ? { ...one, ...next } : one)));

  const save = async () => {
    if (steps.some((step) => !step.caption.trim())) {
      setStatus({ saving: false, said: "Not saved: each step needs a caption.", failed: true });
      return;
    }
    setStatus({ saving: true, said: "Saving…", failed: false });
    try {
      const next = await projectFiles.update(saved.id, { walkthrough: steps, expected_updated_at: saved.updated_at });
      setSaved(next);
      setSteps(next.walkthrough);
      setStatus({ saving: false, said: "Walkthrough saved. The project page is being rebuilt.", failed: false });
      onSaved();
    } catch (error) {
      setStatus({ saving: false, said: `Not saved: ${messageOf(error)}`, failed: true });
    }
  };

  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold">Walkthrough</h3>
        <p className="text-fg-muted mt-1 text-sm">
          Set up a view with the tools (turn, section, explode, isolate a part), then add it as a step and say in one
          sentence what it shows. Visitors step through them in this order.
        </p>
      </div>
      <OrderedList<WalkthroughStep>
        items={steps}
        onChange={setSteps}
        noun="step"
        removable
        add={{
          label: "Add step from this view",
          newItem: () => ({ caption: "", view: currentView() }),
          max: WALKTHROUGH_LIMITS.steps,
        }}
        actions={(step) => (
          <>
            <IconAction label="Show this step" onClick={() => show(step.view)}>
              <Eye aria-hidden="true" />
            </IconAction>
            <IconAction label="Use the current view" onClick={() => replace(step, { view: currentView() })}>
              <Focus aria-hidden="true" />
            </IconAction>
          </>
        )}
        listLabel="Steps"
      >
        {(step, index) => (
          <>
            <TextAreaField
              label={`Step ${index + 1} caption`}
              name={`caption-${index}`}
              rows={3}
              maxLength={WALKTHROUGH_LIMITS.caption}
              value={step.caption}
              onValueChange={(caption) => replace(step, { caption })}
              hint={`${step.caption.length}/${WALKTHROUGH_LIMITS.caption} characters`}
            />
            {drawings.length > 0 && (
              <div className="mt-3 grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3">
                <SelectField
                  label={`Step ${index + 1} drawing`}
                  name={`drawing-${index}`}
                  value={step.drawing?.fileId ?? ""}
                  onValueChange={(fileId) =>
                    replace(step, { drawing: fileId ? { fileId, sheet: step.drawing?.sheet ?? 1 } : undefined })
                  }
                  options={[
                    { value: "", label: "No drawing" },
                    ...drawings.map((drawing) => ({ value: drawing.id, label: drawing.file_name })),
                  ]}
                  hint="A sheet visitors can open from this step."
                />
                {step.drawing && (
                  <TextField
                    label={`Step ${index + 1} sheet`}
                    name={`sheet-${index}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={WALKTHROUGH_LIMITS.sheet}
                    value={String(step.drawing.sheet)}
                    onValueChange={(value) =>
                      replace(step, {
                        drawing: {
                          ...step.drawing!,
                          sheet: Math.min(WALKTHROUGH_LIMITS.sheet, Math.max(1, Math.floor(Number(value)) || 1)),
                        },
                      })
                    }
                  />
                )}
              </div>
            )}
          </>
        )}
      </OrderedList>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void save()}
          disabled={status.saving || !changed}
          className={buttonStyles({ variant: "primary", size: "sm" })}
        >
          {status.saving && <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />}
          Save walkthrough
        </button>
        <p role="status" className="text-fg-muted text-sm">
          {status.saving || status.failed || !changed ? status.said : "Unsaved changes."}
        </p>
      </div>
    </div>
  );
}
