import { ArrowLeft, RotateCcw } from "lucide-react";
import type { ReactNode, Ref, SubmitEvent } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../../components/ui/button-styles";
import { Link } from "../router";

/** A screen's heading (focused after navigation, so screen readers hear where they are) and actions. */
export function ScreenHeader({
  title,
  description,
  actions,
  back = true,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: boolean;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {back && (
          <Link
            href="/admin"
            className="text-fg-muted hover:text-accent mb-3 inline-flex items-center gap-1.5 text-sm font-medium"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Dashboard
          </Link>
        )}
        <h1 tabIndex={-1} className="text-fg text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl">
          {title}
        </h1>
        {description && <p className="text-fg-muted mt-1 text-sm">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A glass panel with an optional heading. */
export function Panel({
  title,
  titleId,
  actions,
  className,
  children,
  as: Heading = "h2",
}: {
  title?: ReactNode;
  titleId?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
  as?: "h2" | "h3";
}) {
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={cn("glass scroll-mt-20 rounded-2xl p-4 shadow-xl shadow-black/5 sm:p-6", className)}
    >
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title && (
            <Heading id={titleId} tabIndex={-1} className="text-fg text-lg font-semibold focus:outline-none">
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * A form in its own panel, named by the panel's heading: the browser's own validation is off (the
 * shared schemas speak instead), and submitting runs `onSubmit` without reloading the page.
 */
export function FormPanel({
  title,
  titleId,
  onSubmit,
  formRef,
  notice,
  className = "space-y-4",
  children,
}: {
  title: string;
  titleId: string;
  onSubmit: () => Promise<unknown>;
  formRef?: Ref<HTMLFormElement>;
  /** Shown above the form (e.g. the restored-draft notice). */
  notice?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Panel title={title} titleId={titleId} className="mb-8">
      {notice}
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={titleId} className={className}>
        {children}
      </form>
    </Panel>
  );
}

/** Shown above a form reopened from sessionStorage after a reload. */
export function RestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="border-accent/40 bg-accent/10 text-fg mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3 text-sm"
    >
      <span>Unsaved changes from this tab were restored.</span>
      <button type="button" onClick={onDiscard} className={buttonStyles({ variant: "ghost", size: "sm" })}>
        <RotateCcw aria-hidden="true" />
        Discard changes
      </button>
    </div>
  );
}

/** Save and cancel buttons for a form, the save disabled while saving. */
export function FormActions({
  saving,
  submitLabel,
  savingLabel = "Saving...",
  onCancel,
}: {
  saving: boolean;
  submitLabel: string;
  savingLabel?: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} disabled={saving} className={buttonStyles({ variant: "outline" })}>
        Cancel
      </button>
      <button type="submit" disabled={saving} aria-busy={saving} className={buttonStyles()}>
        {saving ? savingLabel : submitLabel}
      </button>
    </div>
  );
}

/** Small round icon button with a visible focus ring and an accessible name. */
export function IconAction({
  label,
  onClick,
  disabled,
  tone = "default",
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={cn(
        buttonStyles({ variant: "ghost", size: "icon" }),
        "size-9",
        tone === "danger" && "hover:bg-red-500/10 hover:text-red-600 dark:hover:text-red-400",
      )}
    >
      {children}
    </button>
  );
}
