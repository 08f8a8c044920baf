/**
 * The 'Kupondaş'ta Paylaş' button where a played coupon is shown (the play success dialog, Hesabım/Kuponlarım, the
 * owner's coupon page). Only this wrapper is in the importer's bundle: the button, its dialog, slice and saga load
 * on first render (share-button.tsx), so nothing of Kupondaş joins the entry bundle.
 */
import { lazy, Suspense } from 'react';

export interface KupondasShareProps {
  couponNo: string;
  /** A cancelled coupon cannot be shared: no button. */
  cancelled?: boolean;
  /** 'inline': the privacy choice opens under the button (inside a dialog); 'sheet': in a sheet. */
  mode?: 'inline' | 'sheet';
}

const ShareButton = lazy(() => import('./share-button').then((m) => ({ default: m.ShareButton })));

export function KupondasShare(props: KupondasShareProps) {
  if (props.cancelled) return null;
  return (
    <Suspense fallback={null}>
      <ShareButton {...props} />
    </Suspense>
  );
}
