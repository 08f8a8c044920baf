/** A small link to a help page ('MBS nedir?', 'Sistem kupon nasıl oynanır?') beside the rule it explains. */
import { CircleHelp } from './ui/sprite-icons';
import { Link } from 'react-router';
import { HELP_LINK_TEXTS, type HelpRoute } from '@shared/constants/help-content';
import { ROUTES } from '@shared/constants/routes';
import './help-link.css';

export function HelpLink({ route }: { route: HelpRoute }) {
  return (
    <Link className="help-link" to={ROUTES[route]}>
      <CircleHelp aria-hidden="true" />
      {HELP_LINK_TEXTS[route]}
    </Link>
  );
}
