/** The ops access key form: the key goes to the saga (kept in this tab's sessionStorage once accepted). */
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { opsActions as A, type OpsRefusal } from './ops.slice';
import { OPS_TEXTS as T } from './ops-texts';

export function OpsTokenForm({ refusal, checking }: { refusal: OpsRefusal | null; checking: boolean }) {
  const dispatch = useAppDispatch();
  const [token, setToken] = useState('');
  const [empty, setEmpty] = useState(false);
  const error = empty ? T.form.required : refusal ? T.refusal[refusal] : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = token.trim();
    setEmpty(value === '');
    if (value) dispatch(A.tokenSubmitted({ token: value }));
  };
  return (
    <form className="ops-form card" onSubmit={submit} noValidate aria-labelledby="ops-form-title">
      <h2 id="ops-form-title">{T.form.heading}</h2>
      <label htmlFor="ops-token">{T.form.label}</label>
      <input
        id="ops-token"
        name="ops-token"
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={token}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'ops-form-error' : 'ops-form-hint'}
        onChange={(e) => setToken(e.target.value)}
      />
      {error ? (
        <p id="ops-form-error" role="alert" className="ops-form__error">
          {error}
        </p>
      ) : (
        <p id="ops-form-hint" className="ops-form__hint">
          {T.form.hint}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={checking}>
        {checking ? T.form.checking : T.form.submit}
      </button>
    </form>
  );
}
