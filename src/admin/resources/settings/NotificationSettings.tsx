import { useMutation, useQuery } from "@tanstack/react-query";
import { CalendarClock, Mail, Send, Webhook } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { buttonStyles } from "../../../components/ui/button-styles";
import type { NotificationSettingsView, TestEmailResult } from "../../../lib/notifications";
import { adminRequest, errorMessage } from "../../data/client";
import { Panel } from "../../ui/layout";
import { QueryStates } from "../../ui/states";

/** Where notifications go, read-only: they come from the server's environment (never the SMTP password). */
export function NotificationSettings() {
  const query = useQuery({
    queryKey: ["notifications", "settings"],
    queryFn: () => adminRequest<NotificationSettingsView>("GET", "/api/admin/notifications/settings"),
    meta: { failureTitle: "Failed to load notification settings" },
  });
  const sendTest = useMutation({
    mutationFn: () => adminRequest<TestEmailResult>("POST", "/api/admin/notifications/test", {}),
    onSuccess: (result) => toast.success("Test email sent", { description: `Sent to ${result.to}. Check that inbox.` }),
    onError: (failure) => toast.error("Test email failed", { description: errorMessage(failure) }),
  });

  return (
    <Panel
      id="notifications"
      title="Notifications"
      description="New contact messages and the first open of each application link are announced to you at once, guestbook messages at most every 15 minutes, and a summary of each week on Monday morning. These settings come from the server's environment (SMTP_URL, NOTIFY_EMAIL, NOTIFY_FROM, NOTIFY_WEBHOOK_URL, NOTIFY_WEEKLY_SUMMARY)."
      className="mb-8"
      data-testid="notification-settings"
    >
      <QueryStates query={query}>
        {(settings) => (
          <>
            {!settings.email && !settings.webhook && (
              <p className="mb-4 text-sm font-medium text-amber-700 dark:text-amber-300" role="status">
                Notifications are not configured: new messages are not announced.
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Channel icon={<Mail aria-hidden="true" className="text-accent size-4" />} title="Email">
                {settings.email ? (
                  <dl className="space-y-1 text-sm" data-testid="notification-email-settings">
                    <Field label="To">
                      {settings.email.to}
                      <span className="text-fg-muted">
                        {settings.email.toSource === "owner" ? " (your email in the site settings)" : " (NOTIFY_EMAIL)"}
                      </span>
                    </Field>
                    <Field label="From">{settings.email.from}</Field>
                    <Field label="Server">
                      {settings.email.server}
                      <span className="text-fg-muted">
                        {settings.email.secure ? " (TLS)" : " (STARTTLS when offered)"}
                      </span>
                    </Field>
                    {settings.email.user && <Field label="User">{settings.email.user}</Field>}
                  </dl>
                ) : (
                  <p className="text-fg-muted text-sm">
                    Not configured. Set SMTP_URL, for example smtps://user:password@smtp.example.com:465.
                  </p>
                )}
              </Channel>
              <Channel icon={<Webhook aria-hidden="true" className="text-accent size-4" />} title="Webhook">
                {settings.webhook ? (
                  <dl className="text-sm">
                    <Field label="Posts to">{settings.webhook.host}</Field>
                  </dl>
                ) : (
                  <p className="text-fg-muted text-sm">
                    Not configured. Set NOTIFY_WEBHOOK_URL to receive JSON events.
                  </p>
                )}
              </Channel>
            </div>
            <div className="mt-4 flex items-start gap-2 text-sm" data-testid="notification-weekly-summary">
              <CalendarClock aria-hidden="true" className="text-accent mt-0.5 size-4 shrink-0" />
              <dl className="min-w-0">
                <Field label="Weekly summary">
                  {!settings.weeklySummary.environment ? (
                    <>
                      Off <span className="text-fg-muted">(NOTIFY_WEEKLY_SUMMARY=off)</span>
                    </>
                  ) : settings.weeklySummary.owner ? (
                    <>
                      On: every Monday from 08:00 in your time zone ({settings.weeklySummary.timeZone}), about the week
                      before. Both are set in Identity above.
                    </>
                  ) : (
                    "Off: turned off in Identity above."
                  )}
                </Field>
              </dl>
            </div>
            <div className="mt-4">
              <button
                type="button"
                onClick={() => sendTest.mutate()}
                disabled={!settings.email || sendTest.isPending}
                aria-busy={sendTest.isPending}
                className={buttonStyles({ variant: "outline", size: "sm" })}
              >
                <Send aria-hidden="true" className={sendTest.isPending ? "motion-safe:animate-pulse" : undefined} />
                Send test email
              </button>
            </div>
          </>
        )}
      </QueryStates>
    </Panel>
  );
}

function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="border-glass-border min-w-0 rounded-xl border p-4 wrap-anywhere">
      <h3 className="text-fg mb-2 flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 break-words">
      <dt className="text-fg-muted inline">{label}: </dt>
      <dd className="text-fg inline">{children}</dd>
    </div>
  );
}
