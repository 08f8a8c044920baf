import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { UpdatePrompt } from './update-prompt';
import { makePwaStore } from './pwa.test-store';
import { setSwBridge } from './sw-bridge';

let stop = () => {};
afterEach(() => {
  stop();
  setSwBridge(null);
});

const renderPrompt = (updateAvailable: boolean) => {
  const made = makePwaStore({ pwa: { updateAvailable }, saga: true });
  stop = made.stop;
  render(
    <Provider store={made.store}>
      <UpdatePrompt />
    </Provider>,
  );
  return made.store;
};

describe('UpdatePrompt', () => {
  it('stays away until a new version waits', () => {
    renderPrompt(false);
    expect(screen.queryByText('Yeni bir sürüm hazır.')).toBeNull();
  });

  it('"Şimdi yenile" asks the waiting version to take over', async () => {
    const bridge = { messageSkipWaiting: vi.fn(), onControlling: vi.fn(), reload: vi.fn() };
    setSwBridge(bridge);
    renderPrompt(true);
    expect((await screen.findByRole('region', { name: 'Uygulama güncellemesi' })).textContent).toContain('Yeni bir sürüm hazır.');
    fireEvent.click(screen.getByRole('button', { name: 'Şimdi yenile' }));
    await vi.waitFor(() => expect(bridge.messageSkipWaiting).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: 'Uygulama güncellemesi' })).toBeNull();
  });

  it('"Daha sonra" hides the bar and leaves the worker waiting', async () => {
    const bridge = { messageSkipWaiting: vi.fn(), onControlling: vi.fn(), reload: vi.fn() };
    setSwBridge(bridge);
    const store = renderPrompt(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Daha sonra' }));
    expect(store.getState().pwa.updateAvailable).toBe(false);
    expect(screen.queryByRole('button', { name: 'Şimdi yenile' })).toBeNull();
    expect(bridge.messageSkipWaiting).not.toHaveBeenCalled();
  });
});
