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

/** Opens a share page in a new window (no script of the target is loaded into ours). */
export const openShareWindow = (url: string): void => {
  window.open(url, '_blank', 'noopener,noreferrer');
};
