import type { CSSProperties, HTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A glass surface (70% glass over the aurora) with the site's radius and padding. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("glass rounded-2xl p-6 shadow-xl shadow-black/5", className)} {...props} />;
}

/** A larger glass panel (the home sections' side panels), headed by its title when it has one. */
export function Panel({
  title,
  className,
  style,
  children,
}: {
  title?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className={cn("glass rounded-3xl p-6 shadow-xl shadow-black/5", className)} style={style}>
      {title && <h3 className="text-fg text-lg font-semibold">{title}</h3>}
      {children}
    </div>
  );
}
