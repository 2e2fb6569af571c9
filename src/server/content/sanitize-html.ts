import sanitizeHtml from "sanitize-html";

/**
 * Server only. The one HTML policy for blog post content: the public pages and the RSS feed
 * sanitise at build (the database is never trusted), and the admin sanitises again on save.
 *
 * Allowed: an article subset (paragraphs, h2–h4, lists, emphasis, underline, code, quotes, links,
 * images, figures, tables, rules, line breaks). Never: scripts, styles, event handlers, frames, forms,
 * SVG/MathML, or URLs outside http(s)/mailto/relative links and http(s)/site-relative images.
 */

const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "sub",
  "sup",
  "code",
  "pre",
  "blockquote",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "hr",
  "br",
];

/** Elements whose text is dropped with them (the library's defaults plus embedded documents). */
const NON_TEXT_TAGS = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "template",
  "svg",
  "math",
  "iframe",
  "object",
  "embed",
  "noembed",
  "noframes",
  "xmp",
  "title",
  "head",
  "select",
  "button",
];

const ABSOLUTE_HTTP = /^https?:\/\//i;
/** "/path" but not the protocol-relative "//host". */
const SITE_RELATIVE = /^\/(?![/\\])/;

/** An image's width or height: a whole number of pixels, 1 to 99999 (anything else is dropped). */
const DIMENSION = /^[1-9]\d{0,4}$/;

/** Removes control characters and whitespace browsers ignore inside URLs ("java\tscript:"). */
function normaliseUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, "");
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  nonTextTags: NON_TEXT_TAGS,
  disallowedTagsMode: "discard",
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    ol: ["start", "reversed"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    code: ["class"],
    pre: ["class"],
  },
  // Syntax-highlighting hints only; no other class can restyle the page.
  allowedClasses: { code: ["language-*"], pre: ["language-*"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedStyles: {},
  transformTags: {
    // The page's title is the only h1; deeper levels collapse onto the allowed range.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      const href = rest.href === undefined ? undefined : normaliseUrl(rest.href);
      if (href !== undefined && ABSOLUTE_HTTP.test(href)) {
        return { tagName, attribs: { ...rest, rel: "noopener noreferrer" } };
      }
      return { tagName, attribs: rest };
    },
    // Every image loads lazily; its width and height (which reserve its space) must be numbers.
    img: (tagName, attribs) => {
      const src = attribs.src === undefined ? "" : normaliseUrl(attribs.src);
      const { src: _src, width, height, ...rest } = attribs;
      const safe = ABSOLUTE_HTTP.test(src) || SITE_RELATIVE.test(src);
      return {
        tagName,
        attribs: {
          ...(safe ? { src } : {}),
          ...rest,
          ...(width !== undefined && DIMENSION.test(width.trim()) ? { width: width.trim() } : {}),
          ...(height !== undefined && DIMENSION.test(height.trim()) ? { height: height.trim() } : {}),
          alt: rest.alt ?? "",
          loading: "lazy",
          decoding: "async",
        },
      };
    },
  },
  // An image whose source was refused is removed rather than left as a broken box.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Sanitises a blog post's HTML (see the module comment for the policy). */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
