/**
 * Write a message at /hesabim/mesaj-yaz (members): subject and message into the member's thread, and the thread
 * itself; opening it marks our replies read (the member's WaitingMessages). Visitors get the way to log in.
 */
import { useEffect } from 'react';
import { useFormik } from 'formik';
import { Link } from 'react-router';
import { ROUTES, loginPageUrl } from '@shared/constants/routes';
import { formatTime, dayKey } from '@shared/format/tr';
import { memberMessageSchema, type MemberMessageInput } from '@shared/validation/message.schema';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthStatus } from '../auth/auth.slice';
import { FormOutcome } from './form-field';
import { MessageFields } from './message-fields';
import { MESSAGE_PAGE_TEXTS as T } from './message-texts';
import { membershipActions, selectMembershipForm, selectThread } from './membership.slice';
import './membership.css';
import { Button } from '../../components/ui/button';

function Thread() {
  const thread = useAppSelector(selectThread);
  if (thread === null) return null;
  if (thread.length === 0) return <p>{T.emptyThread}</p>;
  return (
    <ul className="member-thread">
      {thread.map((m) => (
        <li key={m.Id}>
          <strong>{m.FromMember ? T.fromMember : T.fromUs}</strong> · {m.Subject} · {dayKey(m.CreatedAt)} {formatTime(m.CreatedAt)}
          {!m.FromMember && !m.Read ? <span className="member-thread__new"> {T.newReply}</span> : null}
          <p>{m.Body}</p>
        </li>
      ))}
    </ul>
  );
}

export function WriteMessagePage() {
  useDocumentTitle(PAGE_TITLES.writeMessage);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const form = useAppSelector(selectMembershipForm('message'));
  const formik = useFormik<MemberMessageInput>({
    initialValues: { subject: '', message: '' },
    validationSchema: memberMessageSchema,
    onSubmit: (v, helpers) => {
      helpers.setSubmitting(false);
      dispatch(membershipActions.messageRequested(v));
    },
  });
  // The fields empty once the message is stored; after a failure they keep what was written.
  const { resetForm } = formik;
  useEffect(() => {
    if (form.status === 'done') resetForm();
  }, [form.status, resetForm]);
  useEffect(() => () => void dispatch(membershipActions.formCleared('message')), [dispatch]);
  useEffect(() => {
    if (status === 'member') dispatch(membershipActions.threadRequested());
  }, [status, dispatch]);

  if (status !== 'member') {
    return (
      <section className="member-page">
        <h1>{T.writeHeading}</h1>
        {status === 'visitor' ? (
          <p>
            {T.loginFirst} <Link to={loginPageUrl(ROUTES.writeMessage)}>{T.login}</Link>
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <section className="member-page" aria-labelledby="write-title">
      <h1 id="write-title">{T.writeHeading}</h1>
      <form noValidate className="member-form" onSubmit={formik.handleSubmit}>
        <MessageFields formik={formik} prefix="write" />
        <Button type="submit" variant="primary" className="member-form__submit" loading={form.status === 'sending'}>
          {T.send}
        </Button>
        <FormOutcome status={form.status} message={form.message} />
      </form>
      <h2>{T.threadHeading}</h2>
      <Thread />
    </section>
  );
}
