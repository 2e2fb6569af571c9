import { ArrowRight, Quote } from "lucide-react";
import { cn } from "../../lib/cn";
import type { SiteSettings } from "../../lib/site-settings";
import { Panel } from "../ui/Card";
import { Section } from "../ui/Section";
import { staggerStyle } from "./home-data";
import { SectionLink } from "./SectionLink";

/** About (anchor "about"): the owner's story, fast facts and "Let's Connect" (→ contact). */
export default function AboutSection({ site }: { site: SiteSettings }) {
  const { about, owner } = site;
  const [lead, ...rest] = about.paragraphs;
  return (
    <Section id="about" eyebrow="Who I am" title={about.heading}>
      <div className={cn("grid gap-10 lg:gap-14", about.fastFacts.length > 0 && "lg:grid-cols-[1.15fr_1fr]")}>
        <div>
          {lead && <p className="text-fg text-lg leading-relaxed sm:text-xl">{lead}</p>}
          {rest.map((paragraph) => (
            <p key={paragraph} className="text-fg-muted mt-5 leading-relaxed">
              {paragraph}
            </p>
          ))}
          <figure className="border-accent mt-8 border-l-2 pl-5">
            <Quote aria-hidden="true" className="text-accent/60 size-6" />
            <blockquote className="text-fg mt-2 text-lg font-medium italic">{owner.tagline}</blockquote>
          </figure>
          <SectionLink section="contact" size="lg" className="mt-8">
            Let&apos;s Connect
            <ArrowRight aria-hidden="true" />
          </SectionLink>
        </div>

        {about.fastFacts.length > 0 && (
          <Panel title="Fast Facts" className="self-start sm:p-8">
            <dl className="mt-5 grid gap-3 sm:grid-cols-2">
              {about.fastFacts.map((fact, index) => (
                <div
                  key={fact.label}
                  className="border-glass-border bg-glass-secondary/70 stagger-in rounded-xl border p-4"
                  style={staggerStyle(index)}
                >
                  <dt className="text-accent font-mono text-xs font-semibold tracking-wider uppercase">{fact.label}</dt>
                  <dd className="text-fg mt-1.5 text-sm font-medium">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </Panel>
        )}
      </div>
    </Section>
  );
}
