/**
 * The avatar change modal (spec section 2): pick a photo (jpg, jpeg, png; checked before anything loads), crop it to
 * a square with the zoom slider (its value divides by 20, spec section 9) or the keyboard, and save the selection as
 * a JPEG. The spec's texts of section 5 show in the modal; the send and its answers are the saga's.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import { AVATAR_ACCEPT, AVATAR_LIMITS as L, AVATAR_TEXTS } from '@shared/constants/avatar';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DialogFrame } from '../../components/dialog-frame';
import { FormAlert } from '../../components/form-page';
import { Button } from '../../components/ui/button';
import { AvatarCropper, type AvatarCropperHandle } from './avatar-cropper';
import { checkCropped, checkOriginal, checkPicture, sliderOfZoom, zoomOfSlider } from './avatar-checks';
import { avatarActions as A, selectAvatar } from './avatar.slice';
import { AVATAR_UI as T } from './avatar-texts';
import './avatar.css';

const dataUrlOf = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

export function AvatarModal() {
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectAvatar);
  const [src, setSrc] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [slider, setSlider] = useState<number>(L.zoomSliderStart);
  const [cutting, setCutting] = useState(false);
  const cropper = useRef<AvatarCropperHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => {
    if (src) URL.revokeObjectURL(src);
  }, [src]);

  const fail = (message: string) => {
    dispatch(A.checkFailed(message));
    setSrc(null);
    setReady(false);
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const refusal = checkOriginal(file);
    dispatch(A.checkFailed(refusal));
    if (refusal) return;
    setReady(false);
    setSlider(L.zoomSliderStart);
    setSrc(URL.createObjectURL(file));
  };

  const onReady = ({ width, height }: { width: number; height: number }) => {
    const refusal = checkPicture(width, height);
    if (refusal) fail(refusal);
    else setReady(true);
  };

  const onSlider = (e: ChangeEvent<HTMLInputElement>) => {
    const value = Number(e.target.value);
    setSlider(value);
    cropper.current?.setZoom(zoomOfSlider(value));
  };

  const save = async () => {
    setCutting(true);
    try {
      const cut = await cropper.current?.crop();
      const refusal = cut ? checkCropped(cut.blob.size, cut.width, cut.height) : AVATAR_TEXTS.unreadable;
      if (refusal || !cut) dispatch(A.checkFailed(refusal ?? AVATAR_TEXTS.unreadable));
      else dispatch(A.uploadRequested({ data: await dataUrlOf(cut.blob) }));
    } catch {
      dispatch(A.checkFailed(AVATAR_TEXTS.unreadable));
    } finally {
      setCutting(false);
    }
  };

  const close = () => dispatch(A.modalClosed());
  return (
    <DialogFrame
      title={T.modalTitle}
      onDismiss={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {T.cancel}
          </Button>
          <Button variant="primary" onClick={() => void save()} disabled={!ready} loading={saving || cutting}>
            {T.save}
          </Button>
        </>
      }
    >
      <div className="avatar-modal">
        <input
          ref={fileInput}
          className="visually-hidden"
          type="file"
          accept={[...AVATAR_ACCEPT, '.jpg', '.jpeg', '.png'].join(',')}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-file"
          onChange={onFile}
        />
        <div className="avatar-modal__pick">
          <Button variant="secondary" iconStart={<ImagePlus aria-hidden="true" />} onClick={() => fileInput.current?.click()}>
            {src ? T.pickAgain : T.pick}
          </Button>
          <span className="avatar-modal__hint">{T.pickHint}</span>
        </div>
        {error ? <FormAlert id="avatar-modal-error">{error}</FormAlert> : null}
        {src ? (
          <>
            <AvatarCropper
              ref={cropper}
              src={src}
              label={T.cropLabel}
              help={T.cropHelp}
              onReady={onReady}
              onError={() => fail(AVATAR_TEXTS.unreadable)}
              onZoomChange={(ratio) => setSlider(sliderOfZoom(ratio))}
            />
            <label className="avatar-zoom">
              <span className="avatar-zoom__label">{T.zoom}</span>
              <input
                className="avatar-zoom__range"
                type="range"
                min={L.zoomSliderMin}
                max={L.zoomSliderMax}
                step={1}
                value={slider}
                disabled={!ready}
                aria-valuetext={`${zoomOfSlider(slider).toLocaleString('tr-TR', { maximumFractionDigits: 2 })} kat`}
                onChange={onSlider}
              />
            </label>
          </>
        ) : null}
      </div>
    </DialogFrame>
  );
}
