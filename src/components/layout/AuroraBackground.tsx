/**
 * The aurora: three large, soft glows fixed behind the page (decorative, hidden from AT). Each
 * is a radial gradient in its aurora colour (see the `aurora-glow` utility).
 */
export default function AuroraBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden print:hidden">
      <div className="aurora-glow text-aurora-cyan absolute -top-56 -left-48 size-[48rem] opacity-25 dark:opacity-20" />
      <div className="aurora-glow text-aurora-violet absolute top-1/4 -right-56 size-[44rem] opacity-25 dark:opacity-20" />
      <div className="aurora-glow text-aurora-azure absolute -bottom-64 left-[10%] size-[50rem] opacity-20 dark:opacity-15" />
      <div className="absolute inset-0 bg-[linear-gradient(to_bottom,transparent,var(--color-canvas)_85%)]" />
    </div>
  );
}
