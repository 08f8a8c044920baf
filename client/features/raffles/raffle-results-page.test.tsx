/** /cekilis-sonuclari over msw: upcoming and drawn raffles, masked winners, and the in-browser recomputation. */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { RAFFLE_TEXTS as T } from '@shared/constants/raffle-texts';
import { CONTENT_API, type RaffleEntriesAnswer, type RafflesAnswer, type RaffleView } from '@shared/protocol/content-api';
import { drawWinners, seedCommitment } from '@shared/rules/raffle-draw';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../auth/auth.test-store';
import { RaffleResultsPage } from './raffle-results-page';
import { rafflesSaga } from './raffles.sagas';

const SEED = 'ab'.repeat(32);
const ENTRIES = Array.from({ length: 6 }, (_, i) => ({ ref: `ref${i}`, owner: `owner${i % 4}` }));
const draw = drawWinners(SEED, ENTRIES, 1, 1);
const base: RaffleView = {
  Id: 7, Title: 'Haftalık Çekiliş', Prize: 'Akıllı telefon', MinStakeKurus: 5000, PeriodStart: Date.UTC(2026, 0, 1), PeriodEnd: Date.UTC(2026, 0, 7),
  DrawAt: Date.UTC(2026, 0, 8), MainCount: 1, ReserveCount: 1, SeedHash: seedCommitment(SEED), Seed: SEED, Drawn: true, EntryCount: 6,
  Main: [{ Name: 'Ah*** Yı***', City: 'İstanbul', EntryRef: draw.main[0]!.ref }],
  Reserve: [{ Name: 'Ay*** Çe***', City: 'İzmir', EntryRef: draw.reserve[0]!.ref }],
};

const serve = (drawn: RaffleView) => {
  const answer: RafflesAnswer = { Upcoming: [{ ...base, Id: 8, Title: 'Aylık Çekiliş', Seed: null, Drawn: false, EntryCount: null, Main: [], Reserve: [] }], Drawn: [drawn] };
  const entries: RaffleEntriesAnswer = { RaffleId: 7, Seed: SEED, SeedHash: base.SeedHash, MainCount: 1, ReserveCount: 1, Entries: ENTRIES };
  server.use(
    http.get(CONTENT_API.raffles, () => HttpResponse.json(answer)),
    http.get(CONTENT_API.raffleEntries, () => HttpResponse.json(entries)),
    http.get(`${CONTENT_API.contentPrefix}:key`, () => new HttpResponse('<p>Kampanya: her kupon bir şans!</p>', { headers: { 'Content-Type': 'text/html' } })),
  );
};

const mount = () => {
  const { store, stop } = makeTestStore({ sagas: [rafflesSaga] });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <RaffleResultsPage />
      </MemoryRouter>
    </Provider>,
  );
  return stop;
};

describe('raffle results page', () => {
  it('shows upcoming and drawn raffles with masked winners, and verifies the draw in the browser', async () => {
    serve(base);
    const stop = mount();
    expect(await screen.findByText('Kampanya: her kupon bir şans!')).toBeTruthy();
    const drawn = await screen.findByRole('article', { name: 'Haftalık Çekiliş' });
    expect(within(drawn).getByText('Ah*** Yı***')).toBeTruthy();
    expect(within(drawn).getByText('İzmir')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Aylık Çekiliş' })).toBeTruthy();
    fireEvent.click(within(drawn).getByRole('button', { name: T.verify }));
    expect(await within(drawn).findByText(T.verified)).toBeTruthy();
    stop();
  });

  it('says so when the shown winners do not follow from the seed', async () => {
    serve({ ...base, Main: [{ ...base.Main[0]!, EntryRef: 'baska-bir-ref' }] });
    const stop = mount();
    const drawn = await screen.findByRole('article', { name: 'Haftalık Çekiliş' });
    fireEvent.click(within(drawn).getByRole('button', { name: T.verify }));
    expect(await within(drawn).findByText(T.notVerified)).toBeTruthy();
    stop();
  });
});
