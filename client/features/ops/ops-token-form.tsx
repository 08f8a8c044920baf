/** The ops access key form: the key goes to the saga (kept in this tab's sessionStorage once accepted). */
import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { useAppDispatch } from '../../app/hooks';
import { FormAlert } from '../../components/form-page';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { TextInput } from '../../components/ui/text-input';
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
    <Card as="section" title={T.form.heading} padding="lg" className="ops-form">
      <form className="form-page__form" onSubmit={submit} noValidate>
        <Field id="ops-token" label={T.form.label} help={error ? undefined : T.form.hint}>
          <TextInput
            name="ops-token"
            type="password"
            autoComplete="off"
            spellCheck={false}
            start={<KeyRound />}
            value={token}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'ops-form-error' : undefined}
            onChange={(e) => setToken(e.target.value)}
          />
        </Field>
        {error ? <FormAlert id="ops-form-error">{error}</FormAlert> : null}
        <div className="form-page__actions">
          <Button type="submit" variant="primary" size="lg" fullWidth loading={checking}>
            {T.form.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
