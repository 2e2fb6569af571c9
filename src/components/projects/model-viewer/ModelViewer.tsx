import { Download, LoaderCircle, Maximize, RotateCcw } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { recordDownload } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { MODEL_VIEWER_MESSAGES, modelKindOf } from "../../../lib/models";
import { buttonStyles } from "../../ui/button-styles";
import { FullScreenDialog } from "../../ui/FullScreenDialog";
import { formatFileSize } from "../format-file-size";
import type { ResourceLink } from "../ProjectResources";
import { loadModel, startCadReader } from "./load-model";
import { createModelScene, webglAvailable, type ModelScene } from "./model-scene";

interface Props {
  file: ResourceLink;
  /** The page's own download of the file (counted, with its toasts). */
  onDownload: (file: ResourceLink) => void;
  onClose: () => void;
}

type State =
  | { status: "loading" }
  | { status: "ready"; objectUrl: string }
  | { status: "failed"; message: string }
  | { status: "no-webgl" };

/**
 * The full-screen 3D model viewer of a project file. Opening it counts as a download (raised
 * before the file is fetched); the file is then fetched, read in its format and drawn with
 * three.js. It names the file and its size, offers 'Fit view', 'Reset view' and the download, and
 * says in words when WebGL is missing or the file cannot be read. The model has the focus once it
 * is drawn. This module, three.js and the CAD reader load only when a visitor opens a model.
 */
export default function ModelViewer({ file, onDownload, onClose }: Props) {
  const kind = modelKindOf(file.name);
  const [state, setState] = useState<State>(() =>
    kind && webglAvailable() ? { status: "loading" } : { status: "no-webgl" },
  );
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<ModelScene | null>(null);
  const helpId = useId();

  useEffect(() => {
    if (!kind || state.status === "no-webgl") return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    if (kind === "step" || kind === "iges") startCadReader();
    (async () => {
      const counted = await recordDownload(file.id);
      if (!counted.ok) throw new Error(counted.error);
      const response = await fetch(counted.data.url || file.url, { signal: controller.signal });
      if (!response.ok) throw new Error(MODEL_VIEWER_MESSAGES.unreachable);
      const bytes = await response.arrayBuffer();
      objectUrl = URL.createObjectURL(new Blob([bytes]));
      const model = await loadModel(kind, bytes);
      if (controller.signal.aborted || !canvasRef.current) return;
      sceneRef.current = createModelScene(canvasRef.current, model);
      setState({ status: "ready", objectUrl });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setState({ status: "failed", message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      controller.abort();
      sceneRef.current?.dispose();
      sceneRef.current = null;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // One viewer shows one file: it is mounted again for another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The viewer opens with the focus on Close while the model loads; once it is drawn, the model
  // takes the focus (so the arrow keys turn it at once) unless the visitor has moved it meanwhile.
  // Close stays one Shift+Tab away. Effects run child first: the dialog has focused Close by now.
  const focusedOnOpen = useRef<Element | null>(null);
  useEffect(() => {
    focusedOnOpen.current = document.activeElement;
  }, []);
  useEffect(() => {
    if (state.status === "ready" && document.activeElement === focusedOnOpen.current) canvasRef.current?.focus();
  }, [state.status]);

  const onCanvasKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (sceneRef.current?.handleKey(event.nativeEvent)) event.preventDefault();
  };

  const toolButton = buttonStyles({ variant: "outline", size: "sm" });
  const download =
    state.status === "ready" ? (
      <a href={state.objectUrl} download={file.name} className={toolButton}>
        <Download aria-hidden="true" />
        Download
      </a>
    ) : (
      <button type="button" onClick={() => onDownload(file)} className={toolButton}>
        <Download aria-hidden="true" />
        Download
      </button>
    );

  return (
    <FullScreenDialog
      title={file.name}
      details={<p className="text-fg-muted font-mono text-xs">{formatFileSize(file.size)}</p>}
      closeLabel="Close 3D viewer"
      onClose={onClose}
      actions={
        <>
          {state.status === "ready" && (
            <>
              <button type="button" onClick={() => sceneRef.current?.fit()} className={toolButton}>
                <Maximize aria-hidden="true" />
                Fit view
              </button>
              <button type="button" onClick={() => sceneRef.current?.reset()} className={toolButton}>
                <RotateCcw aria-hidden="true" />
                Reset view
              </button>
            </>
          )}
          {download}
        </>
      }
    >
      <div className="relative min-h-0 flex-1">
        <canvas
          ref={canvasRef}
          tabIndex={state.status === "ready" ? 0 : -1}
          role="img"
          aria-roledescription="3D model"
          aria-label={`3D model of ${file.name}`}
          aria-describedby={helpId}
          onKeyDown={onCanvasKeyDown}
          className={cn(
            "focus-visible:ring-accent block size-full rounded-xl outline-none focus-visible:ring-2",
            state.status !== "ready" && "invisible",
          )}
        />
        {state.status !== "ready" && (
          <div role="status" className="absolute inset-0 grid place-items-center p-6 text-center">
            {state.status === "loading" ? (
              <p className="text-fg-muted flex items-center gap-3">
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
                {MODEL_VIEWER_MESSAGES.loading}
              </p>
            ) : (
              <div className="glass max-w-md rounded-2xl p-6">
                <p className="font-semibold">
                  {state.status === "no-webgl" ? MODEL_VIEWER_MESSAGES.noWebgl : MODEL_VIEWER_MESSAGES.failed}
                </p>
                {state.status === "failed" && <p className="text-fg-muted mt-2 text-sm">{state.message}</p>}
                <p className="text-fg-muted mt-2 text-sm">
                  You can still download the file and open it in a CAD program.
                </p>
              </div>
            )}
          </div>
        )}
      </div>

      <p id={helpId} className="text-fg-muted px-4 pt-2 pb-4 text-center text-xs sm:px-6">
        {MODEL_VIEWER_MESSAGES.help}
      </p>
    </FullScreenDialog>
  );
}
