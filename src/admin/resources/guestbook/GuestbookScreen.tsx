import { Check, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { GUESTBOOK_STATUSES, type GuestbookMessage } from "../../../lib/entities";
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

type Status = GuestbookMessage["status"];

const TITLES: Record<Status, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };
const TONES = { pending: "accent", approved: "emerald", rejected: "neutral" } as const;

const MODERATIONS = [
  { action: "approve", label: "Approve", done: "Message approved", icon: Check, variant: "primary" },
  { action: "reject", label: "Reject", done: "Message rejected", icon: X, variant: "outline" },
] as const;

export function GuestbookScreen() {
  const messages = useResourceList({
    key: ["guestbook"],
    api: guestbook,
    fetchFailed: "Failed to fetch guestbook messages",
    texts: {
      confirm: (message: GuestbookMessage) => ({ description: `Delete the message from ${message.name}.` }),
      deleted: "Message deleted",
    },
  });

  const moderate = async (message: GuestbookMessage, { action, done }: (typeof MODERATIONS)[number]) => {
    await messages.runRowAction(
      message.id,
      async () => {
        await guestbook.act(message.id, action);
        toast.success(done);
      },
      "Failed to update message",
    );
    // The row moved to another list: keep keyboard focus in the pending list.
    document.querySelector<HTMLElement>("#guestbook-pending")?.focus();
  };

  const actions = (message: GuestbookMessage) => (
    <>
      {message.status === "pending" &&
        MODERATIONS.map((moderation) => (
          <button
            key={moderation.action}
            type="button"
            disabled={messages.busyId === message.id}
            onClick={() => void moderate(message, moderation)}
            className={buttonStyles({ variant: moderation.variant, size: "sm" })}
          >
            <moderation.icon aria-hidden="true" />
            {moderation.label}
          </button>
        ))}
      <DeleteItemAction list={messages} item={message} label={`Delete message from ${message.name}`} />
    </>
  );

  return (
    <>
      <ScreenHeader title="Guestbook Moderation" description="Approved messages appear on the public guestbook." />
      <QueryStates query={messages.query} frame="glass rounded-2xl">
        {(data) => {
          const lists = moderationLists(data);
          return (
            <div className="space-y-6">
              {GUESTBOOK_STATUSES.map(
                (status) =>
                  (status !== "rejected" || lists.rejected.length > 0) && (
                    <MessagePanel key={status} status={status} messages={lists[status]} actions={actions} />
                  ),
              )}
            </div>
          );
        }}
      </QueryStates>
    </>
  );
}

/** Every pending message shows; the others, the first few until 'Show all'. */
function MessagePanel(props: {
  status: Status;
  messages: GuestbookMessage[];
  actions: (message: GuestbookMessage) => ReactNode;
}) {
  const { status, messages } = props;
  const limit = status === "pending" ? Infinity : MODERATION_LIST_LIMIT;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? messages : messages.slice(0, limit);
  return (
    <Panel title={`${TITLES[status]} (${messages.length})`} titleId={`guestbook-${status}`}>
      {messages.length === 0 ? (
        <EmptyState>No {status} messages.</EmptyState>
      ) : (
        <>
          <ItemList>
            {shown.map((message) => (
              <ItemRow key={message.id} stacked className="py-4 sm:items-start" actions={props.actions(message)}>
                <p className="text-fg flex flex-wrap items-center gap-2 font-semibold">
                  {message.name}
                  <Badge tone={TONES[message.status]}>{message.status}</Badge>
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
          {messages.length > limit && (
            <button
              type="button"
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
              className={cn(buttonStyles({ variant: "ghost", size: "sm" }), "mt-3")}
            >
              {showAll ? "Show fewer" : `Show all ${messages.length} (${messages.length - limit} more)`}
            </button>
          )}
        </>
      )}
    </Panel>
  );
}
