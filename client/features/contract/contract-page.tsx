/**
 * /Contract/Index?R= and /sozlesme?R=: the current membership contract with the agreement checkbox (spec
 * section 5), in the wide form-page card, and the KVK text folded under it (open at `#kvk`, the footer's KVK link).
 * Without the checkbox the error block shows and the button stays enabled. A visitor is asked to log in first; the
 * sign is sent after the login.
 */
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Form, Formik } from 'formik';
import { ChevronDown } from 'lucide-react';
import { CONTRACT_KVK_ID, ROUTES } from '@shared/constants/routes';
import type { ContractSignPayload } from '@shared/protocol/contract-api';
import { safeReturnPath } from '@shared/rules/safe-return-path';
import { contractSignSchema, type ContractSignInput } from '@shared/validation/contract-sign.schema';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { FormAlert, FormPage } from '../../components/form-page';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authActions, selectAuthStatus } from '../auth/auth.slice';
import { ContractTextView } from './contract-text-view';
import { CONTRACT_PAGE_TEXTS as T } from './contract-texts';
import { contractActions, selectContract } from './contract.slice';
import './contract.css';

const INITIAL: ContractSignInput = { chkV5: false, checkKVK: false, checkSPD: false };

export function ContractPage() {
  useDocumentTitle(PAGE_TITLES.contract);
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { current, kvkText, status, signing, signError } = useAppSelector(selectContract);
  const auth = useAppSelector(selectAuthStatus);
  const returnUrl = safeReturnPath(params.get('R'), ROUTES.home, [ROUTES.contract, ROUTES.contractAlt]);

  useEffect(() => {
    dispatch(contractActions.currentRequested());
  }, [dispatch]);

  // The footer's KVK link (#kvk) opens the KVK text and brings it into view once it is there.
  const kvkAsked = useLocation().hash === `#${CONTRACT_KVK_ID}`;
  const kvkShown = kvkText !== null;
  useEffect(() => {
    if (kvkAsked && kvkShown) document.getElementById(CONTRACT_KVK_ID)?.scrollIntoView?.({ block: 'start' });
  }, [kvkAsked, kvkShown]);

  if (!current) {
    return (
      <FormPage title={PAGE_TITLES.contract} width="wide" busy={status === 'loading'}>
        {status === 'failed' ? <FormAlert>{T.loadFailed}</FormAlert> : <p role="status" className="form-page__status">{T.loading}</p>}
      </FormPage>
    );
  }

  const submit = (v: ContractSignInput) => {
    const payload: ContractSignPayload = { hdnCid: current.Id, hdnReturnUrl: returnUrl, checkKVK: v.checkKVK, checkSPD: v.checkSPD, chkV5: v.chkV5 };
    const action = contractActions.signRequested(payload);
    dispatch(auth === 'member' ? action : authActions.loginRequired({ action }));
  };

  return (
    <FormPage title={current.Title} intro={T.version(current.Version)} width="wide" className="contract-page">
      <ContractTextView text={current} label={T.textLabel} />
      {kvkText ? (
        <details id={CONTRACT_KVK_ID} className="contract-page__kvk" open={kvkAsked || undefined}>
          <summary className="contract-page__summary">
            <span>{kvkText.Title}</span>
            <ChevronDown className="contract-page__chevron" aria-hidden="true" />
          </summary>
          <ContractTextView text={kvkText} label={kvkText.Title} />
        </details>
      ) : null}
      <Formik initialValues={INITIAL} validationSchema={contractSignSchema} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
        {({ values, errors, submitCount, handleChange }) => (
          <Form className="form-page__form" noValidate>
            <div className="contract-page__checks">
              <Checkbox
                name="chkV5"
                label={T.agreement}
                checked={values.chkV5}
                onChange={handleChange}
                aria-invalid={submitCount > 0 && errors.chkV5 ? true : undefined}
              />
              <Checkbox name="checkKVK" label={T.kvk} checked={values.checkKVK} onChange={handleChange} />
              <Checkbox name="checkSPD" label={T.spd} checked={values.checkSPD} onChange={handleChange} />
            </div>
            {submitCount > 0 && errors.chkV5 ? <FormAlert>{errors.chkV5}</FormAlert> : null}
            {signError ? <FormAlert>{signError}</FormAlert> : null}
            {auth !== 'member' ? <p className="form-page__hint">{T.visitorHint}</p> : null}
            <div className="form-page__actions">
              <Button type="submit" variant="primary" size="lg" fullWidth loading={signing}>
                {T.submit}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </FormPage>
  );
}
