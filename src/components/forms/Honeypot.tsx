/**
 * The honeypot field (`website`): off-screen, out of the tab order, hidden from assistive
 * technology and never autofilled, so people leave it empty and naive bots fill it. The endpoint
 * answers a filled one with a normal-looking success and stores nothing.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
