import { CircleCheck, Clock, ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { telHref, type SiteSettings } from "../../lib/site-settings";
import { Panel } from "../ui/Card";
import { ProfileIcon } from "../ui/ProfileIcon";
import { Section } from "../ui/Section";
import { ContactForm } from "./ContactForm";
import { staggerStyle } from "./home-data";

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt/dd stay direct children of the row (as a <dl> requires); the icon lives inside the dt,
  // laid out by the row's grid through `display: contents`.
  return (
    <div className="grid grid-cols-[2.75rem_minmax(0,1fr)] items-center gap-x-4">
      <dt className="contents">
        <span className="bg-accent/10 text-accent ring-accent/20 row-span-2 grid size-11 place-items-center rounded-xl ring-1 [&_svg]:size-5">
          {icon}
        </span>
        <span className="text-fg-muted col-start-2 self-end text-xs font-medium tracking-wide uppercase">{label}</span>
      </dt>
      <dd className="text-fg col-start-2 self-start truncate text-sm font-medium sm:text-base">{children}</dd>
    </div>
  );
}

const linkStyles = "hover:text-accent underline-offset-4 transition-colors hover:underline";

/**
 * Contact (anchor "contact"): heading, availability, the form, the details list (email, phone,
 * profile in a new tab, location without a link), current status and response times. The page
 * passes the form as an island (children); without children the form's prebuilt markup is used.
 */
export default function ContactSection({ site, children }: { site: SiteSettings; children?: ReactNode }) {
  const { contact, owner } = site;
  return (
    <Section id="contact" eyebrow="Contact" title={contact.heading} subtitle={contact.intro}>
      {contact.availability.length > 0 && (
        <ul aria-label="Availability" className="-mt-2 mb-10 flex flex-wrap gap-2">
          {contact.availability.map((statement) => (
            <li
              key={statement}
              className="border-accent-emerald/40 bg-accent-emerald/10 text-accent-emerald inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium"
            >
              <CircleCheck aria-hidden="true" className="size-4" />
              {statement}
            </li>
          ))}
        </ul>
      )}

      <div className="grid gap-6 lg:grid-cols-[1.35fr_1fr] lg:gap-8">
        <div
          className="glass stagger-in rounded-3xl p-6 shadow-xl shadow-black/5 sm:p-8 lg:sticky lg:top-24 lg:self-start"
          style={staggerStyle(0)}
        >
          <h3 className="text-fg text-xl font-semibold">Send a Message</h3>
          <p className="text-fg-muted mt-1 text-sm">Recruiters, hiring managers and fellow makers welcome.</p>
          <div className="mt-6">{children ?? <ContactForm ownerEmail={owner.email} />}</div>
        </div>

        <div className="flex flex-col gap-6">
          <Panel title="Contact Information" className="stagger-in" style={staggerStyle(1)}>
            <dl className="mt-5 space-y-4">
              <DetailRow icon={<Mail aria-hidden="true" />} label="Email">
                <a href={`mailto:${owner.email}`} className={linkStyles}>
                  {owner.email}
                </a>
              </DetailRow>
              {owner.phone && (
                <DetailRow icon={<Phone aria-hidden="true" />} label="Phone">
                  <a href={telHref(owner.phone)} className={linkStyles}>
                    {owner.phone}
                  </a>
                </DetailRow>
              )}
              <DetailRow icon={<ProfileIcon />} label={owner.profileLabel}>
                <a
                  href={owner.profileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkStyles} inline-flex items-center gap-1.5`}
                >
                  Connect on {owner.profileLabel}
                  <span className="sr-only">(opens in a new tab)</span>
                  <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
                </a>
              </DetailRow>
              <DetailRow icon={<MapPin aria-hidden="true" />} label="Location">
                {owner.location}
              </DetailRow>
            </dl>
          </Panel>

          <Panel title={contact.currentStatus.title} className="stagger-in" style={staggerStyle(2)}>
            <p className="text-accent-emerald mt-3 flex items-center gap-2.5 font-semibold">
              <span aria-hidden="true" className="relative flex size-2.5">
                <span className="bg-accent-emerald absolute inline-flex size-full rounded-full opacity-60 motion-safe:animate-ping" />
                <span className="bg-accent-emerald relative inline-flex size-2.5 rounded-full" />
              </span>
              {contact.currentStatus.status}
            </p>
            {contact.currentStatus.lines.length > 0 && (
              <ul className="mt-3 space-y-1.5">
                {contact.currentStatus.lines.map((line) => (
                  <li key={line} className="text-fg-muted text-sm">
                    {line}
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel className="stagger-in" style={staggerStyle(3)}>
            <h3 className="text-fg flex items-center gap-2 text-lg font-semibold">
              <Clock aria-hidden="true" className="text-accent size-5" />
              {contact.responseTime.title}
            </h3>
            <dl className="divide-glass-border mt-4 divide-y">
              {contact.responseTime.items.map((item) => (
                <div key={item.channel} className="flex items-center justify-between gap-4 py-2.5">
                  <dt className="text-fg-muted text-sm">{item.channel}</dt>
                  <dd className="text-fg text-sm font-semibold">{item.time}</dd>
                </div>
              ))}
            </dl>
          </Panel>
        </div>
      </div>
    </Section>
  );
}
