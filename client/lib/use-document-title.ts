import { useEffect } from 'react';
import { SITE_NAME } from '@shared/constants/texts';

/** Sets the tab title to "<title> | iddaa Kupondaş". */
export const useDocumentTitle = (title: string | undefined): void => {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
};
