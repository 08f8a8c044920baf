/** A small padlock for locked odds; decorative (the button's disabled state or its holder's name carries the meaning). */
import { Lock } from './ui/sprite-icons';

export function LockIcon() {
  return <Lock className="lock-icon" size={14} strokeWidth={2.25} aria-hidden="true" focusable="false" />;
}
