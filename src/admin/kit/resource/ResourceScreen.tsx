import { Pencil, Plus } from "lucide-react";
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { toast } from "sonner";
import { buttonStyles } from "../../../components/ui/button-styles";
import { errorMessage } from "../../data/client";
import type { Collection } from "../../data/resources";
import type { DraftForm } from "../../data/use-draft-form";
import { FormPanel, IconAction, RestoredNotice, ScreenHeader } from "../../ui/layout";
import { ItemRow } from "../../ui/list";
import { DeleteItemAction, ResourceListPanel, useResourceList, type ResourceListOptions } from "./ResourceList";
import { useResourceForm, type ResourceFormOptions } from "./use-resource-form";

/** The form's keys whose row value is not already the form's value (a list shown as text, a number…). */
type Reformatted<Values, Item> = {
  [K in keyof Values]: K extends keyof Item ? (NonNullable<Item[K]> extends Values[K] ? never : K) : K;
}[keyof Values];

/** One create/edit/delete screen. `noun` completes 'New …', 'Edit …', 'Create …' and 'Update …'. */
export interface ResourceDefinition<Item, Values, Data> {
  api: Collection<Item, Data>;
  list: Omit<ResourceListOptions<Item>, "api">;
  /** `format` gives the values the form shows otherwise; the rest are the row's own (null as empty). */
  form: Omit<ResourceFormOptions<Item, Values, Data>, "create" | "update"> & {
    format: (item: Item) => Pick<Values, Reformatted<Values, Item>> & Partial<Values>;
  };
  texts: { title: string; description: string; noun: string; listTitle: string; empty: string };
  itemName: (item: Item) => string;
  Summary: ComponentType<{ item: Item }>;
  Fields: ComponentType<{ form: DraftForm<Values>; items: Item[] | undefined }>;
  ordered?: true;
}

/** Focus follows the form; not on first render, so a restored draft leaves the page where it is. */
function useFocusOnOpen(open: boolean, key: string | null) {
  const ref = useRef<HTMLFormElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (!open) {
      document.querySelector<HTMLElement>("#admin-main h1")?.focus();
      return;
    }
    const form = ref.current;
    if (!form) return;
    form.closest("section")?.scrollIntoView({ block: "start" });
    form.querySelector<HTMLElement>("input, textarea, [contenteditable=true], button[role=switch]")?.focus();
  }, [open, key]);
  return ref;
}

export function ResourceScreen<Item extends { id: string; updated_at: string }, Values extends object, Data>({
  definition,
  actions,
}: {
  definition: ResourceDefinition<Item, Values, Data>;
  actions?: ReactNode;
}) {
  const { api, texts, itemName, Summary, Fields } = definition;
  const list = useResourceList({ api, ...definition.list });
  const { form, saving, save } = useResourceForm(list, { ...definition.form, create: api.create, update: api.update });
  const formRef = useFocusOnOpen(form.open, form.editingId);
  /** Counts openings: the fields start over when another item (or a new one) is opened. */
  const [opening, setOpening] = useState(0);

  const startNew = () => {
    setOpening((count) => count + 1);
    form.startNew();
  };
  const startEdit = (item: Item) => {
    setOpening((count) => count + 1);
    const row = item as Record<string, unknown>;
    const values = Object.entries(definition.form.empty()).map(([key, empty]) => [key, row[key] ?? empty]);
    form.startEdit(item.id, item.updated_at, {
      ...Object.fromEntries(values),
      ...definition.form.format(item),
    } as Values);
  };

  const saveOrder = async (items: Item[]) => {
    try {
      await api.reorder(items.map((item) => item.id));
      await list.refresh();
      toast.success("Order saved");
    } catch (error) {
      toast.error("Failed to save order", { description: errorMessage(error) });
      void list.refresh();
      throw error;
    }
  };

  const summary = (item: Item) => <Summary item={item} />;
  const rowActions = (item: Item) => (
    <>
      <IconAction label={`Edit ${itemName(item)}`} onClick={() => startEdit(item)}>
        <Pencil aria-hidden="true" />
      </IconAction>
      <DeleteItemAction
        list={list}
        item={item}
        label={`Delete ${itemName(item)}`}
        onDeleted={() => {
          if (form.editingId === item.id) form.close();
        }}
      />
    </>
  );

  return (
    <>
      <ScreenHeader
        title={texts.title}
        description={texts.description}
        actions={
          (actions || !form.open) && (
            <>
              {actions}
              {!form.open && (
                <button type="button" onClick={startNew} className={buttonStyles()}>
                  <Plus aria-hidden="true" />
                  {`New ${texts.noun}`}
                </button>
              )}
            </>
          )
        }
      />
      {form.open && (
        <FormPanel
          title={form.editingId ? `Edit ${texts.noun}` : `New ${texts.noun}`}
          formRef={formRef}
          onSubmit={save}
          notice={form.restored && <RestoredNotice onDiscard={form.close} />}
        >
          <Fields key={opening} form={form} items={list.query.data} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={form.close}
              disabled={saving}
              className={buttonStyles({ variant: "outline" })}
            >
              Cancel
            </button>
            <button type="submit" disabled={saving} aria-busy={saving} className={buttonStyles()}>
              {saving ? "Saving..." : `${form.editingId ? "Update" : "Create"} ${texts.noun}`}
            </button>
          </div>
        </FormPanel>
      )}
      <ResourceListPanel
        title={texts.listTitle}
        list={list.query}
        empty={texts.empty}
        renderRow={(item) => <ItemRow actions={rowActions(item)}>{summary(item)}</ItemRow>}
        ordered={
          definition.ordered && {
            nameOf: itemName,
            onChange: saveOrder,
            // A move would make the open form's copy stale: one change at a time.
            locked: Boolean(form.editingId),
            hint: form.editingId
              ? "Finish or cancel the edit to change the order."
              : "Drag a row by its handle, or use Move up and Move down, to change the order.",
            actions: rowActions,
            children: summary,
          }
        }
      />
    </>
  );
}
