import { FileText } from "lucide-react";
import type { CSSProperties } from "react";
import { DocumentActions, type DocumentLinks } from "./DocumentActions";

interface Props extends DocumentLinks {
  id: string;
  title: string;
  description: string;
  index?: number;
}

/** One of the fixed technical reports: title, description, download, preview and drive actions. */
export function ReportCard({ id, title, description, index = 0, ...links }: Props) {
  const headingId = `${id}-heading`;
  return (
    <article
      id={id}
      aria-labelledby={headingId}
      className="glass stagger-in hover:border-accent/60 flex h-full flex-col rounded-2xl p-6 transition-colors"
      style={{ "--stagger-index": index, "--stagger-step": "100ms" } as CSSProperties}
      data-testid="report-card"
    >
      <span className="bg-accent-azure/12 text-accent-azure border-accent-azure/30 grid size-11 place-items-center rounded-xl border">
        <FileText aria-hidden="true" className="size-5" />
      </span>
      <h3 id={headingId} className="text-fg mt-5 text-lg leading-snug font-semibold text-balance">
        {title}
      </h3>
      <p className="text-fg-muted mt-2 flex-1 text-sm leading-relaxed">{description}</p>
      <DocumentActions {...links} openLabel="Preview" describedBy={headingId} size="sm" className="mt-6" />
    </article>
  );
}
