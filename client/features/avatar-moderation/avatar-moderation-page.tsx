/**
 * /ops/avatarlar: ops moderation of avatars behind the ops key. The queue lists waiting images oldest first (one
 * another moderator holds is marked); 'Sıradakini İncele' claims the oldest free one for this moderator alone, who
 * approves it or rejects it with a reason. Loaded on demand (router.tsx), outside the entry bundle.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormAlert } from '../../components/form-page';
import '../../components/form-page.css';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { TextInput } from '../../components/ui/text-input';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { readModerator, readOpsToken } from './avatar-moderation.api';
import { avatarModerationActions as A, selectAvatarModeration } from './avatar-moderation.slice';
import { MODERATION_TEXTS as T } from './avatar-moderation-texts';
import './avatar-moderation.css';

const when = (ms: number): string => new Date(ms).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' });

function AccessForm({ refused }: { refused: boolean }) {
  const dispatch = useAppDispatch();
  const [token, setToken] = useState(readOpsToken() ?? '');
  const [moderator, setModerator] = useState(readModerator());
  const [empty, setEmpty] = useState(false);
  const error = empty ? T.form.required : refused ? T.refused : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = token.trim();
    const m = moderator.trim();
    setEmpty(!t || !m);
    if (t && m) dispatch(A.credentialsSubmitted({ token: t, moderator: m }));
  };
  return (
    <Card as="section" title={T.form.heading} padding="lg" className="moderation__form">
      <form className="form-page__form" onSubmit={submit} noValidate>
        <Field id="moderation-token" label={T.form.token}>
          <TextInput name="ops-token" type="password" autoComplete="off" spellCheck={false} value={token} onChange={(e) => setToken(e.target.value)} />
        </Field>
        <Field id="moderation-name" label={T.form.moderator} help={T.form.moderatorHint}>
          <TextInput name="moderator" autoComplete="off" maxLength={40} value={moderator} onChange={(e) => setModerator(e.target.value)} />
        </Field>
        {error ? <FormAlert id="moderation-form-error">{error}</FormAlert> : null}
        <div className="form-page__actions">
          <Button type="submit" variant="primary" size="lg" fullWidth>
            {T.form.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Review() {
  const dispatch = useAppDispatch();
  const { item, busy } = useAppSelector(selectAvatarModeration);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  if (!item) return null;
  const reject = () => {
    const r = reason.trim();
    setMissing(!r);
    if (r) dispatch(A.decisionRequested({ approve: false, reason: r }));
  };
  return (
    <Card as="section" title={T.reviewTitle(item.Nickname)} className="moderation__review">
      <img className="moderation__image" src={item.Image} alt={T.imageAlt(item.Nickname)} width={256} height={256} />
      <p className="moderation__meta">{T.uploadedAt(when(item.CreatedAt))}</p>
      <Field id="moderation-reason" label={T.reason} error={missing ? T.reasonRequired : undefined}>
        <TextInput name="reason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <div className="moderation__actions">
        <Button variant="primary" loading={busy} onClick={() => dispatch(A.decisionRequested({ approve: true }))}>
          {T.approve}
        </Button>
        <Button variant="danger" disabled={busy} onClick={reject}>
          {T.reject}
        </Button>
      </div>
    </Card>
  );
}

export function AvatarModerationPage() {
  const dispatch = useAppDispatch();
  const { view, refused, queue, total, item, busy, notice } = useAppSelector(selectAvatarModeration);
  useDocumentTitle(T.title);
  useEffect(() => {
    dispatch(A.pageOpened());
  }, [dispatch]);
  return (
    <section className="moderation" aria-labelledby="moderation-title">
      <header className="moderation__head">
        <div>
          <h1 id="moderation-title">{T.title}</h1>
          <p className="moderation__subtitle">{T.subtitle}</p>
        </div>
      </header>
      {view !== 'ready' ? (
        <AccessForm refused={refused} />
      ) : (
        <div className="moderation__body">
          {notice ? (
            <p role="status" className="moderation__notice">
              {notice}
            </p>
          ) : null}
          {item ? <Review key={item.MediaId} /> : null}
          <Card
            as="section"
            title={T.queueTitle(total)}
            actions={
              <>
                <Button size="sm" variant="ghost" onClick={() => dispatch(A.queueRequested())}>
                  {T.refresh}
                </Button>
                {item ? null : (
                  <Button size="sm" variant="primary" loading={busy} onClick={() => dispatch(A.claimRequested())}>
                    {T.claimNext}
                  </Button>
                )}
              </>
            }
          >
            {queue.length === 0 ? (
              <p>{T.empty}</p>
            ) : (
              <ol className="moderation__queue">
                {queue.map((q) => (
                  <li key={q.MediaId}>
                    <span className="moderation__nick">{q.Nickname}</span>
                    <span className="moderation__meta">{when(q.CreatedAt)}</span>
                    {q.ClaimedUntil ? <Badge tone="info" size="sm">{T.claimedTag}</Badge> : null}
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>
      )}
    </section>
  );
}
