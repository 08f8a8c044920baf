/**
 * The notices over the page: an inline bar under the header bars, and one popup or tutorial (steps with Geri /
 * İleri) at a time in the design system's dialog. Closing any of them remembers the dismissal (notices.sagas.ts).
 * The HTML was sanitised by the edge when ops wrote it; the page's CSP runs no inline script either.
 */
import { NOTICE_TEXTS as T } from '@shared/constants/notice-texts';
import type { NoticeSummary } from '@shared/protocol/content-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DialogFrame } from '../../components/dialog-frame';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { X } from '../../components/ui/sprite-icons';
import { htmlKey, noticesActions, selectNotices, visibleNotices } from './notices.slice';
import '../../components/notice-bar.css';
import './notices.css';

function NoticeHtml({ html }: { html: string | undefined }) {
  return html === undefined ? null : <div className="notice-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Bar({ notice }: { notice: NoticeSummary }) {
  const dispatch = useAppDispatch();
  const html = useAppSelector(selectNotices).html[htmlKey(notice.Id, null)];
  return (
    <div className="notice-bar notice-bar--alert site-notice-bar" role="region" aria-label={notice.Title} data-notice-id={notice.Id}>
      <div className="notice-bar__text">
        <NoticeHtml html={html} />
      </div>
      <div className="notice-bar__actions">
        <IconButton label={T.closeNotice} icon={<X />} onClick={() => dispatch(noticesActions.dismissRequested(notice.Id))} />
      </div>
    </div>
  );
}

function Modal({ notice }: { notice: NoticeSummary }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectNotices);
  const tutorial = notice.Kind === 'tutorial';
  const step = tutorial ? (state.step[notice.Id] ?? 0) : null;
  const html = state.html[htmlKey(notice.Id, step)];
  const close = () => dispatch(noticesActions.dismissRequested(notice.Id));
  const go = (to: number) => {
    dispatch(noticesActions.stepChanged({ id: notice.Id, step: to }));
    dispatch(noticesActions.htmlRequested({ id: notice.Id, step: to }));
  };
  const last = step === null || step >= notice.Steps.length - 1;
  const actions = tutorial ? (
    <>
      {step !== null && step > 0 ? <Button onClick={() => go(step - 1)}>{T.previous}</Button> : null}
      {last ? (
        <Button variant="primary" onClick={close}>
          {T.finish}
        </Button>
      ) : (
        <Button variant="primary" onClick={() => go((step ?? 0) + 1)}>
          {T.next}
        </Button>
      )}
    </>
  ) : (
    <Button variant="primary" onClick={close}>
      {T.close}
    </Button>
  );
  return (
    <DialogFrame title={notice.Title} tone="info" onDismiss={close} actions={actions}>
      {step !== null ? (
        <p className="notice-step">
          <span>{T.step(step + 1, notice.Steps.length)}</span> <strong>{notice.Steps[step]}</strong>
        </p>
      ) : null}
      <NoticeHtml html={html} />
    </DialogFrame>
  );
}

export function NoticeHost() {
  const { bar, modal } = visibleNotices(useAppSelector(selectNotices));
  return (
    <>
      {bar ? <Bar notice={bar} /> : null}
      {modal ? <Modal key={modal.Id} notice={modal} /> : null}
    </>
  );
}
