/**
 * /meslek-bilginiz?R=: the profession page (spec section 2), where status 416 / PROFESSION_REQUIRED sends a
 * member. A list of professions from the server; saving one resolves the state and goes on to R.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { returnPathOf } from '../../lib/return-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { professionActions, selectProfession } from './profession.slice';
import '../../styles/forced-pages.css';

export function ProfessionPage() {
  useDocumentTitle(ACCOUNT_MESSAGES.professionTitle);
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const { list, selectedId, loading, saving, error } = useAppSelector(selectProfession);
  const [choice, setChoice] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const id = useId();

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
    <section className="forced-page" aria-labelledby={`${id}-t`} aria-busy={loading}>
      <h1 id={`${id}-t`}>{ACCOUNT_MESSAGES.professionTitle}</h1>
      <p>{ACCOUNT_MESSAGES.professionIntro}</p>
      <form noValidate onSubmit={submit}>
        <div className="forced-page__field">
          <label htmlFor={`${id}-p`}>{ACCOUNT_MESSAGES.professionLabel}</label>
          <select
            id={`${id}-p`}
            value={value}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${id}-pe` : undefined}
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
          </select>
          {missing && (
            <span id={`${id}-pe`} className="forced-page__error">
              {MESSAGES.selectProfession}
            </span>
          )}
        </div>
        {error && (
          <p role="alert" className="forced-page__error">
            {error}
          </p>
        )}
        <button type="submit" disabled={saving || loading}>
          {ACCOUNT_MESSAGES.professionSubmit}
        </button>
      </form>
    </section>
  );
}
