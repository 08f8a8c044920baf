/**
 * yup with Turkish default messages. Every module imports yup from here (a lint rule forbids 'yup' itself), so the
 * locale is set before any schema is built: yup reads a default message when a rule is declared, not when it runs.
 * A rule with its own text (most of ours) keeps it; these defaults catch the rest, so no English text ever shows.
 * The messages name no field: the form shows them under the field they belong to.
 */
import { setLocale, type LocaleObject } from 'yup';

export const YUP_TR_LOCALE = {
  mixed: {
    default: 'Geçersiz değer.',
    required: 'Bu alan boş bırakılamaz.',
    defined: 'Bu alan boş bırakılamaz.',
    notNull: 'Bu alan boş bırakılamaz.',
    oneOf: 'Lütfen geçerli bir seçim yapın.',
    notOneOf: 'Bu değer kullanılamaz.',
    notType: 'Geçersiz değer.',
  },
  string: {
    length: ({ length }) => `${length} karakter olmalıdır.`,
    min: ({ min }) => `En az ${min} karakter olmalıdır.`,
    max: ({ max }) => `En fazla ${max} karakter olabilir.`,
    matches: 'Geçersiz biçim.',
    email: 'Geçerli bir e-posta adresi girin.',
    url: 'Geçerli bir adres girin.',
    uuid: 'Geçersiz değer.',
    datetime: 'Geçerli bir tarih girin.',
    datetime_precision: 'Geçerli bir tarih girin.',
    datetime_offset: 'Geçerli bir tarih girin.',
    trim: 'Başında ve sonunda boşluk olmamalıdır.',
    lowercase: 'Küçük harflerle yazılmalıdır.',
    uppercase: 'Büyük harflerle yazılmalıdır.',
  },
  number: {
    min: ({ min }) => `En az ${min} olmalıdır.`,
    max: ({ max }) => `En fazla ${max} olabilir.`,
    lessThan: ({ less }) => `${less} değerinden küçük olmalıdır.`,
    moreThan: ({ more }) => `${more} değerinden büyük olmalıdır.`,
    positive: 'Sıfırdan büyük olmalıdır.',
    negative: 'Sıfırdan küçük olmalıdır.',
    integer: 'Tam sayı olmalıdır.',
  },
  date: {
    min: 'Daha ileri bir tarih girin.',
    max: 'Daha eski bir tarih girin.',
  },
  object: {
    noUnknown: 'Tanınmayan alanlar var.',
    exact: 'Tanınmayan alanlar var.',
  },
  array: {
    min: ({ min }) => `En az ${min} seçim yapılmalıdır.`,
    max: ({ max }) => `En fazla ${max} seçim yapılabilir.`,
    length: ({ length }) => `${length} seçim yapılmalıdır.`,
  },
  boolean: {
    isValue: 'Geçersiz seçim.',
  },
  tuple: {
    notType: 'Geçersiz değer.',
  },
} satisfies Required<{ [K in keyof LocaleObject]: Required<LocaleObject[K]> }>;

setLocale(YUP_TR_LOCALE);

export * from 'yup';
