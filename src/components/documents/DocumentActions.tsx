import { Download, ExternalLink, Eye, HardDrive } from "lucide-react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../ui/button-styles";

export interface DocumentLinks {
  /** The PDF's URL. */
  url: string;
  /** Suggested file name for downloads. */
  fileName?: string;
  /** A drive "view" link; the action is shown only when set. */
  driveViewUrl?: string | null;
}

interface Props extends DocumentLinks {
  /** Label of the action that opens the PDF in a new tab ('Open in New Tab' or 'Preview'). */
  openLabel?: "Open in New Tab" | "Preview";
  /** id of the element naming the document, so identical button labels stay distinguishable. */
  describedBy?: string;
  size?: "sm" | "md";
  className?: string;
}

/** Download, open-in-new-tab and (when configured) open-in-drive actions for one document. */
export function DocumentActions({
  url,
  fileName,
  driveViewUrl,
  openLabel = "Open in New Tab",
  describedBy,
  size = "md",
  className,
}: Props) {
  const OpenIcon = openLabel === "Preview" ? Eye : ExternalLink;
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <a
        href={url}
        download={fileName ?? true}
        aria-describedby={describedBy}
        className={buttonStyles({ size })}
        data-action="download"
      >
        <Download aria-hidden="true" />
        Download PDF
      </a>
      <a
        href={url}
        target="_blank"
        rel="noopener"
        aria-describedby={describedBy}
        className={buttonStyles({ variant: "outline", size })}
        data-action="open"
      >
        <OpenIcon aria-hidden="true" />
        {openLabel}
        {openLabel !== "Open in New Tab" && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
      {driveViewUrl && (
        <a
          href={driveViewUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={describedBy}
          className={buttonStyles({ variant: "outline", size })}
          data-action="drive"
        >
          <HardDrive aria-hidden="true" />
          Open in Drive
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
