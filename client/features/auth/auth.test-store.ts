/**
 * Test helpers for the coupon, auth, dialogs and session features: the app's reducer with only the given sagas
 * running (other features' sagas would call the network), every lazy slice injected, and a member-info fixture.
 */
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import type { MemberInfo } from '@shared/protocol/api';
import { fullReducer, type FullState } from '../../app/lazy-slices.test-inject';
import { defaultSagaContext } from '../../app/saga-context';

export function makeTestStore({ preloaded, sagas = [] }: { preloaded?: Partial<FullState>; sagas?: Saga[] } = {}) {
  const middleware = createSagaMiddleware({ context: { ...defaultSagaContext() } });
  /** Types of every dispatched action, in order. */
  const actions: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: fullReducer(),
    preloadedState: preloaded as FullState | undefined,
    middleware: (gDM) => gDM({ thunk: false }).concat(record, middleware),
  });
  const tasks = sagas.map((s) => middleware.run(s));
  return { store, actions, stop: () => tasks.forEach((t) => t.cancel()) };
}

export type TestStore = ReturnType<typeof makeTestStore>['store'];

export const memberInfo = (over: Partial<MemberInfo> = {}): MemberInfo => ({
  IsLogin: true,
  Id: 1001,
  EncryptedId: 'enc-1001',
  Name: 'Ayşe',
  NickName: 'ayse',
  Surname: 'Yılmaz',
  Point: 0,
  Money: 100_000,
  Balance: 100_000,
  IddaaCouponCount: 0,
  IddaaContinuedCouponCount: 0,
  StotoCouponCount: 0,
  TjkCouponCount: 0,
  MpiCouponCount: 0,
  WaitingMessages: 0,
  NoticeId: null,
  NoticeIdEnc: null,
  HMID: 'h',
  OpenCouponType: 0,
  HasMultipleCouponRight: false,
  IsWinnersClubMember: false,
  IsNickNameChanged: false,
  IsSharingMember: true,
  SignedContractId: 1,
  IsPasswordChanged: true,
  Avatar: { AvatarMediaId: null, Status: null },
  ContractList: [],
  Contracts: [],
  CookieBarSignId: 0,
  KvkAllowed: true,
  AllowContact: false,
  Ie: false,
  EmailVerified: true,
  MobilePhoneVerified: true,
  LoginType: 1,
  GroupCode: '',
  TrackingCode: '',
  ShowingNotice: false,
  RedirectOnLogin: null,
  ...over,
});
