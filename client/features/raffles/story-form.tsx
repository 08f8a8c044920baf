/**
 * "Kazanç Hikâyeni Paylaş" on /kazandirdiklarimiz. A member picks one of their own settled won coupons, writes the
 * story and ticks the consent; the server stores the consent with the story and publishes it with the masked name.
 * A coupon whose story is published shows it with "Hikâyemi kaldır" (withdraws the consent). Visitors get a button
 * that opens the login dialog; the coupons load once logged in. Limits and messages are the server's (shared).
 */
import { useEffect } from 'react';
import { useFormik } from 'formik';
import { STORY_LIMITS } from '@shared/constants/notices';
import { WINNER_STORY_TEXTS as T } from '@shared/constants/winner-story-texts';
import { dayKey, formatMoney } from '@shared/format/tr';
import type { StoryCoupon } from '@shared/protocol/content-api';
import { winnerStorySchema, type WinnerStoryInput } from '@shared/validation/winner-story.schema';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { controlClassName } from '../../components/control-class';
import { LoadError } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { authActions, selectAuthStatus } from '../auth/auth.slice';
import { selectWinnerStory, winnerStoryActions as A, type StoryOutcome } from './story.slice';
import './story-form.css';

const day = (ms: number): string => dayKey(ms).split('-').reverse().join('.');

function Outcome({ outcome }: { outcome: StoryOutcome }) {
  if (!outcome.message) return null;
  return outcome.status === 'failed' ? (
    <p role="alert" className="story-form__failure">
      {outcome.message}
    </p>
  ) : (
    <p role="status" className="story-form__success">
      {outcome.message}
    </p>
  );
}

function PublishedStory({ coupon }: { coupon: StoryCoupon }) {
  const dispatch = useAppDispatch();
  const { withdraw } = useAppSelector(selectWinnerStory);
  return (
    <div className="story-form__published" role="group" aria-label={T.published}>
      <p className="story-form__published-title">{T.published}</p>
      <blockquote>{coupon.Story}</blockquote>
      <p className="story-form__hint">{T.replaceHint}</p>
      <Button variant="danger" size="sm" loading={withdraw.status === 'sending'} onClick={() => dispatch(A.withdrawRequested(coupon.CouponNo))}>
        {T.withdraw}
      </Button>
    </div>
  );
}

function StoryFields({ coupons }: { coupons: StoryCoupon[] }) {
  const dispatch = useAppDispatch();
  const { send, withdraw } = useAppSelector(selectWinnerStory);
  const formik = useFormik<WinnerStoryInput>({
    initialValues: { couponNo: '', story: '', consent: false },
    validationSchema: winnerStorySchema,
    onSubmit: (v, helpers) => {
      helpers.setSubmitting(false);
      dispatch(A.storyRequested({ couponNo: v.couponNo, story: v.story.trim(), consent: v.consent }));
    },
  });
  // Once stored, the text and the consent empty; the coupon stays chosen so its published story shows.
  const { resetForm } = formik;
  useEffect(() => {
    if (send.status === 'done' && send.couponNo) resetForm({ values: { couponNo: send.couponNo, story: '', consent: false } });
  }, [send.status, send.couponNo, resetForm]);
  const err = (name: keyof WinnerStoryInput) => (formik.touched[name] ? formik.errors[name] : undefined);
  const chosen = coupons.find((c) => c.CouponNo === formik.values.couponNo);
  const options = [
    { value: '', label: T.couponPlaceholder },
    ...coupons.map((c) => ({ value: c.CouponNo, label: T.couponOption(c.CouponNo, formatMoney(c.WinningsKurus), day(c.SettledAt)) })),
  ];
  return (
    <form noValidate className="story-form" onSubmit={formik.handleSubmit}>
      <Field label={T.coupon} error={err('couponNo')} required>
        <Select name="couponNo" options={options} value={formik.values.couponNo} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      </Field>
      {chosen?.Story ? <PublishedStory coupon={chosen} /> : null}
      <Outcome outcome={withdraw} />
      <Field label={T.story} help={T.storyHelp(formik.values.story.trim().length)} error={err('story')} required>
        {(control) => (
          <textarea
            {...control}
            name="story"
            rows={5}
            maxLength={STORY_LIMITS.maxChars}
            className={controlClassName('story-form__textarea')}
            value={formik.values.story}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </Field>
      <Checkbox
        name="consent"
        label={T.consent}
        description={T.consentHelp}
        checked={formik.values.consent}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={err('consent')}
      />
      <div className="story-form__actions">
        <Button type="submit" variant="primary" loading={send.status === 'sending'}>
          {T.send}
        </Button>
      </div>
      <Outcome outcome={send} />
    </form>
  );
}

function MemberStory() {
  const dispatch = useAppDispatch();
  const { coupons } = useAppSelector(selectWinnerStory);
  useEffect(() => {
    dispatch(A.couponsRequested());
    return () => void dispatch(A.cleared());
  }, [dispatch]);
  if (coupons.status === 'failed' && !coupons.data) {
    return <LoadError message={T.loadError} retry={T.retry} onRetry={() => dispatch(A.couponsRequested())} />;
  }
  if (!coupons.data) {
    return (
      <div aria-busy="true" className="story-form__loading">
        <Skeleton shape="block" height={44} />
        <Skeleton shape="block" height={120} />
      </div>
    );
  }
  if (coupons.data.length === 0) return <EmptyState title={T.noCoupons} compact />;
  return <StoryFields coupons={coupons.data} />;
}

export function WinnerStorySection() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  return (
    <Card as="section" title={T.heading} padding="md" className="story-section">
      <p className="story-section__intro">{T.intro}</p>
      {status === 'member' ? <MemberStory /> : null}
      {status === 'visitor' ? (
        <div className="story-section__visitor">
          <p>{T.visitorHint}</p>
          <Button variant="primary" onClick={() => dispatch(authActions.loginRequired({ action: A.couponsRequested() }))}>
            {T.login}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
