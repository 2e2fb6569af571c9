import { ArrowLeft, RotateCcw } from "lucide-react";
import { useId, type ComponentProps, type ReactNode, type Ref, type SubmitEvent } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../../components/ui/button-styles";
import { Link } from "../router";

/** The heading is focused after navigation, so screen readers hear where they are. */
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

/** `grid` lays the children out one under the other, evenly spaced; `actions` sit beside the heading. */
export function Panel({
  title,
  titleId,
  icon,
  description,
  actions,
  grid,
  className,
  children,
  ...rest
}: Omit<ComponentProps<"section">, "title"> & {
  title: ReactNode;
  titleId?: string;
  icon?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  grid?: boolean;
}) {
  const generated = useId();
  const id = titleId ?? generated;
  return (
    <section
      aria-labelledby={id}
      className={cn("glass scroll-mt-20 rounded-2xl p-4 shadow-xl shadow-black/5 sm:p-6", className)}
      {...rest}
    >
      <div className={cn("flex flex-wrap items-start justify-between gap-3", children !== false && "mb-4")}>
        <div className="min-w-0">
          <h2
            id={id}
            tabIndex={-1}
            className="text-fg flex items-center gap-2 text-lg font-semibold focus:outline-none"
          >
            {icon}
            {title}
          </h2>
          {description && <p className="text-fg-muted mt-1 text-sm">{description}</p>}
        </div>
        {actions}
      </div>
      {grid ? <div className="grid gap-4">{children}</div> : children}
    </section>
  );
}

/** A form in its own panel, named by its heading; the shared schemas validate, not the browser. */
export function FormPanel({
  title,
  onSubmit,
  formRef,
  notice,
  className = "space-y-4",
  children,
}: {
  title: string;
  onSubmit: () => unknown;
  formRef?: Ref<HTMLFormElement>;
  notice?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
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

export function IconAction({
  label,
  danger,
  className,
  ...props
}: ComponentProps<"button"> & { label: string; danger?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        buttonStyles({ variant: "ghost", size: "icon" }),
        "size-9",
        danger && "hover:bg-red-500/10 hover:text-red-600 dark:hover:text-red-400",
        className,
      )}
      {...props}
    />
  );
}
