/** Copies text with the async clipboard API; false when the browser refuses or has none (then the caller shows it). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens a share page in a new window and answers whether it opened. It opens without `noopener` (with it,
 * window.open always answers null and a blocked window cannot be told apart), then drops `opener` at once, so the
 * target still gets no handle on our page. False: the browser blocked it (the caller shows the pop-up help).
 */
export const openShareWindow = (url: string): boolean => {
  const opened = window.open(url, '_blank');
  if (!opened || opened.closed) return false;
  opened.opener = null;
  return true;
};
