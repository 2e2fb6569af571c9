import { Check, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { GuestbookMessage } from "../../lib/entities";
import { Badge } from "../../components/ui/Badge";
import { buttonStyles } from "../../components/ui/button-styles";
import { cn } from "../../lib/cn";
import { errorMessage } from "../data/client";
import { approveGuestbook, deleteGuestbook, fetchGuestbook, rejectGuestbook } from "../data/resources";
import { formatDateTime } from "../lib/format";
import { MODERATION_LIST_LIMIT, moderationLists } from "../lib/moderation";
import { DeleteItemAction } from "../resource/DeleteItemAction";
import { useResourceList } from "../resource/use-resource-list";
import { Panel, ScreenHeader } from "../ui/layout";
import { ItemList, ItemRow, MetaLine } from "../ui/list";
import { EmptyState, ErrorState, LoadingState } from "../ui/states";

/** /admin/guestbook: pending (approve, reject, delete), approved (first 5) and rejected (first 5, if any). */
export function GuestbookScreen() {
  const messages = useResourceList({
    key: ["guestbook"],
    fetch: fetchGuestbook,
    fetchFailed: "Failed to fetch guestbook messages",
    remove: deleteGuestbook,
    texts: {
      confirm: (message: GuestbookMessage) => ({
        title: "Are you sure?",
        description: `Delete the message from ${message.name}.`,
      }),
      deleted: "Message deleted",
      deleteFailed: "Failed to delete",
    },
  });

  const moderate = async (message: GuestbookMessage, action: "approve" | "reject") => {
    await messages.runRowAction(
      message.id,
      async () => {
        await (action === "approve" ? approveGuestbook(message.id) : rejectGuestbook(message.id));
        toast.success(action === "approve" ? "Message approved" : "Message rejected");
      },
      "Failed to update message",
    );
    // The row moved to another list: keep keyboard focus in the pending list.
    document.querySelector<HTMLElement>("#guestbook-pending")?.focus();
  };

  const deleteAction = (message: GuestbookMessage) => (
    <DeleteItemAction list={messages} item={message} label={`Delete message from ${message.name}`} />
  );

  const lists = messages.query.data ? moderationLists(messages.query.data) : null;

  return (
    <>
      <ScreenHeader title="Guestbook Moderation" description="Approved messages appear on the public guestbook." />
      {!lists ? (
        <div className="glass rounded-2xl">
          {messages.query.isError ? (
            <ErrorState message={errorMessage(messages.query.error)} onRetry={() => void messages.query.refetch()} />
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
                      disabled={messages.busyId === message.id}
                      onClick={() => void moderate(message, "approve")}
                      className={buttonStyles({ size: "sm" })}
                    >
                      <Check aria-hidden="true" />
                      Approve
                    </button>
                    <button
                      type="button"
                      disabled={messages.busyId === message.id}
                      onClick={() => void moderate(message, "reject")}
                      className={buttonStyles({ variant: "outline", size: "sm" })}
                    >
                      <X aria-hidden="true" />
                      Reject
                    </button>
                    {deleteAction(message)}
                  </>
                )}
              </MessageList>
            )}
          </Panel>
          <ModeratedPanel title="Approved" titleId="guestbook-approved" messages={lists.approved}>
            {deleteAction}
          </ModeratedPanel>
          {lists.rejected.length > 0 && (
            <ModeratedPanel title="Rejected" titleId="guestbook-rejected" messages={lists.rejected}>
              {deleteAction}
            </ModeratedPanel>
          )}
        </div>
      )}
    </>
  );
}

/**
 * The approved or rejected messages with their count: the five last moderated, and 'Show all' when
 * there are more.
 */
function ModeratedPanel({
  title,
  titleId,
  messages,
  children,
}: {
  title: "Approved" | "Rejected";
  titleId: string;
  messages: GuestbookMessage[];
  children: (message: GuestbookMessage) => ReactNode;
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? messages : messages.slice(0, MODERATION_LIST_LIMIT);
  const hidden = messages.length - shown.length;
  return (
    <Panel title={`${title} (${messages.length})`} titleId={titleId}>
      {messages.length === 0 ? (
        <EmptyState>No {title.toLowerCase()} messages.</EmptyState>
      ) : (
        <>
          <MessageList messages={shown}>{children}</MessageList>
          {(hidden > 0 || showAll) && messages.length > MODERATION_LIST_LIMIT && (
            <button
              type="button"
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
              className={cn(buttonStyles({ variant: "ghost", size: "sm" }), "mt-3")}
            >
              {showAll ? "Show fewer" : `Show all ${messages.length} (${hidden} more)`}
            </button>
          )}
        </>
      )}
    </Panel>
  );
}

function MessageList({
  messages,
  children,
}: {
  messages: GuestbookMessage[];
  children: (message: GuestbookMessage) => ReactNode;
}) {
  return (
    <ItemList>
      {messages.map((message) => (
        <ItemRow key={message.id} stacked className="py-4 sm:items-start" actions={children(message)}>
          <p className="text-fg flex flex-wrap items-center gap-2 font-semibold">
            {message.name}
            <Badge
              tone={message.status === "approved" ? "emerald" : message.status === "pending" ? "accent" : "neutral"}
            >
              {message.status}
            </Badge>
          </p>
          <MetaLine
            items={[message.email, <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>]}
          />
          <p className="text-fg mt-2 text-sm wrap-anywhere whitespace-pre-wrap">{message.message}</p>
        </ItemRow>
      ))}
    </ItemList>
  );
}
