import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { SKILL_CATEGORIES, type Skill } from "../../lib/entities";
import { skillSchema } from "../../lib/validation/admin-forms";
import { distinctCategories } from "../../lib/validation/categories";
import { buttonStyles } from "../../components/ui/button-styles";
import { cn } from "../../lib/cn";
import { createSkill, deleteSkill, fetchSkills } from "../data/resources";
import { groupSkills } from "../lib/group-skills";
import { DeleteItemAction } from "../resource/DeleteItemAction";
import { useResourceForm } from "../resource/use-resource-form";
import { useResourceList } from "../resource/use-resource-list";
import { CategoryField, categoryChoices } from "../ui/CategoryField";
import { TextField } from "../ui/fields";
import { FormPanel, Panel, ScreenHeader } from "../ui/layout";
import { ItemList, ItemRow } from "../ui/list";
import { ListStates } from "../ui/states";

interface SkillFormValues {
  skill_name: string;
  category: string;
}

const emptySkill = (): SkillFormValues => ({ skill_name: "", category: "" });

/** /admin/skills: the add form (display order 0) and the list grouped by category, with delete. */
export function SkillsScreen() {
  const skills = useResourceList({
    key: ["skills"],
    fetch: fetchSkills,
    fetchFailed: "Failed to fetch skills",
    remove: deleteSkill,
    texts: {
      confirm: (skill: Skill) => ({ title: "Are you sure?", description: `${skill.skill_name} (${skill.category})` }),
      deleted: "Skill deleted",
      deleteFailed: "Failed to delete",
    },
  });
  const { form, saving, save } = useResourceForm(skills, {
    formKey: "skills",
    empty: emptySkill,
    toInput: (values: SkillFormValues) => ({ ...values, display_order: 0 }),
    schema: skillSchema,
    create: (data) => createSkill({ skill_name: data.skill_name, category: data.category }),
    texts: { created: "Skill added", saveFailed: "Error" },
  });
  const headingId = useId();
  const categories = distinctCategories([
    ...SKILL_CATEGORIES,
    ...(skills.query.data ?? []).map((skill) => skill.category),
  ]);

  /** Counts the skills added: the category field starts over (from the list) after each. */
  const [added, setAdded] = useState(0);

  const add = async () => {
    const saved = await save();
    if (!saved) return;
    // Keep the category, as stored, for the next skill of the same group; the name starts over.
    form.set("category", saved.category);
    setAdded((count) => count + 1);
    document.querySelector<HTMLInputElement>("input[name=skill_name]")?.focus();
  };

  return (
    <>
      <ScreenHeader
        title="Manage Skills"
        description="Skills shown in the public Skills section, grouped by category."
      />
      <FormPanel
        title="Add Skill"
        titleId={headingId}
        onSubmit={add}
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <TextField label="Skill name" {...form.text("skill_name")} required maxLength={100} />
        <CategoryField
          key={added}
          label="Category"
          {...form.text("category")}
          choices={categoryChoices(categories)}
          placeholder="Choose a category"
          allowNew
          required
        />
        <button type="submit" disabled={saving} className={cn(buttonStyles(), "sm:mt-6.5")}>
          <Plus aria-hidden="true" />
          {saving ? "Adding..." : "Add Skill"}
        </button>
      </FormPanel>
      <ListStates query={skills.query} empty="No skills yet.">
        {(items) => (
          <div className="grid gap-4 md:grid-cols-2">
            {groupSkills(items).map((group, index) => (
              <Panel key={group.category} title={group.category} titleId={`${headingId}-group-${index}`}>
                <ItemList>
                  {group.skills.map((skill) => (
                    <ItemRow
                      key={skill.id}
                      className="py-1.5"
                      actions={<DeleteItemAction list={skills} item={skill} label={`Delete ${skill.skill_name}`} />}
                    >
                      <span className="text-fg text-sm">{skill.skill_name}</span>
                    </ItemRow>
                  ))}
                </ItemList>
              </Panel>
            ))}
          </div>
        )}
      </ListStates>
    </>
  );
}
