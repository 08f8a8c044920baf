/** Contact us (/bize-yazin, visitors and members) and write a message (/hesabim/mesaj-yaz, members). */
import * as yup from './yup';
import { emailSchema } from './email';
import { SAFE_TEXT_TEXTS, multiLineText, singleLineText } from './safe-text';

export const MESSAGE_LIMITS = { nameMax: 100, subjectMin: 3, subjectMax: 100, bodyMin: 10, bodyMax: 2000 } as const;

export const MESSAGE_TEXTS = {
  nameEmpty: 'Adınızı ve soyadınızı girmelisiniz.',
  nameTooLong: `En fazla ${MESSAGE_LIMITS.nameMax} karakter girebilirsiniz.`,
  subjectLength: `Konu ${MESSAGE_LIMITS.subjectMin} ile ${MESSAGE_LIMITS.subjectMax} karakter arasında olmalıdır.`,
  bodyLength: `Mesajınız ${MESSAGE_LIMITS.bodyMin} ile ${MESSAGE_LIMITS.bodyMax} karakter arasında olmalıdır.`,
} as const;

const subject = yup
  .string()
  .default('')
  .trim()
  .min(MESSAGE_LIMITS.subjectMin, MESSAGE_TEXTS.subjectLength)
  .max(MESSAGE_LIMITS.subjectMax, MESSAGE_TEXTS.subjectLength)
  .test('text', SAFE_TEXT_TEXTS.controlChars, singleLineText);
const message = yup
  .string()
  .default('')
  .trim()
  .min(MESSAGE_LIMITS.bodyMin, MESSAGE_TEXTS.bodyLength)
  .max(MESSAGE_LIMITS.bodyMax, MESSAGE_TEXTS.bodyLength)
  .test('text', SAFE_TEXT_TEXTS.controlChars, multiLineText);

export const contactUsSchema = yup.object({
  name: yup
    .string()
    .default('')
    .trim()
    .required(MESSAGE_TEXTS.nameEmpty)
    .max(MESSAGE_LIMITS.nameMax, MESSAGE_TEXTS.nameTooLong)
    .test('text', SAFE_TEXT_TEXTS.controlChars, singleLineText),
  email: emailSchema,
  subject,
  message,
});
export type ContactUsInput = yup.InferType<typeof contactUsSchema>;

export const memberMessageSchema = yup.object({ subject, message });
export type MemberMessageInput = yup.InferType<typeof memberMessageSchema>;
