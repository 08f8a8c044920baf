/** The session reminder's dialog: time played, stakes, winnings and the net result of the session, in Turkish. */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { PlaySessionAnswer } from '@shared/protocol/responsible-play-api';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { formatMoney } from '@shared/format/tr';
import { openDialog } from '../../platform/dialogs/dialogs.sagas';
import { RESPONSIBLE_PLAY_TEXTS as T, formatDuration } from './responsible-play-texts';

const signed = (kurus: number): string => (kurus > 0 ? `+${formatMoney(kurus)}` : formatMoney(kurus));

export function* showReminder(s: PlaySessionAnswer): SagaIterator {
  yield call(openDialog, {
    kind: 'info',
    title: T.reminderTitle,
    messageType: MESSAGE_TYPE.information,
    message: T.reminderMessage(formatDuration(s.Now - s.StartedAt)),
    details: [
      { label: T.sessionTime, value: formatDuration(s.Now - s.StartedAt) },
      { label: T.sessionStakes, value: formatMoney(s.Stakes) },
      { label: T.sessionWinnings, value: formatMoney(s.Winnings) },
      { label: T.sessionNet, value: signed(s.Net) },
    ],
  });
}
