/**
 * A screen log's markup (spec section 3): the page region where something went wrong, rebuilt by a DOM walk from an
 * allow-list so nothing of the member travels with it. Dropped: scripts, styles, frames, media, hidden inputs and
 * anything marked private (data-private, the header's name and balance). Form fields keep their kind, never a value.
 * Attributes are allow-listed (links keep their path only: no query, no fragment). Texts lose e-mail addresses,
 * long numbers (TC Kimlik, phone, member and coupon numbers), money amounts and token-like strings. Pure: the same
 * element gives the same string; the page is never changed.
 */

const DROPPED_TAGS = new Set([
  'script', 'style', 'noscript', 'template', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base', 'canvas',
  'video', 'audio', 'source', 'track', 'svg', 'math', 'img', 'picture',
]);
/** Regions that hold who the member is. */
export const PRIVATE_SELECTORS = ['[data-private]', '.header-login__who', 'input[type="hidden"]', '[contenteditable]'];
const VOID_TAGS = new Set(['br', 'hr', 'input', 'wbr', 'col']);
const KEPT_ATTRIBUTES = new Set(['class', 'id', 'role', 'type', 'name', 'disabled', 'checked', 'colspan', 'rowspan', 'for', 'data-testid']);
const TEXT_ATTRIBUTES = new Set(['title', 'alt', 'placeholder', 'aria-label', 'aria-description']);
const FIELD_TAGS = new Set(['textarea', 'select']);

const REDACTIONS: readonly [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-posta]'],
  [/[A-Za-z0-9_+/=-]{24,}/g, '[anahtar]'],
  [/\d{1,3}(\.\d{3})*,\d{2}\s*(TL|₺)/g, '[tutar]'],
  [/(\+?\d[\d ()-]{5,}\d)/g, '[numara]'],
];

/** Removes personal data from a text: e-mail addresses, token-like strings, amounts and numbers of 7+ digits. */
export const redactText = (text: string): string =>
  REDACTIONS.reduce((t, [re, mask]) => t.replace(re, (m) => (mask === '[numara]' && m.replace(/\D/g, '').length < 7 ? m : mask)), text);

const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string): string => escapeText(s).replace(/"/g, '&quot;');

/** A link's path only (same-site relative or http(s)); anything else is dropped. */
const safeHref = (href: string): string | null => {
  try {
    const u = new URL(href, 'http://x.invalid');
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return redactText(u.pathname);
  } catch {
    return null;
  }
};

const isPrivate = (el: Element): boolean => PRIVATE_SELECTORS.some((s) => el.matches(s));

const attributesOf = (el: Element): string => {
  let out = '';
  for (const { name, value } of Array.from(el.attributes)) {
    let v: string | null = null;
    if (KEPT_ATTRIBUTES.has(name)) v = value;
    else if (TEXT_ATTRIBUTES.has(name) || (name.startsWith('aria-') && name !== 'aria-valuetext')) v = redactText(value);
    else if (name === 'href') v = safeHref(value);
    if (v !== null) out += ` ${name}="${escapeAttr(v)}"`;
  }
  return out;
};

interface Out {
  parts: string[];
  length: number;
  max: number;
}

const push = (o: Out, s: string): boolean => {
  if (o.length >= o.max) return false;
  o.parts.push(s);
  o.length += s.length;
  return o.length < o.max;
};

const walk = (node: Node, o: Out): boolean => {
  if (node.nodeType === 3) return push(o, escapeText(redactText(node.textContent ?? '')));
  if (node.nodeType !== 1) return true;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag) || isPrivate(el)) return true;
  if (!push(o, `<${tag}${attributesOf(el)}>`)) return false;
  if (VOID_TAGS.has(tag)) return true;
  // A text area's or a list's content is what the member typed or chose: only the element's kind is kept.
  if (!FIELD_TAGS.has(tag)) {
    for (const child of Array.from(el.childNodes)) if (!walk(child, o)) return false;
  }
  return push(o, `</${tag}>`);
};

/** The sanitised markup of `root`, at most `maxLength` characters (cut at the end). */
export const sanitizeRegion = (root: Element, maxLength: number): string => {
  const o: Out = { parts: [], length: 0, max: maxLength };
  walk(root, o);
  return o.parts.join('').slice(0, maxLength);
};
