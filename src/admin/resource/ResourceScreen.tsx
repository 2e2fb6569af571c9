import { Plus } from "lucide-react";
import { useId, useState, type ComponentType, type ReactNode } from "react";
import { toast } from "sonner";
import { buttonStyles } from "../../components/ui/button-styles";
import { errorMessage } from "../data/client";
import type { DraftForm } from "../data/use-draft-form";
import { FormActions, FormPanel, RestoredNotice, ScreenHeader } from "../ui/layout";
import { EditAction, ItemRow } from "../ui/list";
import { useFocusOnOpen } from "../ui/use-focus-on-open";
import { DeleteItemAction } from "./DeleteItemAction";
import { ResourceListPanel } from "./ResourceListPanel";
import { useResourceForm, type ResourceFormOptions } from "./use-resource-form";
import { useResourceList, type ResourceListOptions } from "./use-resource-list";

/** Everything that makes one create/edit/delete screen; each text is user-visible, asserted word for word by the tests. */
export interface ResourceDefinition<Item, Values, Data> {
  list: ResourceListOptions<Item>;
  form: ResourceFormOptions<Item, Values, Data> & {
    /** A stored item as the form shows it. */
    toValues: (item: Item) => Values;
  };
  texts: {
    /** The screen's heading, e.g. 'Manage Projects'. */
    title: string;
    description: string;
    /** Completes 'New …', 'Edit …', 'Create …' and 'Update …', e.g. 'Project'. */
    noun: string;
    /** The list panel's heading, e.g. 'Projects'. */
    listTitle: string;
    /** The empty list's text, e.g. 'No projects yet.' */
    empty: string;
  };
  /** Names an item in its row's 'Edit …' and 'Delete …' buttons. */
  itemName: (item: Item) => string;
  /** What an item's row shows. */
  Summary: ComponentType<{ item: Item }>;
  /** The form's fields (the list is there for rules that depend on the stored item). */
  Fields: ComponentType<{ form: DraftForm<Values>; items: Item[] | undefined }>;
  /** Saves the list's order (every id, first to last): the owner puts the rows in order by hand. */
  reorder?: (ids: string[]) => Promise<unknown>;
}

/**
 * A resource's admin screen: the heading with 'New …' (after the screen's own `actions`, if any),
 * the form (a draft that survives a reload, stale saves refused with the form kept), and the list
 * with edit and a confirmed delete.
 */
export function ResourceScreen<Item extends { id: string; updated_at: string }, Values extends object, Data>({
  definition,
  actions,
}: {
  definition: ResourceDefinition<Item, Values, Data>;
  actions?: ReactNode;
}) {
  const { texts, itemName, Summary, Fields } = definition;
  const list = useResourceList(definition.list);
  const { form, saving, save } = useResourceForm(list, definition.form);
  const headingId = useId();
  const formRef = useFocusOnOpen(form.open, form.editingId);
  /** Counts openings: the fields start over when another item (or a new one) is opened. */
  const [opening, setOpening] = useState(0);

  const startNew = () => {
    setOpening((count) => count + 1);
    form.startNew();
  };
  const startEdit = (item: Item) => {
    setOpening((count) => count + 1);
    form.startEdit(item.id, item.updated_at, definition.form.toValues(item));
  };

  /** Saves every id in its new order, then loads the list again; a refusal says why and reloads. */
  const saveOrder = async (items: Item[]) => {
    try {
      await definition.reorder!(items.map((item) => item.id));
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
      <EditAction name={itemName(item)} onClick={() => startEdit(item)} />
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
          titleId={headingId}
          formRef={formRef}
          onSubmit={save}
          notice={form.restored && <RestoredNotice onDiscard={form.close} />}
        >
          <Fields key={opening} form={form} items={list.query.data} />
          <FormActions
            saving={saving}
            submitLabel={form.editingId ? `Update ${texts.noun}` : `Create ${texts.noun}`}
            onCancel={form.close}
          />
        </FormPanel>
      )}
      <ResourceListPanel
        title={texts.listTitle}
        list={list.query}
        empty={texts.empty}
        renderRow={(item) => <ItemRow actions={rowActions(item)}>{summary(item)}</ItemRow>}
        ordered={
          definition.reorder && {
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
