/** The ops page's coupon activity card: loaded on request with the page's key, shown in Turkish figures. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { OPS_API } from '@shared/protocol/ops-api';
import { DIAGNOSTICS_API, type CouponActivityAggregates } from '@shared/protocol/diagnostics-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../auth/auth.test-store';
import { opsSaga } from './ops.sagas';
import { OpsPage } from './ops-page';
import { opsSnapshot } from './ops.test-fixtures';

const GOOD = 'ops-good-token-1234567';
const AGG: CouponActivityAggregates = {
  Days: 7, Played: 12, Abandoned: 5, MedianTimeToFirstPickMs: 4500, MedianBuildMs: 61_000, AvgPicks: 3.5, AvgRemovals: 0.5,
  AvgRefusals: 0.25, AvgOddsChanges: 1, AvgPlayedAmount: 12_550, ScreenLogs: 3,
};
let activityAuth: (string | null)[];
let fail: boolean;
const cleanups: (() => void)[] = [];
beforeEach(() => {
  sessionStorage.clear();
  activityAuth = [];
  fail = false;
  server.use(
    http.get(OPS_API.realtime, () => HttpResponse.json(opsSnapshot())),
    http.get(DIAGNOSTICS_API.opsActivity, ({ request }) => {
      activityAuth.push(request.headers.get('authorization'));
      return fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(AGG);
    }),
  );
});
afterEach(() => cleanups.splice(0).forEach((c) => c()));

const open = async () => {
  const { store, stop } = makeTestStore({ sagas: [opsSaga] });
  cleanups.push(stop);
  render(
    <Provider store={store}>
      <OpsPage />
    </Provider>,
  );
  fireEvent.change(screen.getByLabelText('Erişim anahtarı'), { target: { value: GOOD } });
  fireEvent.click(screen.getByRole('button', { name: 'Bağlan' }));
  return screen.findByRole('region', { name: 'Kupon etkinliği (son 7 gün)' });
};

describe('coupon activity on the ops page', () => {
  it('loads the aggregates only when asked, with the key', async () => {
    const card = await open();
    expect(activityAuth).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: 'Kupon etkinliğini göster' }));
    expect(await within(card).findByText('Oynanan kupon')).toBeTruthy();
    expect(activityAuth).toEqual([`Bearer ${GOOD}`]);
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(value('Oynanan kupon')).toBe('12');
    expect(value('Terk edilen kupon')).toBe('5');
    expect(value('İlk seçime kadar (medyan)')).toBe('4,5 sn');
    expect(value('Ortalama oynanan tutar')).toBe('125,50 TL');
    expect(within(card).getByRole('button', { name: 'Yenile' })).toBeTruthy();
  });

  it('says so when the call fails', async () => {
    fail = true;
    const card = await open();
    fireEvent.click(within(card).getByRole('button', { name: 'Kupon etkinliğini göster' }));
    expect((await within(card).findByRole('status')).textContent).toBe('Kupon etkinliği alınamadı.');
  });
});
