import { Star } from "lucide-react";
import { cn } from "../../lib/cn";
import { badgeStyles } from "../ui/Badge";

/** How the mark looks where it stands. */
const LOOKS = {
  /** Over the card's image: a solid accent pill. */
  card: {
    mark: "bg-accent text-accent-fg inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold",
    star: "size-3.5",
  },
  /** Among the badges at the head of the project's page. */
  page: { mark: badgeStyles({ tone: "emerald" }), star: "size-3" },
};

/** The 'Featured' mark of a featured project: a filled star and the word. */
export function FeaturedMark({ on }: { on: keyof typeof LOOKS }) {
  const look = LOOKS[on];
  return (
    <span className={look.mark}>
      <Star aria-hidden="true" className={cn(look.star, "fill-current")} />
      Featured
    </span>
  );
}
