import { Check, Trash2, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { GuestbookMessage } from "../../../lib/entities";
import { Badge } from "../../ui/Badge";
import { buttonStyles } from "../../ui/button-styles";
import { errorMessage } from "../data/client";
import { approveGuestbook, deleteGuestbook, fetchGuestbook, rejectGuestbook } from "../data/resources";
import { useAdminQuery } from "../data/use-admin-query";
import { formatDateTime } from "../lib/format";
import { moderationLists } from "../lib/moderation";
import { useConfirm } from "../ui/ConfirmDialog";
import { IconAction, Panel, ScreenHeader } from "../ui/layout";
import { EmptyState, ErrorState, LoadingState } from "../ui/states";

/** /admin/guestbook: pending (approve, reject, delete), approved (first 5) and rejected (first 5, if any). */
export function GuestbookScreen() {
  const messages = useAdminQuery(fetchGuestbook, "Failed to fetch guestbook messages");
  const confirm = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  const replace = (message: GuestbookMessage) =>
    messages.setData((list) => list?.map((item) => (item.id === message.id ? message : item)));

  const moderate = async (message: GuestbookMessage, action: "approve" | "reject") => {
    setBusy(message.id);
    try {
      replace(action === "approve" ? await approveGuestbook(message.id) : await rejectGuestbook(message.id));
      toast.success(action === "approve" ? "Message approved" : "Message rejected");
      // The row moved to another list: keep keyboard focus in the pending list.
      requestAnimationFrame(() => document.querySelector<HTMLElement>("#guestbook-pending")?.focus());
    } catch (error) {
      toast.error("Failed to update message", { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (message: GuestbookMessage) => {
    if (!(await confirm({ title: "Are you sure?", description: `Delete the message from ${message.name}.` }))) return;
    setBusy(message.id);
    try {
      await deleteGuestbook(message.id);
      messages.setData((list) => list?.filter((item) => item.id !== message.id));
      toast.success("Message deleted");
    } catch (error) {
      toast.error("Failed to delete", { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const lists = messages.data ? moderationLists(messages.data) : null;

  return (
    <>
      <ScreenHeader title="Guestbook Moderation" description="Approved messages appear on the public guestbook." />
      {!lists ? (
        <div className="glass rounded-2xl">
          {messages.error ? (
            <ErrorState message={messages.error} onRetry={() => void messages.reload()} />
          ) : (
            <LoadingState />
          )}
        </div>
      ) : (
        <div className="space-y-6">
          <Panel title={`Pending (${lists.pending.length})`} titleId="guestbook-pending">
            {lists.pending.length === 0 ? (
              <EmptyState>No pending messages.</EmptyState>
            ) : (
              <MessageList messages={lists.pending}>
                {(message) => (
                  <>
                    <button
                      type="button"
                      disabled={busy === message.id}
                      onClick={() => void moderate(message, "approve")}
                      className={buttonStyles({ size: "sm" })}
                    >
                      <Check aria-hidden="true" />
                      Approve
                    </button>
                    <button
                      type="button"
                      disabled={busy === message.id}
                      onClick={() => void moderate(message, "reject")}
                      className={buttonStyles({ variant: "outline", size: "sm" })}
                    >
                      <X aria-hidden="true" />
                      Reject
                    </button>
                    <IconAction
                      label={`Delete message from ${message.name}`}
                      tone="danger"
                      disabled={busy === message.id}
                      onClick={() => void remove(message)}
                    >
                      <Trash2 aria-hidden="true" />
                    </IconAction>
                  </>
                )}
              </MessageList>
            )}
          </Panel>
          <Panel title="Approved" titleId="guestbook-approved">
            {lists.approved.length === 0 ? (
              <EmptyState>No approved messages.</EmptyState>
            ) : (
              <MessageList messages={lists.approved}>
                {(message) => (
                  <IconAction
                    label={`Delete message from ${message.name}`}
                    tone="danger"
                    disabled={busy === message.id}
                    onClick={() => void remove(message)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconAction>
                )}
              </MessageList>
            )}
          </Panel>
          {lists.rejected.length > 0 && (
            <Panel title="Rejected" titleId="guestbook-rejected">
              <MessageList messages={lists.rejected}>
                {(message) => (
                  <IconAction
                    label={`Delete message from ${message.name}`}
                    tone="danger"
                    disabled={busy === message.id}
                    onClick={() => void remove(message)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconAction>
                )}
              </MessageList>
            </Panel>
          )}
        </div>
      )}
    </>
  );
}

function MessageList({
  messages,
  children,
}: {
  messages: GuestbookMessage[];
  children: (message: GuestbookMessage) => React.ReactNode;
}) {
  return (
    <ul className="divide-glass-border divide-y">
      {messages.map((message) => (
        <li key={message.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <p className="text-fg flex flex-wrap items-center gap-2 font-semibold">
              {message.name}
              <Badge
                tone={message.status === "approved" ? "emerald" : message.status === "pending" ? "accent" : "neutral"}
              >
                {message.status}
              </Badge>
            </p>
            <p className="text-fg-muted text-sm break-all">
              {message.email && <>{message.email} · </>}
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </p>
            <p className="text-fg mt-2 text-sm whitespace-pre-wrap">{message.message}</p>
          </div>
          <div className="flex shrink-0 items-center gap-2">{children(message)}</div>
        </li>
      ))}
    </ul>
  );
}
