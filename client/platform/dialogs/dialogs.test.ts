import { describe, expect, it } from 'vitest';
import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { DIALOG_TITLES, INSUFFICIENT_BALANCE_TITLE, MESSAGE_TYPE } from '@shared/constants/codes';
import { makeTestStore } from '../../features/auth/auth.test-store';
import { confirmDialog, saveOrCloseDialog, showMessage } from './dialogs.sagas';
import { LOGIN_DIALOG_TITLE, dialogsActions, dialogsSlice, selectTopDialog } from './dialogs.slice';

const reduce = (...actions: Parameters<typeof dialogsSlice.reducer>[1][]) =>
  actions.reduce((s, act) => dialogsSlice.reducer(s, act), dialogsSlice.getInitialState());

describe('dialogs slice', () => {
  it('stacks dialogs and removes the answered one', () => {
    const first = dialogsActions.opened({ kind: 'info', message: 'bir' });
    const second = dialogsActions.opened({ kind: 'confirm', message: 'iki' });
    const s = reduce(first, second);
    expect(s.stack.map((d) => d.message)).toEqual(['bir', 'iki']);
    expect(first.payload.id).not.toBe(second.payload.id);
    expect(reduce(first, second, dialogsActions.confirmed({ id: first.payload.id })).stack.map((d) => d.message)).toEqual(['iki']);
    expect(reduce(first, second, dialogsActions.cancelled({ id: second.payload.id })).stack.map((d) => d.message)).toEqual(['bir']);
    expect(reduce(first, dialogsActions.closed({ id: first.payload.id })).stack).toEqual([]);
  });

  it('titles dialogs by message type and kind', () => {
    const title = (spec: Parameters<typeof dialogsActions.opened>[0]) => dialogsActions.opened(spec).payload.title;
    expect(title({ kind: 'info', message: 'x', messageType: MESSAGE_TYPE.error })).toBe(DIALOG_TITLES.error);
    expect(title({ kind: 'info', message: 'x', messageType: MESSAGE_TYPE.warning })).toBe(DIALOG_TITLES.warning);
    expect(title({ kind: 'info', message: 'x', messageType: MESSAGE_TYPE.ok })).toBe(DIALOG_TITLES.info);
    expect(title({ kind: 'info', message: 'x' })).toBe(DIALOG_TITLES.info);
    expect(title({ kind: 'confirm', message: 'x' })).toBe(DIALOG_TITLES.confirm);
    expect(title({ kind: 'insufficientBalance', message: 'x' })).toBe(INSUFFICIENT_BALANCE_TITLE);
    expect(title({ kind: 'login', message: 'x' })).toBe(LOGIN_DIALOG_TITLE);
    expect(title({ kind: 'info', message: 'x', title: 'Özel' })).toBe('Özel');
  });
});

describe('dialog saga helpers', () => {
  const run = <T>(helper: () => SagaIterator<T>) => {
    const results: T[] = [];
    const { store } = makeTestStore({
      sagas: [
        function* () {
          results.push(yield call(helper));
        },
      ],
    });
    return { store, results };
  };

  it('confirmDialog answers true on Tamam and false on İptal', () => {
    const yes = run(() => confirmDialog('Emin misiniz?'));
    const top = selectTopDialog(yes.store.getState())!;
    expect(top).toMatchObject({ kind: 'confirm', title: DIALOG_TITLES.confirm, message: 'Emin misiniz?' });
    yes.store.dispatch(dialogsActions.cancelled({ id: 'another' }));
    expect(yes.results).toEqual([]);
    yes.store.dispatch(dialogsActions.confirmed({ id: top.id }));
    expect(yes.results).toEqual([true]);
    expect(selectTopDialog(yes.store.getState())).toBeUndefined();

    const no = run(() => confirmDialog('Emin misiniz?'));
    no.store.dispatch(dialogsActions.cancelled({ id: selectTopDialog(no.store.getState())!.id }));
    expect(no.results).toEqual([false]);
  });

  it('saveOrCloseDialog answers save or close; showMessage does not wait', () => {
    const r = run(() => saveOrCloseDialog('Kaydedilsin mi?'));
    r.store.dispatch(dialogsActions.confirmed({ id: selectTopDialog(r.store.getState())!.id }));
    expect(r.results).toEqual(['save']);
    const m = run(() => showMessage('Hata oldu', MESSAGE_TYPE.error));
    expect(m.results).toHaveLength(1);
    expect(selectTopDialog(m.store.getState())).toMatchObject({ title: DIALOG_TITLES.error, kind: 'info' });
  });
});
