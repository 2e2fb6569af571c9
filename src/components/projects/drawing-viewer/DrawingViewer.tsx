import { Download, MoveHorizontal, ZoomIn, ZoomOut } from "lucide-react";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";
import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { cn } from "../../../lib/cn";
import { buttonStyles } from "../../ui/button-styles";
import { FullScreenDialog } from "../../ui/FullScreenDialog";
import { useFocusWhenReady } from "../../ui/use-focus-when-ready";
import { ViewerStatus } from "../../ui/ViewerStatus";
import { formatFileSize } from "../format-file-size";
import type { ResourceLink } from "../ProjectResources";
import { DRAWING_VIEWER_MESSAGES, drawingSheetHash } from "./drawings";
import { clampZoom, formatZoom, ZOOM_MAX, ZOOM_MIN, zoomIn, zoomOut } from "./zoom";

interface Props {
  file: ResourceLink;
  /** The sheet to open at (1-based, from a link); the first without one. */
  initialSheet?: number;
  /** The page's own download of the file (counted, with its toasts). */
  onDownload: (file: ResourceLink) => void;
  onClose: () => void;
}

/** A sheet's size in PDF points. */
interface SheetSize {
  width: number;
  height: number;
}

type State =
  | { status: "loading" }
  | { status: "ready"; pdf: PDFDocumentProxy; sheets: SheetSize[] }
  | { status: "failed"; message: string };

/** Where a zoom is anchored: a point on screen, and where it lies on the sheet (as fractions). */
interface Anchor {
  x: number;
  y: number;
  fx: number;
  fy: number;
}

/** The thumbnails' width in CSS pixels (rendered at the device's pixel ratio). */
const THUMBNAIL_WIDTH = 112;

/**
 * The most pixels one sheet's canvas may have: past it, browsers fail to draw a canvas (phones
 * first) or run out of memory. A larger sheet is drawn at the most this allows, scaled up.
 */
function maxCanvasPixels(): number {
  return window.matchMedia("(pointer: coarse)").matches ? 2 ** 24 : 2 ** 25;
}

const isCancelled = (error: unknown) => error instanceof Error && error.name === "RenderingCancelledException";

/** The device's pixel ratio, followed as it changes (browser zoom, a window moved to another screen). */
function useDevicePixelRatio(): number {
  const [ratio, setRatio] = useState(() => window.devicePixelRatio || 1);
  useEffect(() => {
    const query = window.matchMedia(`(resolution: ${ratio}dppx)`);
    const update = () => setRatio(window.devicePixelRatio || 1);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [ratio]);
  return ratio;
}

/**
 * The full-screen viewer of a project's drawing (a PDF), drawn by pdf.js in the page. Each sheet
 * is drawn as vectors onto a canvas of its shown size × the device's pixel ratio, drawn again
 * whenever the zoom changes (the previous drawing cancelled, and shown scaled until the new one
 * is ready), so lines and text stay sharp from 25 % to 400 %; a sheet too large for one canvas
 * (a large screen at a high zoom) also has the part in view drawn over it at full resolution.
 * It offers zoom buttons and 'Fit to width' (100 %), the sheets' thumbnails, the keyboard (+/=
 * and − zoom, 0 fits, arrow keys pan the focused sheet, Page Up/Down change sheets), dragging and
 * Ctrl + wheel or pinching, and the download. It says in words while it loads and when the file
 * cannot be shown. Opening a drawing is not a download (nothing is counted). The address follows
 * the sheet on show (`#drawing=<file id>&sheet=2`), so each sheet has a link. This module and
 * pdf.js load only when a visitor opens a drawing; pdf.js's worker is a file of the site.
 */
export default function DrawingViewer({ file, initialSheet, onDownload, onClose }: Props) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [sheet, setSheet] = useState(() => Math.max(1, Math.floor(initialSheet ?? 1) || 1));
  const [zoom, setZoom] = useState(1);
  const [fitWidth, setFitWidth] = useState(0);
  // The sheet drawn last, when its canvas could not have all the pixels it is shown at (the
  // visible part is then drawn again over it at full resolution).
  const [capped, setCapped] = useState<{ sheet: number; width: number } | null>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const thumbnailRefs = useRef<Array<HTMLCanvasElement | null>>([]);
  const anchor = useRef<Anchor | null>(null);
  const helpId = useId();
  const ratio = useDevicePixelRatio();

  // The zoom as the touch listeners read it (a pinch starts from it).
  const zoomRef = useRef(zoom);
  useEffect(() => {
    zoomRef.current = zoom;
  }, [zoom]);

  const ready = state.status === "ready" ? state : null;
  const count = ready?.sheets.length ?? 0;

  // The address names the sheet on show, so that it can be linked (without adding to the
  // history); closed, the address is the project's again.
  useEffect(() => {
    if (ready) history.replaceState(history.state, "", `#${drawingSheetHash(file.id, sheet)}`);
  }, [ready, file.id, sheet]);
  useEffect(
    () => () => {
      if (location.hash) history.replaceState(history.state, "", location.pathname + location.search);
    },
    [],
  );
  const size = ready?.sheets[sheet - 1] ?? null;
  const width = fitWidth * zoom;
  const height = size ? (width * size.height) / size.width : 0;

  // The file, fetched as the link would (not counted as a download), and read by pdf.js; both
  // start at once.
  useEffect(() => {
    const controller = new AbortController();
    let loading: PDFDocumentLoadingTask | null = null;
    (async () => {
      const [{ getDocument }, response] = await Promise.all([
        import("./pdfjs"),
        fetch(file.url, { signal: controller.signal }).catch((error: unknown) => {
          if (controller.signal.aborted) throw error;
          throw new Error(DRAWING_VIEWER_MESSAGES.unreachable);
        }),
      ]);
      if (!response.ok) throw new Error(DRAWING_VIEWER_MESSAGES.unreachable);
      const data = new Uint8Array(await response.arrayBuffer());
      if (controller.signal.aborted) return;
      loading = getDocument({ data, isEvalSupported: false, enableXfa: false });
      const pdf = await loading.promise;
      const sheets: SheetSize[] = [];
      for (let number = 1; number <= pdf.numPages; number++) {
        const { width, height } = (await pdf.getPage(number)).getViewport({ scale: 1 });
        sheets.push({ width, height });
      }
      if (controller.signal.aborted) return;
      setSheet((current) => Math.min(current, sheets.length));
      setState({ status: "ready", pdf, sheets });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setState({ status: "failed", message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      controller.abort();
      void loading?.destroy();
    };
    // One viewer shows one file: it is mounted again for another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // 100 % is the sheet area's width, less its padding.
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const measure = () => {
      const style = getComputedStyle(area);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      setFitWidth(Math.max(0, area.clientWidth - padding));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    return () => observer.disconnect();
  }, []);

  // The shown sheet, drawn at its shown size × the pixel ratio into a new canvas, which replaces
  // the previous one once drawn (until then that one is shown, scaled to the new size).
  useEffect(() => {
    const host = sheetRef.current;
    if (!ready || !host || width <= 0) return;
    // Another sheet's drawing is not shown meanwhile, nor a sharper part drawn for another size.
    if (host.dataset.sheet !== String(sheet)) {
      host.replaceChildren();
      host.dataset.sheet = String(sheet);
    }
    host.querySelector("canvas[data-detail]")?.remove();
    let cancelled = false;
    let task: RenderTask | null = null;
    const canvas = document.createElement("canvas");
    (async () => {
      const page = await ready.pdf.getPage(sheet);
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      const fits = Math.min(1, Math.sqrt(maxCanvasPixels() / (width * ratio * height * ratio)));
      const viewport = page.getViewport({ scale: ((width * ratio) / natural.width) * fits });
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      canvas.setAttribute("aria-hidden", "true");
      // Not a target of the pointer: a touch that started on a canvas replaced meanwhile (each zoom
      // draws a new one) would lose its moves with it.
      canvas.className = "pointer-events-none absolute inset-0 block size-full";
      task = page.render({ canvas, viewport });
      await task.promise;
      if (cancelled) return;
      const previous = host.querySelector("canvas");
      host.replaceChildren(canvas);
      // Its memory now, not whenever it is collected.
      if (previous) previous.width = previous.height = 0;
      setCapped(fits < 1 ? { sheet, width } : null);
    })().catch((error: unknown) => {
      if (cancelled || isCancelled(error)) return;
      setState({ status: "failed", message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      cancelled = true;
      task?.cancel();
      if (!canvas.isConnected) canvas.width = canvas.height = 0;
    };
  }, [ready, sheet, width, height, ratio]);

  // A sheet too large for one canvas (a large screen at a high zoom): the part in view is drawn
  // again over it at full resolution, and again when the visitor has scrolled.
  useEffect(() => {
    const [area, host] = [areaRef.current, sheetRef.current];
    if (!ready || !area || !host || !capped) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    let timer = 0;
    const draw = async () => {
      task?.cancel();
      const page = await ready.pdf.getPage(capped.sheet);
      const [view, box] = [area.getBoundingClientRect(), host.getBoundingClientRect()];
      if (cancelled || box.width === 0) return;
      // The visible part of the sheet, in device pixels from its corner.
      const left = Math.floor(Math.max(0, view.left - box.left) * ratio);
      const top = Math.floor(Math.max(0, view.top - box.top) * ratio);
      const right = Math.ceil(Math.min(box.width, view.right - box.left) * ratio);
      const bottom = Math.ceil(Math.min(box.height, view.bottom - box.top) * ratio);
      if (right <= left || bottom <= top) return;
      const canvas = document.createElement("canvas");
      canvas.width = right - left;
      canvas.height = bottom - top;
      canvas.dataset.detail = "";
      canvas.setAttribute("aria-hidden", "true");
      canvas.className = "pointer-events-none absolute block";
      Object.assign(canvas.style, {
        left: `${left / ratio}px`,
        top: `${top / ratio}px`,
        width: `${canvas.width / ratio}px`,
        height: `${canvas.height / ratio}px`,
      });
      const viewport = page.getViewport({ scale: (box.width * ratio) / page.getViewport({ scale: 1 }).width });
      const current = (task = page.render({ canvas, viewport, transform: [1, 0, 0, 1, -left, -top] }));
      await current.promise;
      if (cancelled || task !== current) return;
      host.querySelector("canvas[data-detail]")?.remove();
      host.append(canvas);
    };
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void draw().catch(() => undefined), 120);
    };
    schedule();
    area.addEventListener("scroll", schedule, { passive: true });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      task?.cancel();
      area.removeEventListener("scroll", schedule);
    };
  }, [ready, capped, ratio]);

  // The thumbnails, one after another.
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    (async () => {
      for (let number = 1; number <= ready.sheets.length && !cancelled; number++) {
        const canvas = thumbnailRefs.current[number - 1];
        if (!canvas) continue;
        const page = await ready.pdf.getPage(number);
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (THUMBNAIL_WIDTH * ratio) / natural.width });
        canvas.width = Math.round(viewport.width);
        canvas.height = Math.round(viewport.height);
        task = page.render({ canvas, viewport });
        await task.promise;
      }
    })().catch(() => {
      // A thumbnail that cannot be drawn stays blank; its sheet says why when shown.
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [ready, ratio]);

  // A zoom keeps the anchored point of the sheet where it was on screen.
  useLayoutEffect(() => {
    const [area, host, at] = [areaRef.current, sheetRef.current, anchor.current];
    anchor.current = null;
    if (!area || !host || !at) return;
    const box = host.getBoundingClientRect();
    area.scrollLeft += box.left + at.fx * box.width - at.x;
    area.scrollTop += box.top + at.fy * box.height - at.y;
  }, [zoom]);

  /** Zooms to `next(zoom)`, about a point on screen (the sheet area's centre without one). */
  const changeZoom = (next: (zoom: number) => number, at?: { x: number; y: number }) => {
    const [area, host] = [areaRef.current, sheetRef.current];
    if (area && host) {
      const [view, box] = [area.getBoundingClientRect(), host.getBoundingClientRect()];
      const x = at?.x ?? view.left + view.width / 2;
      const y = at?.y ?? view.top + view.height / 2;
      if (box.width > 0 && box.height > 0)
        anchor.current = { x, y, fx: (x - box.left) / box.width, fy: (y - box.top) / box.height };
    }
    setZoom((current) => clampZoom(next(current)));
  };

  const showSheet = (number: number) => {
    if (number < 1 || number > count || number === sheet) return;
    setSheet(number);
    areaRef.current?.scrollTo({ left: 0, top: 0 });
  };

  useFocusWhenReady(state.status === "ready", areaRef);

  // Ctrl + wheel (and a touchpad's pinch, which arrives as one) zooms about the pointer; the
  // listener is not passive, so that the browser does not zoom the page instead.
  useEffect(() => {
    const area = areaRef.current;
    if (!area || !ready) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const delta = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
      changeZoom((current) => current * Math.exp(-delta / 300), { x: event.clientX, y: event.clientY });
    };
    // Two fingers pinch the sheet (the area lets the browser pan, not zoom: touch-action).
    let pinch: { distance: number; zoom: number } | null = null;
    const spread = (touches: TouchList) =>
      Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 2) pinch = { distance: spread(event.touches), zoom: zoomRef.current };
    };
    const onTouchMove = (event: TouchEvent) => {
      if (!pinch || event.touches.length !== 2) return;
      if (event.cancelable) event.preventDefault();
      const [a, b] = [event.touches[0]!, event.touches[1]!];
      const start = pinch;
      changeZoom(() => (start.zoom * spread(event.touches)) / start.distance, {
        x: (a.clientX + b.clientX) / 2,
        y: (a.clientY + b.clientY) / 2,
      });
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch = null;
    };
    area.addEventListener("wheel", onWheel, { passive: false });
    area.addEventListener("touchstart", onTouchStart, { passive: true });
    area.addEventListener("touchmove", onTouchMove, { passive: false });
    area.addEventListener("touchend", onTouchEnd);
    area.addEventListener("touchcancel", onTouchEnd);
    return () => {
      area.removeEventListener("wheel", onWheel);
      area.removeEventListener("touchstart", onTouchStart);
      area.removeEventListener("touchmove", onTouchMove);
      area.removeEventListener("touchend", onTouchEnd);
      area.removeEventListener("touchcancel", onTouchEnd);
    };
    // changeZoom reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  // A mouse drags the sheet.
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const area = areaRef.current;
    if (!area || event.pointerType !== "mouse" || event.button !== 0 || !ready) return;
    // Not on the area's scrollbars, which scroll it themselves.
    const rect = area.getBoundingClientRect();
    const [x, y] = [event.clientX - rect.left - area.clientLeft, event.clientY - rect.top - area.clientTop];
    if (x >= area.clientWidth || y >= area.clientHeight) return;
    drag.current = { x: event.clientX, y: event.clientY, left: area.scrollLeft, top: area.scrollTop };
    area.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const [area, from] = [areaRef.current, drag.current];
    if (!area || !from) return;
    area.scrollLeft = from.left - (event.clientX - from.x);
    area.scrollTop = from.top - (event.clientY - from.y);
  };
  const endDrag = () => (drag.current = null);

  // The viewer's keys, wherever the focus is in it; the arrow keys pan the focused sheet area.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (!ready || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const actions: Record<string, () => void> = {
      "+": () => changeZoom(zoomIn),
      "=": () => changeZoom(zoomIn),
      "-": () => changeZoom(zoomOut),
      "−": () => changeZoom(zoomOut),
      "0": () => changeZoom(() => 1),
      PageUp: () => showSheet(sheet - 1),
      PageDown: () => showSheet(sheet + 1),
    };
    const area = areaRef.current;
    if (area && event.target === area) {
      const step = event.shiftKey ? area.clientHeight * 0.8 : 48;
      const pan = (left: number, top: number) => () => area.scrollBy({ left, top, behavior: "instant" });
      Object.assign(actions, {
        ArrowLeft: pan(-step, 0),
        ArrowRight: pan(step, 0),
        ArrowUp: pan(0, -step),
        ArrowDown: pan(0, step),
      });
    }
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const tool = buttonStyles({ variant: "outline", size: "sm" });
  const iconTool = cn(
    buttonStyles({ variant: "outline", size: "icon" }),
    "size-9 aria-disabled:pointer-events-none aria-disabled:opacity-50",
  );

  return (
    <FullScreenDialog
      title={file.name}
      details={
        <p className="text-fg-muted font-mono text-xs">
          {formatFileSize(file.size)}
          {count > 0 && ` · ${count} ${count === 1 ? "sheet" : "sheets"}`}
        </p>
      }
      closeLabel="Close drawing viewer"
      onClose={onClose}
      onKeyDown={onKeyDown}
      actions={
        <button type="button" onClick={() => onDownload(file)} className={tool}>
          <Download aria-hidden="true" />
          <span className="max-sm:sr-only">Download</span>
        </button>
      }
    >
      {ready && (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 pb-2 sm:px-6">
          <div role="group" aria-label="Zoom" className="flex items-center gap-1.5">
            <button
              type="button"
              onClick={() => zoom > ZOOM_MIN && changeZoom(zoomOut)}
              aria-disabled={zoom <= ZOOM_MIN || undefined}
              title="Zoom out (−)"
              className={iconTool}
            >
              <ZoomOut aria-hidden="true" />
              <span className="sr-only">Zoom out</span>
            </button>
            <output className="text-fg w-14 text-center text-sm font-medium tabular-nums">{formatZoom(zoom)}</output>
            <button
              type="button"
              onClick={() => zoom < ZOOM_MAX && changeZoom(zoomIn)}
              aria-disabled={zoom >= ZOOM_MAX || undefined}
              title="Zoom in (+)"
              className={iconTool}
            >
              <ZoomIn aria-hidden="true" />
              <span className="sr-only">Zoom in</span>
            </button>
            <button type="button" onClick={() => changeZoom(() => 1)} title="Fit to width (0)" className={tool}>
              <MoveHorizontal aria-hidden="true" />
              <span className="max-sm:sr-only">Fit to width</span>
            </button>
          </div>
          <p aria-live="polite" className="text-fg-muted text-sm font-medium tabular-nums">
            Sheet {sheet} of {count}
          </p>
        </div>
      )}

      <div className="flex min-h-0 flex-1 flex-col-reverse gap-3 px-4 sm:flex-row sm:px-6">
        {count > 1 && (
          <nav aria-label="Sheets" className="shrink-0 overflow-auto sm:w-36">
            <ol className="flex gap-2 p-0.5 sm:flex-col">
              {ready!.sheets.map((size, index) => {
                const number = index + 1;
                const current = number === sheet;
                return (
                  <li key={number} className="shrink-0">
                    <button
                      type="button"
                      onClick={() => showSheet(number)}
                      aria-current={current || undefined}
                      className={cn(
                        "focus-visible:ring-accent flex w-full flex-col items-center gap-1.5 rounded-lg border p-1.5 text-xs font-medium transition-colors outline-none focus-visible:ring-2",
                        current
                          ? "border-accent bg-accent/10 text-accent"
                          : "border-glass-border text-fg-muted hover:border-accent/60 hover:text-fg",
                      )}
                    >
                      <canvas
                        ref={(canvas) => {
                          thumbnailRefs.current[index] = canvas;
                        }}
                        aria-hidden="true"
                        style={{ aspectRatio: `${size.width} / ${size.height}` }}
                        className="pointer-events-none block w-20 rounded-sm bg-white shadow-sm sm:w-28"
                      />
                      Sheet {number}
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>
        )}

        <div
          ref={areaRef}
          tabIndex={ready ? 0 : -1}
          role="region"
          aria-label="Sheet view"
          aria-describedby={helpId}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          className={cn(
            "border-glass-border bg-canvas-secondary/60 focus-visible:ring-accent relative flex min-h-0 min-w-0 flex-1 touch-pan-x touch-pan-y [scrollbar-gutter:stable] overflow-auto rounded-xl border p-3 outline-none focus-visible:ring-2 sm:p-5",
            ready && "cursor-grab active:cursor-grabbing",
          )}
        >
          {ready && size && (
            <div
              ref={sheetRef}
              role="img"
              aria-label={`Sheet ${sheet} of ${count} of ${file.name}`}
              style={{ width, height }}
              className="relative m-auto shrink-0 bg-white shadow-lg ring-1 ring-black/10"
            />
          )}
          {state.status !== "ready" && (
            <ViewerStatus
              loading={state.status === "loading" ? DRAWING_VIEWER_MESSAGES.loading : null}
              problem={DRAWING_VIEWER_MESSAGES.failed}
              detail={state.status === "failed" && state.message}
              advice="You can still download the file and open it in a PDF reader."
            />
          )}
        </div>
      </div>

      <p id={helpId} className="text-fg-muted px-4 pt-2 pb-4 text-center text-xs sm:px-6">
        {DRAWING_VIEWER_MESSAGES.help}
      </p>
    </FullScreenDialog>
  );
}
