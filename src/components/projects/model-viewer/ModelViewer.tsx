import { Check, Crosshair, Download, Link, Maximize, RotateCcw } from "lucide-react";
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from "react";
import type { Vector3 } from "three";
import { cn } from "../../../lib/cn";
import {
  DEFAULT_MODEL_VIEW,
  modelViewHash,
  type ModelView,
  type Vec3,
  type WalkthroughStep,
} from "../../../lib/model-view";
import { MODEL_VIEWER_MESSAGES, modelKindOf } from "../../../lib/models";
import { buttonStyles } from "../../ui/button-styles";
import { FullScreenDialog } from "../../ui/FullScreenDialog";
import { useFocusWhenReady } from "../../ui/use-focus-when-ready";
import { ViewerStatus } from "../../ui/ViewerStatus";
import { formatFileSize } from "../format-file-size";
import type { ResourceLink } from "../ProjectResources";
import { loadModel, loadPrepared, startCadReader } from "./load-model";
import { createModelScene, type ModelScene } from "./model-scene";
import { fetchBytes, fileLocation, openModel, type ModelOpening } from "./opening";
import { ViewerTools, type ModelFacts, type Tool } from "./ViewerTools";
import { WalkthroughBar } from "./WalkthroughBar";

/** What an editor beside the model (the owner's walkthrough editor) can do with the viewer. */
export interface ViewerControls {
  /** The view as it is now, camera included. */
  currentView: () => ModelView;
  /** Shows a view (the camera glides to it). */
  show: (view: ModelView) => void;
}

interface Props {
  file: ResourceLink;
  /** What the click that opened the viewer started (the count, the mesh); started here without. */
  opening?: ModelOpening;
  /** The view to open in (from a copied link); the first view without one. */
  initialView?: ModelView | null;
  /** The model's walkthrough: visitors step through it, from `initialStep` (0 for the first). */
  walkthrough?: readonly WalkthroughStep[];
  initialStep?: number | null;
  /** The project's drawings, which a walkthrough step may point to (a sheet's link). */
  drawings?: readonly { id: string; name: string }[];
  /** The page's own download of the file (counted, with its toasts). */
  onDownload: (file: ResourceLink) => void;
  onClose: () => void;
  /**
   * The owner's viewer in the admin: the file is fetched as it is (no download counted), the
   * page's address is left alone, and `editor` is drawn beside the model.
   */
  editor?: ComponentType<ViewerControls>;
}

type State =
  | { status: "loading" }
  | { status: "ready"; downloadUrl: string; facts: ModelFacts; millimetres: number }
  | { status: "failed"; message: string }
  | { status: "no-webgl" };

/** A pointer that moves less than this (pixels) between press and release is a pick, not a drag. */
const PICK_SLOP = 5;

/** The site's accent colour as the browser resolves it, for what the 3D scene draws in it. */
function accentColour(near: Element): string {
  const probe = document.createElement("span");
  probe.style.color = "var(--color-accent)";
  near.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/**
 * The full-screen 3D model viewer of a project file. Opening it counts as a download (raised
 * before the file is fetched); the file is then fetched, read in its format and drawn with
 * three.js. It names the file and its size, offers 'Fit view', 'Reset view', 'Copy link to this
 * view' and the download, the inspection tools (ViewerTools), and says in words when WebGL is
 * missing or the file cannot be read. The model has the focus once it is drawn. The view (camera,
 * projection, section, explode, isolated part) is kept in the page's address while the viewer is
 * open, so the address is a link to it. This module, three.js and the CAD reader load only when a
 * visitor opens a model.
 */
export default function ModelViewer({
  file,
  opening: started,
  initialView,
  walkthrough = [],
  drawings = [],
  initialStep,
  onDownload,
  onClose,
  editor: Editor,
}: Props) {
  const editor = Editor !== undefined;
  const kind = modelKindOf(file.name);
  // Opening counts a download (the owner's preview does not).
  const [opening] = useState(() => started ?? openModel(file, !editor));
  const [state, setState] = useState<State>(() =>
    kind && opening.webgl ? { status: "loading" } : { status: "no-webgl" },
  );
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<ModelScene | null>(null);
  const helpId = useId();
  const [view, setView] = useState<ModelView>(initialView ?? DEFAULT_MODEL_VIEW);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [tool, setTool] = useState<Tool | null>(null);
  // The measure's points: in the world (drawn) and in the file's frame, in mm (written).
  const [picks, setPicks] = useState<Array<{ world: Vector3; file: Vec3 }>>([]);
  // Counts the visitor's camera moves, so that the address follows them.
  const [moves, setMoves] = useState(0);
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  // The walkthrough's step on show (a link opens one; without a linked view, the first), and
  // whether the view is still that step's (any change of it by the visitor leaves the step).
  const [step, setStep] = useState<number | null>(() =>
    walkthrough.length === 0
      ? null
      : initialStep != null
        ? Math.min(initialStep, walkthrough.length - 1)
        : initialView
          ? null
          : 0,
  );
  const [onStep, setOnStep] = useState(step !== null);

  useEffect(() => {
    if (!kind || state.status === "no-webgl") return;
    const controller = new AbortController();
    // A prepared model needs no CAD reader: its WebAssembly is only fetched without one.
    if (!file.prepared && (kind === "step" || kind === "iges")) startCadReader();
    // The file itself, which the count's answer locates, is fetched only after the count.
    const { counted, prepared, original: fileBytes } = opening;
    const fileUrl = () => fileLocation(file, counted);
    (async () => {
      const original = async () => loadModel(kind, await (fileBytes ?? fetchBytes(await fileUrl(), controller.signal)));
      // The prepared mesh when there is one; gone or broken, the file itself.
      const model = await (prepared ? prepared.then((bytes) => loadPrepared(kind, bytes)).catch(original) : original());
      const url = await fileUrl();

      const canvas = canvasRef.current;
      if (controller.signal.aborted || !canvas) return;
      const scene = createModelScene(canvas, model.object, {
        zUp: model.zUp,
        partName: file.name.replace(/\.[^.]+$/, ""),
        accent: accentColour(canvas),
        onCameraMoved: () => {
          setMoves((count) => count + 1);
          setOnStep(false);
        },
      });
      sceneRef.current = scene;
      // A linked view or step: its projection first, as the camera's zoom means something in it.
      const opening = step !== null ? walkthrough[step]!.view : initialView;
      if (opening?.ortho) scene.setOrthographic(true);
      if (opening?.camera) scene.setCamera(opening.camera);
      if (step !== null) setView(walkthrough[step]!.view);
      const inMillimetres = (values: Vec3) => values.map((value) => value * model.millimetres) as Vec3;
      setState({
        status: "ready",
        // The viewer's Download saves the file itself (opening it counted the download already).
        downloadUrl: url,
        millimetres: model.millimetres,
        facts: {
          size: inMillimetres(scene.size),
          origin: inMillimetres(scene.origin),
          assumed: model.assumed,
          parts: scene.parts,
        },
      });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setState({ status: "failed", message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      controller.abort();
      sceneRef.current?.dispose();
      sceneRef.current = null;
      // The page's address is the project's again.
      if (!editor && location.hash) history.replaceState(history.state, "", location.pathname + location.search);
    };
    // One viewer shows one file: it is mounted again for another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ready = state.status === "ready" ? state : null;
  const parts = ready?.facts.parts;

  // The tools' state, drawn.
  useEffect(() => sceneRef.current?.setSection(view.section), [ready, view.section]);
  useEffect(() => sceneRef.current?.setExplode(view.explode), [ready, view.explode]);
  useEffect(() => sceneRef.current?.setOrthographic(view.ortho), [ready, view.ortho]);
  useEffect(
    () =>
      sceneRef.current?.setPartsShown(
        (parts ?? []).map((name) => (view.isolate ? name === view.isolate : !hidden.has(name))),
      ),
    [parts, view.isolate, hidden],
  );
  useEffect(() => sceneRef.current?.showMeasure(picks.map((point) => point.world)), [ready, picks]);
  // The address follows the view (or the step on show), without adding to the history.
  useEffect(() => {
    const scene = sceneRef.current;
    if (!ready || !scene || editor) return;
    const hash = modelViewHash(file.id, { ...view, camera: scene.camera() }, onStep && step !== null ? step + 1 : null);
    history.replaceState(history.state, "", `#${hash}`);
    setCopied("no");
  }, [ready, editor, file.id, view, moves, onStep, step]);

  /** Shows a view: its projection, section, explode and part at once, the camera in a glide. */
  const show = (next: ModelView) => {
    const scene = sceneRef.current;
    if (!scene) return;
    scene.setOrthographic(next.ortho);
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    scene.moveTo(next.camera ?? scene.firstCamera(), !still);
    setView(next);
    setHidden(new Set());
    setMoves((count) => count + 1);
  };
  const showStep = (index: number) => {
    const target = walkthrough[index];
    if (!target) return;
    setStep(index);
    setOnStep(true);
    show(target.view);
  };
  /** A change the visitor makes leaves the walkthrough's step (the address then holds the view). */
  const changeView = (change: Partial<ModelView>) => {
    setView((current) => ({ ...current, ...change }));
    setOnStep(false);
  };

  useFocusWhenReady(state.status === "ready", canvasRef);

  const pick = (at: { x: number; y: number } | "centre") => {
    const scene = sceneRef.current;
    const picked = scene?.pick(at);
    if (!scene || !picked || !ready) return;
    const point = {
      world: picked.point,
      file: scene.inFileFrame(picked.point).map((value) => value * ready.millimetres) as Vec3,
    };
    // A third pick starts a new measure.
    setPicks((points) => (points.length === 1 ? [points[0]!, point] : [point]));
  };

  const onCanvasKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (tool === "measure" && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      pick("centre");
    } else if (sceneRef.current?.handleKey(event.nativeEvent)) event.preventDefault();
  };

  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const pressed = pressedAt.current;
    pressedAt.current = null;
    if (tool !== "measure" || !pressed) return;
    if (Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) <= PICK_SLOP)
      pick({ x: event.clientX, y: event.clientY });
  };

  const moveCamera = (move: (scene: ModelScene) => void) => {
    if (!sceneRef.current) return;
    move(sceneRef.current);
    setMoves((count) => count + 1);
    setOnStep(false);
  };

  const copyLink = () =>
    navigator.clipboard.writeText(location.href).then(
      () => setCopied("yes"),
      () => setCopied("failed"),
    );

  const measured = picks.map((point) => point.file);

  const toolButton = buttonStyles({ variant: "outline", size: "sm" });
  // On a phone, the drawn model's actions are icons (their names stay for screen readers).
  const label = "max-sm:sr-only";
  const download =
    state.status === "ready" ? (
      <a href={state.downloadUrl} download={file.name} className={toolButton}>
        <Download aria-hidden="true" />
        <span className={label}>Download</span>
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
      onKeyDown={(event) => {
        // Escape clears a measure first; with none, it closes the viewer.
        if (event.key === "Escape" && picks.length > 0) {
          event.preventDefault();
          setPicks([]);
        }
      }}
      actions={
        <>
          {state.status === "ready" && (
            <>
              <button type="button" onClick={() => moveCamera((scene) => scene.fit())} className={toolButton}>
                <Maximize aria-hidden="true" />
                <span className={label}>Fit view</span>
              </button>
              <button type="button" onClick={() => moveCamera((scene) => scene.reset())} className={toolButton}>
                <RotateCcw aria-hidden="true" />
                <span className={label}>Reset view</span>
              </button>
              {/* The owner's viewer in the admin keeps no view in its address: nothing to copy. */}
              {!editor && (
                <>
                  <button type="button" onClick={() => void copyLink()} className={toolButton}>
                    {copied === "yes" ? <Check aria-hidden="true" /> : <Link aria-hidden="true" />}
                    <span className={label}>
                      {copied === "yes"
                        ? "Link copied"
                        : copied === "failed"
                          ? "Copy failed: use the address bar"
                          : "Copy link to this view"}
                    </span>
                  </button>
                  <span role="status" className="sr-only">
                    {copied === "yes"
                      ? "Link to this view copied"
                      : copied === "failed"
                        ? "The link could not be copied"
                        : ""}
                  </span>
                </>
              )}
            </>
          )}
          {download}
        </>
      }
    >
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <ViewerTools
          facts={ready?.facts ?? null}
          loading={state.status === "loading"}
          view={view}
          onView={changeView}
          onLook={(direction) => moveCamera((scene) => scene.look(direction))}
          hidden={hidden}
          onHidden={(next) => {
            setHidden(next);
            setOnStep(false);
          }}
          walkthrough={
            step !== null && (ready || state.status === "loading") ? (
              <WalkthroughBar
                // Laid out, unseen, while the model loads, as the tools are.
                className={cn(!ready && "invisible")}
                steps={walkthrough}
                step={step}
                current={onStep}
                onStep={showStep}
                drawingName={(id) => drawings.find((drawing) => drawing.id === id)?.name}
              />
            ) : null
          }
          tool={tool}
          onTool={(next) => {
            setTool(next);
            // Measuring is on while its panel is open.
            if (next !== "measure") setPicks([]);
          }}
          measured={measured}
          onClearMeasure={() => setPicks([])}
        >
          <canvas
            ref={canvasRef}
            tabIndex={state.status === "ready" ? 0 : -1}
            role="img"
            aria-roledescription="3D model"
            aria-label={`3D model of ${file.name}`}
            aria-describedby={helpId}
            onKeyDown={onCanvasKeyDown}
            onPointerDown={(event) => (pressedAt.current = { x: event.clientX, y: event.clientY })}
            onPointerUp={onPointerUp}
            className={cn(
              "focus-visible:ring-accent block size-full rounded-xl outline-none focus-visible:ring-2",
              state.status !== "ready" && "invisible",
              tool === "measure" && "cursor-crosshair",
            )}
          />
          {tool === "measure" && (
            // The keyboard's pick point: Enter picks what is under it.
            <Crosshair
              aria-hidden="true"
              strokeWidth={1.5}
              className="text-fg pointer-events-none absolute top-1/2 left-1/2 size-8 -translate-1/2 drop-shadow-[0_0_2px_var(--color-canvas)]"
            />
          )}
          {state.status !== "ready" && (
            <ViewerStatus
              loading={state.status === "loading" ? MODEL_VIEWER_MESSAGES.loading : null}
              poster={file.poster}
              problem={state.status === "no-webgl" ? MODEL_VIEWER_MESSAGES.noWebgl : MODEL_VIEWER_MESSAGES.failed}
              detail={state.status === "failed" && state.message}
              advice="You can still download the file and open it in a CAD program."
            />
          )}
        </ViewerTools>
        {Editor && ready && (
          <aside
            aria-label="Walkthrough editor"
            className="border-glass-border max-h-[45%] overflow-y-auto border-t p-4 lg:max-h-none lg:w-[36rem] lg:border-t-0 lg:border-l"
          >
            <Editor currentView={() => ({ ...view, camera: sceneRef.current!.camera() })} show={show} />
          </aside>
        )}
      </div>

      <p id={helpId} className="text-fg-muted px-4 pt-2 pb-4 text-center text-xs sm:px-6">
        {MODEL_VIEWER_MESSAGES.help}
      </p>
    </FullScreenDialog>
  );
}
