/** The aurora: three large, blurred glows fixed behind the page (decorative, hidden from AT). */
export default function AuroraBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="bg-aurora-cyan absolute -top-40 -left-32 size-[38rem] rounded-full opacity-20 blur-3xl dark:opacity-15" />
      <div className="bg-aurora-violet absolute top-1/3 -right-40 size-[34rem] rounded-full opacity-20 blur-3xl dark:opacity-15" />
      <div className="bg-aurora-azure absolute -bottom-48 left-1/4 size-[40rem] rounded-full opacity-15 blur-3xl dark:opacity-10" />
      <div className="absolute inset-0 bg-[linear-gradient(to_bottom,transparent,var(--color-canvas)_85%)]" />
    </div>
  );
}
