/**
 * 'Paylaş': the share choices in a sheet; choosing one saves the coupon and shares its link that way (lucide has no
 * brand marks, so each medium shows a plain icon beside its name).
 */
import { Link2, MessageCircle, Send, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { savedCouponsActions as A, selectSavedCoupons, type ShareMedia } from './saved-coupons.slice';
import { SAVED_BOX_TEXTS as T } from './saved-coupons-texts';

const MEDIA: readonly { media: ShareMedia; icon: ReactNode }[] = [
  { media: 'twitter', icon: <Send /> },
  { media: 'facebook', icon: <Users /> },
  { media: 'whatsapp', icon: <MessageCircle /> },
  { media: 'link', icon: <Link2 /> },
];

export function ShareSheet() {
  const dispatch = useAppDispatch();
  const { shareMenuOpen, sharing } = useAppSelector(selectSavedCoupons);
  const share = (mediatype: ShareMedia) => {
    dispatch(A.shareMenuClosed());
    dispatch(A.shareRequested({ mediatype }));
  };
  return (
    <Sheet open={shareMenuOpen} onClose={() => dispatch(A.shareMenuClosed())} title={T.shareTitle} description={T.shareHint} size="sm">
      <div role="group" aria-label={T.shareChoices} className="share-sheet__choices">
        {MEDIA.map(({ media, icon }) => (
          <Button key={media} fullWidth iconStart={icon} loading={sharing} onClick={() => share(media)}>
            {T.media[media]}
          </Button>
        ))}
      </div>
    </Sheet>
  );
}
