/**
 * Comments under a share: 'Kupona yorum yaz' (members; length checked as on the server), newest first, plain text
 * only (React renders text, never HTML), 'Sil' for the author's own, 'Bildir' for the others'.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Flag, Send, Trash2 } from 'lucide-react';
import { COMMENT_TEXTS as T, agoText } from '@shared/constants/kupondas-texts';
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { IconButton } from '../../components/ui/icon-button';
import { Skeleton } from '../../components/ui/skeleton';
import { TextInput } from '../../components/ui/text-input';
import { commentsActions as A, selectComments } from './comments.slice';
import { MemberAvatar } from './member-avatar';

export function ShareComments({ shareId, now }: { shareId: number; now: number }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => selectComments(s, shareId));
  const [text, setText] = useState('');
  useEffect(() => {
    dispatch(A.requested({ shareId }));
  }, [dispatch, shareId]);
  useEffect(() => {
    if (state.sent > 0) setText('');
  }, [state.sent]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(A.submitted({ shareId, text }));
  };
  return (
    <section className="kd-comments" aria-label={T.heading}>
      <form className="kd-comments__form" onSubmit={submit} noValidate>
        <Field label={T.placeholder} hideLabel error={state.error ?? undefined} help={T.counter(text.length, KUPONDAS_SOCIAL.commentMax)}>
          <TextInput value={text} maxLength={KUPONDAS_SOCIAL.commentMax} placeholder={T.placeholder} autoComplete="off" onChange={(e) => setText(e.target.value)} />
        </Field>
        <Button type="submit" size="sm" variant="secondary" iconStart={<Send />} loading={state.sending}>
          {T.send}
        </Button>
      </form>
      {state.status === 'loading' ? (
        <div aria-busy="true" className="kd-comments__loading">
          <Skeleton lines={2} />
        </div>
      ) : state.status === 'failed' ? (
        <p role="alert" className="kd-comments__note">
          {T.failed}
        </p>
      ) : state.comments.length === 0 ? (
        <p className="kd-comments__note">{T.empty}</p>
      ) : (
        <ul className="kd-comments__list">
          {state.comments.map((c) => (
            <li key={c.CommentId} className="kd-comment">
              <MemberAvatar initials={c.Initials} size="sm" />
              <div className="kd-comment__body">
                <p className="kd-comment__head">
                  <strong>{c.Nickname}</strong>
                  <time dateTime={new Date(c.CreatedAt).toISOString()}>{agoText(c.CreatedAt, now) ?? formatIstanbulDateTime(c.CreatedAt)}</time>
                </p>
                <p className="kd-comment__text">{c.Text}</p>
              </div>
              {c.IsAuthor ? (
                <IconButton size="sm" label={T.delete} icon={<Trash2 />} onClick={() => dispatch(A.deleteRequested({ shareId, commentId: c.CommentId }))} />
              ) : (
                <IconButton size="sm" label={T.report} icon={<Flag />} onClick={() => dispatch(A.reportRequested({ shareId, commentId: c.CommentId }))} />
              )}
            </li>
          ))}
        </ul>
      )}
      {state.cursor ? (
        <Button size="sm" variant="ghost" onClick={() => dispatch(A.requested({ shareId, more: true }))}>
          {T.more}
        </Button>
      ) : null}
    </section>
  );
}
