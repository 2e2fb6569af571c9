import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, LoaderCircle } from "lucide-react";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { buttonStyles } from "../../components/ui/button-styles";
import { cn } from "../../lib/cn";
import { errorMessage } from "../data/client";
import { ItemList, SortableRowContext, type SortableRowParts } from "./list";

/** How a list the owner puts in order saves it. */
export interface SortableOptions<Item> {
  /** Saves every id in its new order, first to last, in one request; throws when refused. */
  save: (ids: string[]) => Promise<unknown>;
  /** Loads the list again (and the publishing status) once a save is over. */
  refresh: () => Promise<unknown>;
  /** Names an item in what screen readers are told. */
  itemName: (item: Item) => string;
  /** Why the order cannot change now (an item is being edited, say); null or absent when it can. */
  lockedReason?: string | null;
}

type Direction = "up" | "down";

/**
 * An admin list the owner puts in order: each row has a drag handle (pointer) and Move up / Move
 * down buttons (keyboard). A move shows the new order at once and saves all of it; while that
 * runs the list says so and takes no other move. On failure the rows go back to the saved order,
 * a toast says why, and the list is loaded again. The moved row's button keeps the focus, and
 * screen readers hear the row's new position.
 */
export function SortableList<Item extends { id: string }>({
  items,
  options,
  renderRow,
}: {
  items: readonly Item[];
  options: SortableOptions<Item>;
  renderRow: (item: Item) => ReactNode;
}) {
  const { save, refresh, itemName, lockedReason } = options;
  /** The order being saved, shown until the save is over. */
  const [pending, setPending] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRender = useRef<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = pending ? pending.flatMap((id) => byId.get(id) ?? []) : items;
  const saving = pending !== null;
  const locked = saving || Boolean(lockedReason);
  const ids = shown.map((item) => item.id);

  // A row moved in the page loses the focus when React moves its element: give it back.
  useLayoutEffect(() => {
    const key = focusAfterRender.current;
    if (key === null) return;
    focusAfterRender.current = null;
    buttons.current.get(key)?.focus();
  });

  const move = async (from: number, to: number, button: string | null) => {
    if (locked || from === to || to < 0 || to >= shown.length) return;
    const item = shown[from]!;
    const name = itemName(item);
    const order = arrayMove(ids, from, to);
    focusAfterRender.current = button;
    setPending(order);
    setAnnouncement(`${name} moved to position ${to + 1} of ${order.length}.`);
    try {
      await save(order);
      await refresh();
      toast.success("Order saved");
    } catch (error) {
      toast.error("Failed to save order", { description: errorMessage(error) });
      setAnnouncement(`Order not saved: ${name} is back at position ${from + 1} of ${order.length}.`);
      focusAfterRender.current = button;
      void refresh();
    } finally {
      setPending(null);
    }
  };

  const nameOf = (id: UniqueIdentifier) => {
    const item = byId.get(String(id));
    return item ? itemName(item) : "The item";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.` : undefined,
    // The move itself is announced once it is made.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => `${nameOf(active.id)} was not moved.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) void move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)), null);
  };

  const moveButton = (id: string, index: number, direction: Direction) => {
    const key = `${id}:${direction}`;
    const to = direction === "up" ? index - 1 : index + 1;
    return (
      <MoveButton
        direction={direction}
        disabled={locked || to < 0 || to >= shown.length}
        buttonRef={(element) => {
          if (element) buttons.current.set(key, element);
          else buttons.current.delete(key);
        }}
        onMove={() => void move(index, to, key)}
      />
    );
  };

  return (
    <>
      <div className="text-fg-muted mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
        <p>{lockedReason ?? "Drag a row by its handle, or use Move up and Move down, to change the order."}</p>
        {saving && (
          <p className="text-fg inline-flex items-center gap-1.5">
            <LoaderCircle aria-hidden="true" className="size-3.5 motion-safe:animate-spin" />
            Saving order…
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={locked}>
          <ItemList busy={saving}>
            {shown.map((item, index) => (
              <SortableRow
                key={item.id}
                id={item.id}
                locked={locked}
                moves={
                  <>
                    {moveButton(item.id, index, "up")}
                    {moveButton(item.id, index, "down")}
                  </>
                }
              >
                {renderRow(item)}
              </SortableRow>
            ))}
          </ItemList>
        </SortableContext>
      </DndContext>
    </>
  );
}

/** Gives the row `children` renders (an ItemRow) its drag handle, dragging style and move buttons. */
function SortableRow({
  id,
  locked,
  moves,
  children,
}: {
  id: string;
  locked: boolean;
  moves: ReactNode;
  children: ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  const parts: SortableRowParts = {
    ref: setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    dragging: isDragging,
    // Pointer only: the Move up / Move down buttons are the keyboard's way.
    handle: (
      <div
        ref={setActivatorNodeRef}
        {...listeners}
        aria-hidden="true"
        data-testid="drag-handle"
        className={cn(
          "text-fg-muted flex h-9 w-6 shrink-0 touch-none items-center justify-center rounded-md",
          locked ? "cursor-not-allowed opacity-40" : "hover:text-accent cursor-grab active:cursor-grabbing",
        )}
      >
        <GripVertical className="size-4" />
      </div>
    ),
    moves,
  };
  return <SortableRowContext value={parts}>{children}</SortableRowContext>;
}

/**
 * 'Move up' or 'Move down'. At the end of the list, or while a save runs, it says it is disabled
 * but keeps the focus (aria-disabled), so a row moved to the end keeps its button focused.
 */
function MoveButton({
  direction,
  disabled,
  buttonRef,
  onMove,
}: {
  direction: Direction;
  disabled: boolean;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onMove: () => void;
}) {
  const label = direction === "up" ? "Move up" : "Move down";
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onMove();
      }}
      className={cn(
        buttonStyles({ variant: "ghost", size: "icon" }),
        "size-9 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent",
      )}
    >
      {direction === "up" ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
    </button>
  );
}
