import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

/** A glass surface (70% glass over the aurora) with the site's radius and padding. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("glass rounded-2xl p-6 shadow-xl shadow-black/5", className)} {...props} />;
}
