/**
 * /hesabim/sorumlu-oyun: the member's stake and loss limits per day, week and month, the session reminder and
 * self-exclusion. Every rule is the server's (it refuses a play over a limit or while excluded); this page shows
 * the state and sends the changes.
 */
import { useEffect } from 'react';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@shared/protocol/responsible-play-api';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { FormPage } from '../../components/form-page';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authActions, selectAuthStatus } from '../auth/auth.slice';
import { LimitCard } from './limit-card';
import { ExclusionSection, ReminderSection } from './play-settings-sections';
import { RESPONSIBLE_PLAY_TEXTS as T } from './responsible-play-texts';
import { responsiblePlayActions as A, selectResponsiblePlay } from './responsible-play.slice';
import './responsible-play.css';

const KIND_TEXTS = { stake: [T.stakeHeading, T.stakeHelp], loss: [T.lossHeading, T.lossHelp] } as const;

export function ResponsiblePlayPage() {
  useDocumentTitle(PAGE_TITLES.responsiblePlay);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const { data, status: loadStatus } = useAppSelector(selectResponsiblePlay);

  useEffect(() => {
    if (status === 'member') dispatch(A.loadRequested());
  }, [dispatch, status]);

  if (status !== 'member') {
    return (
      <FormPage title={T.title} intro={T.loginNeeded}>
        {status === 'visitor' ? (
          <Button variant="primary" size="lg" fullWidth onClick={() => dispatch(authActions.loginRequired({ action: A.loadRequested() }))}>
            {T.login}
          </Button>
        ) : null}
      </FormPage>
    );
  }

  return (
    <FormPage title={T.title} intro={T.intro} width="wide" busy={loadStatus === 'loading' && !data} className="rp-page">
      {!data ? (
        <p role="status" className="form-page__status">
          {loadStatus === 'failed' ? T.loadFailed : T.loading}
        </p>
      ) : (
        <>
          {LIMIT_KINDS.map((kind) => (
            <section key={kind} className="rp-section" aria-labelledby={`rp-${kind}`}>
              <h2 id={`rp-${kind}`} className="rp-section__heading">
                {KIND_TEXTS[kind][0]}
              </h2>
              <p className="rp-section__text">
                {KIND_TEXTS[kind][1]} {T.newLimitHelp}
              </p>
              <div className="rp-limits">
                {LIMIT_PERIODS.map((period) => (
                  <LimitCard key={`${kind}-${period}`} limit={data.Limits.find((l) => l.Kind === kind && l.Period === period)!} />
                ))}
              </div>
            </section>
          ))}
          <ReminderSection data={data} />
          <ExclusionSection data={data} />
        </>
      )}
    </FormPage>
  );
}
