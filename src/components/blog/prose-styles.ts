/**
 * Article typography for sanitised post HTML, from theme tokens only (so every palette and mode
 * works). Plain class list, not `cn()`: tailwind-merge would fold the element variants together.
 */
export const PROSE_CLASSES = [
  "text-fg text-base leading-7 break-words sm:text-[1.0625rem] sm:leading-8",
  "[&>*+*]:mt-5 [&>:first-child]:mt-0",
  // Headings
  "[&_h2]:text-fg [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight",
  "[&_h3]:text-fg [&_h3]:mt-10 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold",
  "[&_h4]:text-fg [&_h4]:mt-8 [&_h4]:text-lg [&_h4]:font-semibold",
  "[&_h2+*]:mt-4 [&_h3+*]:mt-3 [&_h4+*]:mt-2",
  // Lists
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1",
  "[&_li::marker]:text-accent [&_ol>li::marker]:font-semibold",
  // Inline
  "[&_strong]:text-fg [&_strong]:font-semibold [&_b]:font-semibold",
  "[&_a]:text-accent [&_a]:decoration-accent/40 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4",
  "[&_a:hover]:decoration-accent [&_a:hover]:decoration-2",
  "[&_code]:bg-glass-secondary [&_code]:border-glass-border [&_code]:text-fg [&_code]:rounded-md [&_code]:border",
  "[&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]",
  // Code blocks
  "[&_pre]:bg-canvas-secondary [&_pre]:border-glass-border [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:border",
  "[&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6",
  "[&_pre_code]:border-0 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-[inherit]",
  // Quotes and rules
  "[&_blockquote]:border-accent [&_blockquote]:bg-accent/8 [&_blockquote]:text-fg [&_blockquote]:rounded-r-xl",
  "[&_blockquote]:border-l-4 [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:text-lg [&_blockquote]:italic",
  "[&_hr]:border-glass-border [&_hr]:my-10",
  // Media
  "[&_img]:border-glass-border [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_img]:border",
  "[&_figcaption]:text-fg-muted [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm",
  // Tables scroll sideways on narrow screens instead of widening the page
  "[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm",
  "[&_caption]:text-fg-muted [&_caption]:mb-2 [&_caption]:text-left [&_caption]:text-sm",
  "[&_th]:border-glass-border [&_th]:border-b-2 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold",
  "[&_td]:border-glass-border [&_td]:border-b [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
].join(" ");
