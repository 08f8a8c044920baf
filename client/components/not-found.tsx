/** The Turkish not-found page body. */
import { Link } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFound({ title = 'Sayfa bulunamadı', message = 'Aradığınız sayfa bulunamadı ya da taşınmış olabilir.' }: { title?: string; message?: string }) {
  useDocumentTitle(title);
  return (
    <section className="card notice-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title}</h1>
      <p>{message}</p>
      <Link className="button button--primary" to={ROUTES.program}>
        Bültene dön
      </Link>
    </section>
  );
}
