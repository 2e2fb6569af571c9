import { LoaderCircle, LogIn, ShieldCheck, UserPlus } from "lucide-react";
import { useEffect, useId, useState, type ReactNode, type SubmitEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { databaseErrorMessage } from "../../lib/errors/database-error-message";
import { cn } from "../../lib/cn";
import {
  LOGIN_PASSWORD_MIN,
  SIGNUP_PASSWORD_HINT,
  SIGNUP_PASSWORD_MIN,
  firstAuthIssue,
  loginSchema,
  signUpSchema,
} from "../../lib/validation/auth-forms";
import { useHydrated } from "../blog/use-hydrated";
import { clearInvalidOnInput, validateForm } from "../forms/form-fields";
import { buttonStyles } from "../ui/button-styles";
import { Tabs } from "../ui/Tabs";
import { currentSession, signIn, signUp } from "./auth-api";

/** Where a signed-in owner goes. */
export const ADMIN_PATH = "/admin";
/** How long 'Login successful' stays readable before the dashboard loads. */
const REDIRECT_DELAY_MS = 900;

const fieldStyles =
  "border-glass-border bg-canvas/60 text-fg placeholder:text-fg-muted mt-2 block w-full rounded-xl border px-4 py-3 text-base transition-colors outline-none focus:border-accent focus:ring-accent/30 focus:ring-2 aria-invalid:border-red-500 aria-invalid:ring-2 aria-invalid:ring-red-500/30";

/**
 * The sign-in page's island (/auth): Login and Sign Up as ARIA tabs
 * (arrow keys, Home and End move between them), the field minimums, the sign-up hint, every
 * sign-in toast (success, and each failure in words), and a redirect to /admin for an existing session.
 */
export default function AuthPanel() {
  const hydrated = useHydrated();
  const baseId = useId();

  useEffect(() => {
    let cancelled = false;
    void currentSession().then((session) => {
      if (!cancelled && session?.user) window.location.replace(ADMIN_PATH);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div className="glass w-full rounded-3xl p-6 shadow-xl shadow-black/10 backdrop-blur-xl sm:p-8">
      <Tabs
        label="Sign in or sign up"
        listClassName="bg-canvas/50 border-glass-border grid grid-cols-2 gap-1 rounded-full border p-1"
        panelClassName="mt-6"
        keepMounted
        tabs={[
          {
            id: "login",
            label: "Login",
            panel: <CredentialsForm hydrated={hydrated} idPrefix={`${baseId}-login`} tab={LOGIN} />,
          },
          {
            id: "signup",
            label: "Sign Up",
            panel: <CredentialsForm hydrated={hydrated} idPrefix={`${baseId}-signup`} tab={SIGN_UP} />,
          },
        ]}
      />

      <p className="text-fg-muted border-glass-border mt-8 flex items-center justify-center gap-2 border-t pt-5 text-center text-xs">
        <ShieldCheck aria-hidden="true" className="text-accent size-4 shrink-0" />
        Protected by authentication and role-based access control
      </p>
    </div>
  );
}

function Field({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="text-fg text-sm font-medium">
        {label}
      </label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={fieldStyles} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="text-fg-muted mt-2 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

function SubmitButton({
  busy,
  disabled,
  idle,
  working,
  icon,
}: {
  busy: boolean;
  disabled: boolean;
  idle: string;
  working: string;
  icon: React.ReactNode;
}) {
  return (
    <button type="submit" disabled={disabled || busy} className={cn(buttonStyles({ size: "lg" }), "w-full")}>
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
      {busy ? working : idle}
    </button>
  );
}

const CREDENTIALS = ["email", "password"] as const;

function toastUnexpectedError() {
  toast.error("Error", { description: "An unexpected error occurred" });
}

/**
 * Toasts the failures both tabs word alike and answers whether it did: the sign-in service out of
 * reach (a 503, the server says so: not the owner's mistake) under `failedTitle`, and a server fault
 * or no answer at all as unexpected.
 */
function toastServiceFailure(result: { status: number | null; error: string }, failedTitle: string): boolean {
  if (result.status === 503) {
    toast.error(failedTitle, { description: result.error });
  } else if (result.status === null || result.status >= 500) {
    toastUnexpectedError();
  } else {
    return false;
  }
  return true;
}

/**
 * A tab's submit handler and whether it is busy: the fields are checked against `schema` (its first
 * problem goes to `reportProblem`), then `send` runs with the parsed credentials. The form stays
 * busy when `send` answers true (the page is about to be left); a throw is an unexpected error.
 */
function useCredentialsSubmit<Credentials>(
  schema: z.ZodType<Credentials>,
  reportProblem: (error: z.ZodError) => void,
  send: (credentials: Credentials, form: HTMLFormElement) => Promise<boolean>,
) {
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const checked = validateForm(form, CREDENTIALS, schema, reportProblem);
    if (!checked) return;
    setBusy(true);
    try {
      if (!(await send(checked.data, form))) setBusy(false);
    } catch {
      setBusy(false);
      toastUnexpectedError();
    }
  }

  return { busy, onSubmit };
}

/** What sets one tab's form apart: its rules, its call and toasts, its password field and button. */
interface CredentialsTab {
  schema: z.ZodType<{ email: string; password: string }>;
  reportProblem: (error: z.ZodError) => void;
  /** Answers true when the form stays busy because the page is about to be left. */
  send: (credentials: { email: string; password: string }, form: HTMLFormElement) => Promise<boolean>;
  password: { minLength: number; autoComplete: string; placeholder: string; hint?: string };
  submit: { idle: string; working: string; icon: ReactNode };
}

const LOGIN: CredentialsTab = {
  schema: loginSchema,
  reportProblem: (error) => toast.error("Validation failed", { description: firstAuthIssue(error) }),
  async send({ email, password }) {
    const result = await signIn(email, password);
    if (result.ok) {
      toast.success("Login successful", { description: "Redirecting to admin dashboard..." });
      window.setTimeout(() => window.location.assign(ADMIN_PATH), REDIRECT_DELAY_MS);
      return true;
    }
    if (toastServiceFailure(result, "Login failed")) return false;
    if (result.status === 429) {
      toast.error("Login failed", { description: result.error });
    } else {
      toast.error("Login failed", { description: databaseErrorMessage(result.error) });
    }
    return false;
  },
  password: { minLength: LOGIN_PASSWORD_MIN, autoComplete: "current-password", placeholder: "••••••••" },
  submit: { idle: "Login", working: "Signing in...", icon: <LogIn aria-hidden="true" /> },
};

const SIGN_UP: CredentialsTab = {
  schema: signUpSchema,
  reportProblem(error) {
    const isPassword = error.issues[0]?.path[0] === "password";
    toast.error(isPassword ? "Weak password" : "Validation failed", { description: firstAuthIssue(error) });
  },
  async send({ email, password }, form) {
    const result = await signUp(email, password);
    if (result.ok) {
      form.reset();
      toast.success("Account created successfully", { description: "You can now log in with your credentials." });
    } else if (!toastServiceFailure(result, "Signup failed")) {
      const weakPassword = result.status === 400 && result.error.startsWith("Password ");
      toast.error(weakPassword ? "Weak password" : "Signup failed", { description: result.error });
    }
    return false;
  },
  password: {
    minLength: SIGNUP_PASSWORD_MIN,
    autoComplete: "new-password",
    placeholder: "••••••••••••",
    hint: SIGNUP_PASSWORD_HINT,
  },
  submit: { idle: "Sign Up", working: "Creating account...", icon: <UserPlus aria-hidden="true" /> },
};

/** The email and password fields and the submit button that both tabs share. */
function CredentialsForm({ hydrated, idPrefix, tab }: { hydrated: boolean; idPrefix: string; tab: CredentialsTab }) {
  const { busy, onSubmit } = useCredentialsSubmit(tab.schema, tab.reportProblem, tab.send);
  const { submit } = tab;
  return (
    <form
      noValidate={hydrated}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearInvalidOnInput}
      className="space-y-5"
    >
      <Field
        id={`${idPrefix}-email`}
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        placeholder="you@example.com"
      />
      <Field id={`${idPrefix}-password`} label="Password" name="password" type="password" required {...tab.password} />
      <SubmitButton busy={busy} disabled={!hydrated} idle={submit.idle} working={submit.working} icon={submit.icon} />
    </form>
  );
}
