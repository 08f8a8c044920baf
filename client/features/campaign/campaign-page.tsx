/**
 * /kampanya/:id: a campaign and its "Katıl" button. A visitor who presses it gets the campaign login form (the
 * one login form, origin 'campaign'); after the login the participation goes on by itself.
 */
import { useParams } from 'react-router';
import { CAMPAIGN_TEXTS, findCampaign } from '@shared/constants/campaigns';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../lib/use-document-title';
import { selectAuthStatus } from '../auth/auth.slice';
import { LoginForm } from '../auth/login-form';
import { campaignActions, selectParticipation } from './campaign.slice';
import './campaign-page.css';

export function CampaignPage() {
  const { id: raw } = useParams();
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  const campaign = Number.isFinite(id) ? findCampaign(id) : undefined;
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const participation = useAppSelector((s) => selectParticipation(s, id));
  useDocumentTitle(campaign?.title ?? CAMPAIGN_TEXTS.notFound);

  if (!campaign) {
    return (
      <section className="campaign-page">
        <h1 className="campaign-page__title">{CAMPAIGN_TEXTS.notFound}</h1>
      </section>
    );
  }
  const joined = participation.status === 'joined';
  const showLogin = participation.status === 'loginNeeded' && status !== 'member';
  return (
    <section className="campaign-page" aria-labelledby="campaign-title">
      <h1 id="campaign-title" className="campaign-page__title">
        {campaign.title}
      </h1>
      <p>{campaign.description}</p>
      {joined ? null : (
        <button
          type="button"
          className="login-form__submit campaign-page__join"
          disabled={participation.status === 'sending'}
          onClick={() => dispatch(campaignActions.participateRequested({ id }))}
        >
          {CAMPAIGN_TEXTS.join}
        </button>
      )}
      {participation.message ? (
        <p role="status" className={participation.status === 'failed' ? 'campaign-page__failure' : 'campaign-page__done'}>
          {participation.message}
        </p>
      ) : null}
      {showLogin ? (
        <div className="campaign-page__login" role="region" aria-label={CAMPAIGN_TEXTS.loginArea}>
          <p>{CAMPAIGN_TEXTS.loginToJoin}</p>
          <LoginForm origin="campaign" />
        </div>
      ) : null}
    </section>
  );
}
