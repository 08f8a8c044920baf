/** The subject and message fields both message forms share, with the < = > key filter. */
import type { FormikProps } from 'formik';
import { MESSAGE_LIMITS } from '@shared/validation/message.schema';
import { controlClassName } from '../../components/control-class';
import { FilteredInput } from '../../components/filtered-input';
import { stripBlocked } from '../../components/input-rules';
import { FormField } from './form-field';
import { MESSAGE_PAGE_TEXTS as T } from './message-texts';

export function MessageFields<V extends { subject: string; message: string }>({ formik, prefix }: { formik: FormikProps<V>; prefix: string }) {
  const err = (name: 'subject' | 'message') => (formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined);
  return (
    <>
      <FormField id={`${prefix}-subject`} label={T.subject} error={err('subject')}>
        {(a11y) => (
          <FilteredInput {...a11y} name="subject" maxLength={MESSAGE_LIMITS.subjectMax} value={formik.values.subject} onBlur={formik.handleBlur} onValueChange={(v) => void formik.setFieldValue('subject', v)} />
        )}
      </FormField>
      <FormField id={`${prefix}-message`} label={T.message} error={err('message')}>
        {(a11y) => (
          <textarea
            {...a11y}
            name="message"
            className={controlClassName('member-form__textarea')}
            rows={6}
            maxLength={MESSAGE_LIMITS.bodyMax}
            value={formik.values.message}
            onBlur={formik.handleBlur}
            onKeyDown={(e) => {
              if ('<=>'.includes(e.key) && e.key.length === 1) e.preventDefault();
            }}
            onChange={(e) => void formik.setFieldValue('message', stripBlocked(e.target.value))}
          />
        )}
      </FormField>
    </>
  );
}
