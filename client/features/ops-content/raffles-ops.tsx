/** /ops/icerik's content-block and raffle cards: publish or withdraw a block; create a raffle and run its draw. */
import { useState, type FormEvent } from 'react';
import { OPS_CONTENT_TEXTS as T } from '@shared/constants/ops-content-texts';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { AreaField, TextField, epochOf } from './ops-inputs';
import { opsContentActions as A, selectOpsContent } from './ops-content.slice';

export function ContentOps() {
  const dispatch = useAppDispatch();
  const { busy } = useAppSelector(selectOpsContent);
  const [key, setKey] = useState('');
  const [html, setHtml] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const start = epochOf(startsAt);
    dispatch(A.contentPublished({ key: key.trim(), html, ...(Number.isNaN(start) ? {} : { startsAt: start }) }));
  };
  return (
    <Card as="section" title={T.content.heading} padding="lg" className="ops-content__card">
      <form className="ops-content__form" onSubmit={submit} noValidate>
        <TextField id="content-key" label={T.content.key} help={T.content.keyHint} value={key} onChange={setKey} />
        <AreaField id="content-html" label={T.content.html} value={html} onChange={setHtml} />
        <TextField id="content-start" type="datetime-local" label={T.content.startsAt} value={startsAt} onChange={setStartsAt} />
        <div className="ops-content__actions">
          <Button type="submit" variant="primary" loading={busy}>
            {T.content.publish}
          </Button>
          <Button variant="danger" disabled={!key.trim()} onClick={() => dispatch(A.contentWithdrawn(key.trim()))}>
            {T.content.withdraw}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function RafflesOps() {
  const dispatch = useAppDispatch();
  const { raffles, busy } = useAppSelector(selectOpsContent);
  const [f, setF] = useState({ title: '', prize: '', minStake: '50', periodStart: '', periodEnd: '', drawAt: '', mainCount: '1', reserveCount: '1' });
  const set = (k: keyof typeof f) => (v: string) => setF((old) => ({ ...old, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(A.raffleCreated({
      title: f.title, prize: f.prize, minStakeKurus: Math.round(Number(f.minStake.replace(',', '.')) * 100),
      periodStart: epochOf(f.periodStart), periodEnd: epochOf(f.periodEnd), drawAt: epochOf(f.drawAt),
      mainCount: Number(f.mainCount), reserveCount: Number(f.reserveCount),
    }));
  };
  return (
    <Card as="section" title={T.raffles.heading} padding="lg" className="ops-content__card">
      <form className="ops-content__form" onSubmit={submit} noValidate>
        <TextField id="raffle-title" label={T.raffles.title} value={f.title} onChange={set('title')} />
        <TextField id="raffle-prize" label={T.raffles.prize} value={f.prize} onChange={set('prize')} />
        <TextField id="raffle-min" type="number" label={T.raffles.minStake} value={f.minStake} onChange={set('minStake')} />
        <TextField id="raffle-from" type="datetime-local" label={T.raffles.periodStart} value={f.periodStart} onChange={set('periodStart')} />
        <TextField id="raffle-to" type="datetime-local" label={T.raffles.periodEnd} value={f.periodEnd} onChange={set('periodEnd')} />
        <TextField id="raffle-draw" type="datetime-local" label={T.raffles.drawAt} value={f.drawAt} onChange={set('drawAt')} />
        <TextField id="raffle-main" type="number" label={T.raffles.mainCount} value={f.mainCount} onChange={set('mainCount')} />
        <TextField id="raffle-reserve" type="number" label={T.raffles.reserveCount} value={f.reserveCount} onChange={set('reserveCount')} />
        <Button type="submit" variant="primary" loading={busy}>
          {T.raffles.create}
        </Button>
      </form>
      <h3>{T.raffles.upcoming}</h3>
      {raffles.length === 0 ? <p>{T.raffles.none}</p> : null}
      <ul className="ops-content__list" aria-label={T.raffles.upcoming}>
        {raffles.map((r) => (
          <li key={r.Id}>
            <span>
              <strong>{r.Title}</strong> · {formatIstanbulDateTime(r.DrawAt)}
            </span>
            <Button size="sm" variant="primary" onClick={() => dispatch(A.raffleDrawn(r.Id))}>
              {T.raffles.draw}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
