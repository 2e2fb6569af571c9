import { Eye } from "lucide-react";
import type { BlogPost } from "../../../lib/entities";
import {
  ADMIN_FORM_MESSAGES,
  blogPostSchema,
  imagesWithoutAlt,
  type BlogPostFormData,
} from "../../../lib/validation/admin-forms";
import * as api from "../../data/resources";
import type { DraftForm } from "../../data/use-draft-form";
import { formatDate } from "../../lib/format";
import { ResourceScreen, type ResourceDefinition } from "../../kit/resource/ResourceScreen";
import { PostPreview } from "../../preview/Preview";
import { TitleAndSlugFields } from "../../kit/resource/TitleAndSlugFields";
import { Switch, TextAreaField, TextField } from "../../ui/fields";
import { ImageField } from "../../ui/ImageField";
import { MetaLine, PublishedTitle } from "../../ui/list";
import { RichTextEditor } from "../../ui/RichTextEditor";

const emptyPost = () => ({
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  featured_image: "",
  featured_image_alt: "",
  reading_time: "5",
  published: false,
});

type BlogFormValues = ReturnType<typeof emptyPost>;

const posts: ResourceDefinition<BlogPost, BlogFormValues, BlogPostFormData> = {
  api: api.posts,
  list: {
    key: ["posts"],
    texts: {
      confirm: (post) => ({ title: "Are you sure you want to delete this post?", description: post.title }),
      deleted: "Post deleted successfully",
      deleteFailed: "Error deleting post",
    },
  },
  form: {
    formKey: "blog",
    empty: emptyPost,
    format: (post) => ({ reading_time: String(post.reading_time) }),
    schema: blogPostSchema,
    texts: {
      created: "Post created successfully",
      updated: "Post updated successfully",
      saveFailed: "Error saving post",
    },
  },
  texts: {
    title: "Manage Blog Posts",
    description: "Drafts stay private; published posts appear on the blog.",
    noun: "Post",
    listTitle: "Posts",
    empty: "No posts yet.",
  },
  itemName: (post) => post.title,
  Summary: PostSummary,
  Fields: PostFields,
};

export function BlogScreen() {
  return <ResourceScreen definition={posts} />;
}

function PostSummary({ item: post }: { item: BlogPost }) {
  return (
    <>
      <PublishedTitle title={post.title} published={post.published} />
      <MetaLine
        items={[
          <span className="font-mono">{post.slug}</span>,
          formatDate(post.published_at ?? post.created_at),
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" />
            {post.views} views
          </span>,
        ]}
      />
    </>
  );
}

/** The rich-text editor starts over with each opening (the screen remounts the fields). */
function PostFields({ form, items }: { form: DraftForm<BlogFormValues>; items: BlogPost[] | undefined }) {
  const v = form.values;
  const contentAltMissing = v.published && imagesWithoutAlt(v.content) > 0;
  return (
    <>
      <TitleAndSlugFields form={form} items={items} />
      <TextAreaField
        label="Excerpt"
        {...form.text("excerpt")}
        rows={2}
        maxLength={500}
        hint="Optional, up to 500 characters."
      />
      <RichTextEditor
        label="Content"
        initialValue={v.content}
        onChange={(html) => form.set("content", html)}
        hint="Alt+F10 moves to the toolbar; arrow keys move along it, Escape returns to the text. Paste or drop an image to add it."
        error={contentAltMissing ? ADMIN_FORM_MESSAGES.contentImageAltRequired : null}
      />
      <ImageField
        label="Featured image"
        name="featured_image"
        {...form.image("featured_image", "featured_image_alt")}
        altMissing={v.published ? ADMIN_FORM_MESSAGES.featuredImageAltRequired : null}
      />
      <div className="grid gap-4 sm:grid-cols-[12rem]">
        <TextField
          label="Reading time (minutes)"
          {...form.text("reading_time")}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          step={1}
        />
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <Switch label="Published" {...form.toggle("published")} />
        <PostPreview
          post={{
            title: v.title,
            excerpt: v.excerpt.trim() || null,
            featured_image: v.featured_image || null,
            featured_image_alt: v.featured_image_alt,
            reading_time: Number(v.reading_time) || 0,
          }}
          html={v.content}
        />
      </div>
    </>
  );
}
