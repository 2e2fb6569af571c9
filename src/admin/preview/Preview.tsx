import { Eye } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { BlogPostArticle } from "../../components/blog/BlogPostArticle";
import { ProjectFacts } from "../../components/projects/ProjectFacts";
import ProjectGallery from "../../components/projects/ProjectGallery";
import { ProjectHeader } from "../../components/projects/ProjectHeader";
import { ProjectStory } from "../../components/projects/ProjectStory";
import { galleryImages, imageAlt } from "../../components/projects/project-filters";
import { buttonStyles } from "../../components/ui/button-styles";
import { FullScreenDialog } from "../../components/ui/FullScreenDialog";
import type { BlogPost, Project } from "../../lib/entities";
import { adminRequest, errorMessage } from "../data/client";
import { ErrorState, LoadingState } from "../ui/states";

/**
 * 'Preview': the form's unsaved content as visitors would see it, drawn by the public page's own
 * components, in a full-screen dialog of the admin (so only the signed-in owner sees it, and
 * nothing is stored, cached or indexed). Escape or 'Close preview' returns to the form.
 */
function PreviewDialog({ label, children }: { label: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonStyles({ variant: "outline" })}>
        <Eye aria-hidden="true" />
        Preview
      </button>
      {open && (
        <FullScreenDialog
          title={
            <>
              Preview of {label} <span className="text-fg-muted font-normal">— not saved, only you can see it</span>
            </>
          }
          closeLabel="Close preview"
          closeText
          onClose={() => setOpen(false)}
        >
          {/* The public page's links lead away from the unsaved form: in the preview they do nothing. */}
          <div
            className="border-glass-border min-h-0 flex-1 overflow-y-auto border-t"
            onClickCapture={(event) => (event.target as Element).closest("a") && event.preventDefault()}
          >
            {children()}
          </div>
        </FullScreenDialog>
      )}
    </>
  );
}

type ProjectPreviewInput = Pick<
  Project,
  | "title"
  | "category"
  | "featured"
  | "tags"
  | "image"
  | "image_alt"
  | "gallery"
  | "gallery_alt"
  | "overview"
  | "role"
  | "challenge"
  | "approach"
  | "outcome"
  | "tech_stack"
>;

/** The project page's content for unsaved values (without its files and view counter, which are stored). */
export function ProjectPreview({ project }: { project: ProjectPreviewInput }) {
  return (
    <PreviewDialog label={project.title.trim() || "this project"}>
      {() => {
        const gallery = galleryImages(project);
        return (
          <article className="mx-auto w-full max-w-6xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14">
            <ProjectHeader project={project} />
            <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
              <div className="glass overflow-hidden rounded-2xl p-1.5 shadow-2xl shadow-black/10">
                {project.image ? (
                  <img
                    src={project.image}
                    alt={imageAlt(project)}
                    className="aspect-[3/2] w-full rounded-xl object-cover"
                  />
                ) : (
                  <p className="text-fg-muted grid aspect-[3/2] place-items-center text-sm">No image yet</p>
                )}
              </div>
              <aside aria-label="Project facts" className="flex flex-col gap-6 lg:row-span-2">
                <ProjectFacts project={project} />
              </aside>
              <div className="flex min-w-0 flex-col gap-6">
                <ProjectStory project={project} />
                {gallery.length > 1 && (
                  <section aria-label="Gallery" className="glass rounded-2xl p-6 sm:p-8">
                    <ProjectGallery title={project.title} images={gallery} alts={project.gallery_alt} />
                  </section>
                )}
              </div>
            </div>
          </article>
        );
      }}
    </PreviewDialog>
  );
}

type PostPreviewInput = Pick<BlogPost, "title" | "excerpt" | "featured_image" | "featured_image_alt" | "reading_time">;

/** Where the server sanitises a post's HTML as its public page has it (docs/admin-api.md). */
export const POST_PREVIEW_URL = "/api/admin/preview/post";

type SanitisedHtml = { status: "loading" } | { status: "ready"; html: string } | { status: "failed"; message: string };

/**
 * The post's article with its content as the server sanitises it for the public page. The form's
 * HTML is never drawn itself: it may have been written outside the admin (SQL, a table editor)
 * and hold scripts, styles or forms. Until the answer arrives the dialog says 'Preparing
 * preview…'; if it fails, it says so (with a way to try again) instead of showing the content.
 */
function SanitisedPostArticle({ post, html }: { post: PostPreviewInput; html: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SanitisedHtml>({ status: "loading" });
  useEffect(() => {
    let current = true;
    adminRequest<{ html?: unknown } | null>("POST", POST_PREVIEW_URL, { html }).then(
      (answer) => {
        if (!current) return;
        setState(
          typeof answer?.html === "string"
            ? { status: "ready", html: answer.html }
            : { status: "failed", message: "The server's answer held no content." },
        );
      },
      (error: unknown) => {
        if (current) setState({ status: "failed", message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [html, attempt]);

  if (state.status === "loading") return <LoadingState label="Preparing preview…" />;
  if (state.status === "failed") {
    return (
      <div role="alert">
        <ErrorState
          message={`The preview could not be prepared: ${state.message}`}
          onRetry={() => {
            setState({ status: "loading" });
            setAttempt((count) => count + 1);
          }}
        />
      </div>
    );
  }
  return (
    <BlogPostArticle
      post={{ ...post, slug: "preview", published_at: new Date().toISOString(), views: 0 }}
      html={state.html}
    />
  );
}

/**
 * The post page's content for unsaved values: dated today, as publishing now would, with the
 * content sanitised by the server each time the preview opens.
 */
export function PostPreview({ post, html }: { post: PostPreviewInput; html: string }) {
  return (
    <PreviewDialog label={post.title.trim() || "this post"}>
      {() => <SanitisedPostArticle post={post} html={html} />}
    </PreviewDialog>
  );
}
