/**
 * /kampanya/:id: a campaign and its "Katıl" button. A visitor who presses it gets the campaign login form (the
 * one login form, origin 'campaign'); after the login the participation goes on by itself.
 */
import { useParams } from 'react-router';
import { CAMPAIGN_TEXTS, findCampaign } from '@shared/constants/campaigns';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormPage } from '../../components/form-page';
import { LoginFormView } from '../../components/login-form';
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
  const showLogin = participation.status === 'loginNeeded' && status !== 'member';
  return (
    <FormPage title={campaign.title} intro={campaign.description}>
      {joined ? null : (
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
          <LoginFormView {...login} />
        </div>
      ) : null}
    </FormPage>
  );
}
