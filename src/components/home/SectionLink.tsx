import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles, type ButtonStyleProps } from "../ui/button-styles";
import { SECTION_LINK_ATTRIBUTE } from "./section-links";

interface Props extends ButtonStyleProps {
  /** The home section to go to, e.g. "projects". */
  section: string;
  className?: string;
  children: ReactNode;
}

/** A button-styled link to a home section; a plain anchor until section-links.ts enhances it. */
export function SectionLink({ section, variant, size, className, children }: Props) {
  return (
    <a
      href={`/#${section}`}
      {...{ [SECTION_LINK_ATTRIBUTE]: section }}
      className={cn(buttonStyles({ variant, size }), className)}
    >
      {children}
    </a>
  );
}
