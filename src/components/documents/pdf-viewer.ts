/**
 * The fallback document-viewer URL (isomorphic): the configured template with `{url}` replaced
 * by the URL-encoded ABSOLUTE file URL (a viewer service cannot fetch a site-relative path).
 * Null when no template is configured, so the preview degrades straight to a download link.
 */
export function pdfViewerUrl(template: string | null | undefined, absoluteFileUrl: string): string | null {
  if (!template || !template.includes("{url}")) return null;
  return template.replaceAll("{url}", encodeURIComponent(absoluteFileUrl));
}
