/**
 * /kampanya/:id: a campaign and its "Katıl" button for members. A visitor gets, instead of a button that could
 * only ask for a login, the campaign login form (the one login form, origin 'campaign') with 'Üye Ol' beside it:
 * the login asks for the participation first (kept as the pending action), so it goes on by itself once logged in.
 */
import { useParams } from 'react-router';
import { CAMPAIGN_TEXTS, findCampaign } from '@shared/constants/campaigns';
import { ROUTES } from '@shared/constants/routes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormPage } from '../../components/form-page';
import { LoginFormView, type LoginSubmission } from '../../components/login-form';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useLoginForm } from '../auth/auth.hooks';
import { selectAuthStatus } from '../auth/auth.slice';
import { campaignActions, selectParticipation } from './campaign.slice';
import './campaign-page.css';

export function CampaignPage() {
  const { id: raw } = useParams();
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  const campaign = Number.isFinite(id) ? findCampaign(id) : undefined;
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const participation = useAppSelector((s) => selectParticipation(s, id));
  const login = useLoginForm('campaign');
  useDocumentTitle(campaign?.title ?? CAMPAIGN_TEXTS.notFound);

  if (!campaign) return <FormPage title={CAMPAIGN_TEXTS.notFound} />;
  const joined = participation.status === 'joined';
  const member = status === 'member';
  const showLogin = status === 'visitor' || (participation.status === 'loginNeeded' && !member);
  const logInAndJoin = (submission: LoginSubmission) => {
    dispatch(campaignActions.participateRequested({ id }));
    login.onSubmit(submission);
  };
  return (
    <FormPage title={campaign.title} intro={campaign.description} busy={status === 'unknown'}>
      {joined || !member ? null : (
        <Button
          variant="primary"
          size="lg"
          fullWidth
          loading={participation.status === 'sending'}
          onClick={() => dispatch(campaignActions.participateRequested({ id }))}
        >
          {CAMPAIGN_TEXTS.join}
        </Button>
      )}
      {participation.message ? (
        <p role="status" className={participation.status === 'failed' ? 'form-page__alert' : 'form-page__done'}>
          {participation.message}
        </p>
      ) : null}
      {showLogin ? (
        <div className="campaign-page__login" role="region" aria-label={CAMPAIGN_TEXTS.loginArea}>
          <p className="form-page__hint">{CAMPAIGN_TEXTS.loginToJoin}</p>
          <LoginFormView {...login} onSubmit={logInAndJoin} />
          <p className="campaign-page__signup">
            <span>{CAMPAIGN_TEXTS.notMember}</span>
            <Button variant="secondary" to={ROUTES.signUp}>
              {CAMPAIGN_TEXTS.signUp}
            </Button>
          </p>
        </div>
      ) : null}
    </FormPage>
  );
}
