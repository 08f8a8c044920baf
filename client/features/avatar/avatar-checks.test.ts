import { describe, expect, it } from 'vitest';
import { AVATAR_TEXTS as T } from '@shared/constants/avatar';
import { checkCropped, checkOriginal, checkPicture, sliderOfZoom, zoomOfSlider } from './avatar-checks';

describe('avatar checks (spec sections 5 and 9)', () => {
  it('takes jpg, jpeg and png only, by name and type', () => {
    expect(checkOriginal({ name: 'a.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkOriginal({ name: 'a.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkOriginal({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(checkOriginal({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(T.wrongType);
    expect(checkOriginal({ name: 'a.png', type: 'image/svg+xml', size: 10 })).toBe(T.wrongType);
    expect(checkOriginal({ name: 'a.txt', type: 'image/png', size: 10 })).toBe(T.wrongType);
  });

  it('refuses an original over 15,000,000 bytes and an empty one', () => {
    expect(checkOriginal({ name: 'a.jpg', type: 'image/jpeg', size: 15_000_000 })).toBeNull();
    expect(checkOriginal({ name: 'a.jpg', type: 'image/jpeg', size: 15_000_001 })).toBe(T.originalTooLarge);
    expect(checkOriginal({ name: 'a.jpg', type: 'image/jpeg', size: 0 })).toBe(T.unreadable);
  });

  it('refuses a cropped image of 2,000,000 bytes or more, an empty one and a tiny picture', () => {
    expect(checkCropped(1_999_999, 300, 300)).toBeNull();
    expect(checkCropped(2_000_000, 300, 300)).toBe(T.croppedTooLarge);
    expect(checkCropped(0, 300, 300)).toBe(T.unreadable);
    expect(checkCropped(500, 0, 0)).toBe(T.unreadable);
    expect(checkPicture(40, 800)).toBe(T.unreadable);
    expect(checkPicture(64, 64)).toBeNull();
  });

  it('divides the zoom slider by 20', () => {
    expect(zoomOfSlider(20)).toBe(1);
    expect(zoomOfSlider(50)).toBe(2.5);
    expect(sliderOfZoom(1.5)).toBe(30);
    expect(sliderOfZoom(99)).toBe(100);
  });
});
