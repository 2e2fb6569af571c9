import { useQuery } from "@tanstack/react-query";
import { Copy, Download } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import {
  APPLICATION_STATUS_LABELS as LABELS,
  APPLICATION_STATUSES,
  applicationLinkPath,
  needsFollowUp,
  type ApplicationStatus,
} from "../../../lib/applications";
import type { Application, ApplicationActivity } from "../../../lib/entities";
import { applicationSchema, type ApplicationFormData } from "../../../lib/validation/admin-forms";
import { Badge, type BadgeProps } from "../../../components/ui/Badge";
import { buttonStyles } from "../../../components/ui/button-styles";
import * as api from "../../data/resources";
import type { DraftForm } from "../../data/use-draft-form";
import { OrderedList } from "../../kit/OrderedList";
import { ResourceScreen, type ResourceDefinition } from "../../kit/resource/ResourceScreen";
import { download } from "../../lib/download";
import { formatDate, formatDateTime } from "../../lib/format";
import { SelectField, TextAreaField, TextField } from "../../ui/fields";
import { MetaLine } from "../../ui/list";
import { QueryStates } from "../../ui/states";
import { applicationsCsv } from "./csv";

/** Today in the owner's own time zone, YYYY-MM-DD. */
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

const TEXTS = { company: "", role: "", posting_url: "", contact: "", greeting: "", notes: "", status: "applied" };
/** A new application is sent today (with the active resume: ApplicationFields). */
const emptyApplication = () => ({
  ...TEXTS,
  applied_on: today(),
  resume_version_id: "",
  pinned_projects: [] as string[],
});
type Values = ReturnType<typeof emptyApplication>;

const TONES: Partial<Record<ApplicationStatus, BadgeProps["tone"]>> = { interview: "azure", offer: "emerald" };
const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({ value: status, label: LABELS[status] }));

const nameOf = (application: Application) => `${application.role} at ${application.company}`;
const linkOf = (application: Application) => location.origin + applicationLinkPath(application.token);

const applications: ResourceDefinition<Application, Values, ApplicationFormData> = {
  api: api.applications,
  list: {
    key: ["applications"],
    texts: { confirm: (application) => ({ description: nameOf(application) }), deleted: "Application deleted" },
  },
  form: {
    formKey: "application",
    empty: emptyApplication,
    // None chosen (or deleted): the link offers whichever resume is active.
    format: (application) => ({ resume_version_id: application.resume_version_id ?? "" }),
    schema: applicationSchema,
    private: true,
    texts: { created: "Application created", updated: "Application updated", saveFailed: "Error" },
  },
  texts: {
    title: "Applications",
    description: "Where you applied, each with a private link that tells you when it is opened.",
    noun: "application",
    listTitle: "All applications",
    empty: "No applications yet.",
  },
  itemName: nameOf,
  Summary: ApplicationSummary,
  Fields: ApplicationFields,
};

export function ApplicationsScreen() {
  const list = useQuery({ queryKey: ["applications"], queryFn: api.applications.list });
  // The byte order mark tells spreadsheets the file is UTF-8.
  const csv = () => `\uFEFF${applicationsCsv(list.data ?? [], location.origin)}`;
  const exportCsv = () => download(new Blob([csv()], { type: "text/csv;charset=utf-8" }), "applications.csv");
  const exporter = (
    <button
      type="button"
      onClick={exportCsv}
      disabled={!list.data?.length}
      className={buttonStyles({ variant: "outline" })}
    >
      <Download aria-hidden="true" />
      Export CSV
    </button>
  );
  return <ResourceScreen definition={applications} actions={exporter} />;
}

function ApplicationSummary({ item }: { item: Application }) {
  const copy = () =>
    Promise.resolve(linkOf(item))
      .then((link) => navigator.clipboard.writeText(link))
      .then(
        () => toast.success("Link copied"),
        () => toast.error("Could not copy the link"),
      );
  const { opens, link_checks: checks } = item;
  return (
    <>
      <p className="text-fg flex flex-wrap items-center gap-2 font-medium">
        <span className="min-w-0 wrap-anywhere">
          {item.company} <span className="text-fg-muted font-normal">·</span> {item.role}
        </span>
        <Badge tone={TONES[item.status] ?? "neutral"}>{LABELS[item.status]}</Badge>
        {needsFollowUp(item) && <Badge tone="accent">Follow up?</Badge>}
      </p>
      <MetaLine
        items={[
          `Applied ${formatDate(`${item.applied_on}T00:00`)}`,
          `${opens} ${opens === 1 ? "open" : "opens"}`,
          item.last_opened_at ? `Last opened ${formatDateTime(item.last_opened_at)}` : "Never opened",
          checks > 0 && `${checks} link ${checks === 1 ? "check" : "checks"}`,
        ]}
      />
      {/* Text, not a link: the owner opening it would count as a visit. */}
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <code className="text-fg-muted break-all">{linkOf(item)}</code>
        <button type="button" onClick={() => void copy()} className={buttonStyles({ variant: "outline", size: "sm" })}>
          <Copy aria-hidden="true" />
          Copy link
        </button>
      </p>
      <ActivityDetails id={item.id} />
    </>
  );
}

/** Loaded when first opened. */
function ActivityDetails({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const activity = useQuery({
    queryKey: ["applications", id, "activity"],
    queryFn: () => api.fetchApplicationActivity(id),
    enabled: open,
  });
  return (
    <details className="mt-2 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="text-accent cursor-pointer font-medium">Activity</summary>
      {open && <QueryStates query={activity}>{(data) => <ActivityView activity={data} />}</QueryStates>}
    </details>
  );
}

function ActivityView({ activity }: { activity: ApplicationActivity }) {
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;
  return (
    <div className="mt-3 grid gap-4 lg:grid-cols-3">
      <ActivityList title="Status history" empty="">
        {activity.statuses.map((change) => (
          <li key={`${change.status}-${change.changed_at}`}>
            {LABELS[change.status]} · {when(change.changed_at)}
          </li>
        ))}
      </ActivityList>
      <ActivityList title="Visits" empty="No visits yet.">
        {activity.visits.map((visit) => (
          <li key={visit.visit_id}>
            {visit.opened_at ? <>Opened {when(visit.opened_at)}</> : "Visit"} ·{" "}
            {visit.referrer_host ? `from ${visit.referrer_host}` : "no referrer"}
            <ol className="text-fg-muted ml-5 list-decimal">
              {visit.events.map((event, index) => (
                <li key={index} className="wrap-anywhere">
                  <span className="capitalize">{event.kind}</span>: {event.target ?? "—"}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ActivityList>
      <ActivityList title="Link checks" empty="No link checks.">
        {activity.link_checks.map((check, index) => (
          <li key={index}>
            {check.checker} · {when(check.created_at)}
          </li>
        ))}
      </ActivityList>
    </div>
  );
}

function ActivityList({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section>
      <h3 className="text-fg mb-1 font-semibold">{title}</h3>
      {children.length > 0 ? <ol className="space-y-2">{children}</ol> : <p className="text-fg-muted">{empty}</p>}
    </section>
  );
}

function ApplicationFields({ form }: { form: DraftForm<Values> }) {
  const resumes = useQuery({ queryKey: ["documents", "resume"], queryFn: api.documentVersions("resume").list }).data;
  const versions = (resumes ?? []).map((version) => ({
    value: version.id,
    label: `Version ${version.version} · ${version.file_name}${version.is_active ? " (active)" : ""}`,
  }));
  // A new application is sent with the active resume: chosen once the versions have loaded.
  const active = resumes?.find((version) => version.is_active)?.id;
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || !active) return;
    defaulted.current = true;
    if (!form.editingId && form.values.resume_version_id === "") form.set("resume_version_id", active);
  }, [active, form]);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Company" {...form.text("company")} required maxLength={200} />
        <TextField label="Role" {...form.text("role")} required maxLength={200} />
        <TextField label="Job posting URL" {...form.text("posting_url")} type="url" maxLength={2048} />
        <TextField label="Contact" {...form.text("contact")} maxLength={200} />
        <TextField label="Applied on" {...form.text("applied_on")} type="date" required />
        <SelectField label="Status" {...form.text("status")} options={STATUS_OPTIONS} />
      </div>
      <SelectField
        label="Resume version"
        {...form.text("resume_version_id")}
        options={[{ value: "", label: "The active resume" }, ...versions]}
      />
      <PinnedProjects form={form} />
      <TextField label="Greeting" {...form.text("greeting")} maxLength={200} hint="One line the link's page shows." />
      <TextAreaField label="Notes" {...form.text("notes")} rows={4} maxLength={5000} hint="Only you see them." />
    </>
  );
}

/** Up to four projects, chosen from a list and put in order. */
function PinnedProjects({ form }: { form: DraftForm<Values> }) {
  const projects = useQuery({ queryKey: ["projects"], queryFn: api.projects.list }).data ?? [];
  const pinned = form.values.pinned_projects;
  const titleOf = (slug: string) => projects.find((project) => project.slug === slug)?.title ?? slug;
  const choices = projects
    .filter((project) => !pinned.includes(project.slug))
    .map((project) => ({ value: project.slug, label: `${project.title}${project.published ? "" : " (draft)"}` }));
  const full = pinned.length >= 4;
  return (
    <div>
      <SelectField
        label="Pinned projects"
        name="pinned_projects"
        value=""
        disabled={full}
        onValueChange={(slug) => slug && form.set("pinned_projects", [...pinned, slug])}
        options={[{ value: "", label: full ? "Four projects pinned" : "Add a project…" }, ...choices]}
        hint="Shown first on the link's page, in this order; up to 4."
      />
      <OrderedList
        items={pinned}
        idOf={(slug) => slug}
        nameOf={titleOf}
        removable
        onChange={(slugs) => form.set("pinned_projects", slugs)}
        className="mt-3"
      >
        {(slug) => (
          <span className="text-fg text-sm">
            {titleOf(slug)} <span className="text-fg-muted font-mono">{slug}</span>
          </span>
        )}
      </OrderedList>
    </div>
  );
}
