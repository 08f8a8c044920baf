/**
 * /ops/icerik: ops publish, schedule and withdraw notices and content blocks, create raffles and run their draws,
 * behind the ops key (the same key as /ops, kept in this tab). Every HTML is sanitised by the edge when stored.
 */
import { useState, type FormEvent } from 'react';
import { OPS_CONTENT_TEXTS as T } from '@shared/constants/ops-content-texts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormAlert } from '../../components/form-page';
import '../../components/form-page.css';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { TextInput } from '../../components/ui/text-input';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { NoticesOps } from './notices-ops';
import { ContentOps, RafflesOps } from './raffles-ops';
import { opsContentActions as A, selectOpsContent } from './ops-content.slice';
import './ops-content.css';

function AccessForm({ refused }: { refused: boolean }) {
  const dispatch = useAppDispatch();
  const [token, setToken] = useState('');
  const [empty, setEmpty] = useState(false);
  const error = empty ? T.access.required : refused ? T.access.refused : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setEmpty(!token.trim());
    if (token.trim()) dispatch(A.tokenSubmitted({ token: token.trim() }));
  };
  return (
    <Card as="section" title={T.access.heading} padding="lg">
      <form className="form-page__form" onSubmit={submit} noValidate>
        <Field id="ops-content-token" label={T.access.label}>
          <TextInput name="ops-token" type="password" autoComplete="off" spellCheck={false} value={token} onChange={(e) => setToken(e.target.value)} />
        </Field>
        {error ? <FormAlert id="ops-content-error">{error}</FormAlert> : null}
        <Button type="submit" variant="primary">
          {T.access.submit}
        </Button>
      </form>
    </Card>
  );
}

export function OpsContentPage() {
  useDocumentTitle(T.title);
  const { access, result } = useAppSelector(selectOpsContent);
  return (
    <section className="ops-content" aria-labelledby="ops-content-title">
      <h1 id="ops-content-title">{T.title}</h1>
      {access !== 'granted' ? <AccessForm refused={access === 'refused'} /> : null}
      {result ? (
        <p role="status" className={result.ok ? 'ops-content__ok' : 'ops-content__failed'}>
          {result.ok ? T.saved : T.failed}
        </p>
      ) : null}
      {access === 'granted' ? (
        <>
          <NoticesOps />
          <ContentOps />
          <RafflesOps />
        </>
      ) : null}
    </section>
  );
}
