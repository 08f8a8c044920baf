/**
 * Domain suggestions of spec section 5: once text after the @ is typed and is not itself a known domain, the address
 * completed with each known host whose name begins with the typed text. Suggestions only; the field is never changed
 * unless the member picks one.
 */
export const SUGGESTED_EMAIL_HOSTS = ['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com'] as const;

export const emailSuggestions = (typed: string): string[] => {
  const v = typed.trim();
  const at = v.indexOf('@');
  if (at <= 0 || at !== v.lastIndexOf('@')) return [];
  const local = v.slice(0, at);
  const domain = v.slice(at + 1).toLowerCase();
  if (domain === '' || (SUGGESTED_EMAIL_HOSTS as readonly string[]).includes(domain)) return [];
  return SUGGESTED_EMAIL_HOSTS.filter((h) => h.startsWith(domain)).map((h) => `${local}@${h}`);
};
