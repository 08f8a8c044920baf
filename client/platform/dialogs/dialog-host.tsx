/**
 * Renders the dialog stack: every dialog stays mounted (a login form under a message keeps what was typed), only
 * the top one is shown and active. Buttons answer through dialogsActions; Escape cancels.
 */
import { lazy, Suspense } from 'react';
import { MESSAGE_TYPE, type MessageType } from '@shared/constants/codes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DialogFrame, type DialogFrameProps } from '../../components/dialog-frame';
import { DialogMessage } from '../../components/dialog-message';
import { LoginHelpLinks } from '../../components/login-help-links';
import { Button } from '../../components/ui/button';
import { KupondasShare } from '../../features/kupondas/kupondas.hooks';
import { dialogsActions, selectDialogStack, type Dialog } from './dialogs.slice';

// The login form brings formik and yup; loaded on first use so they stay out of the entry bundle.
const LoginForm = lazy(() => import('../../features/auth/login-form').then((m) => ({ default: m.LoginForm })));

export const DIALOG_BUTTONS = { ok: 'Tamam', cancel: 'İptal', save: 'Kaydet', close: 'Kapat' } as const;

const TONES: Record<MessageType, NonNullable<DialogFrameProps['tone']>> = {
  [MESSAGE_TYPE.error]: 'error',
  [MESSAGE_TYPE.warning]: 'warning',
  [MESSAGE_TYPE.ok]: 'ok',
  [MESSAGE_TYPE.information]: 'info',
};

interface Answer {
  label: string;
  primary?: boolean;
  confirm: boolean;
}

const ANSWERS: Record<Dialog['kind'], Answer[]> = {
  info: [{ label: DIALOG_BUTTONS.ok, primary: true, confirm: true }],
  insufficientBalance: [{ label: DIALOG_BUTTONS.ok, primary: true, confirm: true }],
  confirm: [
    { label: DIALOG_BUTTONS.cancel, confirm: false },
    { label: DIALOG_BUTTONS.ok, primary: true, confirm: true },
  ],
  saveOrClose: [
    { label: DIALOG_BUTTONS.close, confirm: false },
    { label: DIALOG_BUTTONS.save, primary: true, confirm: true },
  ],
  login: [{ label: DIALOG_BUTTONS.close, confirm: false }],
};

function DialogView({ dialog, active }: { dialog: Dialog; active: boolean }) {
  const dispatch = useAppDispatch();
  const answer = (confirm: boolean) =>
    dispatch(confirm ? dialogsActions.confirmed({ id: dialog.id }) : dialogsActions.cancelled({ id: dialog.id }));
  return (
    <DialogFrame
      title={dialog.title}
      tone={TONES[dialog.messageType]}
      active={active}
      onDismiss={() => answer(false)}
      actions={ANSWERS[dialog.kind].map((a) => (
        <Button key={a.label} variant={a.primary ? 'primary' : 'secondary'} onClick={() => answer(a.confirm)}>
          {a.label}
        </Button>
      ))}
    >
      <DialogMessage message={dialog.message} details={dialog.details} />
      {dialog.share ? <KupondasShare couponNo={dialog.share.couponNo} mode="inline" /> : null}
      {dialog.kind === 'login' ? (
        <Suspense fallback={<p aria-busy="true" />}>
          <LoginForm origin="dialog" />
          <LoginHelpLinks onFollow={() => answer(false)} />
        </Suspense>
      ) : null}
    </DialogFrame>
  );
}

export function DialogHost() {
  const stack = useAppSelector(selectDialogStack);
  return (
    <>
      {stack.map((d, i) => (
        <DialogView key={d.id} dialog={d} active={i === stack.length - 1} />
      ))}
    </>
  );
}
