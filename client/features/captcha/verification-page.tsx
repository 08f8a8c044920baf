/**
 * /uye/dogrulama?cacheKey=...&redirectUrl=...: the security verification of a CaptchaRequired answer. The person
 * types the code of the image; a right answer marks the cacheKey verified on the server and the saga returns to
 * the redirectUrl (a path of this site only, else home).
 */
import { useFormik } from 'formik';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as yup from '@shared/validation/yup';
import { LIMITS } from '@shared/constants/business';
import { ROUTES } from '@shared/constants/routes';
import { CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { LOGIN_TEXTS } from '@shared/validation/login.schema';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormAlert, FormPage } from '../../components/form-page';
import { Button } from '../../components/ui/button';
import { SecurityCodeField } from '../../components/security-code-field';
import { CaptchaBox } from './captcha-box';
import { captchaActions, selectCaptcha } from './captcha.slice';

const schema = yup.object({
  securityCode: yup.string().trim().required(CAPTCHA_TEXTS.securityCodeRequired).min(LIMITS.securityCodeMin, LOGIN_TEXTS.securityCodeTooShort),
});

export function VerificationPage() {
  const [params] = useSearchParams();
  const cacheKey = params.get('cacheKey') ?? '';
  const redirectUrl = params.get('redirectUrl');
  const dispatch = useAppDispatch();
  const { verifying, verifyError } = useAppSelector(selectCaptcha);
  const id = useId();
  const formik = useFormik({
    initialValues: { securityCode: '' },
    validationSchema: schema,
    onSubmit: (v, helpers) => {
      helpers.setSubmitting(false);
      helpers.resetForm();
      dispatch(captchaActions.verifyRequested({ cacheKey, securityCode: v.securityCode.trim(), redirectUrl }));
    },
  });
  const error = formik.touched.securityCode ? formik.errors.securityCode : undefined;

  return (
    <FormPage title={CAPTCHA_TEXTS.verifyHeading} intro={cacheKey === '' ? undefined : CAPTCHA_TEXTS.verifyIntro}>
      {cacheKey === '' ? (
        <FormAlert>
          {CAPTCHA_TEXTS.missingCacheKey} <Link to={ROUTES.loginPage}>{LOGIN_TEXTS.submit}</Link>
        </FormAlert>
      ) : (
        <form noValidate className="form-page__form" onSubmit={formik.handleSubmit}>
          <SecurityCodeField id={`${id}-c`} value={formik.values.securityCode} error={error} onChange={formik.handleChange} onBlur={formik.handleBlur}>
            <CaptchaBox />
          </SecurityCodeField>
          {verifyError ? <FormAlert>{verifyError}</FormAlert> : null}
          <div className="form-page__actions">
            <Button type="submit" variant="primary" size="lg" fullWidth loading={verifying}>
              {CAPTCHA_TEXTS.verifySubmit}
            </Button>
          </div>
        </form>
      )}
    </FormPage>
  );
}
