import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { OPS_API } from '@shared/protocol/ops-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../auth/auth.test-store';
import { LineChart, niceBytes, niceMax } from './line-chart';
import { opsSaga } from './ops.sagas';
import { OpsPage } from './ops-page';
import { opsSnapshot } from './ops.test-fixtures';

const GOOD = 'ops-good-token-1234567';
let calls = 0;
const cleanups: (() => void)[] = [];
beforeEach(() => {
  sessionStorage.clear();
  calls = 0;
  server.use(
    http.get(OPS_API.realtime, ({ request }) => {
      calls++;
      if (request.headers.get('authorization') !== `Bearer ${GOOD}`) {
        return HttpResponse.json({ IsSuccess: false, Code: 'UNAUTHORIZED', Message: 'Yetkisiz erişim.' }, { status: 401 });
      }
      return HttpResponse.json(opsSnapshot());
    }),
  );
});
afterEach(() => cleanups.splice(0).forEach((c) => c()));

const renderPage = () => {
  const { store, actions, stop } = makeTestStore({ sagas: [opsSaga] });
  cleanups.push(stop);
  const view = render(
    <Provider store={store}>
      <OpsPage />
    </Provider>,
  );
  return { store, actions, view };
};
const submit = (token: string) => {
  fireEvent.change(screen.getByLabelText('Erişim anahtarı'), { target: { value: token } });
  fireEvent.click(screen.getByRole('button', { name: 'Bağlan' }));
};
const stat = (label: string) => within(screen.getByRole('region', { name: 'Anlık değerler' })).getByText(label).nextElementSibling?.textContent;

describe('ops page', () => {
  it('asks for the key in Turkish, says when it is empty or wrong', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Canlı İzleme');
    expect((screen.getByLabelText('Erişim anahtarı') as HTMLInputElement).type).toBe('password');
    submit('   ');
    expect(screen.getByRole('alert').textContent).toBe('Lütfen erişim anahtarını giriniz.');
    expect(calls).toBe(0);
    submit('yanlis-anahtar-yanlis');
    expect((await screen.findByRole('alert')).textContent).toBe('Geçersiz erişim anahtarı.');
    expect(screen.getByLabelText('Erişim anahtarı').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the live numbers, a chart per series and the cut reasons; forgetting the key brings the form back', async () => {
    renderPage();
    submit(GOOD);
    await screen.findByRole('region', { name: 'Anlık değerler' });
    expect(stat('Bağlantı')).toBe('1.234');
    expect(stat('Oda')).toBe('42');
    expect(stat('Abone')).toBe('5.678');
    expect(stat('Gelen mesaj/sn')).toBe('12,5');
    expect(stat('Giden mesaj/sn')).toBe('2.345,6');
    expect(stat('Giden veri')).toBe('1,5 MB/sn');
    expect(stat('Veri yolu gecikmesi')).toBe('4,2 ms');
    expect(stat('Olay döngüsü p99')).toBe('3,1 ms');
    expect(stat('Bellek (RSS)')).toBe('150 MB');
    expect(stat('Çalışma süresi')).toBe('1 sa 2 dk');
    expect(stat('Veri yolu')).toBe('Redis, bağlı');

    const charts = screen.getAllByRole('img').map((c) => c.getAttribute('aria-label'));
    expect(charts).toEqual([
      'Bağlantılar: 129',
      'Mesaj/sn: Giden 690, Gelen 7',
      'Giden veri/sn: 67,4 KB/sn',
      'Veri yolu gecikmesi (ms): 3 ms',
      'Olay döngüsü gecikmesi p99 (ms): 1,5 ms',
    ]);
    const messages = screen.getByRole('img', { name: /^Mesaj\/sn/ });
    expect(messages.querySelectorAll('path.ops-chart__line')).toHaveLength(2);

    const table = screen.getByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) }).querySelector('td')?.textContent;
    expect(row('Hatalı çerçeve')).toBe('7');
    expect(row('Geri basınç')).toBe('3');
    expect(row('Toplam')).toBe('13');

    fireEvent.click(screen.getByRole('button', { name: 'Anahtarı unut' }));
    expect(await screen.findByLabelText('Erişim anahtarı')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops polling when the page goes away', async () => {
    sessionStorage.setItem('iddaa.ops-token', GOOD);
    const { view, actions } = renderPage();
    await screen.findByRole('region', { name: 'Anlık değerler' });
    view.unmount();
    expect(actions).toContain('ops/pageClosed');
    const seen = calls;
    await new Promise((r) => setTimeout(r, 1300));
    expect(calls).toBe(seen);
  });
});

describe('line chart', () => {
  it('scales to a readable top and places time from the right edge', () => {
    expect([0, 0.3, 1, 7, 12, 49, 51, 999].map(niceMax)).toEqual([1, 0.5, 1, 10, 20, 50, 100, 1000]);
    expect([0, 700, 4500, 3 * 1024 * 1024].map(niceBytes)).toEqual([1, 1000, 5 * 1024, 5 * 1024 * 1024]);
    const { container } = render(
      <LineChart title="Bağlantılar" times={[1000, 2000, 3000]} series={[{ name: '', tone: 'green', values: [0, 5, 10] }]} spanMs={10_000} format={String} emptyText="Veri toplanıyor…" />,
    );
    const line = container.querySelector('path.ops-chart__line')!.getAttribute('d');
    // 10 s across 300 units: the last point at the right edge, 1 s = 30 units; 10 is the top (y 0), 0 the bottom.
    expect(line).toBe('M240.0,100.0L270.0,50.0L300.0,0.0');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Bağlantılar: 10');
  });

  it('says it is collecting data with fewer than two points', () => {
    render(<LineChart title="Bağlantılar" times={[1000]} series={[{ name: '', tone: 'green', values: [3] }]} spanMs={10_000} format={String} emptyText="Veri toplanıyor…" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Bağlantılar: Veri toplanıyor…');
    expect(screen.getByText('Veri toplanıyor…')).toBeTruthy();
  });
});
