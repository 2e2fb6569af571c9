import { Download, ExternalLink, Eye, HardDrive, type LucideIcon } from "lucide-react";
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

/** An outline action opening its link in a new tab, which its name says when the label does not. */
function NewTabAction({
  href,
  rel,
  action,
  icon: Icon,
  label,
  describedBy,
  size,
}: {
  href: string;
  rel: string;
  action: "open" | "drive";
  icon: LucideIcon;
  label: string;
  describedBy?: string;
  size: "sm" | "md";
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel={rel}
      aria-describedby={describedBy}
      className={buttonStyles({ variant: "outline", size })}
      data-action={action}
    >
      <Icon aria-hidden="true" />
      {label}
      {label !== "Open in New Tab" && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
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
      <NewTabAction
        href={url}
        rel="noopener"
        action="open"
        icon={openLabel === "Preview" ? Eye : ExternalLink}
        label={openLabel}
        describedBy={describedBy}
        size={size}
      />
      {driveViewUrl && (
        <NewTabAction
          href={driveViewUrl}
          rel="noopener noreferrer"
          action="drive"
          icon={HardDrive}
          label="Open in Drive"
          describedBy={describedBy}
          size={size}
        />
      )}
    </div>
  );
}
