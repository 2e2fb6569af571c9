import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Circle, Trash2, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { buttonStyles } from "../../../components/ui/button-styles";
import type { SetupStatus } from "../../../lib/api-types";
import { browserStorage, remember } from "../../../lib/browser-storage";
import { adminRequest, errorMessage } from "../../data/client";
import { announcePublicChange } from "../../kit/resource/changed-page";
import { Link } from "../../router";
import { useConfirm } from "../../ui/ConfirmDialog";
import { Panel } from "../../ui/layout";

const DISMISSED_KEY = "portfolio-admin-setup-dismissed";

/** Gone once every step is done, or once dismissed (remembered in this browser). */
export function FirstRunChecklist() {
  const [dismissed, setDismissed] = useState(() => browserStorage("local")?.getItem(DISMISSED_KEY) === "true");
  const status = useQuery({
    queryKey: ["setup"],
    queryFn: () => adminRequest<SetupStatus>("GET", "/api/admin/setup"),
    enabled: !dismissed,
  });
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const removeDemo = useMutation({
    mutationFn: () => adminRequest<{ removed: Record<string, number> }>("DELETE", "/api/admin/demo-content"),
    onSuccess: ({ removed }) => {
      const rows = Object.values(removed).reduce((sum, n) => sum + n, 0);
      announcePublicChange("Demo content removed", "/", `${rows} demo items and their files are gone. `);
      void queryClient.invalidateQueries();
    },
    onError: (error) => toast.error("Demo content not removed", { description: errorMessage(error) }),
  });

  if (dismissed || !status.data) return null;
  const steps = status.data;
  if (steps.identity && steps.resume && !steps.demoContent && steps.notifications) return null;

  const askToRemoveDemo = async () => {
    const ok = await confirm({
      title: "Remove all demo content?",
      description:
        "This deletes every demo project, post, experience, skill, message and file, in one step, and empties the settings that still hold the demo's awards, counts, education, About and highlights. What you wrote stays. Upload your own resume and portfolio afterwards: until then the site offers none.",
      confirmLabel: "Remove demo content",
    });
    if (ok) removeDemo.mutate();
  };

  return (
    <Panel
      title="Make this site yours"
      description="A few steps to replace the demo with your own work."
      actions={
        <button
          type="button"
          onClick={() => {
            remember("local", DISMISSED_KEY, "true");
            setDismissed(true);
          }}
          aria-label="Dismiss the checklist"
          className={buttonStyles({ variant: "ghost", size: "icon" })}
        >
          <X aria-hidden="true" />
        </button>
      }
      className="mb-8"
    >
      <ol className="space-y-2">
        <Step done={steps.identity} link={["/admin/settings", "Set your identity"]}>
          — your name, headline, contact details and home page text.
          {!steps.identity && (
            <span className="text-fg-muted block">
              Still the demo&apos;s:{" "}
              {steps.demoSettings.flatMap(({ path, label }, index) => [
                index > 0 && ", ",
                <Link key={path} href={`/admin/settings#settings-${path.replaceAll(".", "-")}`} className="underline">
                  {label}
                </Link>,
              ])}
            </span>
          )}
        </Step>
        <Step done={steps.resume} link={["/admin/resume", "Upload your résumé"]}>
          — the PDF recruiters download.
        </Step>
        <Step done={!steps.demoContent}>
          <span>Replace the demo content — add your projects, then remove the demo&apos;s.</span>
          {steps.demoContent && (
            <div>
              <button
                type="button"
                onClick={() => void askToRemoveDemo()}
                disabled={removeDemo.isPending}
                className={buttonStyles({ variant: "outline", size: "sm", className: "mt-2" })}
              >
                <Trash2 aria-hidden="true" />
                {removeDemo.isPending ? "Removing…" : "Remove demo content"}
              </button>
            </div>
          )}
        </Step>
        <Step done={steps.notifications} link={["/admin/settings#notifications", "Set up notifications"]}>
          — hear at once when a recruiter writes (SMTP_URL or NOTIFY_WEBHOOK_URL on the server).
        </Step>
      </ol>
    </Panel>
  );
}

function Step({ done, link, children }: { done: boolean; link?: [href: string, text: string]; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 text-sm">
      {done ? (
        <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
      ) : (
        <Circle aria-hidden="true" className="text-fg-muted mt-0.5 size-5 shrink-0" />
      )}
      <span className="text-fg flex-1">
        <span className="sr-only">{done ? "Done: " : "To do: "}</span>
        {link && (
          <>
            <Link href={link[0]} className="text-accent font-medium underline-offset-4 hover:underline">
              {link[1]}
            </Link>{" "}
          </>
        )}
        {children}
      </span>
    </li>
  );
}
