/** A server-drawn captcha image with its "Yenile" (new image) button. Presentational: the page passes the state. */
import { CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { RefreshCw } from './ui/sprite-icons';
import { Button } from './ui/button';
import './captcha.css';

export interface CaptchaImageProps {
  /** PNG, base64; null while none is loaded. */
  image: string | null;
  loading: boolean;
  failed: boolean;
  onRefresh(): void;
}

export function CaptchaImage({ image, loading, failed, onRefresh }: CaptchaImageProps) {
  return (
    <div className="captcha-box" aria-busy={loading}>
      <div className="captcha-box__frame">
        {image ? (
          <img className="captcha-box__image" src={`data:image/png;base64,${image}`} alt={CAPTCHA_TEXTS.imageAlt} width={160} height={56} />
        ) : (
          <span className="captcha-box__note" role={failed ? 'alert' : undefined}>
            {failed ? CAPTCHA_TEXTS.imageFailed : CAPTCHA_TEXTS.loading}
          </span>
        )}
      </div>
      <Button variant="secondary" className="captcha-box__refresh" iconStart={<RefreshCw />} onClick={onRefresh} disabled={loading}>
        {CAPTCHA_TEXTS.refresh}
      </Button>
    </div>
  );
}
