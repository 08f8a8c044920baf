/**
 * /Contract/Index?R= and /sozlesme?R=: the current membership contract with the agreement checkbox (spec
 * section 5). Without the checkbox the error block shows and the button stays enabled. A visitor is asked to log
 * in first; the sign is sent after the login.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Field, Form, Formik } from 'formik';
import { ROUTES } from '@shared/constants/routes';
import type { ContractSignPayload } from '@shared/protocol/contract-api';
import { safeReturnPath } from '@shared/rules/safe-return-path';
import { contractSignSchema, type ContractSignInput } from '@shared/validation/contract-sign.schema';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authActions, selectAuthStatus } from '../auth/auth.slice';
import { ContractTextView } from './contract-text-view';
import { CONTRACT_PAGE_TEXTS as T } from './contract-texts';
import { contractActions, selectContract } from './contract.slice';
import './contract.css';

const INITIAL: ContractSignInput = { chkV5: false, checkKVK: false, checkSPD: false };

export function ContractPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { current, kvkText, status, signing, signError } = useAppSelector(selectContract);
  const auth = useAppSelector(selectAuthStatus);
  const returnUrl = safeReturnPath(params.get('R'), ROUTES.home, [ROUTES.contract, ROUTES.contractAlt]);

  useEffect(() => {
    dispatch(contractActions.currentRequested());
  }, [dispatch]);

  if (!current) {
    return (
      <section className="contract-page" aria-busy={status === 'loading'}>
        <p role={status === 'failed' ? 'alert' : 'status'}>{status === 'failed' ? T.loadFailed : T.loading}</p>
      </section>
    );
  }

  const submit = (v: ContractSignInput) => {
    const payload: ContractSignPayload = { hdnCid: current.Id, hdnReturnUrl: returnUrl, checkKVK: v.checkKVK, checkSPD: v.checkSPD, chkV5: v.chkV5 };
    const action = contractActions.signRequested(payload);
    dispatch(auth === 'member' ? action : authActions.loginRequired({ action }));
  };

  return (
    <section className="contract-page" aria-labelledby="contract-title">
      <h1 id="contract-title">{current.Title}</h1>
      <p className="contract-page__version">{T.version(current.Version)}</p>
      <ContractTextView text={current} label={T.textLabel} />
      {kvkText ? (
        <details className="contract-page__kvk">
          <summary>{kvkText.Title}</summary>
          <ContractTextView text={kvkText} label={kvkText.Title} />
        </details>
      ) : null}
      <Formik initialValues={INITIAL} validationSchema={contractSignSchema} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
        {({ errors, submitCount }) => (
          <Form className="contract-page__form" noValidate>
            <label className="contract-page__check">
              <Field type="checkbox" name="chkV5" aria-invalid={submitCount > 0 && errors.chkV5 ? 'true' : undefined} />
              {T.agreement}
            </label>
            <label className="contract-page__check">
              <Field type="checkbox" name="checkKVK" />
              {T.kvk}
            </label>
            <label className="contract-page__check">
              <Field type="checkbox" name="checkSPD" />
              {T.spd}
            </label>
            {submitCount > 0 && errors.chkV5 ? (
              <p className="contract-page__error" role="alert">
                {errors.chkV5}
              </p>
            ) : null}
            {signError ? (
              <p className="contract-page__error" role="alert">
                {signError}
              </p>
            ) : null}
            {auth !== 'member' ? <p className="contract-page__hint">{T.visitorHint}</p> : null}
            <button type="submit" className="contract-page__submit" aria-busy={signing}>
              {T.submit}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
