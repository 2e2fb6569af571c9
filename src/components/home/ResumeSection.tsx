import { CircleCheck, Download, ExternalLink, FileText } from "lucide-react";
import type { SiteSettings } from "../../lib/site-settings";
import { cn } from "../../lib/cn";
import { RESUME_PDF_URL } from "../../lib/documents";
import { buttonStyles } from "../ui/button-styles";
import { ProfileIcon } from "../ui/ProfileIcon";
import { Panel } from "../ui/Card";
import { Section } from "../ui/Section";
import { staggerStyle } from "./home-data";
import { StatTiles } from "./StatTile";

/**
 * Resume (anchor "resume"): both download buttons, the profile button, counters and highlights.
 * `resumeHref`: where the buttons lead (an application's link offers the version sent with it).
 */
export default function ResumeSection({
  site,
  resumePdf,
  resumeHref = RESUME_PDF_URL,
}: {
  site: SiteSettings;
  resumePdf: boolean;
  resumeHref?: string;
}) {
  const { owner, resume } = site;
  return (
    <Section id="resume" eyebrow="Credentials" title="Resume" subtitle={resume.intro}>
      <div className="grid gap-6 lg:grid-cols-[1fr_1.25fr] lg:gap-8">
        <div className="flex flex-col gap-6">
          <div className="glass from-accent/10 relative overflow-hidden rounded-3xl bg-gradient-to-br to-transparent p-6 shadow-xl shadow-black/5 sm:p-8">
            <div className="flex items-center gap-4">
              <span className="bg-accent text-accent-fg shadow-accent/30 grid size-14 shrink-0 place-items-center rounded-2xl shadow-lg">
                <FileText aria-hidden="true" className="size-7" />
              </span>
              <div>
                <p className="text-fg text-lg font-semibold">{owner.name}</p>
                <p className="text-fg-muted text-sm">{owner.role}</p>
              </div>
            </div>
            <div className="mt-6 flex flex-col gap-3">
              {resumePdf && (
                <>
                  <a href={resumeHref} className={buttonStyles({ size: "lg" })}>
                    <FileText aria-hidden="true" />
                    Download Full Resume
                  </a>
                  <a href={resumeHref} download className={buttonStyles({ variant: "outline", size: "lg" })}>
                    <Download aria-hidden="true" />
                    Download PDF Resume
                  </a>
                </>
              )}
              <a
                href={owner.profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(buttonStyles({ variant: "ghost", size: "lg" }), "border-glass-border border")}
              >
                <ProfileIcon />
                {owner.profileLabel} Profile
                <span className="sr-only">(opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="opacity-70" />
              </a>
            </div>
            <p className="text-fg-muted mt-4 text-sm">
              Also as a{" "}
              <a href="/resume" className="text-accent font-medium underline underline-offset-4">
                web page
              </a>{" "}
              for applicant-tracking systems, and in the{" "}
              <a href="/resume.json" className="text-accent font-medium underline underline-offset-4">
                JSON Resume
              </a>{" "}
              format.
            </p>
          </div>

          <StatTiles stats={resume.counters} className="grid grid-cols-2 gap-3 sm:gap-4" />
        </div>

        {resume.highlights.length > 0 && (
          <Panel title="Key Highlights" className="sm:p-8">
            <ul className="mt-5 space-y-3">
              {resume.highlights.map((highlight, index) => (
                <li
                  key={highlight}
                  className="border-glass-border bg-glass-secondary/60 stagger-in flex gap-3 rounded-xl border p-4"
                  style={staggerStyle(index)}
                >
                  <CircleCheck aria-hidden="true" className="text-accent-emerald mt-0.5 size-5 shrink-0" />
                  <span className="text-fg text-sm leading-relaxed sm:text-base">{highlight}</span>
                </li>
              ))}
            </ul>
          </Panel>
        )}
      </div>
    </Section>
  );
}
