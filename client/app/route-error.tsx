/** Error boundary of the routes: a Turkish message instead of a blank page. */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { NotFound } from '../components/not-found';

const NOT_FOUND_STATUS = 404;

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === NOT_FOUND_STATUS) return <NotFound />;
  return (
    <section className="card notice-page" role="alert">
      <h1>Bir hata oluştu</h1>
      <p>Sayfa gösterilirken beklenmeyen bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyiniz.</p>
      <Link className="button button--primary" to={ROUTES.program} reloadDocument>
        Bültene dön
      </Link>
    </section>
  );
}
