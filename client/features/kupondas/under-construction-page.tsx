/**
 * /kupondas/underconstruction: where a standby answer of the sharing server sends the member (spec section 8). Says
 * what happens, that Hesabım/Kuponlarım still shares, and offers to try again.
 */
import { Construction, RotateCw, Ticket } from 'lucide-react';
import { KUPONDAS_TEXTS as T } from '@shared/constants/kupondas-texts';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { ROUTES } from '@shared/constants/routes';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import './kupondas.css';

export function UnderConstructionPage() {
  useDocumentTitle(PAGE_TITLES.kupondasUnderConstruction);
  return (
    <section className="kd-under" aria-labelledby="kd-under-title">
      <Logo variant="kupondas" tone="on-light" height={32} />
      <span className="kd-under__art" aria-hidden="true">
        <Construction />
      </span>
      <h1 id="kd-under-title" className="kd-under__title">
        {T.underTitle}
      </h1>
      <p className="kd-under__text">{T.underText}</p>
      <p className="kd-under__hint">{T.underHint}</p>
      <div className="kd-under__actions">
        <Button variant="primary" iconStart={<Ticket />} to={ROUTES.myCoupons}>
          {T.underMyCoupons}
        </Button>
        <Button variant="secondary" iconStart={<RotateCw />} to={ROUTES.kupondas}>
          {T.underRetry}
        </Button>
        <Button variant="ghost" to={ROUTES.program}>
          {T.underProgram}
        </Button>
      </div>
    </section>
  );
}
