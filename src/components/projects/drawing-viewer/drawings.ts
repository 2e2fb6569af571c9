/**
 * Drawings: which project files the site shows in its drawing viewer (PDF files), and what the
 * viewer says. Small on purpose: the resources list imports it, and the viewer itself (with
 * pdf.js) loads only when a visitor opens a drawing.
 */

/** True when the drawing viewer can show the file: a PDF, by its name. */
export function isDrawing(fileName: string): boolean {
  return /\.pdf$/i.test(fileName.trim());
}

/** What the drawing viewer says. */
export const DRAWING_VIEWER_MESSAGES = {
  loading: "Loading drawing…",
  failed: "This drawing could not be shown.",
  unreachable: "The file could not be fetched.",
  help: "Drag or scroll to pan, Ctrl + scroll or pinch to zoom. With the sheet focused: + and − zoom, 0 fits to width, arrow keys pan, Page Up and Page Down change sheets.",
} as const;
