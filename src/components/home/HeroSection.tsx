import { ArrowDown, Award, GraduationCap, Mail, MapPin, Trophy } from "lucide-react";
import { greetingOf, type SiteSettings } from "../../lib/site-settings";
import { cn } from "../../lib/cn";
import { HeroDrawing } from "./HeroDrawing";
import { SectionLink } from "./SectionLink";
import { StatTiles } from "./StatTile";

// Tinted pills with foreground text: the accents are AA on the canvas, not on their own tint.
const BADGE_TONES = [
  "border-accent/40 bg-accent/10 [&_svg]:text-accent",
  "border-accent-azure/40 bg-accent-azure/10 [&_svg]:text-accent-azure",
  "border-accent-emerald/40 bg-accent-emerald/10 [&_svg]:text-accent-emerald",
];

/** The owner's name in the greeting, drawn in the accent gradient. */
function Greeting({ site }: { site: SiteSettings }) {
  const greeting = greetingOf(site);
  const { name } = site.owner;
  const at = greeting.indexOf(name);
  if (at === -1) return <>{greeting}</>;
  return (
    <>
      {greeting.slice(0, at)}
      <span className="from-accent via-accent-azure to-accent-emerald bg-gradient-to-r bg-clip-text text-transparent">
        {name}
      </span>
      {greeting.slice(at + name.length)}
    </>
  );
}

/**
 * Hero (anchor "home"): greeting, role headline, summary, location and graduation, the
 * competition placements, 'View Projects' and the headline counts (the site settings).
 */
export default function HeroSection({ site }: { site: SiteSettings }) {
  const { hero, owner } = site;
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-10 pb-6 sm:px-6 sm:pt-20 sm:pb-16 lg:min-h-[calc(100dvh-4rem)] lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:py-16"
    >
      <div>
        {owner.portrait && (
          <img
            src={owner.portrait.src}
            alt={owner.portrait.alt}
            width={96}
            height={96}
            decoding="async"
            className="border-glass-border mb-6 size-24 rounded-2xl border object-cover shadow-lg shadow-black/10"
          />
        )}
        <ul className="text-fg-muted flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          <li className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="text-accent size-4" />
            {owner.location}
          </li>
          {owner.graduation && (
            <li className="inline-flex items-center gap-1.5">
              <GraduationCap aria-hidden="true" className="text-accent size-4" />
              Graduating {owner.graduation}
            </li>
          )}
        </ul>

        <h1
          id="home-heading"
          className="text-fg mt-5 text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          <Greeting site={site} />
        </h1>
        <p className="text-fg mt-5 text-xl font-semibold tracking-tight text-balance sm:text-2xl">{hero.headline}</p>
        <p className="text-fg-muted mt-4 max-w-xl text-base leading-relaxed sm:text-lg">{hero.summary}</p>

        <div className="mt-8 flex flex-wrap gap-3">
          <SectionLink section="projects" size="lg">
            View Projects
            <ArrowDown aria-hidden="true" />
          </SectionLink>
          <SectionLink section="contact" variant="outline" size="lg">
            <Mail aria-hidden="true" />
            Get in Touch
          </SectionLink>
        </div>

        {hero.badges.length > 0 && (
          <ul aria-label="Competition placements" className="mt-8 flex flex-col items-start gap-2">
            {hero.badges.map((badge, index) => {
              const Icon = /\bplace\b/i.test(badge) ? Trophy : Award;
              return (
                <li
                  key={`${index}-${badge}`}
                  className={cn(
                    "text-fg inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium sm:text-sm",
                    BADGE_TONES[index % BADGE_TONES.length],
                  )}
                >
                  <Icon aria-hidden="true" className="size-3.5 shrink-0 sm:size-4" />
                  {badge}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div className="flex flex-col gap-5">
        <div className="hidden lg:block">
          <HeroDrawing />
        </div>
        <StatTiles stats={hero.stats} className="grid grid-cols-3 gap-3 sm:gap-4" />
      </div>
    </section>
  );
}
