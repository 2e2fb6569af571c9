import { FileWarning } from "lucide-react";
import { cn } from "../../lib/cn";

interface Props {
  /** The PDF's URL as the page links it (site-relative or absolute). */
  url: string;
  /** The fallback viewer's URL (see pdfViewerUrl), or null when none is configured. */
  viewerUrl: string | null;
  /** Names the preview for assistive technology, e.g. "Resume preview". */
  title: string;
  /** Suggested file name for the download link. */
  fileName?: string;
  className?: string;
}

/**
 * An inline PDF preview, 600 px high, in three layers: the browser's own PDF viewer
 * (`<object>`); where that cannot render, its fallback content, the document-viewer service in
 * a lazy iframe; and under it a plain download link, which is all that remains when neither works.
 */
export function PdfPreview({ url, viewerUrl, title, fileName, className }: Props) {
  return (
    <object
      // Fit the page to the frame's width where the viewer supports it (Chromium, Firefox).
      data={`${url}#view=FitH`}
      type="application/pdf"
      title={title}
      aria-label={title}
      height={600}
      className={cn(
        "border-glass-border bg-canvas-secondary/60 block h-[600px] w-full overflow-hidden rounded-xl border",
        className,
      )}
      data-testid="pdf-preview"
    >
      <div className="flex h-full flex-col">
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
            <a href={url} download={fileName ?? true} className="text-accent font-medium underline underline-offset-4">
              Download PDF
            </a>
          </span>
        </p>
      </div>
    </object>
  );
}
