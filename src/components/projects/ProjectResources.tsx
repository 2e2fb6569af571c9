import { Box, Download, DraftingCompass, FileText } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from "react";
import { toast } from "sonner";
import { recordDownload } from "../../lib/api-client";
import { parseModelViewHash, type ModelView, type WalkthroughStep } from "../../lib/model-view";
import { isDrawing, MODEL_VIEWER_MESSAGES, modelKindOf, POSTER_SIZE } from "../../lib/models";
import { buttonStyles } from "../ui/button-styles";
import { Card } from "../ui/Card";
import { ViewerLoading, type ViewerPoster } from "../ui/ViewerStatus";
import { DRAWING_VIEWER_MESSAGES, parseDrawingHash } from "./drawing-viewer/drawings";
import { formatFileSize } from "./format-file-size";
import { openModel, type ModelOpening } from "./model-viewer/opening";

/** The 3D viewer, with three.js and the CAD reader: fetched when a visitor first opens a model. */
const ModelViewer = lazy(() => import("./model-viewer/ModelViewer"));

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Record<`data-${string}`, string>;

/** One file as the page shows it (the page resolves the public URL at build time). */
export interface ResourceLink {
  id: string;
  name: string;
  description: string | null;
  size: number | null;
  url: string;
  /** A 3D model's walkthrough, as the owner wrote it (none for other files). */
  walkthrough?: WalkthroughStep[];
  /** A 3D model's meshes prepared for viewing (GLB), which the viewer loads in place of the file. */
  prepared?: string;
  /** A 3D model's poster (its first view, with its responsive variants): in the row and while it loads. */
  poster?: ViewerPoster;
}

interface Props {
  files: ResourceLink[];
}

/** Opens a file the way its link would have: a download with the file's name. */
function startDownload(url: string, name: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}

/** A click the browser should handle itself (new tab, new window, save as…). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/* Drawings (PDF) ------------------------------------------------------------------------------- */

/** The drawing viewer, with pdf.js: fetched when a visitor first opens a drawing. */
const DrawingViewer = lazy(() => import("./drawing-viewer/DrawingViewer"));

/**
 * Which drawing is open, at which sheet: closing the viewer gives the focus back to the drawing's
 * 'View drawing' button (after the dialog is gone, when the page behind is no longer inert).
 */
function useOpenDrawing() {
  const [open, setOpen] = useState<{ drawing: ResourceLink; sheet: number } | null>(null);
  const opener = useRef<string | null>(null);
  useEffect(() => {
    if (!open && opener.current) {
      document.querySelector<HTMLElement>(`[data-drawing-id="${CSS.escape(opener.current)}"]`)?.focus();
    }
  }, [open]);
  return {
    open,
    show: (drawing: ResourceLink, sheet = 1) => {
      opener.current = drawing.id;
      setOpen({ drawing, sheet });
    },
    close: () => setOpen(null),
  };
}

/** 'View 3D model' or 'View drawing' beside a file's row: what it opens, named with the file. */
function ViewButton({ what, file, ...rest }: { what: "3D model" | "drawing"; file: ResourceLink } & ButtonProps) {
  const Icon = what === "drawing" ? DraftingCompass : Box;
  return (
    <button
      type="button"
      aria-label={`View ${what}: ${file.name}`}
      className={buttonStyles({
        variant: "outline",
        size: "sm",
        className: "relative z-10 order-last shrink-0 sm:order-none noscript:hidden",
      })}
      {...rest}
    >
      <Icon aria-hidden="true" />
      View {what}
    </button>
  );
}

/** The open drawing's viewer (opening it counts nothing; its Download is the page's counted one). */
function OpenDrawing({
  drawing,
  sheet,
  onDownload,
  onClose,
}: {
  drawing: ResourceLink;
  sheet: number;
  onDownload: (file: ResourceLink) => void;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={<ViewerLoading text={DRAWING_VIEWER_MESSAGES.loading} />}>
      <DrawingViewer
        key={`${drawing.id}/${sheet}`}
        file={drawing}
        initialSheet={sheet}
        onDownload={onDownload}
        onClose={onClose}
      />
    </Suspense>
  );
}

/* ----------------------------------------------------------------------------------------------- */

/**
 * 'Downloadable Resources': one row per project file with its name, description and size. Each
 * name is a plain download link stretched over its row, so files download without JavaScript
 * too. The island wakes when the visitor reaches for the list (`client:interaction`: no code is
 * loaded with the page), and a click that lands while its code loads is held and replayed.
 * Hydrated, a click first raises the file's download counter (counted before the file is
 * opened), then starts the download from the URL the endpoint returned, with the toasts 'Download
 * started' / 'Downloading {file name}', or 'Download failed' with the error message.
 * A 3D model (STEP, IGES, STL, OBJ, 3MF, glTF, PLY) also gets 'View 3D model', which opens the
 * model viewer; closing it gives the focus back to that button. A page opened with a view's link
 * (`#model=<file id>&…`, see model-view.ts) wakes the island at once and opens that view, and a
 * walkthrough step's link (`#model=<file id>&step=2`, or `#step=2`) opens the model at that step.
 * A drawing (PDF) gets 'View drawing', which opens the drawing viewer in the page (not counted as a
 * download; its own Download is); closing it gives the focus back to that button. A sheet's link
 * (`#drawing=<file id>&sheet=2`, a walkthrough step's among them) opens the drawing at that sheet.
 */
export function ProjectResources({ files }: Props) {
  const pending = useRef(new Set<string>());
  const [viewing, setViewing] = useState<{
    file: ResourceLink;
    view: ModelView | null;
    step: number | null;
    opening?: ModelOpening;
  } | null>(null);
  const drawings = useOpenDrawing();

  useEffect(() => {
    const openLinked = () => {
      // A drawing's sheet (a walkthrough step's link among them): the drawing, in place of a model.
      const sheet = parseDrawingHash(location.hash);
      const drawing = sheet && files.find((one) => one.id === sheet.fileId && isDrawing(one.name));
      if (sheet && drawing) {
        setViewing(null);
        drawings.show(drawing, sheet.sheet);
        return;
      }
      const linked = parseModelViewHash(location.hash);
      if (!linked) return;
      // A bare step names the page's first model whose walkthrough has that step.
      const file = files.find((one) =>
        linked.fileId
          ? one.id === linked.fileId && modelKindOf(one.name)
          : (one.walkthrough?.length ?? 0) >= (linked.step ?? Infinity),
      );
      const step = linked.step !== null && (file?.walkthrough?.length ?? 0) >= linked.step ? linked.step - 1 : null;
      if (file) setViewing({ file, view: linked.view, step });
    };
    openLinked();
    window.addEventListener("hashchange", openLinked);
    return () => window.removeEventListener("hashchange", openLinked);
    // `drawings.show` only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [files]);

  async function download(file: ResourceLink) {
    if (pending.current.has(file.id)) return;
    pending.current.add(file.id);
    try {
      const result = await recordDownload(file.id);
      if (!result.ok) {
        toast.error("Download failed", { description: result.error });
        return;
      }
      startDownload(result.data.url || file.url, file.name);
      toast.success("Download started", { description: `Downloading ${file.name}` });
    } finally {
      pending.current.delete(file.id);
    }
  }

  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby="resources-heading">
        <h2 id="resources-heading" className="text-fg flex items-center gap-3 text-xl font-semibold tracking-tight">
          <span className="bg-accent/10 text-accent grid size-9 shrink-0 place-items-center rounded-lg">
            <Download aria-hidden="true" className="size-5" />
          </span>
          Downloadable Resources
        </h2>
        <ul className="mt-5 space-y-3">
          {files.map((file) => (
            <li
              key={file.id}
              className="group border-glass-border bg-canvas-secondary/60 hover:border-accent/60 has-[a:focus-visible]:ring-accent relative flex flex-wrap items-start gap-x-4 gap-y-3 rounded-xl border p-4 transition-colors has-[a:focus-visible]:ring-2"
            >
              {file.poster ? (
                // The model as it opens in the viewer, seen before opening it (on a phone too).
                <img
                  src={file.poster.src}
                  srcSet={file.poster.srcset}
                  sizes={file.poster.srcset && "5rem"}
                  alt=""
                  width={POSTER_SIZE.width}
                  height={POSTER_SIZE.height}
                  loading="lazy"
                  decoding="async"
                  data-poster
                  className="bg-accent/5 h-[3.33rem] w-20 shrink-0 rounded-lg object-contain"
                />
              ) : (
                <span className="bg-accent/10 text-accent hidden size-10 shrink-0 place-items-center rounded-lg sm:grid">
                  <FileText aria-hidden="true" className="size-5" />
                </span>
              )}
              {/* At least 10rem wide: on a phone the 3D button goes to a line of its own instead. */}
              <div className="min-w-0 flex-1 basis-40">
                <a
                  href={file.url}
                  download={file.name}
                  data-file-id={file.id}
                  onClick={(event) => {
                    if (isModifiedClick(event)) return;
                    event.preventDefault();
                    void download(file);
                  }}
                  className="text-fg group-hover:text-accent font-medium [overflow-wrap:anywhere] transition-colors after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none"
                >
                  {file.name}
                </a>
                {file.description && <p className="text-fg-muted mt-1 text-sm leading-relaxed">{file.description}</p>}
                <p className="text-fg-muted mt-2 font-mono text-xs">{formatFileSize(file.size)}</p>
              </div>
              {modelKindOf(file.name) && (
                <ViewButton
                  what="3D model"
                  file={file}
                  // The count and the mesh start now, while the viewer's code loads.
                  onClick={() => setViewing({ file, view: null, step: null, opening: openModel(file, true) })}
                  data-model-name={file.name}
                />
              )}
              {isDrawing(file.name) && (
                <ViewButton what="drawing" file={file} onClick={() => drawings.show(file)} data-drawing-id={file.id} />
              )}
              <Download
                aria-hidden="true"
                className="text-fg-muted group-hover:text-accent mt-0.5 size-5 shrink-0 transition-colors sm:mt-2.5"
              />
            </li>
          ))}
        </ul>
      </section>
      {viewing && (
        <Suspense fallback={<ViewerLoading text={MODEL_VIEWER_MESSAGES.loading} poster={viewing.file.poster} />}>
          <ModelViewer
            key={viewing.file.id}
            file={viewing.file}
            opening={viewing.opening}
            initialView={viewing.view}
            walkthrough={viewing.file.walkthrough}
            drawings={files.filter((file) => isDrawing(file.name))}
            initialStep={viewing.step}
            onDownload={(file) => void download(file)}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
      {drawings.open && (
        <OpenDrawing {...drawings.open} onDownload={(file) => void download(file)} onClose={drawings.close} />
      )}
    </Card>
  );
}
