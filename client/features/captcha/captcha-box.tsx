/** The captcha image of the captcha pages: loads one on mount, forgets it on unmount, "Yenile" loads another. */
import { useEffect } from 'react';
import { CaptchaImage } from '../../components/captcha-image';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { captchaActions, selectCaptcha } from './captcha.slice';

export function CaptchaBox() {
  const dispatch = useAppDispatch();
  const { image, loading, failed } = useAppSelector(selectCaptcha);
  useEffect(() => {
    dispatch(captchaActions.imageRequested());
    return () => {
      dispatch(captchaActions.closed());
    };
  }, [dispatch]);
  return <CaptchaImage image={image} loading={loading} failed={failed} onRefresh={() => dispatch(captchaActions.imageRequested())} />;
}
