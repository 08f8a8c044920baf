/** The Sorumlu Oyun page's session reminder choice and self-exclusion (asked again in a dialog by the saga). */
import { useState } from 'react';
import { EXCLUSION_LABELS } from '@shared/errors/responsible-play-messages';
import {
  EXCLUSION_CHOICES, RESPONSIBLE_PLAY_RULES as RULES, type ExclusionDuration, type ReminderMinutes, type ResponsiblePlayState,
} from '@shared/protocol/responsible-play-api';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { Button } from '../../components/ui/button';
import { Radio, RadioGroup } from '../../components/ui/radio';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RESPONSIBLE_PLAY_TEXTS as T } from './responsible-play-texts';
import { responsiblePlayActions as A, selectResponsiblePlay, type ChangeKey } from './responsible-play.slice';

function Notice({ of }: { of: ChangeKey }) {
  const { notice } = useAppSelector(selectResponsiblePlay);
  if (notice?.key !== of) return null;
  return (
    <p role="status" className={notice.tone === 'success' ? 'rp-notice rp-notice--ok' : 'rp-notice rp-notice--error'}>
      {notice.text}
    </p>
  );
}

export function ReminderSection({ data }: { data: ResponsiblePlayState }) {
  const dispatch = useAppDispatch();
  const { busy } = useAppSelector(selectResponsiblePlay);
  const [minutes, setMinutes] = useState<ReminderMinutes>(data.ReminderMinutes);
  return (
    <section className="rp-section" aria-labelledby="rp-reminder">
      <h2 id="rp-reminder" className="rp-section__heading">
        {T.reminderHeading}
      </h2>
      <RadioGroup legend={T.reminderLegend} value={String(minutes)} onChange={(v) => setMinutes(Number(v) as ReminderMinutes)} help={T.reminderHelp}>
        {RULES.reminderMinutes.map((m) => (
          <Radio key={m} value={String(m)} label={T.reminderOptions[m]} />
        ))}
      </RadioGroup>
      <Button loading={busy === 'reminder'} onClick={() => dispatch(A.reminderSaveRequested({ minutes }))}>
        {T.reminderSave}
      </Button>
      <Notice of="reminder" />
    </section>
  );
}

export function ExclusionSection({ data }: { data: ResponsiblePlayState }) {
  const dispatch = useAppDispatch();
  const { busy } = useAppSelector(selectResponsiblePlay);
  const [duration, setDuration] = useState<ExclusionDuration>('24h');
  const { Exclusion: ex } = data;
  return (
    <section className="rp-section" aria-labelledby="rp-exclusion">
      <h2 id="rp-exclusion" className="rp-section__heading">
        {T.exclusionHeading}
      </h2>
      {ex.Active ? (
        <p className="rp-excluded" role="status">
          {ex.Permanent ? T.excludedPermanent : T.excludedUntil(formatIstanbulDateTime(ex.Until ?? data.Now))}
        </p>
      ) : null}
      <p className="rp-section__text">{T.exclusionHelp}</p>
      {ex.Permanent ? null : (
        <>
          <RadioGroup legend={T.exclusionLegend} value={duration} onChange={(v) => setDuration(v as ExclusionDuration)} inline>
            {EXCLUSION_CHOICES.map((d) => (
              <Radio key={d} value={d} label={EXCLUSION_LABELS[d]} />
            ))}
          </RadioGroup>
          <Button variant="danger" loading={busy === 'exclusion'} onClick={() => dispatch(A.selfExcludeRequested({ duration }))}>
            {T.exclude}
          </Button>
        </>
      )}
      <Notice of="exclusion" />
    </section>
  );
}
