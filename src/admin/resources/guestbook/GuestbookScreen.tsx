import { Check, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { GuestbookMessage } from "../../../lib/entities";
import { Badge } from "../../../components/ui/Badge";
import { buttonStyles } from "../../../components/ui/button-styles";
import { cn } from "../../../lib/cn";
import { guestbook } from "../../data/resources";
import { formatDateTime } from "../../lib/format";
import { MODERATION_LIST_LIMIT, moderationLists } from "./moderation";
import { DeleteItemAction, useResourceList } from "../../kit/resource/ResourceList";
import { Panel, ScreenHeader } from "../../ui/layout";
import { ItemList, ItemRow, MetaLine } from "../../ui/list";
import { EmptyState, QueryStates } from "../../ui/states";

export function GuestbookScreen() {
  const messages = useResourceList({
    key: ["guestbook"],
    fetch: guestbook.list,
    fetchFailed: "Failed to fetch guestbook messages",
    remove: guestbook.remove,
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
        await guestbook.act(message.id, action);
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

  return (
    <>
      <ScreenHeader title="Guestbook Moderation" description="Approved messages appear on the public guestbook." />
      <QueryStates query={messages.query} frame="glass rounded-2xl">
        {(data) => {
          const lists = moderationLists(data);
          return (
            <div className="space-y-6">
              <MessagePanel title="Pending" messages={lists.pending} limit={Infinity}>
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
              </MessagePanel>
              <MessagePanel title="Approved" messages={lists.approved}>
                {deleteAction}
              </MessagePanel>
              {lists.rejected.length > 0 && (
                <MessagePanel title="Rejected" messages={lists.rejected}>
                  {deleteAction}
                </MessagePanel>
              )}
            </div>
          );
        }}
      </QueryStates>
    </>
  );
}

function MessagePanel({
  title,
  messages,
  limit = MODERATION_LIST_LIMIT,
  children,
}: {
  title: "Pending" | "Approved" | "Rejected";
  messages: GuestbookMessage[];
  limit?: number;
  children: (message: GuestbookMessage) => ReactNode;
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? messages : messages.slice(0, limit);
  const hidden = messages.length - shown.length;
  return (
    <Panel title={`${title} (${messages.length})`} titleId={`guestbook-${title.toLowerCase()}`}>
      {messages.length === 0 ? (
        <EmptyState>No {title.toLowerCase()} messages.</EmptyState>
      ) : (
        <>
          <ItemList>
            {shown.map((message) => (
              <ItemRow key={message.id} stacked className="py-4 sm:items-start" actions={children(message)}>
                <p className="text-fg flex flex-wrap items-center gap-2 font-semibold">
                  {message.name}
                  <Badge
                    tone={
                      message.status === "approved" ? "emerald" : message.status === "pending" ? "accent" : "neutral"
                    }
                  >
                    {message.status}
                  </Badge>
                </p>
                <MetaLine
                  items={[
                    message.email,
                    <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>,
                  ]}
                />
                <p className="text-fg mt-2 text-sm wrap-anywhere whitespace-pre-wrap">{message.message}</p>
              </ItemRow>
            ))}
          </ItemList>
          {(hidden > 0 || showAll) && messages.length > limit && (
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
