/**
 * The coupon save-name dialog (spec sections 2 and 5): one field checked by the shared coupon-name schema, with
 * its texts beneath; saving an empty name raises the 'Lütfen kuponunuza ad veriniz.' alert instead. Presentational:
 * the caller saves (through its saga) and closes.
 */
import { useId, useState } from 'react';
import { Formik, Form, Field, ErrorMessage } from 'formik';
import * as yup from 'yup';
import { LIMITS } from '@shared/constants/business';
import { COUPON_NAME_TEXTS, couponNameSchema } from '@shared/validation/coupon-name.schema';
import { DialogFrame } from './dialog-frame';

export const COUPON_NAME_DIALOG_TEXTS = { title: 'Kupon Adı', label: 'Kupon adı', save: 'Kaydet', cancel: 'Vazgeç' } as const;

const schema = yup.object({ name: couponNameSchema });

export interface CouponNameDialogProps {
  initialName?: string;
  busy?: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

export function CouponNameDialog({ initialName = '', busy = false, onSave, onCancel }: CouponNameDialogProps) {
  const id = useId();
  const [emptyAlert, setEmptyAlert] = useState(false);
  const T = COUPON_NAME_DIALOG_TEXTS;
  return (
    <DialogFrame title={T.title} onDismiss={onCancel}>
      <Formik
        initialValues={{ name: initialName }}
        validationSchema={schema}
        validateOnBlur
        onSubmit={(v) => onSave(v.name.trim())}
      >
        {({ values, errors, submitForm, setFieldTouched }) => (
          <Form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (values.name.trim() === '') {
                setEmptyAlert(true);
                void setFieldTouched('name', true, true);
                return;
              }
              setEmptyAlert(false);
              void submitForm();
            }}
          >
            {emptyAlert ? (
              <p role="alert" className="coupon-name__alert">
                {COUPON_NAME_TEXTS.emptyAlert}
              </p>
            ) : null}
            <label htmlFor={id}>{T.label}</label>
            <Field
              id={id}
              name="name"
              type="text"
              autoComplete="off"
              maxLength={LIMITS.couponNameMax * 2}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-error` : undefined}
            />
            <ErrorMessage name="name">
              {(msg) => (
                <span id={`${id}-error`} className="coupon-name__error">
                  {msg}
                </span>
              )}
            </ErrorMessage>
            <div className="dialog__actions">
              <button type="button" className="dialog__button" onClick={onCancel}>
                {T.cancel}
              </button>
              <button type="submit" className="dialog__button dialog__button--primary" disabled={busy} aria-busy={busy || undefined}>
                {T.save}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </DialogFrame>
  );
}
