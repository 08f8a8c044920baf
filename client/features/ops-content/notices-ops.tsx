/** /ops/icerik's notices card: publish (now or scheduled) a bar, popup or tutorial for a target; withdraw one. */
import { useState, type FormEvent } from 'react';
import { OPS_CONTENT_TEXTS as T } from '@shared/constants/ops-content-texts';
import { NOTICE_KINDS, NOTICE_TARGETS, type NoticeKind, type NoticeTarget } from '@shared/protocol/content-api';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { AreaField, SelectField, TextField, epochOf } from './ops-inputs';
import { opsContentActions as A, selectOpsContent } from './ops-content.slice';

const parseSteps = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [title = '', ...html] = l.split('|');
      return { title: title.trim(), html: html.join('|').trim() };
    });

export function NoticesOps() {
  const dispatch = useAppDispatch();
  const { notices, busy } = useAppSelector(selectOpsContent);
  const [kind, setKind] = useState<NoticeKind>('popup');
  const [target, setTarget] = useState<NoticeTarget>('all');
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const [steps, setSteps] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const start = Number.isNaN(epochOf(startsAt)) ? Date.now() : epochOf(startsAt);
    dispatch(A.noticePublished({
      kind, target, title, html, startsAt: start, endsAt: epochOf(endsAt),
      ...(kind === 'tutorial' ? { steps: parseSteps(steps) } : {}),
    }));
  };
  return (
    <Card as="section" title={T.notices.heading} padding="lg" className="ops-content__card">
      <form className="ops-content__form" onSubmit={submit} noValidate>
        <SelectField id="notice-kind" label={T.notices.kind} value={kind} onChange={(v) => setKind(v as NoticeKind)}
          options={NOTICE_KINDS.map((k) => ({ value: k, label: T.notices.kinds[k] }))} />
        <SelectField id="notice-target" label={T.notices.target} value={target} onChange={(v) => setTarget(v as NoticeTarget)}
          options={NOTICE_TARGETS.map((k) => ({ value: k, label: T.notices.targets[k] }))} />
        <TextField id="notice-title" label={T.notices.title} value={title} onChange={setTitle} />
        <AreaField id="notice-html" label={T.notices.html} value={html} onChange={setHtml} />
        {kind === 'tutorial' ? <AreaField id="notice-steps" label={T.notices.steps} help={T.notices.stepsHint} value={steps} onChange={setSteps} /> : null}
        <TextField id="notice-start" type="datetime-local" label={T.notices.startsAt} value={startsAt} onChange={setStartsAt} />
        <TextField id="notice-end" type="datetime-local" label={T.notices.endsAt} value={endsAt} onChange={setEndsAt} />
        <Button type="submit" variant="primary" loading={busy}>
          {T.notices.publish}
        </Button>
      </form>
      {notices.length === 0 ? <p>{T.notices.none}</p> : null}
      <ul className="ops-content__list" aria-label={T.notices.heading}>
        {notices.map((n) => (
          <li key={n.Id}>
            <span>
              <strong>{n.Title}</strong> · {T.notices.kinds[n.Kind]} · {T.notices.targets[n.Target]} · {formatIstanbulDateTime(n.StartsAt)} - {formatIstanbulDateTime(n.EndsAt)}
            </span>
            {n.Withdrawn ? <Badge>{T.notices.withdrawn}</Badge> : null}
            {!n.Withdrawn && n.StartsAt > Date.now() ? <Badge tone="info">{T.notices.scheduled}</Badge> : null}
            {!n.Withdrawn ? (
              <Button size="sm" variant="danger" onClick={() => dispatch(A.noticeWithdrawn(n.Id))}>
                {T.notices.withdraw}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
