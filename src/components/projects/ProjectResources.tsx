import { Download, FileText } from "lucide-react";
import { Card } from "../ui/Card";
import { formatFileSize } from "./format-file-size";

/** One file as the page shows it (the page resolves the public URL at build time). */
export interface ResourceLink {
  id: string;
  name: string;
  description: string | null;
  size: number | null;
  url: string;
}

interface Props {
  files: ResourceLink[];
}

/**
 * 'Downloadable Resources': one row per project file with its name, description and size. Each
 * name is a plain download link stretched over its row (the counter and toasts come later).
 */
export function ProjectResources({ files }: Props) {
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
              className="group border-glass-border bg-canvas-secondary/60 hover:border-accent/60 has-[a:focus-visible]:ring-accent relative flex items-start gap-4 rounded-xl border p-4 transition-colors has-[a:focus-visible]:ring-2"
            >
              <span className="bg-accent/10 text-accent hidden size-10 shrink-0 place-items-center rounded-lg sm:grid">
                <FileText aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <a
                  href={file.url}
                  download={file.name}
                  className="text-fg group-hover:text-accent font-medium [overflow-wrap:anywhere] transition-colors after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none"
                >
                  {file.name}
                </a>
                {file.description && <p className="text-fg-muted mt-1 text-sm leading-relaxed">{file.description}</p>}
                <p className="text-fg-muted mt-2 font-mono text-xs">{formatFileSize(file.size)}</p>
              </div>
              <Download
                aria-hidden="true"
                className="text-fg-muted group-hover:text-accent mt-0.5 size-5 shrink-0 transition-colors sm:mt-2.5"
              />
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
