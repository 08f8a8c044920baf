/**
 * Auth's React face for other features' components: the one login form's state and submit, bound to the auth
 * slice. A form shows the server's refusal, the hint and its busy state only when it is the form that submitted
 * (`origin`); the auth saga does the login.
 */
import { useCallback } from 'react';
import { LOGIN_CODES } from '@shared/errors/login-messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { LoginFormModel, LoginSubmission } from '../../components/login-form';
import { authActions, selectLoginForm, type LoginOrigin } from './auth.slice';

/** `redirectUrl`: the login page's RedirectUrl (checked by the saga). */
export function useLoginForm(origin: LoginOrigin, redirectUrl?: string): LoginFormModel {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectLoginForm);
  const onSubmit = useCallback(
    ({ username, password, ...code }: LoginSubmission) =>
      dispatch(authActions.loginRequested({ username, password, origin, redirectUrl, ...code })),
    [dispatch, origin, redirectUrl],
  );
  const mine = state.origin === origin;
  return {
    onSubmit,
    submitting: mine && state.submitting,
    failure: mine ? state.error : null,
    passwordHint: mine && state.passwordErrorHint,
    failureOnIdentifier: mine && state.error?.code === LOGIN_CODES.emailLoginUnsupported,
    passwordClears: state.passwordClears,
  };
}
