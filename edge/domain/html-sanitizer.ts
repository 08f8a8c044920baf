/**
 * Every HTML that ops write (notices, tutorial steps, content blocks) passes here before it is stored: an
 * allow-list of formatting tags and attributes (sanitize-html), so no script, no event handler, no style and no
 * javascript:/data: URL survives. Links that open a new window get rel="noopener noreferrer".
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'div', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'img', 'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'title'], img: ['src', 'alt', 'width', 'height'], '*': ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};
// rel is added by the transform above; it must also pass the attribute filter that runs after it.
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ['href', 'target', 'title', 'rel'] };

export const sanitizeOpsHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
