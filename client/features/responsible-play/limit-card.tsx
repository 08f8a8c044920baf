/**
 * One limit of the Sorumlu Oyun page (e.g. the daily loss limit): the limit in force and what this period has
 * used, a NumberStepper for a new amount in whole liras with save and remove, and a waiting increase or removal with
 * the time it may be confirmed and the confirm and cancel buttons.
 */
import { useState } from 'react';
import { LIMIT_KIND_LABELS, LIMIT_PERIOD_LABELS } from '@shared/errors/responsible-play-messages';
import { formatMoney } from '@shared/format/tr';
import { RESPONSIBLE_PLAY_RULES as RULES, type PlayLimitView } from '@shared/protocol/responsible-play-api';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { NumberStepper } from '../../components/ui/number-stepper';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RESPONSIBLE_PLAY_TEXTS as T } from './responsible-play-texts';
import { limitKey, responsiblePlayActions as A, selectResponsiblePlay } from './responsible-play.slice';

const LIRA = RULES.limitStepKurus;
const DEFAULT_LIRA = 100;

export function LimitCard({ limit }: { limit: PlayLimitView }) {
  const dispatch = useAppDispatch();
  const { busy, notice } = useAppSelector(selectResponsiblePlay);
  const { Kind: kind, Period: period } = limit;
  const key = limitKey(kind, period);
  const [lira, setLira] = useState(limit.Amount !== null ? limit.Amount / LIRA : DEFAULT_LIRA);
  const title = `${LIMIT_PERIOD_LABELS[period]} ${LIMIT_KIND_LABELS[kind].toLocaleLowerCase('tr-TR')}`;
  const waiting = limit.PendingEffectiveAt !== null;
  const due = limit.PendingEffectiveAt !== null ? formatIstanbulDateTime(limit.PendingEffectiveAt) : '';
  const mine = notice?.key === key ? notice : null;
  const sending = busy === key;

  return (
    <Card as="section" title={title} headingLevel={3} flat padding="sm" className="rp-limit">
      <dl className="rp-limit__figures">
        <div>
          <dt>{T.limitNow}</dt>
          <dd>{limit.Amount !== null ? formatMoney(limit.Amount) : T.noLimit}</dd>
        </div>
        <div>
          <dt>{T.used}</dt>
          <dd>{formatMoney(limit.Used)}</dd>
        </div>
      </dl>
      <Field label={T.newLimit(LIMIT_PERIOD_LABELS[period])}>
        <NumberStepper value={lira} onChange={setLira} min={RULES.minLimitKurus / LIRA} max={RULES.maxLimitKurus / LIRA} step={10} disabled={sending} />
      </Field>
      <div className="rp-limit__actions">
        <Button variant="primary" size="sm" loading={sending} onClick={() => dispatch(A.limitSaveRequested({ kind, period, amount: lira * LIRA }))}>
          {T.save}
        </Button>
        {limit.Amount !== null && !limit.PendingRemove ? (
          <Button variant="ghost" size="sm" disabled={sending} onClick={() => dispatch(A.limitSaveRequested({ kind, period, amount: null }))}>
            {T.remove}
          </Button>
        ) : null}
      </div>
      {waiting ? (
        <div className="rp-limit__pending" role="group" aria-label={title}>
          <p>
            {limit.PendingRemove ? T.pendingRemoval(due) : T.pendingIncrease(formatMoney(limit.PendingAmount ?? 0), due)}
            {limit.CanConfirm ? ` ${T.pendingReady}` : ''}
          </p>
          <div className="rp-limit__actions">
            <Button variant="secondary" size="sm" disabled={!limit.CanConfirm || sending} onClick={() => dispatch(A.limitConfirmRequested({ kind, period }))}>
              {T.confirm}
            </Button>
            <Button variant="ghost" size="sm" disabled={sending} onClick={() => dispatch(A.limitCancelRequested({ kind, period }))}>
              {T.cancel}
            </Button>
          </div>
        </div>
      ) : null}
      {mine ? (
        <p role="status" className={mine.tone === 'success' ? 'rp-notice rp-notice--ok' : 'rp-notice rp-notice--error'}>
          {mine.text}
        </p>
      ) : null}
    </Card>
  );
}
