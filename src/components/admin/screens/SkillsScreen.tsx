import { Plus, Trash2 } from "lucide-react";
import { useId, useState, type SubmitEvent } from "react";
import { toast } from "sonner";
import { SKILL_CATEGORIES, type Skill } from "../../../lib/entities";
import { skillSchema } from "../../../lib/validation/admin-forms";
import { buttonStyles } from "../../ui/button-styles";
import { errorMessage } from "../data/client";
import { createSkill, deleteSkill, fetchSkills } from "../data/resources";
import { useAdminQuery } from "../data/use-admin-query";
import { useDraftForm } from "../data/use-draft-form";
import { groupSkills } from "../lib/group-skills";
import { validateOrToast } from "../lib/validate";
import { useConfirm } from "../ui/ConfirmDialog";
import { TextField } from "../ui/fields";
import { IconAction, Panel, ScreenHeader } from "../ui/layout";
import { ListStates } from "../ui/states";

interface SkillFormValues {
  skill_name: string;
  category: string;
}

const emptySkill = (): SkillFormValues => ({ skill_name: "", category: "" });

/** /admin/skills: the add form (display order 0) and the list grouped by category, with delete. */
export function SkillsScreen() {
  const skills = useAdminQuery(fetchSkills, "Failed to fetch skills");
  const form = useDraftForm("skills", emptySkill);
  const confirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const headingId = useId();
  const categories = [...new Set([...SKILL_CATEGORIES, ...(skills.data ?? []).map((skill) => skill.category)])];

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = validateOrToast(skillSchema, { ...form.values, display_order: 0 });
    if (!data) return;
    setSaving(true);
    try {
      const saved = await createSkill({ skill_name: data.skill_name, category: data.category });
      skills.setData((list) => [...(list ?? []), saved]);
      toast.success("Skill added");
      // Keep the category for the next skill of the same group; the name starts over.
      const category = form.values.category;
      form.close();
      form.set("category", category);
      document.querySelector<HTMLInputElement>("input[name=skill_name]")?.focus();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async (skill: Skill) => {
    if (!(await confirm({ title: "Are you sure?", description: `${skill.skill_name} (${skill.category})` }))) return;
    setDeleting(skill.id);
    try {
      await deleteSkill(skill.id);
      skills.setData((list) => list?.filter((item) => item.id !== skill.id));
      toast.success("Skill deleted");
    } catch (error) {
      toast.error("Failed to delete", { description: errorMessage(error) });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <ScreenHeader
        title="Manage Skills"
        description="Skills shown in the public Skills section, grouped by category."
      />
      <Panel title="Add Skill" titleId={headingId} className="mb-8">
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-labelledby={headingId}
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <TextField
            label="Skill name"
            name="skill_name"
            required
            maxLength={100}
            value={form.values.skill_name}
            onValueChange={(x) => form.set("skill_name", x)}
          />
          <TextField
            label="Category"
            name="category"
            required
            maxLength={100}
            list="skill-categories"
            value={form.values.category}
            onValueChange={(x) => form.set("category", x)}
          />
          <datalist id="skill-categories">
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <button type="submit" disabled={saving} className={buttonStyles()}>
            <Plus aria-hidden="true" />
            {saving ? "Adding..." : "Add Skill"}
          </button>
        </form>
      </Panel>
      <ListStates
        loading={skills.loading}
        error={skills.error}
        items={skills.data}
        onRetry={() => void skills.reload()}
        empty="No skills yet."
      >
        {(items) => (
          <div className="grid gap-4 md:grid-cols-2">
            {groupSkills(items).map((group, index) => (
              <Panel key={group.category} title={group.category} titleId={`${headingId}-group-${index}`}>
                <ul className="divide-glass-border divide-y">
                  {group.skills.map((skill) => (
                    <li key={skill.id} className="flex items-center justify-between gap-3 py-1.5">
                      <span className="text-fg text-sm">{skill.skill_name}</span>
                      <IconAction
                        label={`Delete ${skill.skill_name}`}
                        tone="danger"
                        disabled={deleting === skill.id}
                        onClick={() => void onDelete(skill)}
                      >
                        <Trash2 aria-hidden="true" />
                      </IconAction>
                    </li>
                  ))}
                </ul>
              </Panel>
            ))}
          </div>
        )}
      </ListStates>
    </>
  );
}
