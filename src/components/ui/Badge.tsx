import type { HTMLAttributes } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

export const badgeStyles = cva("inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium", {
  variants: {
    tone: {
      accent: "border-accent/40 bg-accent/10 text-accent",
      azure: "border-accent-azure/40 bg-accent-azure/10 text-accent-azure",
      emerald: "border-accent-emerald/40 bg-accent-emerald/10 text-accent-emerald",
      neutral: "border-glass-border bg-glass-secondary/70 text-fg-muted",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeStyles>;

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeStyles({ tone }), className)} {...props} />;
}

/** A list of words shown as badges of one tone (tags, skills, technologies), named by `label` when given. */
export function BadgeList({
  items,
  tone,
  label,
  className,
  badgeClassName,
}: {
  items: readonly string[];
  tone: BadgeProps["tone"];
  label?: string;
  className: string;
  badgeClassName?: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone={tone} className={badgeClassName}>
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
