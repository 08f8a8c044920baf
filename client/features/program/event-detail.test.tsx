import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EVENT_PAGES_TEXTS as T } from '@shared/constants/event-pages-texts';
import { EventDetail } from './event-detail';
import { eventKey, programActions } from './program.slice';
import { makeTestStore, renderAt } from './program.test-render';

describe('EventDetail', () => {
  it('says the event is not found, with no retry, when the edge does not know the code', () => {
    const { store } = makeTestStore();
    store.dispatch(programActions.eventMissing({ key: eventKey(99_999) }));
    renderAt(store, <EventDetail code={99_999} backHref="/iddaa/futbol" backLabel="Futbol bülteni" />);
    expect(screen.getByRole('heading', { name: T.notFound })).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.retry })).toBeNull();
    expect(screen.getByRole('link', { name: 'Futbol bülteni' })).toBeTruthy();
  });

  it('offers a retry when the load failed', () => {
    const { store } = makeTestStore();
    store.dispatch(programActions.loadFailed({ key: eventKey(5), error: 'Bağlantı kurulamadı.' }));
    renderAt(store, <EventDetail code={5} backHref="/iddaa/futbol" backLabel="Futbol bülteni" />);
    expect(screen.getByText('Bağlantı kurulamadı.')).toBeTruthy();
    expect(screen.getByRole('button', { name: T.retry })).toBeTruthy();
  });
});
