import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Captions,
  Code,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Underline,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../../components/ui/button-styles";
import { IMAGE_ACCEPT } from "../../lib/validation/admin-forms";
import { imageFileSize } from "../data/upload";
import { Toolbar, ToolbarButton } from "../kit/Toolbar";
import { FieldLabel, fieldStyles } from "./fields";
import { UploadProgress } from "./FilePicker";
import { ALT_TEXT_HINT, ImageThumbnail, useImageUploader } from "./ImageField";

interface Props {
  label: string;
  /** The editor owns the content afterwards: remount it to load another post. */
  initialValue: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: ReactNode;
}

/** Under the toolbar: a link's URL, or the alt text of an uploaded image to insert at `at` or of the selected one. */
type Prompt =
  | { kind: "link" }
  | { kind: "insert"; src: string; width: number | null; height: number | null; at: number }
  | { kind: "edit"; src: string };

interface Tool {
  label: string;
  icon: LucideIcon;
  shortcut?: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  disabled?: (editor: Editor) => boolean;
}

type Chain = ReturnType<Editor["chain"]>;

const toggle = (
  label: string,
  icon: LucideIcon,
  command: (chain: Chain) => Chain,
  name: string,
  attributes?: Record<string, unknown>,
): Tool => ({ label, icon, run: (e) => command(e.chain().focus()).run(), active: (e) => e.isActive(name, attributes) });

const history = (label: string, icon: LucideIcon, shortcut: string, command: "undo" | "redo"): Tool => ({
  label,
  icon,
  shortcut,
  run: (e) => e.chain().focus()[command]().run(),
  disabled: (e) => !e.can()[command](),
});

const TOOLS: Tool[] = [
  { ...toggle("Bold", Bold, (c) => c.toggleBold(), "bold"), shortcut: "Control+B" },
  { ...toggle("Italic", Italic, (c) => c.toggleItalic(), "italic"), shortcut: "Control+I" },
  { ...toggle("Underline", Underline, (c) => c.toggleUnderline(), "underline"), shortcut: "Control+U" },
  toggle("Strikethrough", Strikethrough, (c) => c.toggleStrike(), "strike"),
  toggle("Inline code", Code, (c) => c.toggleCode(), "code"),
  toggle("Heading 2", Heading2, (c) => c.toggleHeading({ level: 2 }), "heading", { level: 2 }),
  toggle("Heading 3", Heading3, (c) => c.toggleHeading({ level: 3 }), "heading", { level: 3 }),
  toggle("Bulleted list", List, (c) => c.toggleBulletList(), "bulletList"),
  toggle("Numbered list", ListOrdered, (c) => c.toggleOrderedList(), "orderedList"),
  toggle("Quote", Quote, (c) => c.toggleBlockquote(), "blockquote"),
  toggle("Code block", SquareCode, (c) => c.toggleCodeBlock(), "codeBlock"),
  { label: "Horizontal rule", icon: Minus, run: (e) => e.chain().focus().setHorizontalRule().run() },
  history("Undo", Undo2, "Control+Z", "undo"),
  history("Redo", Redo2, "Control+Shift+Z", "redo"),
];

/** Images are inserted with their width and height, which reserve their space on the page. */
export function RichTextEditor({ label, initialValue, onChange, hint, error }: Props) {
  const id = useId();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  /** The prompt's field: the link's URL or the image's alt text. */
  const [text, setText] = useState("");
  const link = prompt?.kind === "link";
  const { inputRef, progress, uploading, problem, upload } = useImageUploader();
  /** The selection when the image picker was opened. */
  const pickedAt = useRef(0);

  // The options are handed to the editor again on each render: its attributes and handlers follow.
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialValue,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
    editorProps: {
      attributes: {
        id,
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        class: cn(
          fieldStyles,
          "mt-0 max-h-[70vh] min-h-64 max-w-none overflow-y-auto rounded-t-none border-t-0 leading-relaxed",
          "[&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold",
          "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6",
          "[&_blockquote]:border-accent [&_blockquote]:text-fg-muted [&_blockquote]:my-2 [&_blockquote]:border-l-2 [&_blockquote]:pl-4",
          "[&_code]:bg-glass-secondary [&_code]:rounded [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em]",
          "[&_pre]:bg-glass-secondary [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
          "[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_hr]:border-glass-border [&_hr]:my-4",
          "[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:outline-accent [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-offset-2",
          "[&_img:not([alt])]:outline-dashed [&_img:not([alt])]:outline-2 [&_img:not([alt])]:outline-red-500 [&_img[alt='']]:outline-dashed [&_img[alt='']]:outline-2 [&_img[alt='']]:outline-red-500",
        ),
      },
      handleKeyDown: (_view, event) => {
        if (event.altKey && event.key === "F10") {
          event.preventDefault();
          document.getElementById(`${id}-toolbar`)?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
          return true;
        }
        return false;
      },
      handlePaste: (view, event) => {
        const file = event.clipboardData?.files[0];
        if (!file) return false;
        event.preventDefault();
        addImage(file, view.state.selection.from);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const file = event.dataTransfer?.files[0];
        if (moved || !file) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
        addImage(file, at);
        return true;
      },
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            active: Object.fromEntries(TOOLS.map((tool) => [tool.label, tool.active?.(current) ?? false])),
            disabled: Object.fromEntries(TOOLS.map((tool) => [tool.label, tool.disabled?.(current) ?? false])),
            link: current.isActive("link"),
            image: current.isActive("image"),
          }
        : null,
  });

  const open = (next: Prompt, value: string) => {
    setText(value);
    setPrompt(next);
  };
  function addImage(file: File, at: number) {
    setPrompt(null);
    const size = imageFileSize(file);
    void upload([file], (src) => {
      void size.then((dimensions) =>
        open({ kind: "insert", src, width: dimensions?.width ?? null, height: dimensions?.height ?? null, at }, ""),
      );
    });
  }

  const pickImage = () => {
    if (!editor || uploading) return;
    pickedAt.current = editor.state.selection.from;
    inputRef.current?.click();
  };
  const editAlt = () => {
    if (!editor || !editor.isActive("image")) return;
    const { src, alt } = editor.getAttributes("image") as { src: string | null; alt: string | null };
    open({ kind: "edit", src: src ?? "" }, alt ?? "");
  };
  const openLink = () => {
    if (editor) open({ kind: "link" }, (editor.getAttributes("link").href as string | undefined) ?? "");
  };

  const apply = () => {
    if (!editor || !prompt) return;
    const value = text.trim();
    if (prompt.kind === "link") {
      const chain = editor.chain().focus().extendMarkRange("link");
      if (value) chain.setLink({ href: value }).run();
      else chain.unsetLink().run();
    } else {
      // The text takes the focus at once (the editor's own focus waits a frame): a key pressed right
      // after lands in the text, not on the page.
      editor.view.focus();
      if (prompt.kind === "insert") {
        const { src, width, height } = prompt;
        const image = { type: "image", attrs: { src, alt: value, width, height } };
        editor.chain().focus().insertContentAt(Math.min(prompt.at, editor.state.doc.content.size), image).run();
      } else {
        editor.chain().focus().updateAttributes("image", { alt: value }).run();
      }
    }
    setPrompt(null);
  };
  const applyLabel = {
    link: text.trim() ? "Apply link" : "Remove link",
    insert: "Insert image",
    edit: "Apply alt text",
  };
  const close = () => {
    if (!link) editor?.view.focus();
    setPrompt(null);
    editor?.commands.focus();
  };

  return (
    <div>
      <FieldLabel as="span" id={`${id}-label`} required>
        {label}
      </FieldLabel>
      <Toolbar
        id={`${id}-toolbar`}
        label="Formatting"
        aria-controls={id}
        onEscape={() => editor?.commands.focus()}
        className="border-glass-border bg-glass-secondary/60 mt-1.5 flex flex-wrap gap-0.5 rounded-t-xl border p-1"
      >
        {TOOLS.map((tool) => (
          <ToolbarButton
            key={tool.label}
            label={tool.label}
            title={tool.shortcut ? `${tool.label} (${tool.shortcut.replace("Control", "Ctrl")})` : tool.label}
            aria-keyshortcuts={tool.shortcut}
            pressed={tool.active ? (state?.active[tool.label] ?? false) : undefined}
            aria-disabled={state?.disabled[tool.label] || undefined}
            onClick={() => {
              if (editor && !state?.disabled[tool.label]) tool.run(editor);
            }}
          >
            <tool.icon aria-hidden="true" />
          </ToolbarButton>
        ))}
        <ToolbarButton label="Link" pressed={state?.link ?? false} aria-expanded={link} onClick={openLink}>
          <Link2 aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label="Image"
          title="Insert an image (or paste or drop one into the text)"
          aria-disabled={uploading || undefined}
          onClick={pickImage}
        >
          <ImagePlus aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label="Alt text"
          title="Alt text of the selected image"
          aria-disabled={!state?.image || undefined}
          aria-expanded={prompt?.kind === "edit"}
          onClick={editAlt}
        >
          <Captions aria-hidden="true" />
        </ToolbarButton>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) addImage(file, pickedAt.current);
          }}
        />
      </Toolbar>
      {(uploading || problem) && (
        <div className="border-glass-border bg-glass-secondary/60 border-x px-3 pb-3">
          {progress !== null && <UploadProgress fraction={progress} label="Uploading image" />}
          {problem && (
            <p role="alert" className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
        </div>
      )}
      {prompt && (
        // A fresh field, focused, when the prompt turns from a link to an image or back.
        <div
          key={link ? "link" : "image"}
          className={cn(
            "border-glass-border bg-glass-secondary/60 flex flex-wrap items-end border-x p-2",
            link ? "gap-2" : "gap-3",
          )}
        >
          {prompt.kind !== "link" && <ImageThumbnail src={prompt.src} className="w-24" />}
          <div className="min-w-48 flex-1">
            <label htmlFor={`${id}-${link ? "link" : "alt"}`} className="text-fg text-xs font-medium">
              {link ? "Link URL" : "Alt text"}
            </label>
            <input
              id={`${id}-${link ? "link" : "alt"}`}
              autoFocus
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter" && event.key !== "Escape") return;
                event.preventDefault();
                (event.key === "Enter" ? apply : close)();
              }}
              className={cn(fieldStyles, "mt-1 py-1.5")}
              {...(link
                ? { type: "url", inputMode: "url", placeholder: "https://" }
                : { maxLength: 500, "aria-describedby": `${id}-alt-hint` })}
            />
            {!link && (
              <p id={`${id}-alt-hint`} className="text-fg-muted mt-1 text-xs">
                {ALT_TEXT_HINT}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={apply}
            className={buttonStyles({ size: "sm", className: link ? undefined : "mb-6" })}
          >
            {applyLabel[prompt.kind]}
          </button>
          <button
            type="button"
            onClick={close}
            className={buttonStyles({ variant: "ghost", size: "sm", className: link ? undefined : "mb-6" })}
          >
            Cancel
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-fg-muted mt-1.5 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
