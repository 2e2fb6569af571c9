import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, LoaderCircle, Plus, Trash2 } from "lucide-react";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { cn } from "../../lib/cn";
import { capitalise } from "../lib/format";
import { IconAction } from "../ui/layout";

type ListControl = "up" | "down" | "remove" | "drag";

export interface OrderedListProps<Item> {
  items: readonly Item[];
  /** Needed when `onChange` saves; without it, each row gets an id on load. */
  idOf?: (item: Item) => string;
  /** A returned promise (a save) locks the list until it settles; if it rejects, the rows go back. */
  onChange: (items: Item[]) => void | Promise<unknown>;
  nameOf?: (item: Item, index: number) => string;
  /** Numbers the rows: 'Step 2' where `nameOf` gives no name, controls such as 'Remove step 2' and 'Move step 2 up'. */
  noun?: string;
  label?: (control: ListControl, position: number) => string;
  children: (item: Item, index: number) => ReactNode;
  actions?: (item: Item) => ReactNode;
  rowProps?: (item: Item) => Record<`data-${string}`, string>;
  removable?: boolean;
  add?: { label: string; newItem: () => Item; max: number };
  hint?: ReactNode;
  locked?: boolean;
  listLabel?: string;
  className?: string;
}

/** 'Move up', 'Remove <name>'; a numbered row's: 'Move step 2 up', 'Remove step 2'. */
const defaultLabel = (control: ListControl, name: string, numbered?: string) =>
  control === "up" || control === "down"
    ? ["Move", numbered, control].filter(Boolean).join(" ")
    : `${capitalise(control)} ${numbered ?? name}`;
const icons = { up: ArrowUp, down: ArrowDown, remove: Trash2 };

let lastKey = 0;
const newKey = () => `row-${++lastKey}`;

export function OrderedList<Item>(props: OrderedListProps<Item>) {
  const { items, idOf, onChange, nameOf, noun, label, children, actions, rowProps, add, hint } = props;
  const [keys, setKeys] = useState(() => items.map(newKey));
  // A list whose length changed from outside starts over.
  if (!idOf && keys.length !== items.length) setKeys(items.map(newKey));
  const [pending, setPending] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  /** A row's control ('id:up'), 'add', or 'new' (the new row's first field). */
  const focusAfterRender = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const loaded = idOf ? items.map(idOf) : keys;
  const byId = new Map(loaded.map((id, index) => [id, items[index]!]));
  const ids = (pending ?? loaded).filter((id) => byId.has(id));
  const shown = ids.map((id) => byId.get(id)!);
  const saving = pending !== null;
  const frozen = Boolean(props.locked) || saving;
  const at = (id: unknown) => ids.indexOf(String(id));
  const named = (index: number) => nameOf?.(shown[index]!, index) || (noun ? `${capitalise(noun)} ${index + 1}` : "");
  const labelOf = (control: ListControl, index: number) =>
    label?.(control, index + 1) ?? defaultLabel(control, named(index), noun ? `${noun} ${index + 1}` : undefined);

  // React moves a row's element when the order changes, and the focus leaves it: give it back.
  useLayoutEffect(() => {
    const key = focusAfterRender.current;
    focusAfterRender.current = null;
    if (key === "add") addButton.current?.focus();
    else if (key === "new") list.current?.lastElementChild?.querySelector<HTMLElement>("input, textarea")?.focus();
    else if (key) list.current?.querySelector<HTMLElement>(`[data-control="${window.CSS.escape(key)}"]`)?.focus();
  });

  const change = async (next: string[], focus: string, said: string, unsaid: string) => {
    focusAfterRender.current = focus;
    setAnnouncement(said);
    if (!idOf) setKeys(next);
    const saved = onChange(next.map((id) => byId.get(id)!));
    if (!saved) return;
    setPending(next);
    try {
      await saved;
    } catch {
      setAnnouncement(unsaid);
      focusAfterRender.current = focus;
    } finally {
      setPending(null);
    }
  };

  const move = (from: number, to: number, control: ListControl) => {
    if (frozen || from === to || to < 0 || to >= ids.length) return;
    const name = named(from);
    void change(
      arrayMove(ids, from, to),
      `${ids[from]}:${control}`,
      `${name} moved to position ${to + 1} of ${ids.length}.`,
      `Order not saved: ${name} is back at position ${from + 1} of ${ids.length}.`,
    );
  };

  const remove = (index: number) => {
    const neighbour = ids[index + 1] ?? ids[index - 1];
    const next = ids.filter((_, position) => position !== index);
    const name = named(index);
    void change(next, neighbour ? `${neighbour}:remove` : "add", `${name} removed.`, `${name} was not removed.`);
  };

  const control = (index: number, kind: "up" | "down" | "remove", unavailable: boolean) => {
    const Icon = icons[kind];
    const off = frozen || unavailable;
    return (
      <IconAction
        data-control={`${ids[index]}:${kind}`}
        label={labelOf(kind, index)}
        // Not `disabled`: a button that reaches the end keeps the focus.
        aria-disabled={off || undefined}
        onClick={() => {
          if (off) return;
          if (kind === "remove") remove(index);
          else move(index, kind === "up" ? index - 1 : index + 1, kind);
        }}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent"
      >
        <Icon aria-hidden="true" />
      </IconAction>
    );
  };

  return (
    <>
      {(hint || saving) && (
        <div className="text-fg-muted mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
          <p>{hint}</p>
          {saving && (
            <p className="text-fg inline-flex items-center gap-1.5">
              <LoaderCircle aria-hidden="true" className="size-3.5 motion-safe:animate-spin" />
              Saving order…
            </p>
          )}
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={({ active, over }) => over && move(at(active.id), at(over.id), "drag")}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${named(at(active.id))}, at position ${at(active.id) + 1}.`,
            onDragOver: ({ active, over }) =>
              over ? `${named(at(active.id))} is over position ${at(over.id) + 1} of ${ids.length}.` : undefined,
            onDragEnd: () => undefined,
            onDragCancel: ({ active }) => `${named(at(active.id))} was not moved.`,
          },
          screenReaderInstructions: {
            draggable:
              "To move this row, press Space or Enter, use the arrow keys to choose its new place, then press Space or Enter again. Escape cancels.",
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={frozen}>
          {ids.length > 0 && (
            <ol
              ref={list}
              aria-label={props.listLabel}
              aria-busy={saving || undefined}
              className={cn("divide-glass-border @container divide-y", props.className)}
            >
              {shown.map((item, index) => (
                <Row
                  key={ids[index]}
                  id={ids[index]!}
                  handleLabel={labelOf("drag", index)}
                  rowProps={rowProps?.(item)}
                  controls={
                    <>
                      {control(index, "up", index === 0)}
                      {control(index, "down", index === ids.length - 1)}
                      {props.removable && control(index, "remove", false)}
                      {actions?.(item)}
                    </>
                  }
                >
                  {children(item, index)}
                </Row>
              ))}
            </ol>
          )}
        </SortableContext>
      </DndContext>
      {add && (
        <button
          ref={addButton}
          type="button"
          disabled={ids.length >= add.max}
          onClick={() => {
            focusAfterRender.current = "new";
            if (!idOf) setKeys([...ids, newKey()]);
            void onChange([...shown, add.newItem()]);
          }}
          className={buttonStyles({ variant: "outline", size: "sm", className: "mt-3" })}
        >
          <Plus aria-hidden="true" />
          {add.label}
        </button>
      )}
    </>
  );
}

function Row(props: {
  id: string;
  handleLabel: string;
  rowProps?: Record<string, string>;
  controls: ReactNode;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...props.rowProps}
      className={cn(
        "flex flex-col gap-3 py-3 first:pt-0 last:pb-0 @xl:flex-row @xl:items-center",
        isDragging && "bg-canvas/80 relative z-10 rounded-xl shadow-lg",
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          aria-label={props.handleLabel}
          title={props.handleLabel}
          data-testid="drag-handle"
          data-control={`${props.id}:drag`}
          {...attributes}
          {...listeners}
          className="text-fg-muted hover:text-accent grid h-9 w-6 shrink-0 cursor-grab touch-none place-items-center rounded-md active:cursor-grabbing aria-disabled:cursor-not-allowed aria-disabled:opacity-40 [&_svg]:size-4"
        >
          <GripVertical aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1">{props.children}</div>
      </div>
      <div className="flex shrink-0 items-center gap-1">{props.controls}</div>
    </li>
  );
}
