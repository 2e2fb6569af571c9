import { Plus } from "lucide-react";
import { useState } from "react";
import { SKILL_CATEGORIES, type Skill } from "../../../lib/entities";
import { skillSchema } from "../../../lib/validation/admin-forms";
import { buttonStyles } from "../../../components/ui/button-styles";
import { cn } from "../../../lib/cn";
import { groupSkills } from "../../../components/home/home-data";
import * as api from "../../data/resources";
import { DeleteItemAction, useResourceList } from "../../kit/resource/ResourceList";
import { useResourceForm } from "../../kit/resource/use-resource-form";
import { CategoryField, categoryOptions } from "../../ui/CategoryField";
import { TextField } from "../../ui/fields";
import { FormPanel, Panel, ScreenHeader } from "../../ui/layout";
import { ItemList, ItemRow } from "../../ui/list";
import { ListStates } from "../../ui/states";

export function SkillsScreen() {
  const skills = useResourceList({
    key: ["skills"],
    api: api.skills,
    texts: {
      confirm: (skill: Skill) => ({ description: `${skill.skill_name} (${skill.category})` }),
      deleted: "Skill deleted",
    },
  });
  const { form, saving, save } = useResourceForm(skills, {
    formKey: "skills",
    empty: () => ({ skill_name: "", category: "" }),
    toInput: (values) => ({ ...values, display_order: 0 }),
    schema: skillSchema,
    create: (data) => api.skills.create({ skill_name: data.skill_name, category: data.category }),
    texts: { created: "Skill added", saveFailed: "Error" },
  });
  /** The category field starts over after each skill added. */
  const [added, setAdded] = useState(0);

  const add = async () => {
    const saved = await save();
    if (!saved) return;
    // The next skill is likely of the same group: keep its category, as stored.
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
      <FormPanel title="Add Skill" onSubmit={add} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <TextField label="Skill name" {...form.text("skill_name")} required maxLength={100} />
        <CategoryField
          key={added}
          label="Category"
          {...form.text("category")}
          {...categoryOptions(SKILL_CATEGORIES, skills.query.data)}
        />
        <button type="submit" disabled={saving} className={cn(buttonStyles(), "sm:mt-6.5")}>
          <Plus aria-hidden="true" />
          {saving ? "Adding..." : "Add Skill"}
        </button>
      </FormPanel>
      <ListStates query={skills.query} empty="No skills yet.">
        {(items) => (
          <div className="grid gap-4 md:grid-cols-2">
            {groupSkills(items).map((group) => (
              <Panel key={group.category} title={group.category}>
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
