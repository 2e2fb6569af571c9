import { Eye } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useState, type ComponentProps, type ReactNode } from "react";
import { BlogPostArticle } from "../../components/blog/BlogPostArticle";
import { ProjectFacts } from "../../components/projects/ProjectFacts";
import ProjectGallery from "../../components/projects/ProjectGallery";
import { ProjectHeader } from "../../components/projects/ProjectHeader";
import { ProjectStory } from "../../components/projects/ProjectStory";
import { galleryImages, imageAlt } from "../../components/projects/project-filters";
import { buttonStyles } from "../../components/ui/button-styles";
import { FullScreenDialog } from "../../components/ui/FullScreenDialog";
import type { BlogPost, Project } from "../../lib/entities";
import { AdminApiError, adminRequest, errorMessage } from "../data/client";
import { ErrorState, LoadingState } from "../ui/states";

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

type ProjectPreviewInput = ComponentProps<typeof ProjectHeader>["project"] &
  ComponentProps<typeof ProjectFacts>["project"] &
  ComponentProps<typeof ProjectStory>["project"] &
  Pick<Project, "image" | "image_alt" | "gallery" | "gallery_alt">;

/** Without the project's files and view counter, which are stored. */
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

/** The form's HTML is never drawn itself: written outside the admin, it may hold scripts. */
function SanitisedPostArticle({ post, html }: { post: PostPreviewInput; html: string }) {
  const query = useQuery({
    queryKey: ["post-preview", html],
    queryFn: async () => {
      const answer = await adminRequest<{ html?: unknown } | null>("POST", "/api/admin/preview/post", { html });
      if (typeof answer?.html === "string") return answer.html;
      throw new AdminApiError("The server's answer held no content.", null);
    },
    // Sanitised afresh each time the preview opens.
    gcTime: 0,
  });
  if (query.isFetching || query.isPending) return <LoadingState label="Preparing preview…" />;
  if (query.isError) {
    return (
      <div role="alert">
        <ErrorState
          message={`The preview could not be prepared: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return (
    <BlogPostArticle
      post={{ ...post, slug: "preview", published_at: new Date().toISOString(), views: 0 }}
      html={query.data}
    />
  );
}

export function PostPreview({ post, html }: { post: PostPreviewInput; html: string }) {
  return (
    <PreviewDialog label={post.title.trim() || "this post"}>
      {() => <SanitisedPostArticle post={post} html={html} />}
    </PreviewDialog>
  );
}
