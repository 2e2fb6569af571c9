import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState, type SubmitEvent } from "react";
import { toast } from "sonner";
import type { BlogPost } from "../../../lib/entities";
import { blogPostSchema, slugify } from "../../../lib/validation/admin-forms";
import { Badge } from "../../ui/Badge";
import { buttonStyles } from "../../ui/button-styles";
import { errorMessage } from "../data/client";
import { createPost, deletePost, fetchPosts, updatePost, type BlogPostInput } from "../data/resources";
import { useAdminQuery } from "../data/use-admin-query";
import { useDraftForm } from "../data/use-draft-form";
import { formatDate } from "../lib/format";
import { validateOrToast } from "../lib/validate";
import { useConfirm } from "../ui/ConfirmDialog";
import { Switch, TextAreaField, TextField } from "../ui/fields";
import { FormActions, IconAction, Panel, RestoredNotice, ScreenHeader } from "../ui/layout";
import { RichTextEditor } from "../ui/RichTextEditor";
import { ListStates } from "../ui/states";
import { useFocusOnOpen } from "../ui/use-focus-on-open";

interface BlogFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featured_image: string;
  reading_time: string;
  published: boolean;
}

const emptyPost = (): BlogFormValues => ({
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  featured_image: "",
  reading_time: "5",
  published: false,
});

/** Editing keeps every stored field, featured image and reading time included (decisions.md). */
const toValues = (post: BlogPost): BlogFormValues => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt ?? "",
  content: post.content,
  featured_image: post.featured_image ?? "",
  reading_time: String(post.reading_time),
  published: post.published,
});

/** /admin/blog: posts (Published or Draft) with edit and delete, and the post form. */
export function BlogScreen() {
  const posts = useAdminQuery(fetchPosts, "Failed to fetch posts");
  const form = useDraftForm("blog", emptyPost);
  const confirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  /** Remounts the editor when another post (or a new one) is opened. */
  const [editorKey, setEditorKey] = useState(0);
  const headingId = useId();
  const formRef = useFocusOnOpen(form.open, form.editingId);

  const startNew = () => {
    setEditorKey((key) => key + 1);
    form.startNew();
  };
  const startEdit = (post: BlogPost) => {
    setEditorKey((key) => key + 1);
    form.startEdit(post.id, post.updated_at, toValues(post));
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = validateOrToast(blogPostSchema, form.values);
    if (!data) return;
    setSaving(true);
    try {
      const input = data as BlogPostInput;
      if (form.editingId) {
        const saved = await updatePost(form.editingId, { ...input, expected_updated_at: form.expectedUpdatedAt ?? "" });
        posts.setData((list) => list?.map((item) => (item.id === saved.id ? saved : item)));
        toast.success("Post updated successfully");
      } else {
        const saved = await createPost(input);
        posts.setData((list) => [saved, ...(list ?? [])]);
        toast.success("Post created successfully");
      }
      form.close();
    } catch (error) {
      toast.error("Error saving post", { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async (post: BlogPost) => {
    if (!(await confirm({ title: "Are you sure you want to delete this post?", description: post.title }))) return;
    setDeleting(post.id);
    try {
      await deletePost(post.id);
      posts.setData((list) => list?.filter((item) => item.id !== post.id));
      if (form.editingId === post.id) form.close();
      toast.success("Post deleted successfully");
    } catch (error) {
      toast.error("Error deleting post", { description: errorMessage(error) });
    } finally {
      setDeleting(null);
    }
  };

  const v = form.values;
  // A published post's slug is its public URL: renaming the post keeps it (change it by hand).
  const keepSlug = Boolean(form.editingId && posts.data?.find((post) => post.id === form.editingId)?.published);
  return (
    <>
      <ScreenHeader
        title="Manage Blog Posts"
        description="Drafts stay private; published posts appear on the blog."
        actions={
          !form.open && (
            <button type="button" onClick={startNew} className={buttonStyles()}>
              <Plus aria-hidden="true" />
              New Post
            </button>
          )
        }
      />
      {form.open && (
        <Panel title={form.editingId ? "Edit Post" : "New Post"} titleId={headingId} className="mb-8">
          {form.restored && <RestoredNotice onDiscard={form.close} />}
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-labelledby={headingId}
            className="space-y-4"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Title"
                name="title"
                required
                maxLength={200}
                value={v.title}
                // The slug follows the title as it is edited (owner-admin.md §2), except on a published
                // post, whose URL links and search engines already point to.
                onValueChange={(x) =>
                  form.update((values) => ({ ...values, title: x, slug: keepSlug ? values.slug : slugify(x) }))
                }
              />
              <TextField
                label="Slug"
                name="slug"
                required
                value={v.slug}
                onValueChange={(x) => form.set("slug", x)}
                hint="Generated from the title; lowercase letters, numbers and hyphens."
                spellCheck={false}
                autoCapitalize="off"
              />
            </div>
            <TextAreaField
              label="Excerpt"
              name="excerpt"
              rows={2}
              maxLength={500}
              value={v.excerpt}
              onValueChange={(x) => form.set("excerpt", x)}
              hint="Optional, up to 500 characters."
            />
            <RichTextEditor
              key={editorKey}
              label="Content"
              initialValue={v.content}
              onChange={(html) => form.set("content", html)}
              hint="Alt+F10 moves to the toolbar; arrow keys move along it, Escape returns to the text."
            />
            <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
              <TextField
                label="Featured image URL"
                name="featured_image"
                type="url"
                inputMode="url"
                value={v.featured_image}
                onValueChange={(x) => form.set("featured_image", x)}
                hint="Optional."
                spellCheck={false}
              />
              <TextField
                label="Reading time (minutes)"
                name="reading_time"
                type="number"
                inputMode="numeric"
                min={1}
                max={999}
                step={1}
                value={v.reading_time}
                onValueChange={(x) => form.set("reading_time", x)}
              />
            </div>
            <Switch
              label="Published"
              name="published"
              checked={v.published}
              onCheckedChange={(x) => form.set("published", x)}
            />
            <FormActions
              saving={saving}
              submitLabel={form.editingId ? "Update Post" : "Create Post"}
              onCancel={form.close}
            />
          </form>
        </Panel>
      )}
      <Panel title="Posts" titleId={`${headingId}-list`}>
        <ListStates
          loading={posts.loading}
          error={posts.error}
          items={posts.data}
          onRetry={() => void posts.reload()}
          empty="No posts yet."
        >
          {(items) => (
            <ul className="divide-glass-border divide-y">
              {items.map((post) => (
                <li key={post.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0 flex-1">
                    <p className="text-fg flex flex-wrap items-center gap-2 font-medium">
                      <span className="truncate">{post.title}</span>
                      <Badge tone={post.published ? "emerald" : "neutral"}>
                        {post.published ? "Published" : "Draft"}
                      </Badge>
                    </p>
                    <p className="text-fg-muted flex flex-wrap items-center gap-x-2 text-sm">
                      <span className="font-mono">{post.slug}</span>
                      <span aria-hidden="true">·</span>
                      <span>{formatDate(post.published_at ?? post.created_at)}</span>
                      <span aria-hidden="true">·</span>
                      <span className="inline-flex items-center gap-1">
                        <Eye aria-hidden="true" className="size-3.5" />
                        {post.views} views
                      </span>
                    </p>
                  </div>
                  <IconAction label={`Edit ${post.title}`} onClick={() => startEdit(post)}>
                    <Pencil aria-hidden="true" />
                  </IconAction>
                  <IconAction
                    label={`Delete ${post.title}`}
                    tone="danger"
                    disabled={deleting === post.id}
                    onClick={() => void onDelete(post)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconAction>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </Panel>
    </>
  );
}
