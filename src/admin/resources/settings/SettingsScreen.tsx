import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Save } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { buttonStyles } from "../../../components/ui/button-styles";
import { cn } from "../../../lib/cn";
import { siteDescriptionOf, siteSettingsSchema, siteTitleOf, type SiteSettings } from "../../../lib/site-settings";
import { timeZoneNames } from "../../../lib/time-zones";
import { changePasswordSchema, firstAuthIssue, SIGNUP_PASSWORD_HINT } from "../../../lib/validation/auth-forms";
import { adminRequest, errorMessage } from "../../data/client";
import { useDraftForm, type TextFormat } from "../../data/use-draft-form";
import { OrderedList } from "../../kit/OrderedList";
import { capitalise } from "../../lib/format";
import { formatCommaList, formatLineList, parseCommaList, parseLineList } from "../../lib/parse-lists";
import { announcePublicChange } from "../../kit/resource/changed-page";
import { NotificationSettings } from "./NotificationSettings";
import { SiteArchivePanel } from "./SiteArchivePanel";
import { FormPanel, Panel, RestoredNotice, ScreenHeader } from "../../ui/layout";
import { QueryStates } from "../../ui/states";
import { Switch, TextAreaField, TextField } from "../../ui/fields";
import { ImageField } from "../../ui/ImageField";

type Answer = { settings: SiteSettings; updated_at: string | null };

const SETTINGS_URL = "/api/admin/settings";

/** `rows` makes a text area, `as` a list typed in one field. */
interface FieldOptions {
  required?: boolean;
  hint?: string;
  type?: "email" | "tel" | "url";
  rows?: number;
  as?: TextFormat<string[]>;
  wide?: boolean;
}

type Fields = Record<string, [label: string, options?: FieldOptions]>;

/** Items are texts (text areas when `long`), or rows of `item` fields, numbered when `numbered`. */
interface ListOptions {
  item?: Fields;
  numbered?: boolean;
  long?: boolean;
  hint?: string;
  columns?: string;
}

const required = { required: true };
const lines = { format: formatLineList, parse: parseLineList };

const IDENTITY: Fields = {
  name: ["Name", required],
  initials: ["Initials", { required: true, hint: "Shown in the header badge (up to 4 letters)." }],
  role: [
    "Headline",
    { required: true, hint: "Under your name in the footer and résumé, e.g. Mechanical Design Engineer." },
  ],
  location: ["Location", required],
  email: ["Email", { required: true, type: "email" }],
  phone: ["Phone", { type: "tel" }],
  profileUrl: ["Profile URL", { required: true, type: "url" }],
  profileLabel: ["Profile name", { required: true, hint: "e.g. LinkedIn" }],
  graduation: ["Graduation", { hint: "e.g. December 2025; leave empty if it does not apply." }],
  tagline: ["Tagline"],
};
const DOCUMENTS: Fields = {
  defaultResumeUrl: ["Default resume", { hint: "Used until you upload a resume in Resume; empty: none." }],
  defaultPortfolioUrl: ["Default portfolio", { hint: "Used until you upload a portfolio in Portfolio; empty: none." }],
  resumeDriveViewUrl: ["Resume drive link", { hint: "Optional: a Google Drive view link." }],
  portfolioDriveViewUrl: ["Portfolio drive link", { hint: "Optional." }],
  portfolioLastUpdatedText: [
    "Portfolio date text",
    { hint: "Shown while no portfolio is uploaded, e.g. Last updated: Dec 2024." },
  ],
};
const EDUCATION_CARD: Fields = {
  degree: ["Degree", required],
  field: ["Field"],
  institution: ["Institution", required],
  location: ["Location"],
  period: ["Period", { required: true, hint: "e.g. Sept 2024 – Dec 2025" }],
  gpa: ["GPA"],
  highlights: ["Highlights", { hint: "One per line.", rows: 3, wide: true, as: lines }],
};
const REPORT: Fields = {
  title: ["Report title", required],
  id: ["Report id", { hint: "Lowercase words and hyphens." }],
  storagePath: ["Report file", required],
  driveViewUrl: ["Report drive link"],
  description: ["Report description", { rows: 2, wide: true }],
};

const COUNTER: Fields = { value: ["Number"], label: ["Label"] };
const FAST_FACT: Fields = { label: ["Fact label"], value: ["Fact"] };
const RESPONSE_TIME: Fields = { channel: ["Channel"], time: ["Response time"] };

/** An empty portrait is no portrait. */
function toInput(values: SiteSettings): unknown {
  const portrait = values.owner.portrait;
  return { ...values, owner: { ...values.owner, portrait: portrait?.src?.trim() ? portrait : null } };
}

export function SettingsScreen() {
  const query = useQuery({
    queryKey: ["settings"],
    queryFn: () => adminRequest<Answer>("GET", SETTINGS_URL),
    meta: { failureTitle: "Failed to load settings" },
  });
  return (
    <>
      <ScreenHeader
        title="Settings"
        description="Your name, contact details and the text of your public pages. Changes go live after the site rebuilds."
      />
      <QueryStates query={query} loading="Loading settings…">
        {(data) => <SettingsForm key={data.updated_at ?? "shipped"} loaded={data} />}
      </QueryStates>
      <NotificationSettings />
      <ChangePasswordPanel />
      <SiteArchivePanel />
    </>
  );
}

function SettingsForm({ loaded }: { loaded: Answer }) {
  const queryClient = useQueryClient();
  const row = { id: "settings", updatedAt: loaded.updated_at, values: loaded.settings };
  const form = useDraftForm("settings", () => loaded.settings, row);
  const reopen = (answer: Answer) => form.startEdit("settings", answer.updated_at, answer.settings);

  // A link to a field (the checklist's) lands in it, once loaded (AdminShell does when it is at once).
  useEffect(() => document.getElementById(window.location.hash.slice(1))?.focus(), []);
  useEffect(() => {
    if (!form.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [form.dirty]);

  const save = useMutation({
    mutationFn: (settings: SiteSettings) =>
      adminRequest<Answer>("PUT", SETTINGS_URL, { settings, expected_updated_at: form.expectedUpdatedAt }),
    onSuccess: (saved) => {
      reopen(saved);
      queryClient.setQueryData(["settings"], saved);
      void queryClient.invalidateQueries({ queryKey: ["publishing"] });
      // The notifications panel says whether the weekly summary goes, and in which time zone.
      void queryClient.invalidateQueries({ queryKey: ["notifications", "settings"] });
      announcePublicChange("Settings saved", "/");
    },
    onError: (error) => toast.error("Error saving settings", { description: errorMessage(error) }),
  });

  /** `key` names it among its row's fields, which a moved row keeps. */
  const input = (path: string, label: string, { rows, as, wide, ...props }: FieldOptions = {}, key?: string) => {
    const shared = { label, fieldClassName: wide ? "sm:col-span-2" : undefined, ...props, ...form.field(path, as) };
    return rows ? <TextAreaField key={key} rows={rows} {...shared} /> : <TextField key={key} {...shared} />;
  };

  const fields = (base: string, table: Fields, n?: number) =>
    Object.entries(table).map(([key, [label, options]]) =>
      input(`${base}.${key}`, n ? `${label} ${n}` : label, options, key),
    );

  const list = (
    path: string,
    legend: string,
    itemName: string,
    max: number,
    { item, numbered, long, hint, columns = "sm:grid-cols-2" }: ListOptions = {},
  ) => {
    const items = form.at(path) as unknown[];
    const hintId = `settings-${path}-hint`;
    const newItem = () =>
      item
        ? Object.fromEntries(Object.entries(item).map(([key, [, options]]) => [key, options?.as?.parse("") ?? ""]))
        : "";
    return (
      <fieldset className="border-glass-border rounded-xl border p-3 sm:p-4" aria-describedby={hint && hintId}>
        <legend className="text-fg px-1 text-sm font-medium">{legend}</legend>
        {hint && (
          <p id={hintId} className="text-fg-muted mb-3 text-xs">
            {hint}
          </p>
        )}
        {items.length === 0 && <p className="text-fg-muted mb-3 text-sm">None yet.</p>}
        <OrderedList
          items={items}
          onChange={(next) => form.setAt(path, next)}
          nameOf={(value) => (typeof value === "string" ? value.trim() : "")}
          noun={itemName}
          removable
          add={{ label: `Add ${itemName}`, newItem, max }}
        >
          {(_, index) =>
            item ? (
              <div className={cn("grid gap-3", columns)}>
                {fields(`${path}.${index}`, item, numbered ? index + 1 : 0)}
              </div>
            ) : (
              input(`${path}.${index}`, `${capitalise(itemName)} ${index + 1}`, long ? { rows: 3 } : {})
            )
          }
        </OrderedList>
      </fieldset>
    );
  };

  const counters = (path: string, legend: string, max: number) =>
    list(path, legend, "count", max, {
      item: COUNTER,
      numbered: true,
      hint: "A short number such as 8+ and what it counts.",
      columns: "sm:grid-cols-[8rem_1fr]",
    });

  const portrait = { src: "", alt: "", ...form.values.owner.portrait };
  const timeZones = useMemo(() => timeZoneNames(), []);

  return (
    <form
      noValidate
      aria-label="Site settings"
      onSubmit={(event) => {
        event.preventDefault();
        const settings = form.check(siteSettingsSchema, toInput(form.values));
        if (settings) save.mutate(settings);
      }}
      className="mb-8 space-y-6"
    >
      {form.restored && <RestoredNotice onDiscard={() => reopen(loaded)} />}
      <Panel title="Identity">
        <div className="grid gap-4 sm:grid-cols-2">
          {fields("owner", IDENTITY)}
          <TextField
            label="Time zone"
            list="settings-time-zones"
            autoComplete="off"
            spellCheck={false}
            hint="Where you are, e.g. Europe/Paris: your notification emails give times there, and the weekly summary comes on Monday at 08:00 there. Not shown on your pages."
            {...form.field("owner.timeZone")}
          />
          <Switch
            label="Weekly summary email"
            name="weeklySummary"
            checked={form.at("owner.weeklySummary") !== false}
            onCheckedChange={(on) => form.setAt("owner.weeklySummary", on)}
          />
        </div>
        <datalist id="settings-time-zones">
          {timeZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <ImageField
          label="Portrait"
          name="portrait"
          className="mt-4"
          {...form.image("owner.portrait.src", "owner.portrait.alt")}
          altMissing={portrait.src.trim() && !portrait.alt.trim() ? "Describe the portrait for screen readers" : null}
        />
      </Panel>

      <Panel title="Home page" grid>
        {input("hero.greeting", "Greeting", { hint: `Empty: "Hi, I'm ${form.values.owner.name}".` })}
        {input("hero.headline", "Hero headline", required)}
        {input("hero.summary", "Summary", { rows: 3 })}
        {list("hero.badges", "Badges", "badge", 8)}
        {counters("hero.stats", "Headline counts", 4)}
        {input("skills.intro", "Skills introduction", required)}
        {list("skills.professionalDevelopment", "Professional development", "topic", 20)}
      </Panel>

      <Panel title="About" grid>
        {input("about.heading", "About heading", required)}
        {list("about.paragraphs", "Paragraphs", "paragraph", 8, { long: true })}
        {list("about.fastFacts", "Fast facts", "fact", 12, { item: FAST_FACT, numbered: true })}
      </Panel>

      <Panel title="Education">
        {list("education", "Education cards", "education card", 6, { item: EDUCATION_CARD })}
      </Panel>

      <Panel title="Resume" grid>
        {input("resume.intro", "Resume introduction", required)}
        {counters("resume.counters", "Resume counters", 6)}
        {list("resume.highlights", "Resume highlights", "highlight", 10, { long: true })}
      </Panel>

      <Panel title="Contact" grid>
        {input("contact.heading", "Contact heading", required)}
        {input("contact.intro", "Contact introduction", { rows: 4 })}
        {list("contact.availability", "Availability", "availability line", 8)}
        <div className="grid gap-4 sm:grid-cols-2">
          {input("contact.currentStatus.title", "Status card title", required)}
          {input("contact.currentStatus.status", "Status", required)}
        </div>
        {list("contact.currentStatus.lines", "Status lines", "status line", 6)}
        {input("contact.responseTime.title", "Response card title", required)}
        {list("contact.responseTime.items", "Response times", "response time", 6, {
          item: RESPONSE_TIME,
          numbered: true,
        })}
      </Panel>

      <Panel title="Documents">
        <div className="grid gap-4 sm:grid-cols-2">{fields("documents", DOCUMENTS)}</div>
        <div className="mt-4">
          {list("documents.reports", "Reports", "report", 12, {
            item: REPORT,
            hint: "Technical reports on the documents page. The file is a path in the documents storage bucket.",
          })}
        </div>
      </Panel>

      <Panel title="Search engines and footer" grid>
        {input("seo.title", "Site title", {
          hint: `In search results and tabs. Empty: "${siteTitleOf(form.values)}".`,
        })}
        {input("seo.description", "Site description", {
          rows: 3,
          hint: `For search results and link previews. Empty: "${siteDescriptionOf(form.values)}"`,
        })}
        {input("seo.keywords", "Keywords", {
          hint: "Separated by commas.",
          as: { format: formatCommaList, parse: parseCommaList },
        })}
        {input("footer.blurb", "Footer text", { rows: 2, hint: "Empty: your tagline." })}
      </Panel>

      <div className="glass bg-canvas/90 sticky bottom-4 z-10 flex flex-wrap items-center justify-between gap-3 rounded-2xl p-3 shadow-xl shadow-black/10 backdrop-blur-xl">
        <p className="text-fg-muted text-sm" role="status">
          {save.isPending ? "Saving settings…" : form.dirty ? "You have unsaved changes." : "All changes saved."}
        </p>
        <button type="submit" disabled={save.isPending} className={buttonStyles()}>
          <Save aria-hidden="true" />
          {save.isPending ? "Saving..." : "Save settings"}
        </button>
      </div>
    </form>
  );
}

/** On success every other session is signed out; this one stays. */
function ChangePasswordPanel() {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const change = useMutation({
    mutationFn: (data: unknown) => adminRequest("POST", "/api/admin/password", data),
    onSuccess: () => {
      setCurrent("");
      setNew("");
      toast.success("Password changed", { description: "Other devices have been signed out." });
    },
    onError: (error) => toast.error("Password not changed", { description: errorMessage(error) }),
  });
  const saving = change.isPending;

  const submit = () => {
    const checked = changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (checked.success) change.mutate(checked.data);
    else toast.error("Validation failed", { description: firstAuthIssue(checked.error) });
  };

  return (
    <FormPanel title="Change password" onSubmit={submit}>
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
