/**
 * The Turkish not-found page: the search drawing, what is missing and links to the program and the home page. The
 * edge answers such paths with 404 (shared/constants/page-paths.ts); pages that miss one thing (a sport, a coupon)
 * pass their own title and message.
 */
import { ROUTES } from '@shared/constants/routes';
import { PAGE_TITLE_OF } from '@shared/constants/page-titles';
import { NOT_FOUND_TEXTS as T } from '@shared/constants/not-found-texts';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';
import { useDocumentTitle } from './ui/use-document-title';
import './not-found.css';

export function NotFound({ title, message = T.text }: { title?: string; message?: string }) {
  useDocumentTitle(title ?? PAGE_TITLE_OF.notFound);
  return (
    <section className="not-found">
      <EmptyState
        headingLevel={1}
        illustration="search"
        title={title ?? T.heading}
        text={message}
        action={
          <div className="not-found__actions">
            <Button variant="primary" to={ROUTES.program}>
              {T.toProgram}
            </Button>
            <Button variant="ghost" to={ROUTES.home}>
              {T.toHome}
            </Button>
          </div>
        }
      />
    </section>
  );
}
