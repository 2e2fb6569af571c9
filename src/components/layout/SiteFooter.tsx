import { ArrowUp, Download, Mail, MapPin, Phone, Send } from "lucide-react";
import { ProfileIcon } from "../ui/ProfileIcon";
import { FOOTER_LINKS, resolvedHref } from "../../config/navigation";
import { cn } from "../../lib/cn";
import { RESUME_PDF_URL } from "../../lib/documents";
import { footerTextOf, telHref, type SiteSettings } from "../../lib/site-settings";
import { buttonStyles } from "../ui/button-styles";

interface Props {
  year: number;
  site: SiteSettings;
  /** Whether there is a resume to download (documentAvailable). */
  resumePdf: boolean;
  /** Where 'Download Resume' leads (an application's link offers the version sent with it). */
  resumeHref?: string;
}

/** Footer on every page: brand, quick links, contact lines, actions, copyright, back to top. */
export default function SiteFooter({ year, site, resumePdf, resumeHref = RESUME_PDF_URL }: Props) {
  const { owner } = site;
  return (
    <footer className="border-glass-border bg-glass/70 relative mt-24 border-t backdrop-blur-xl print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <a href="/" className="text-fg inline-flex items-center gap-2 font-semibold">
            <span className="bg-accent text-accent-fg grid size-9 place-items-center rounded-xl font-mono text-sm">
              {owner.initials}
            </span>
            {owner.name}
          </a>
          <p className="text-fg mt-2 text-sm font-medium">{owner.role}</p>
          <p className="text-fg-muted mt-3 max-w-sm text-sm">{footerTextOf(site)}</p>
          <div className="mt-5 flex flex-wrap gap-2">
            {resumePdf && (
              <a href={resumeHref} download className={buttonStyles({ size: "sm" })}>
                <Download aria-hidden="true" />
                Download Resume
              </a>
            )}
            <a
              href={owner.profileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles({ variant: "outline", size: "sm" })}
            >
              <ProfileIcon />
              {owner.profileLabel}
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <a href="/#contact" className={buttonStyles({ variant: "outline", size: "sm" })}>
              <Send aria-hidden="true" />
              Send Message
            </a>
          </div>
        </div>

        <nav aria-label="Quick links">
          <h2 className="text-fg text-sm font-semibold">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_LINKS.map((item) => (
              <li key={item.href}>
                <a href={resolvedHref(item)} className="text-fg-muted hover:text-accent">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-fg text-sm font-semibold">Contact</h2>
          <ul className="text-fg-muted mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${owner.email}`} className="hover:text-accent inline-flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4" />
                {owner.email}
              </a>
            </li>
            <li>
              <a href={telHref(owner.phone)} className="hover:text-accent inline-flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4" />
                {owner.phone}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4" />
              {owner.location}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-glass-border border-t">
        <div className="text-fg-muted mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-5 text-sm sm:px-6">
          <p>
            © {year} {owner.name}. All rights reserved.{" "}
            <a href="/privacy" className="hover:text-accent underline-offset-4 hover:underline">
              Privacy
            </a>
          </p>
          <a href="#top" className={cn(buttonStyles({ variant: "outline", size: "icon" }))}>
            <ArrowUp aria-hidden="true" />
            <span className="sr-only">Back to top</span>
          </a>
        </div>
      </div>
    </footer>
  );
}
