import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { buttonStyles } from "../../components/ui/button-styles";
import { changePasswordSchema, firstAuthIssue, SIGNUP_PASSWORD_HINT } from "../../lib/validation/auth-forms";
import { adminRequest, errorMessage } from "../data/client";
import { FormPanel } from "../ui/layout";
import { TextField } from "../ui/fields";

/**
 * The owner's password: the current one, then a new one by the sign-up rules. On success every
 * other session is signed out and this one stays signed in.
 */
export function ChangePasswordPanel() {
  const titleId = useId();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const checked = changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (!checked.success) {
      toast.error("Validation failed", { description: firstAuthIssue(checked.error) });
      return;
    }
    setSaving(true);
    try {
      await adminRequest("POST", "/api/admin/password", checked.data);
      setCurrent("");
      setNew("");
      toast.success("Password changed", { description: "Other devices have been signed out." });
    } catch (error) {
      toast.error("Password not changed", { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormPanel title="Change password" titleId={titleId} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Current password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onValueChange={setCurrent}
        />
        <TextField
          label="New password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          required
          hint={SIGNUP_PASSWORD_HINT}
          value={newPassword}
          onValueChange={setNew}
        />
      </div>
      <button type="submit" disabled={saving} className={buttonStyles()}>
        <KeyRound aria-hidden="true" />
        {saving ? "Changing..." : "Change password"}
      </button>
    </FormPanel>
  );
}
