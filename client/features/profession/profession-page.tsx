/**
 * /meslek-bilginiz?R=: the profession page (spec section 2), where status 416 / PROFESSION_REQUIRED sends a
 * member. A list of professions from the server; saving one resolves the state and goes on to R.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormAlert, FormPage } from '../../components/form-page';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { returnPathOf } from '../../lib/return-path';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { professionActions, selectProfession } from './profession.slice';

export function ProfessionPage() {
  useDocumentTitle(ACCOUNT_MESSAGES.professionTitle);
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const { list, selectedId, loading, saving, error } = useAppSelector(selectProfession);
  const [choice, setChoice] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    dispatch(professionActions.loadRequested());
  }, [dispatch]);

  const value = choice ?? (selectedId === null ? '' : String(selectedId));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value) {
      setMissing(true);
      return;
    }
    dispatch(professionActions.saveRequested({ professionId: Number(value), returnTo: returnPathOf(params.get('R')) }));
  };

  return (
    <FormPage title={ACCOUNT_MESSAGES.professionTitle} intro={ACCOUNT_MESSAGES.professionIntro} busy={loading}>
      <form className="form-page__form" noValidate onSubmit={submit}>
        <Field label={ACCOUNT_MESSAGES.professionLabel} error={missing ? MESSAGES.selectProfession : undefined}>
          <Select
            value={value}
            onChange={(e) => {
              setChoice(e.target.value);
              setMissing(false);
            }}
          >
            <option value="">{ACCOUNT_MESSAGES.professionPlaceholder}</option>
            {list.map((p) => (
              <option key={p.Id} value={p.Id}>
                {p.Name}
              </option>
            ))}
          </Select>
        </Field>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="form-page__actions">
          <Button type="submit" variant="primary" size="lg" fullWidth loading={saving} disabled={loading}>
            {ACCOUNT_MESSAGES.professionSubmit}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
