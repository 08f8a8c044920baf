import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PAGE_TITLE_OF, PAGE_TITLES } from '@shared/constants/page-titles';
import { ROUTES } from '@shared/constants/routes';
import { useDocumentTitle } from './use-document-title';

function Page({ title }: { title: string | undefined }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it("sets '<title> - iddaa', and 'iddaa' while the title is unknown", () => {
    const { rerender } = render(<Page title={PAGE_TITLE_OF.sport('Futbol')} />);
    expect(document.title).toBe('Futbol Bülteni - iddaa');
    rerender(<Page title={PAGE_TITLES.myCoupons} />);
    expect(document.title).toBe('Kuponlarım - iddaa');
    rerender(<Page title={undefined} />);
    expect(document.title).toBe('iddaa');
  });

  it('has a Turkish title for every route of the route table', () => {
    const untitled = Object.keys(ROUTES).filter((k) => !PAGE_TITLES[k as keyof typeof ROUTES]?.trim());
    expect(untitled).toEqual([]);
  });
});
