import { FileText, FileWarning, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../ui/button-styles";

interface Props {
  /** The PDF's URL as the page links it (site-relative or absolute). */
  url: string;
  /** The fallback viewer's URL (see pdfViewerUrl), or null when none is configured. */
  viewerUrl: string | null;
  /** The document's name, e.g. "Resume": the preview is "Resume preview" to assistive technology. */
  name: string;
  /** Suggested file name for the download link. */
  fileName?: string;
  className?: string;
}

/** Screens at least this wide preview inline; narrower ones (phones) open the file itself. */
const INLINE_PREVIEW_QUERY = "(min-width: 40rem)";

/**
 * A PDF preview that loads on demand. Until asked for it is a poster: a link to the file, so
 * without JavaScript, and on phones (whose browsers show a PDF full-screen, not in a frame), it
 * opens the file. On wider screens a press shows the preview in place, 600 px high, in three
 * layers: the browser's own PDF viewer (`<object>`); where that cannot render, its fallback
 * content, the document-viewer service in an iframe; and under it a plain download link, which
 * is all that remains when neither works. Nothing of the PDF or a viewer loads before the press.
 */
export function PdfPreview({ url, viewerUrl, name, fileName, className }: Props) {
  const title = `${name} preview`;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const preview = useRef<HTMLObjectElement>(null);

  // The poster that had the focus is gone: the preview takes it, so keyboard users carry on in it.
  useEffect(() => {
    if (open) preview.current?.focus();
  }, [open]);

  const showInline = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!window.matchMedia(INLINE_PREVIEW_QUERY).matches) return;
    event.preventDefault();
    setOpen(true);
  };

  const frame = cn(
    "border-glass-border bg-canvas-secondary/60 block w-full overflow-hidden rounded-xl border sm:h-[600px]",
    className,
  );

  if (!open) {
    return (
      <a
        href={url}
        onClick={showInline}
        className={cn(frame, "group relative grid place-items-center px-6 py-10 text-center")}
        data-testid="pdf-preview-poster"
      >
        <span className="flex flex-col items-center gap-4">
          <span className="bg-accent/12 text-accent border-accent/30 grid size-20 place-items-center rounded-2xl border transition-transform group-hover:-translate-y-1 motion-reduce:transition-none">
            <FileText aria-hidden="true" className="size-10" strokeWidth={1.5} />
          </span>
          <span className="text-fg-muted max-w-xs text-sm">{fileName ?? "PDF document"}</span>
          <span className={buttonStyles({ variant: "outline", size: "sm" })}>
            <span className="sm:hidden">Open the PDF</span>
            <span className="hidden sm:inline">Show preview</span>
            <span className="sr-only"> of the {name.toLowerCase()}</span>
          </span>
        </span>
      </a>
    );
  }

  return (
    <div className={cn(frame, "relative h-[600px]")}>
      {!loaded && (
        <p role="status" className="text-fg-muted absolute inset-0 flex items-center justify-center gap-2 text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          Loading preview…
        </p>
      )}
      <object
        ref={preview}
        tabIndex={-1}
        onLoad={() => setLoaded(true)}
        // Fit the page to the frame's width where the viewer supports it (Chromium, Firefox).
        data={`${url}#view=FitH`}
        type="application/pdf"
        title={title}
        aria-label={title}
        height={600}
        className="relative block h-full w-full"
        data-testid="pdf-preview"
      >
        <div className="bg-canvas-secondary flex h-full flex-col">
          {viewerUrl && (
            <iframe
              src={viewerUrl}
              title={`${title} (document viewer)`}
              loading="lazy"
              referrerPolicy="no-referrer"
              className="min-h-0 w-full flex-1 border-0"
              data-testid="pdf-viewer-fallback"
            />
          )}
          <p
            className={cn(
              "text-fg-muted flex items-center justify-center gap-2 px-4 py-3 text-center text-sm",
              !viewerUrl && "h-full flex-col",
            )}
          >
            <FileWarning aria-hidden="true" className="text-accent size-4 shrink-0" />
            <span>
              Preview not available in this browser.{" "}
              <a
                href={url}
                download={fileName ?? true}
                className="text-accent font-medium underline underline-offset-4"
              >
                Download PDF
              </a>
            </span>
          </p>
        </div>
      </object>
    </div>
  );
}
