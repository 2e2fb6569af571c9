import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { buttonStyles } from "../../components/ui/button-styles";
import { siteSettingsSchema, type SiteSettings } from "../../lib/site-settings";
import { adminRequest, errorMessage } from "../data/client";
import { formatCommaList, formatLineList, parseCommaList, parseLineList } from "../lib/parse-lists";
import { announcePublicChange } from "../publishing/changed-page";
import { ChangePasswordPanel } from "../settings/ChangePasswordPanel";
import { ListEditor } from "../settings/ListEditor";
import { ScreenHeader, Panel } from "../ui/layout";
import { ErrorState, LoadingState } from "../ui/states";
import { TextAreaField, TextField } from "../ui/fields";
import { ImageField } from "../ui/ImageField";

type Answer = { settings: SiteSettings; updated_at: string | null };
type Path = readonly (string | number)[];
type Values = SiteSettings;

const SETTINGS_URL = "/api/admin/settings";

const idOf = (path: Path) => `settings-${path.join("-")}`;

function getIn(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | null)?.[key], value);
}

function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key!] = setIn(copy[key!], rest, next);
  return copy as T;
}

/** What the form sends: an empty portrait is no portrait. */
function toInput(values: Values): unknown {
  const portrait = values.owner.portrait;
  return {
    ...values,
    owner: { ...values.owner, portrait: portrait?.src?.trim() ? portrait : null },
  };
}

/**
 * /admin/settings: every setting of the public pages an owner changes (identity, home page text,
 * education, resume and contact cards, document links, search engines), saved whole; then the
 * notifications and the password. A save is checked with the schema the server uses; the first
 * problem is named in a toast and its field is marked and focused.
 */
export function SettingsScreen({ notifications }: { notifications?: ReactNode }) {
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
      {query.isPending ? (
        <LoadingState label="Loading settings…" />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <SettingsForm key={query.data.updated_at ?? "shipped"} loaded={query.data} />
      )}
      {notifications && <div className="mb-8">{notifications}</div>}
      <ChangePasswordPanel />
    </>
  );
}

function SettingsForm({ loaded }: { loaded: Answer }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(loaded.settings);
  const [invalid, setInvalid] = useState<string | null>(null);
  const dirty = values !== loaded.settings;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const save = useMutation({
    mutationFn: (settings: unknown) =>
      adminRequest<Answer>("PUT", SETTINGS_URL, { settings, expected_updated_at: loaded.updated_at }),
    onSuccess: (saved) => {
      queryClient.setQueryData(["settings"], saved);
      void queryClient.invalidateQueries({ queryKey: ["publishing"] });
      announcePublicChange("Settings saved", "/");
    },
    onError: (error) => toast.error("Error saving settings", { description: errorMessage(error) }),
  });

  const submit = () => {
    const checked = siteSettingsSchema.safeParse(toInput(values));
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const id = idOf(issue.path as Path);
      setInvalid(id);
      toast.error("Validation failed", { description: issue.message });
      // The issue's own field, else the nearest field inside its list.
      const target =
        document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}-"]:is(input, textarea)`);
      target?.focus();
      return;
    }
    setInvalid(null);
    save.mutate(checked.data);
  };

  const update = (path: Path, next: unknown) => setValues((current) => setIn(current, path, next));

  /** A text field bound to the setting at `path`. */
  const text = (path: Path, label: string, extra: { hint?: string; type?: string; required?: boolean } = {}) => {
    const id = idOf(path);
    return (
      <TextField
        id={id}
        name={id}
        label={label}
        value={String(getIn(values, path) ?? "")}
        onValueChange={(next) => update(path, next)}
        aria-invalid={invalid === id || undefined}
        {...extra}
      />
    );
  };

  const area = (path: Path, label: string, rows = 3, hint?: string) => {
    const id = idOf(path);
    return (
      <TextAreaField
        id={id}
        name={id}
        label={label}
        rows={rows}
        hint={hint}
        value={String(getIn(values, path) ?? "")}
        onValueChange={(next) => update(path, next)}
        aria-invalid={invalid === id || undefined}
      />
    );
  };

  /** A list of short texts, one field each. */
  const textList = (path: Path, legend: string, itemName: string, max: number, long = false) => (
    <ListEditor
      legend={legend}
      itemName={itemName}
      items={getIn(values, path) as string[]}
      onChange={(next) => update(path, next)}
      newItem={() => ""}
      max={max}
    >
      {(_, index) =>
        long
          ? area([...path, index], `${capitalise(itemName)} ${index + 1}`, 3)
          : text([...path, index], `${capitalise(itemName)} ${index + 1}`)
      }
    </ListEditor>
  );

  const counters = (path: Path, legend: string, max: number) => (
    <ListEditor
      legend={legend}
      itemName="count"
      items={getIn(values, path) as { value: string; label: string }[]}
      onChange={(next) => update(path, next)}
      newItem={() => ({ value: "", label: "" })}
      max={max}
      hint="A short number such as 8+ and what it counts."
    >
      {(_, index) => (
        <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
          {text([...path, index, "value"], `Number ${index + 1}`)}
          {text([...path, index, "label"], `Label ${index + 1}`)}
        </div>
      )}
    </ListEditor>
  );

  const portrait = { src: "", alt: "", ...values.owner.portrait };

  return (
    <form
      noValidate
      aria-label="Site settings"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="mb-8 space-y-6"
    >
      <Section title="Identity">
        <div className="grid gap-4 sm:grid-cols-2">
          {text(["owner", "name"], "Name", { required: true })}
          {text(["owner", "initials"], "Initials", {
            required: true,
            hint: "Shown in the header badge (up to 4 letters).",
          })}
          {text(["owner", "role"], "Headline", {
            required: true,
            hint: "Under your name in the footer and résumé, e.g. Mechanical Design Engineer.",
          })}
          {text(["owner", "location"], "Location", { required: true })}
          {text(["owner", "email"], "Email", { required: true, type: "email" })}
          {text(["owner", "phone"], "Phone", { type: "tel" })}
          {text(["owner", "profileUrl"], "Profile URL", { required: true, type: "url" })}
          {text(["owner", "profileLabel"], "Profile name", { required: true, hint: "e.g. LinkedIn" })}
          {text(["owner", "graduation"], "Graduation", {
            hint: "e.g. December 2025; leave empty if it does not apply.",
          })}
          {text(["owner", "tagline"], "Tagline")}
        </div>
        <ImageField
          label="Portrait"
          name="portrait"
          className="mt-4"
          src={portrait.src}
          alt={portrait.alt}
          onSrcChange={(src) => update(["owner", "portrait", "src"], src)}
          onAltChange={(alt) => update(["owner", "portrait", "alt"], alt)}
          altMissing={portrait.src.trim() && !portrait.alt.trim() ? "Describe the portrait for screen readers" : null}
        />
      </Section>

      <Section title="Home page">
        <div className="grid gap-4">
          {text(["hero", "greeting"], "Greeting", { required: true })}
          {text(["hero", "headline"], "Hero headline", { required: true })}
          {area(["hero", "summary"], "Summary", 3)}
          {textList(["hero", "badges"], "Badges", "badge", 8)}
          {counters(["hero", "stats"], "Headline counts", 4)}
          {text(["skills", "intro"], "Skills introduction", { required: true })}
          {textList(["skills", "professionalDevelopment"], "Professional development", "topic", 20)}
        </div>
      </Section>

      <Section title="About">
        <div className="grid gap-4">
          {text(["about", "heading"], "About heading", { required: true })}
          {textList(["about", "paragraphs"], "Paragraphs", "paragraph", 8, true)}
          <ListEditor
            legend="Fast facts"
            itemName="fact"
            items={values.about.fastFacts}
            onChange={(next) => update(["about", "fastFacts"], next)}
            newItem={() => ({ label: "", value: "" })}
            max={12}
          >
            {(_, index) => (
              <div className="grid gap-3 sm:grid-cols-2">
                {text(["about", "fastFacts", index, "label"], `Fact label ${index + 1}`)}
                {text(["about", "fastFacts", index, "value"], `Fact ${index + 1}`)}
              </div>
            )}
          </ListEditor>
        </div>
      </Section>

      <Section title="Education">
        <ListEditor
          legend="Education cards"
          itemName="education card"
          items={values.education}
          onChange={(next) => update(["education"], next)}
          newItem={() => ({
            degree: "",
            field: "",
            institution: "",
            location: "",
            period: "",
            gpa: "",
            highlights: [],
          })}
          max={6}
        >
          {(card, index) => (
            <div className="grid gap-3 sm:grid-cols-2">
              {text(["education", index, "degree"], "Degree", { required: true })}
              {text(["education", index, "field"], "Field")}
              {text(["education", index, "institution"], "Institution", { required: true })}
              {text(["education", index, "location"], "Location")}
              {text(["education", index, "period"], "Period", { required: true, hint: "e.g. Sept 2024 – Dec 2025" })}
              {text(["education", index, "gpa"], "GPA")}
              <TextAreaField
                id={idOf(["education", index, "highlights"])}
                name={`education-${index}-highlights`}
                label="Highlights"
                hint="One per line."
                rows={3}
                fieldClassName="sm:col-span-2"
                value={formatLineList(card.highlights)}
                onValueChange={(next) => update(["education", index, "highlights"], parseLineList(next))}
              />
            </div>
          )}
        </ListEditor>
      </Section>

      <Section title="Resume">
        <div className="grid gap-4">
          {text(["resume", "intro"], "Resume introduction", { required: true })}
          {counters(["resume", "counters"], "Resume counters", 6)}
          {textList(["resume", "highlights"], "Resume highlights", "highlight", 10, true)}
        </div>
      </Section>

      <Section title="Contact">
        <div className="grid gap-4">
          {text(["contact", "heading"], "Contact heading", { required: true })}
          {area(["contact", "intro"], "Contact introduction", 4)}
          {textList(["contact", "availability"], "Availability", "availability line", 8)}
          <div className="grid gap-4 sm:grid-cols-2">
            {text(["contact", "currentStatus", "title"], "Status card title", { required: true })}
            {text(["contact", "currentStatus", "status"], "Status", { required: true })}
          </div>
          {textList(["contact", "currentStatus", "lines"], "Status lines", "status line", 6)}
          {text(["contact", "responseTime", "title"], "Response card title", { required: true })}
          <ListEditor
            legend="Response times"
            itemName="response time"
            items={values.contact.responseTime.items}
            onChange={(next) => update(["contact", "responseTime", "items"], next)}
            newItem={() => ({ channel: "", time: "" })}
            max={6}
          >
            {(_, index) => (
              <div className="grid gap-3 sm:grid-cols-2">
                {text(["contact", "responseTime", "items", index, "channel"], `Channel ${index + 1}`)}
                {text(["contact", "responseTime", "items", index, "time"], `Response time ${index + 1}`)}
              </div>
            )}
          </ListEditor>
        </div>
      </Section>

      <Section title="Documents">
        <div className="grid gap-4 sm:grid-cols-2">
          {text(["documents", "defaultResumeUrl"], "Default resume", {
            required: true,
            hint: "Used until you upload a resume in Resume.",
          })}
          {text(["documents", "defaultPortfolioUrl"], "Default portfolio", {
            required: true,
            hint: "Used until you upload a portfolio in Portfolio.",
          })}
          {text(["documents", "resumeDriveViewUrl"], "Resume drive link", {
            hint: "Optional: a Google Drive view link.",
          })}
          {text(["documents", "portfolioDriveViewUrl"], "Portfolio drive link", { hint: "Optional." })}
          {text(["documents", "portfolioLastUpdatedText"], "Portfolio date text", {
            hint: "Shown while no portfolio is uploaded, e.g. Last updated: Dec 2024.",
          })}
        </div>
        <div className="mt-4">
          <ListEditor
            legend="Reports"
            itemName="report"
            items={values.documents.reports}
            onChange={(next) => update(["documents", "reports"], next)}
            newItem={() => ({ id: "", title: "", description: "", storagePath: "", driveViewUrl: null })}
            max={12}
            hint="Technical reports on the documents page. The file is a path in the documents storage bucket."
          >
            {(_, index) => (
              <div className="grid gap-3 sm:grid-cols-2">
                {text(["documents", "reports", index, "title"], "Report title", { required: true })}
                {text(["documents", "reports", index, "id"], "Report id", { hint: "Lowercase words and hyphens." })}
                {text(["documents", "reports", index, "storagePath"], "Report file", { required: true })}
                {text(["documents", "reports", index, "driveViewUrl"], "Report drive link")}
                <div className="sm:col-span-2">
                  {area(["documents", "reports", index, "description"], "Report description", 2)}
                </div>
              </div>
            )}
          </ListEditor>
        </div>
      </Section>

      <Section title="Search engines and footer">
        <div className="grid gap-4">
          {text(["seo", "title"], "Site title", {
            required: true,
            hint: "The home page's title in search results and tabs.",
          })}
          {area(
            ["seo", "description"],
            "Site description",
            3,
            "One or two sentences for search results and link previews.",
          )}
          <TextField
            id={idOf(["seo", "keywords"])}
            name="seo-keywords"
            label="Keywords"
            hint="Separated by commas."
            value={formatCommaList(values.seo.keywords)}
            onValueChange={(next) => update(["seo", "keywords"], parseCommaList(next))}
          />
          {area(["footer", "blurb"], "Footer text", 2)}
        </div>
      </Section>

      <div className="glass bg-canvas/90 sticky bottom-4 z-10 flex flex-wrap items-center justify-between gap-3 rounded-2xl p-3 shadow-xl shadow-black/10 backdrop-blur-xl">
        <p className="text-fg-muted text-sm" role="status">
          {save.isPending ? "Saving settings…" : dirty ? "You have unsaved changes." : "All changes saved."}
        </p>
        <button type="submit" disabled={save.isPending} className={buttonStyles()}>
          <Save aria-hidden="true" />
          {save.isPending ? "Saving..." : "Save settings"}
        </button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Panel title={title} titleId={id}>
      {children}
    </Panel>
  );
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
