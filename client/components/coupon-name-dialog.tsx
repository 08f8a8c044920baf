/**
 * The coupon save-name dialog (spec sections 2 and 5): one field checked by the shared coupon-name schema, with
 * its texts beneath; saving an empty name raises the 'Lütfen kuponunuza ad veriniz.' alert instead. Presentational:
 * the caller saves (through its saga) and closes.
 */
import { useState } from 'react';
import { Formik, Form, Field } from 'formik';
import * as yup from '@shared/validation/yup';
import { LIMITS } from '@shared/constants/business';
import { COUPON_NAME_TEXTS, couponNameSchema } from '@shared/validation/coupon-name.schema';
import { DialogFrame } from './dialog-frame';
import { Button } from './ui/button';
import { Field as FormField } from './ui/field';
import { TextInput } from './ui/text-input';

export const COUPON_NAME_DIALOG_TEXTS = { title: 'Kupon Adı', label: 'Kupon adı', save: 'Kaydet', cancel: 'Vazgeç' } as const;

const schema = yup.object({ name: couponNameSchema });

export interface CouponNameDialogProps {
  initialName?: string;
  busy?: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

export function CouponNameDialog({ initialName = '', busy = false, onSave, onCancel }: CouponNameDialogProps) {
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
        {({ values, errors, touched, submitForm, setFieldTouched }) => (
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
            {emptyAlert && values.name.trim() === '' ? (
              <p role="alert" className="coupon-name__alert dialog__alert">
                {COUPON_NAME_TEXTS.emptyAlert}
              </p>
            ) : null}
            {/* One message at a time: the empty-name alert stands for the field's own 'required' text. */}
            <FormField label={T.label} error={touched.name && !(emptyAlert && values.name.trim() === '') ? errors.name : undefined}>
              <Field as={TextInput} name="name" type="text" autoComplete="off" maxLength={LIMITS.couponNameMax} />
            </FormField>
            <div className="dialog__actions">
              <Button variant="secondary" onClick={onCancel}>
                {T.cancel}
              </Button>
              <Button type="submit" variant="primary" disabled={busy} loading={busy}>
                {T.save}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </DialogFrame>
  );
}
