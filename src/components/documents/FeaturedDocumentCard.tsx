import type { LucideIcon } from "lucide-react";
import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../ui/Card";
import { DocumentActions, type DocumentLinks } from "./DocumentActions";

interface Props extends DocumentLinks {
  /** Anchor id of the card; its heading gets `${id}-heading`. */
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** The 'Last updated: Mon YYYY' line under the title. */
  lastUpdated?: string;
  /** Shown under the preview. */
  caption?: string;
  /** False when there is no file yet: the card says so instead of linking to nothing. */
  available: boolean;
  /** The preview (a PdfPreview island, so that the rest of the card stays static HTML). */
  children: ReactNode;
}

/**
 * The resume or portfolio: heading, actions and the preview. Place it in a grid:
 * it spans four rows of its parent as a subgrid.
 */
export function FeaturedDocumentCard({
  id,
  title,
  description,
  icon: Icon,
  lastUpdated,
  caption,
  available,
  children,
  ...links
}: Props) {
  const headingId = `${id}-heading`;
  return (
    <Card
      id={id}
      // Four rows on the parent's subgrid: headings, texts, actions and previews line up side by side.
      className="row-span-4 grid grid-rows-subgrid gap-5 p-5 sm:p-7"
      aria-labelledby={headingId}
      role="region"
    >
      <div className="flex items-start gap-4">
        <span className="bg-accent/12 text-accent border-accent/30 grid size-12 shrink-0 place-items-center rounded-2xl border">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-fg text-2xl font-bold tracking-tight">
            {title}
          </h2>
          {lastUpdated && (
            <p className="text-fg-muted mt-1 inline-flex items-center gap-1.5 text-sm" data-testid="last-updated">
              <Clock aria-hidden="true" className="size-3.5" />
              {lastUpdated}
            </p>
          )}
        </div>
      </div>
      <p className="text-fg-muted leading-relaxed">{description}</p>
      {available ? (
        <>
          <DocumentActions {...links} describedBy={headingId} className="[&>a]:grow" />
          <figure>
            {children}
            {caption && <figcaption className="text-fg-muted mt-3 text-center text-xs">{caption}</figcaption>}
          </figure>
        </>
      ) : (
        <p className="text-fg-muted border-glass-border rounded-xl border border-dashed p-4 text-sm">
          No {title.toLowerCase()} to download yet.
        </p>
      )}
    </Card>
  );
}
