import { ArrowRight, Layers } from "lucide-react";
import { useEffect, useId, useState, type CSSProperties, type PointerEvent } from "react";
import type { CardProject } from "../../lib/card-project";
import { cn } from "../../lib/cn";
import { Badge } from "../ui/Badge";
import { FeaturedMark } from "./FeaturedMark";
import { cardImages, GALLERY_ROTATION_MS, imageAlt, splitTags } from "./project-filters";
import { useReducedMotion } from "./use-reduced-motion";

interface Props {
  project: CardProject;
  /** Position in the grid: drives the entrance stagger. */
  index: number;
  /** Delay between consecutive cards' entrance, in ms. */
  staggerMs: number;
  /** The first card on /projects loads its image eagerly; the rest lazily. */
  eager: boolean;
  /** h3 under the home section's h2; h2 directly under the /projects page's h1. */
  headingLevel: "h2" | "h3";
  /** `sizes` for the image, from the card's place in its grid (project-grid.ts). */
  imageSizes: string;
}

/** Demo and uploaded images are 3:2; the attributes reserve the space before they load. */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 800;

/**
 * One project in a grid. The only interactive element is the 'View Details' link, stretched over
 * the whole card, so the card is one tab stop. Hovering with a mouse cycles the gallery every
 * 3000 ms and leaving resets it; keyboard focus reveals the details but does not cycle (images
 * changing under a focused control are distracting), and reduced motion turns cycling off.
 *
 * Nothing is laid over the image: the images are drawings whose captions and title blocks sit in
 * their corners. The category and the gallery's position head the text below it, and the tech
 * count and 'Featured' stand on their own line above 'View Details': a mouse or keyboard reveals
 * them (their place is kept, so nothing moves), and a touch screen, which cannot hover, always
 * shows them.
 *
 * A card 56rem wide or more (one given a whole row of a wide grid) sets its image beside its text,
 * at half its width: a 3:2 image that wide is as tall as the text, so the drawing is shown whole
 * (project-grid.ts's `sizes` assume that share).
 */
export function ProjectCard({ project, index, staggerMs, eager, headingLevel: Heading, imageSizes }: Props) {
  const titleId = useId();
  const reducedMotion = useReducedMotion();
  const images = cardImages(project);
  const canCycle = images.length > 1 && !reducedMotion;
  const [hovered, setHovered] = useState(false);
  // The other images are mounted on the first hover only, so an idle grid loads one image per card.
  const [warm, setWarm] = useState(false);
  const [current, setCurrent] = useState(0);
  const { shown, hidden } = splitTags(project.tags);
  const techCount = project.tech_stack.length;

  useEffect(() => {
    if (!hovered || !canCycle) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % images.length), GALLERY_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [hovered, canCycle, images.length]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "touch") return;
    setHovered(true);
    if (canCycle) setWarm(true);
  };
  const onPointerLeave = () => {
    setHovered(false);
    setCurrent(0);
  };

  const style = { "--stagger-index": index, "--stagger-step": `${staggerMs}ms` } as CSSProperties;

  return (
    <article
      className={cn(
        "group glass stagger-in @container relative h-full overflow-hidden rounded-2xl shadow-xl shadow-black/5",
        "transition-[translate,box-shadow,border-color] duration-300 ease-out",
        "hover:border-accent/50 hover:shadow-accent/10 hover:shadow-2xl motion-safe:hover:-translate-y-1",
        "has-[a:focus-visible]:border-accent has-[a:focus-visible]:ring-accent has-[a:focus-visible]:ring-2",
        "motion-safe:has-[a:focus-visible]:-translate-y-1",
      )}
      style={style}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      data-testid="project-card"
    >
      <div className="flex h-full flex-col @4xl:flex-row">
        <div
          className="bg-canvas-secondary relative aspect-[3/2] shrink-0 overflow-hidden @4xl:w-1/2"
          data-current-image={images[current]}
        >
          {/* loading and sizes before src: a client-created image must not start loading too early. */}
          <img
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            sizes={project.imageSrcset ? imageSizes : undefined}
            srcSet={project.imageSrcset}
            src={project.image}
            alt={imageAlt(project)}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            className="absolute inset-0 size-full object-cover transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.03]"
          />
          {warm &&
            images
              .slice(1)
              .map((src, i) => (
                <img
                  key={src}
                  src={src}
                  alt=""
                  aria-hidden="true"
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                  decoding="async"
                  data-current={current === i + 1 || undefined}
                  className={cn(
                    "absolute inset-0 size-full object-cover transition-opacity duration-700 ease-out motion-safe:group-hover:scale-[1.03]",
                    current === i + 1 ? "opacity-100" : "opacity-0",
                  )}
                />
              ))}
        </div>

        <div className="flex flex-1 flex-col p-5 @4xl:p-7">
          <div className="flex items-center justify-between gap-3">
            <Badge tone="accent">{project.category}</Badge>
            {images.length > 1 && (
              <div aria-hidden="true" data-testid="card-gallery-position" className="flex items-center gap-1">
                {images.map((src, i) => (
                  <span
                    key={src}
                    className={cn(
                      "h-1.5 rounded-full transition-all duration-300",
                      i === current ? "bg-accent w-3.5" : "bg-fg-muted/50 w-1.5",
                    )}
                  />
                ))}
              </div>
            )}
          </div>
          <Heading
            id={titleId}
            className="text-fg group-hover:text-accent mt-3 text-lg leading-snug font-semibold tracking-tight transition-colors @4xl:text-xl"
          >
            {project.title}
          </Heading>
          <p className="text-fg-muted mt-2 line-clamp-2 text-sm leading-relaxed">{project.overview}</p>
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
            {shown.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
            {hidden > 0 && (
              <li>
                <Badge title={project.tags.slice(shown.length).join(", ")}>
                  <span aria-hidden="true">+{hidden}</span>
                  <span className="sr-only">{hidden} more</span>
                </Badge>
              </li>
            )}
          </ul>
          <div className="mt-auto flex flex-col items-start gap-3 pt-5">
            <div
              data-testid="card-details"
              className={cn(
                "flex flex-wrap items-center gap-2 opacity-0 transition-opacity duration-300",
                "group-hover:opacity-100 group-has-[a:focus-visible]:opacity-100 [@media(hover:none)]:opacity-100",
              )}
            >
              <span className="text-fg-muted inline-flex items-center gap-1.5 text-xs font-medium">
                <Layers aria-hidden="true" className="text-accent size-3.5" />
                {techCount} {techCount === 1 ? "technology" : "technologies"}
              </span>
              {project.featured && <FeaturedMark on="card" />}
            </div>
            <a
              href={`/projects/${project.slug}`}
              aria-describedby={titleId}
              className={cn(
                "text-accent inline-flex items-center gap-1.5 text-sm font-semibold",
                "after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none",
              )}
            >
              View Details
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform duration-300 motion-safe:group-hover:translate-x-1"
              />
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
