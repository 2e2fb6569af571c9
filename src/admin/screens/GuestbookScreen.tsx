import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import type { GuestbookMessage } from "../../lib/entities";
import { Badge } from "../../components/ui/Badge";
import { buttonStyles } from "../../components/ui/button-styles";
import { errorMessage } from "../data/client";
import { approveGuestbook, deleteGuestbook, fetchGuestbook, rejectGuestbook } from "../data/resources";
import { formatDateTime } from "../lib/format";
import { moderationLists } from "../lib/moderation";
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
          <Panel title="Approved" titleId="guestbook-approved">
            {lists.approved.length === 0 ? (
              <EmptyState>No approved messages.</EmptyState>
            ) : (
              <MessageList messages={lists.approved}>{deleteAction}</MessageList>
            )}
          </Panel>
          {lists.rejected.length > 0 && (
            <Panel title="Rejected" titleId="guestbook-rejected">
              <MessageList messages={lists.rejected}>{deleteAction}</MessageList>
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
