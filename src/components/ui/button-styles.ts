import { cva, type VariantProps } from "class-variance-authority";

/**
 * Button look, for plain <button> and links styled as buttons (className={buttonStyles(…)})
 * and .astro markup. Text on the filled variant is the canvas colour (AA on every palette).
 */
export const buttonStyles = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors " +
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent text-accent-fg shadow-lg shadow-accent/20 hover:bg-accent/90",
        outline: "glass text-fg hover:border-accent hover:text-accent",
        ghost: "text-fg hover:bg-glass-secondary/70 hover:text-accent",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-7 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonStyleProps = VariantProps<typeof buttonStyles>;
