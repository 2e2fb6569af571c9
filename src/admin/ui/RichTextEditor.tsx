import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
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
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../../components/ui/button-styles";
import { fieldStyles } from "./fields";

interface Props {
  label: string;
  /** The initial HTML; the editor owns the content afterwards (remount it to load another post). */
  initialValue: string;
  /** The HTML after each change; "" when the editor is empty. */
  onChange: (html: string) => void;
  hint?: string;
}

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
 */
export function RichTextEditor({ label, initialValue, onChange, hint }: Props) {
  const labelId = useId();
  const hintId = useId();
  const editorId = useId();
  const [focusIndex, setFocusIndex] = useState(0);
  const focusIndexRef = useRef(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState("");
  const toolRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
    focusIndexRef.current = focusIndex;
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
    ],
    content: initialValue,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? "" : current.getHTML()),
    editorProps: {
      attributes: {
        id: editorId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(hint ? { "aria-describedby": hintId } : {}),
        class: cn(
          fieldStyles,
          "mt-0 max-h-[70vh] min-h-64 max-w-none overflow-y-auto rounded-t-none border-t-0 leading-relaxed",
          "[&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold",
          "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6",
          "[&_blockquote]:border-accent [&_blockquote]:text-fg-muted [&_blockquote]:my-2 [&_blockquote]:border-l-2 [&_blockquote]:pl-4",
          "[&_code]:bg-glass-secondary [&_code]:rounded [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em]",
          "[&_pre]:bg-glass-secondary [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
          "[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_hr]:border-glass-border [&_hr]:my-4",
        ),
      },
      handleKeyDown: (_view, event) => {
        if (event.altKey && event.key === "F10") {
          event.preventDefault();
          toolRefs.current[focusIndexRef.current]?.focus();
          return true;
        }
        return false;
      },
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            active: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.active?.(current) ?? false])),
            disabled: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.disabled?.(current) ?? false])),
            link: current.isActive("link"),
          }
        : null,
  });

  const count = TOOLS.length + 1;
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: count - 1,
    };
    if (event.key === "Escape") {
      event.preventDefault();
      editor?.commands.focus();
      return;
    }
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + count) % count;
    setFocusIndex(next);
    toolRefs.current[next]?.focus();
  };

  const openLink = () => {
    if (!editor) return;
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
      <span id={labelId} className="text-fg text-sm font-medium">
        {label}
        <span aria-hidden="true" className="text-accent ml-0.5">
          *
        </span>
      </span>
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={editorId}
        onKeyDown={onToolbarKey}
        className="border-glass-border bg-glass-secondary/60 mt-1.5 flex flex-wrap gap-0.5 rounded-t-xl border p-1"
      >
        {TOOLS.map((tool, index) => {
          const Icon = tool.icon;
          const active = state?.active[tool.key] ?? false;
          return (
            <button
              key={tool.key}
              ref={(element) => {
                toolRefs.current[index] = element;
              }}
              type="button"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={tool.label}
              title={tool.shortcut ? `${tool.label} (${tool.shortcut.replace("Control", "Ctrl")})` : tool.label}
              aria-keyshortcuts={tool.shortcut}
              aria-pressed={tool.active ? active : undefined}
              aria-disabled={state?.disabled[tool.key] || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocusIndex(index)}
              onClick={() => {
                if (editor && !state?.disabled[tool.key]) tool.run(editor);
              }}
              className={cn(
                "text-fg hover:bg-glass grid size-8 place-items-center rounded-lg transition-colors aria-disabled:opacity-40 [&_svg]:size-4",
                active && "bg-accent/15 text-accent",
              )}
            >
              <Icon aria-hidden="true" />
            </button>
          );
        })}
        <button
          ref={(element) => {
            toolRefs.current[TOOLS.length] = element;
          }}
          type="button"
          tabIndex={focusIndex === TOOLS.length ? 0 : -1}
          aria-label="Link"
          title="Link"
          aria-pressed={state?.link ?? false}
          aria-expanded={linkOpen}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setFocusIndex(TOOLS.length)}
          onClick={openLink}
          className={cn(
            "text-fg hover:bg-glass grid size-8 place-items-center rounded-lg transition-colors [&_svg]:size-4",
            state?.link && "bg-accent/15 text-accent",
          )}
        >
          <Link2 aria-hidden="true" />
        </button>
      </div>
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
      {hint && (
        <p id={hintId} className="text-fg-muted mt-1.5 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
