import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

interface SectionProps {
  id?: string;
  /** Small label above the heading. */
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
  children: ReactNode;
  /** Heading level: h1 on pages whose main subject this is, h2 inside the home page. */
  as?: "h1" | "h2";
}

/** A page section with the site's heading style; `id` makes it an anchor target. */
export function Section({ id, eyebrow, title, subtitle, className, children, as: Heading = "h2" }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("mx-auto w-full max-w-6xl px-4 py-20 sm:px-6", className)}
    >
      <div className="mb-10 max-w-3xl">
        {eyebrow && (
          <p className="text-accent mb-2 font-mono text-xs font-semibold tracking-widest uppercase">{eyebrow}</p>
        )}
        <Heading id={headingId} className="text-fg text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </Heading>
        {subtitle && <p className="text-fg-muted mt-3 text-lg">{subtitle}</p>}
      </div>
      {children}
    </section>
  );
}
