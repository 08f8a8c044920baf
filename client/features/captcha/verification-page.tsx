/**
 * /uye/dogrulama?cacheKey=...&redirectUrl=...: the security verification of a CaptchaRequired answer. The person
 * types the code of the image; a right answer marks the cacheKey verified on the server and the saga returns to
 * the redirectUrl (a path of this site only, else home).
 */
import { useFormik } from 'formik';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as yup from 'yup';
import { LIMITS } from '@shared/constants/business';
import { ROUTES } from '@shared/constants/routes';
import { CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { LOGIN_TEXTS } from '@shared/validation/login.schema';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
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
    <section className="captcha-page" aria-labelledby={`${id}-t`}>
      <h1 id={`${id}-t`} className="login-page__title">
        {CAPTCHA_TEXTS.verifyHeading}
      </h1>
      {cacheKey === '' ? (
        <p role="alert" className="login-form__failure">
          {CAPTCHA_TEXTS.missingCacheKey} <Link to={ROUTES.loginPage}>{LOGIN_TEXTS.submit}</Link>
        </p>
      ) : (
        <form noValidate className="login-form" onSubmit={formik.handleSubmit}>
          <p className="captcha-page__intro">{CAPTCHA_TEXTS.verifyIntro}</p>
          <SecurityCodeField
            id={`${id}-c`}
            value={formik.values.securityCode}
            error={error}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          >
            <CaptchaBox />
          </SecurityCodeField>
          <button type="submit" className="login-form__submit" disabled={verifying}>
            {CAPTCHA_TEXTS.verifySubmit}
          </button>
          {verifyError ? (
            <p role="alert" className="login-form__failure">
              {verifyError}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
