/**
 * 'Kupondaş'ta Paylaş' and the sharing-option dialog (spec section 2): the privacy radio ('Tüm üyeler' /
 * 'Sadece takipçilerim', the default from GetPrivacyLevel) and the share button, which then reads "Kupondaş'ta
 * Paylaştınız." and is disabled. Starts the sharing slice and saga in the store on first render.
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { CircleCheck, Share2 } from 'lucide-react';
import { SHARE_TEXTS as T } from '@shared/constants/kupondas-texts';
import { PRIVACY_LEVEL } from '@shared/protocol/kupondas-share-api';
import type { InjectFeature } from '../../app/feature-injector';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { Radio, RadioGroup } from '../../components/ui/radio';
import { Sheet } from '../../components/ui/sheet';
import { Skeleton } from '../../components/ui/skeleton';
import type { KupondasShareProps } from './share-entry';
import { shareSaga } from './share.sagas';
import { shareActions as A, selectShare, shareSlice } from './share.slice';
import './share.css';

export const SHARE_FEATURE = { key: 'kupondas-share', slices: [shareSlice], saga: shareSaga };

function ShareOptions({ couponNo }: { couponNo: string }) {
  const dispatch = useAppDispatch();
  const { privacy, privacyStatus, sharing } = useAppSelector(selectShare);
  return (
    <div className="kd-share__options">
      <p className="kd-share__coupon">{T.couponNo(couponNo)}</p>
      {privacyStatus === 'loading' && privacy === null ? (
        <div aria-busy="true">
          <p role="status" className="visually-hidden">
            {T.loadingPrivacy}
          </p>
          <Skeleton lines={2} />
        </div>
      ) : (
        <RadioGroup
          legend={T.privacyLegend}
          value={privacy === null ? null : String(privacy)}
          onChange={(v) => dispatch(A.privacyChosen({ level: Number(v) }))}
          disabled={sharing}
        >
          <Radio value={String(PRIVACY_LEVEL.allMembers)} label={T.privacyAll} description={T.privacyAllHelp} />
          <Radio value={String(PRIVACY_LEVEL.followersOnly)} label={T.privacyFollowers} description={T.privacyFollowersHelp} />
        </RadioGroup>
      )}
    </div>
  );
}

/** Inside the play success dialog the dialog's 'Tamam' is the primary action: the inline share button is secondary. */
function SubmitButton({ shared, fullWidth, inline = false }: { shared: boolean; fullWidth?: boolean; inline?: boolean }) {
  const dispatch = useAppDispatch();
  const { privacy, sharing } = useAppSelector(selectShare);
  if (shared) {
    return (
      <Button variant="secondary" disabled fullWidth={fullWidth} iconStart={<CircleCheck />}>
        {T.shared}
      </Button>
    );
  }
  return (
    <Button variant={inline ? 'secondary' : 'primary'} size={inline ? 'sm' : 'md'} fullWidth={fullWidth} loading={sharing} disabled={privacy === null} iconStart={<Share2 />} onClick={() => dispatch(A.submitted())}>
      {T.share}
    </Button>
  );
}

export function ShareButton({ couponNo, mode = 'sheet' }: KupondasShareProps) {
  const store = useStore() as { injectFeature?: InjectFeature };
  store.injectFeature?.(SHARE_FEATURE);
  const dispatch = useAppDispatch();
  const share = useAppSelector(selectShare);
  useEffect(() => {
    dispatch(A.sharedListRequested());
  }, [dispatch]);
  const shared = share.shared.includes(couponNo);
  const open = share.couponNo === couponNo;
  // The dialog is this button's: when its host goes (the play success dialog closed, the page left), it closes too;
  // otherwise the next page showing the same coupon (Hesabım/Kuponlarım) would open its sheet unasked.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(
    () => () => {
      if (openRef.current) dispatch(A.dialogClosed());
    },
    [dispatch],
  );
  const opener = shared ? (
    <Button size="sm" variant="secondary" disabled iconStart={<CircleCheck />}>
      {T.shared}
    </Button>
  ) : (
    <Button size="sm" variant="secondary" iconStart={<Share2 />} aria-expanded={open} onClick={() => dispatch(A.shareRequested({ couponNo }))}>
      {T.open}
    </Button>
  );
  if (mode === 'inline') {
    return (
      <div className="kd-share kd-share--inline">
        {open && !shared ? null : opener}
        {open && !shared ? (
          <section className="kd-share__panel" aria-label={T.dialogTitle}>
            <p className="kd-share__text">{T.dialogText}</p>
            <ShareOptions couponNo={couponNo} />
            <div className="kd-share__actions">
              <Button size="sm" variant="ghost" onClick={() => dispatch(A.dialogClosed())}>
                {T.close}
              </Button>
              <SubmitButton shared={false} inline />
            </div>
          </section>
        ) : null}
      </div>
    );
  }
  return (
    <div className="kd-share">
      {opener}
      <Sheet
        open={open}
        onClose={() => dispatch(A.dialogClosed())}
        title={T.dialogTitle}
        description={T.dialogText}
        desktop="dialog"
        size="sm"
        footer={<SubmitButton shared={shared} fullWidth />}
      >
        <ShareOptions couponNo={couponNo} />
      </Sheet>
    </div>
  );
}
