import { describe, expect, it } from 'vitest';
import { loginSchema } from './login.schema';
import * as yup from './yup';
import { YUP_TR_LOCALE } from './yup';

describe('yup with Turkish default messages', () => {
  it('covers every message yup has a default for', () => {
    for (const [group, messages] of Object.entries(yup.defaultLocale)) {
      const ours = YUP_TR_LOCALE[group as keyof typeof YUP_TR_LOCALE] as Record<string, unknown> | undefined;
      expect(ours, group).toBeDefined();
      for (const key of Object.keys(messages as object)) expect(ours![key], `${group}.${key}`).toBeDefined();
    }
  });

  it('answers an over-long login in Turkish, not "username must be at most 64 characters"', async () => {
    const err = await loginSchema.validate({ username: 'a'.repeat(65), password: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(yup.ValidationError);
    expect((err as yup.ValidationError).message).toBe('En fazla 64 karakter olabilir.');
  });

  it('uses Turkish for rules declared without a text', async () => {
    const schema = yup.object({ mail: yup.string().email(), n: yup.number().integer().min(2), must: yup.string().required() });
    const err = (await schema.validate({ mail: 'x', n: 1.5 }, { abortEarly: false }).catch((e: unknown) => e)) as yup.ValidationError;
    expect(err.errors.sort()).toEqual(['Bu alan boş bırakılamaz.', 'En az 2 olmalıdır.', 'Geçerli bir e-posta adresi girin.', 'Tam sayı olmalıdır.'].sort());
    for (const m of err.errors) expect(m).not.toMatch(/must|field|valid/);
  });
});
