/**
 * Drawings (PDF project files, `isDrawing` in src/lib/models.ts): their links and what the viewer
 * says. Small on purpose: the resources list imports it, and the viewer itself (with
 * pdf.js) loads only when a visitor opens a drawing.
 */

/**
 * The address's hash (without '#') of a drawing's sheet (1 for the first): each sheet has a link
 * of its own, which opens the page's drawing viewer at that sheet.
 */
export function drawingSheetHash(fileId: string, sheet: number): string {
  return `drawing=${encodeURIComponent(fileId)}&sheet=${sheet}`;
}

/** The drawing and sheet a hash names, or null; a sheet that cannot be read is the first. */
export function parseDrawingHash(hash: string): { fileId: string; sheet: number } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const fileId = params.get("drawing");
  if (!fileId) return null;
  const sheet = params.get("sheet") ?? "";
  return { fileId, sheet: /^[1-9]\d{0,2}$/.test(sheet) ? Number(sheet) : 1 };
}

/** What the drawing viewer says. */
export const DRAWING_VIEWER_MESSAGES = {
  loading: "Loading drawing…",
  failed: "This drawing could not be shown.",
  unreachable: "The file could not be fetched.",
  help: "Drag or scroll to pan, Ctrl + scroll or pinch to zoom. With the sheet focused: + and − zoom, 0 fits to width, arrow keys pan, Page Up and Page Down change sheets.",
} as const;
