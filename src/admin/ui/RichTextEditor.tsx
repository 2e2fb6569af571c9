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
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../../components/ui/button-styles";
import { IMAGE_ACCEPT } from "../../lib/validation/admin-forms";
import { imageFileSize } from "../data/upload";
import { Toolbar, ToolbarButton } from "../kit/Toolbar";
import { FieldLabel, fieldStyles } from "./fields";
import { ALT_TEXT_HINT, ImageThumbnail, UploadState, useImageUploader } from "./ImageField";

interface Props {
  label: string;
  /** The initial HTML; the editor owns the content afterwards (remount it to load another post). */
  initialValue: string;
  /** The HTML after each change; "" when the editor is empty. */
  onChange: (html: string) => void;
  hint?: string;
  /** What is wrong with the content now (an image without alt text in a published post), or null. */
  error?: ReactNode;
}

/**
 * The image the alt text panel is about: an uploaded one waiting to be inserted at `at` (a
 * position in the document), or the image selected in the text.
 */
type ImageStep =
  | { kind: "insert"; src: string; width: number | null; height: number | null; at: number }
  | { kind: "edit"; src: string };

interface Tool {
  key: string;
  label: string;
  icon: LucideIcon;
  /** Keyboard shortcut, told to screen readers (aria-keyshortcuts) and shown in the tooltip. */
  shortcut?: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  disabled?: (editor: Editor) => boolean;
}

type Chain = ReturnType<Editor["chain"]>;

/** A tool that turns a mark or block on and off: pressed while the selection has it. */
function toggle(
  tool: Omit<Tool, "run" | "active">,
  command: (chain: Chain) => Chain,
  name: string,
  attributes?: Record<string, unknown>,
): Tool {
  return { ...tool, run: (e) => command(e.chain().focus()).run(), active: (e) => e.isActive(name, attributes) };
}

const TOOLS: Tool[] = [
  toggle({ key: "bold", label: "Bold", icon: Bold, shortcut: "Control+B" }, (c) => c.toggleBold(), "bold"),
  toggle({ key: "italic", label: "Italic", icon: Italic, shortcut: "Control+I" }, (c) => c.toggleItalic(), "italic"),
  toggle(
    { key: "underline", label: "Underline", icon: Underline, shortcut: "Control+U" },
    (c) => c.toggleUnderline(),
    "underline",
  ),
  toggle({ key: "strike", label: "Strikethrough", icon: Strikethrough }, (c) => c.toggleStrike(), "strike"),
  toggle({ key: "code", label: "Inline code", icon: Code }, (c) => c.toggleCode(), "code"),
  toggle({ key: "h2", label: "Heading 2", icon: Heading2 }, (c) => c.toggleHeading({ level: 2 }), "heading", {
    level: 2,
  }),
  toggle({ key: "h3", label: "Heading 3", icon: Heading3 }, (c) => c.toggleHeading({ level: 3 }), "heading", {
    level: 3,
  }),
  toggle({ key: "bullet", label: "Bulleted list", icon: List }, (c) => c.toggleBulletList(), "bulletList"),
  toggle({ key: "ordered", label: "Numbered list", icon: ListOrdered }, (c) => c.toggleOrderedList(), "orderedList"),
  toggle({ key: "quote", label: "Quote", icon: Quote }, (c) => c.toggleBlockquote(), "blockquote"),
  toggle({ key: "codeblock", label: "Code block", icon: SquareCode }, (c) => c.toggleCodeBlock(), "codeBlock"),
  { key: "rule", label: "Horizontal rule", icon: Minus, run: (e) => e.chain().focus().setHorizontalRule().run() },
  {
    key: "undo",
    label: "Undo",
    icon: Undo2,
    shortcut: "Control+Z",
    run: (e) => e.chain().focus().undo().run(),
    disabled: (e) => !e.can().undo(),
  },
  {
    key: "redo",
    label: "Redo",
    icon: Redo2,
    shortcut: "Control+Shift+Z",
    run: (e) => e.chain().focus().redo().run(),
    disabled: (e) => !e.can().redo(),
  },
];

/**
 * The blog post's content editor (TipTap, producing HTML that the server sanitises on save). The
 * toolbar is one tab stop (arrow keys move along it, as a WAI-ARIA toolbar); Alt+F10 in the text
 * jumps to it and Escape in the toolbar returns to the text.
 *
 * Images: the toolbar's 'Image' opens a file picker, and an image file pasted or dropped
 * into the text does the same; the file is uploaded (progress shown), then its alt text is asked
 * for and the image inserted where it was chosen, pasted or dropped, with its width and height
 * (which reserve its space on the page). 'Alt text' changes the selected image's alt text.
 * Images without alt text are outlined: a published post may have none.
 */
export function RichTextEditor({ label, initialValue, onChange, hint, error }: Props) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const editorId = useId();
  const toolbarId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState("");
  const [imageStep, setImageStep] = useState<ImageStep | null>(null);
  const [altText, setAltText] = useState("");
  const { inputRef, progress, problem, upload } = useImageUploader();
  const uploading = progress !== null;
  /** Where the image chosen with the toolbar's file picker goes: the selection when it was opened. */
  const pickedAt = useRef(0);
  const onChangeRef = useRef(onChange);
  const addImageRef = useRef<(file: File, at: number) => void>(() => {});
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialValue,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? "" : current.getHTML()),
    editorProps: {
      attributes: {
        id: editorId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
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
          document.getElementById(toolbarId)?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
          return true;
        }
        return false;
      },
      // A pasted or dropped file is uploaded as an image (or refused); anything else pastes as usual.
      handlePaste: (view, event) => {
        const file = event.clipboardData?.files[0];
        if (!file) return false;
        event.preventDefault();
        addImageRef.current(file, view.state.selection.from);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const file = event.dataTransfer?.files[0];
        if (moved || !file) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
        addImageRef.current(file, at);
        return true;
      },
    },
  });

  // The field's description and state follow the error (the editor's attributes were set once).
  useEffect(() => {
    if (!editor) return;
    const element = editor.view.dom;
    if (describedBy) element.setAttribute("aria-describedby", describedBy);
    else element.removeAttribute("aria-describedby");
    if (error) element.setAttribute("aria-invalid", "true");
    else element.removeAttribute("aria-invalid");
  }, [editor, describedBy, error]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            active: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.active?.(current) ?? false])),
            disabled: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.disabled?.(current) ?? false])),
            link: current.isActive("link"),
            image: current.isActive("image"),
          }
        : null,
  });

  /** Uploads an image file (with its size, read meanwhile), then asks for its alt text. */
  useEffect(() => {
    addImageRef.current = (file, at) => {
      setLinkOpen(false);
      setImageStep(null);
      const size = imageFileSize(file);
      void upload([file], (src) => {
        void size.then((dimensions) => {
          setAltText("");
          setImageStep({
            kind: "insert",
            src,
            width: dimensions?.width ?? null,
            height: dimensions?.height ?? null,
            at,
          });
        });
      });
    };
  });

  const pickImage = () => {
    if (!editor || uploading) return;
    pickedAt.current = editor.state.selection.from;
    inputRef.current?.click();
  };
  const editAlt = () => {
    if (!editor || !editor.isActive("image")) return;
    setLinkOpen(false);
    setAltText((editor.getAttributes("image").alt as string | null) ?? "");
    setImageStep({ kind: "edit", src: (editor.getAttributes("image").src as string | null) ?? "" });
  };
  const applyAlt = () => {
    if (!editor || !imageStep) return;
    const alt = altText.trim();
    // The text takes the focus at once (the editor's own focus waits a frame): a key pressed right
    // after lands in the text, not on the page.
    editor.view.focus();
    if (imageStep.kind === "insert") {
      const { src, width, height } = imageStep;
      const at = Math.min(imageStep.at, editor.state.doc.content.size);
      editor.chain().focus().insertContentAt(at, { type: "image", attrs: { src, alt, width, height } }).run();
    } else {
      editor.chain().focus().updateAttributes("image", { alt }).run();
    }
    setImageStep(null);
  };
  const closeAlt = () => {
    editor?.view.focus();
    setImageStep(null);
    editor?.commands.focus();
  };

  const openLink = () => {
    if (!editor) return;
    setImageStep(null);
    setLinkUrl((editor.getAttributes("link").href as string | undefined) ?? "");
    setLinkOpen(true);
  };
  const applyLink = () => {
    if (!editor) return;
    const url = linkUrl.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
    setLinkOpen(false);
  };
  const closeLink = () => {
    setLinkOpen(false);
    editor?.commands.focus();
  };

  return (
    <div>
      <FieldLabel as="span" id={labelId} required>
        {label}
      </FieldLabel>
      <Toolbar
        id={toolbarId}
        label="Formatting"
        aria-controls={editorId}
        onEscape={() => editor?.commands.focus()}
        className="border-glass-border bg-glass-secondary/60 mt-1.5 flex flex-wrap gap-0.5 rounded-t-xl border p-1"
      >
        {TOOLS.map((tool) => (
          <ToolbarButton
            key={tool.key}
            label={tool.label}
            title={tool.shortcut ? `${tool.label} (${tool.shortcut.replace("Control", "Ctrl")})` : tool.label}
            aria-keyshortcuts={tool.shortcut}
            pressed={tool.active ? (state?.active[tool.key] ?? false) : undefined}
            aria-disabled={state?.disabled[tool.key] || undefined}
            onClick={() => {
              if (editor && !state?.disabled[tool.key]) tool.run(editor);
            }}
          >
            <tool.icon aria-hidden="true" />
          </ToolbarButton>
        ))}
        <ToolbarButton label="Link" pressed={state?.link ?? false} aria-expanded={linkOpen} onClick={openLink}>
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
          aria-expanded={imageStep?.kind === "edit"}
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
            if (file) addImageRef.current(file, pickedAt.current);
          }}
        />
      </Toolbar>
      {(uploading || problem) && (
        <div className="border-glass-border bg-glass-secondary/60 border-x px-3 pb-3">
          <UploadState progress={progress} problem={problem} />
        </div>
      )}
      {imageStep && (
        <div className="border-glass-border bg-glass-secondary/60 flex flex-wrap items-end gap-3 border-x p-2">
          <ImageThumbnail src={imageStep.src} className="w-24" />
          <div className="min-w-48 flex-1">
            <label htmlFor={`${editorId}-alt`} className="text-fg text-xs font-medium">
              Alt text
            </label>
            <input
              id={`${editorId}-alt`}
              autoFocus
              value={altText}
              maxLength={500}
              aria-describedby={`${editorId}-alt-hint`}
              onChange={(event) => setAltText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  applyAlt();
                } else if (event.key === "Escape") {
                  event.preventDefault();
                  closeAlt();
                }
              }}
              className={cn(fieldStyles, "mt-1 py-1.5")}
            />
            <p id={`${editorId}-alt-hint`} className="text-fg-muted mt-1 text-xs">
              {ALT_TEXT_HINT}
            </p>
          </div>
          <button type="button" onClick={applyAlt} className={buttonStyles({ size: "sm", className: "mb-6" })}>
            {imageStep.kind === "insert" ? "Insert image" : "Apply alt text"}
          </button>
          <button
            type="button"
            onClick={closeAlt}
            className={buttonStyles({ variant: "ghost", size: "sm", className: "mb-6" })}
          >
            Cancel
          </button>
        </div>
      )}
      {linkOpen && (
        <div className="border-glass-border bg-glass-secondary/60 flex flex-wrap items-end gap-2 border-x p-2">
          <div className="min-w-48 flex-1">
            <label htmlFor={`${editorId}-link`} className="text-fg text-xs font-medium">
              Link URL
            </label>
            <input
              id={`${editorId}-link`}
              type="url"
              inputMode="url"
              autoFocus
              value={linkUrl}
              placeholder="https://"
              onChange={(event) => setLinkUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === "Escape") {
                  event.preventDefault();
                  closeLink();
                }
              }}
              className={cn(fieldStyles, "mt-1 py-1.5")}
            />
          </div>
          <button type="button" onClick={applyLink} className={buttonStyles({ size: "sm" })}>
            {linkUrl.trim() ? "Apply link" : "Remove link"}
          </button>
          <button type="button" onClick={closeLink} className={buttonStyles({ variant: "ghost", size: "sm" })}>
            Cancel
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-fg-muted mt-1.5 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
