/** What the layout reads of contact verification, without loading its slice (type imports only: entry-sized). */
import type { RootState } from '../../app/store';

export const selectVerificationPopupOpen = (state: RootState): boolean => (state.contactVerification?.popup ?? 'none') !== 'none';
