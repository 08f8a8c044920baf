/**
 * Sets the browser tab's title to '<title> - iddaa' while the page is shown (texts in
 * shared/constants/page-titles.ts); undefined (still loading) leaves 'iddaa'.
 */
import { useEffect } from 'react';
import { documentTitle } from '@shared/constants/page-titles';

export const useDocumentTitle = (title: string | undefined): void => {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
};
