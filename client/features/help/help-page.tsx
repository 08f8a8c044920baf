/**
 * A help page (MBS, system coupons, the iddaa rules): its texts from shared/constants/help-*.ts drawn as headings,
 * paragraphs, lists and small tables, with links to the other help pages at the foot.
 */
import { useLocation } from 'react-router';
import { HELP_LINK_TEXTS, HELP_ROUTES, HELP_TEXTS, type HelpBlock, type HelpRoute } from '@shared/constants/help-content';
import { HELP_PAGES } from '@shared/constants/help-pages';
import { ROUTES } from '@shared/constants/routes';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { NotFound } from '../../components/not-found';
import { Card } from '../../components/ui/card';
import { Link } from '../../components/ui/link';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import './help.css';

const routeOf = (pathname: string): HelpRoute | undefined =>
  HELP_ROUTES.find((r) => ROUTES[r].toLowerCase() === pathname.replace(/\/+$/, '').toLowerCase());

function Block({ block }: { block: HelpBlock }) {
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  if (block.kind === 'list') {
    return (
      <ul>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <div className="help-page__table">
      <table>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HelpArticle({ route }: { route: HelpRoute }) {
  useDocumentTitle(PAGE_TITLES[route]);
  const page = HELP_PAGES[route];
  return (
    <article className="help-page" aria-labelledby="help-title">
      <Card padding="lg">
        <h1 id="help-title" className="help-page__title">
          {page.title}
        </h1>
        <p className="help-page__intro">{page.intro}</p>
        {page.sections.map((section) => (
          <section key={section.heading} className="help-page__section">
            <h2>{section.heading}</h2>
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </section>
        ))}
      </Card>
      <nav className="help-page__more" aria-label={HELP_TEXTS.otherPages}>
        <h2>{HELP_TEXTS.otherPages}</h2>
        <ul>
          {HELP_ROUTES.filter((r) => r !== route).map((r) => (
            <li key={r}>
              <Link to={ROUTES[r]}>{HELP_LINK_TEXTS[r]}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

export function HelpPage() {
  const route = routeOf(useLocation().pathname);
  return route ? <HelpArticle key={route} route={route} /> : <NotFound />;
}
