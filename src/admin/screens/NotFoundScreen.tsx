import { ArrowLeft } from "lucide-react";
import { buttonStyles } from "../../components/ui/button-styles";
import { Link } from "../router";

/** Any /admin/* path that is not one of the nine screens. */
export function NotFoundScreen() {
  return (
    <section className="glass mx-auto mt-10 max-w-xl rounded-3xl px-8 py-12 text-center shadow-2xl">
      <p className="from-accent to-accent-azure bg-gradient-to-r bg-clip-text font-mono text-6xl font-bold text-transparent">
        404
      </p>
      <h1 tabIndex={-1} className="text-fg mt-4 text-2xl font-semibold focus:outline-none">
        Page not found
      </h1>
      <p className="text-fg-muted mt-2">This admin page does not exist.</p>
      <Link href="/admin" className={buttonStyles({ className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </section>
  );
}
