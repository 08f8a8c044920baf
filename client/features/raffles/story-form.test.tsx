/**
 * The winner story form over msw: a visitor gets the login dialog's action; a member picks a won coupon, and the
 * form refuses a missing coupon, a story out of the limits and a missing consent (Turkish messages from shared)
 * without calling the server; a server refusal shows its Turkish message; a stored story shows the confirmation
 * and its published text, which "Hikâyemi kaldır" withdraws.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { RAFFLE_MESSAGES } from '@shared/constants/raffle-texts';
import { WINNER_STORY_TEXTS as T } from '@shared/constants/winner-story-texts';
import { CONTENT_API, type SaveStoryRequest, type StoryCoupon } from '@shared/protocol/content-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { authActions, initialAuthState } from '../auth/auth.slice';
import { WinnerStorySection } from './story-form';
import { winnerStoryActions } from './story.slice';
import { winnerStorySaga } from './story.sagas';

const COUPONS: StoryCoupon[] = [
  { CouponNo: '2611250001', TotalOdd: 250, AmountKurus: 5000, WinningsKurus: 12_500, SettledAt: Date.UTC(2026, 10, 24, 18), Story: null },
  { CouponNo: '2611200002', TotalOdd: 180, AmountKurus: 10_000, WinningsKurus: 18_000, SettledAt: Date.UTC(2026, 10, 20, 18), Story: null },
];
const STORY = 'Hafta sonu oynadığım kupon tuttu, çok mutlu oldum!';

let stop: () => void = () => {};
afterEach(() => stop());

const mount = (member: boolean) => {
  const t = makeTestStore({
    sagas: [winnerStorySaga],
    preloaded: { auth: { ...initialAuthState, status: member ? 'member' : 'visitor', member: member ? memberInfo() : null } },
  });
  stop = t.stop;
  render(
    <Provider store={t.store}>
      <MemoryRouter>
        <WinnerStorySection />
      </MemoryRouter>
    </Provider>,
  );
  return t;
};

/** Serves the coupons and records what the form posts; `save` answers the story. */
const serve = (save: () => Response = () => HttpResponse.json({ IsSuccess: true })) => {
  const posts: { path: string; body: unknown }[] = [];
  server.use(
    http.get(CONTENT_API.storyCoupons, () => HttpResponse.json({ Coupons: COUPONS })),
    http.post(CONTENT_API.saveStory, async ({ request }) => {
      posts.push({ path: CONTENT_API.saveStory, body: await request.json() });
      return save();
    }),
    http.post(CONTENT_API.withdrawStory, async ({ request }) => {
      posts.push({ path: CONTENT_API.withdrawStory, body: await request.json() });
      return HttpResponse.json({ IsSuccess: true });
    }),
  );
  return posts;
};

const fill = async ({ coupon = COUPONS[0]!.CouponNo, story = STORY, consent = true } = {}) => {
  const select = await screen.findByLabelText(new RegExp(T.coupon));
  fireEvent.change(select, { target: { value: coupon } });
  fireEvent.change(screen.getByLabelText(new RegExp(T.story)), { target: { value: story } });
  const box = screen.getByRole('checkbox', { name: new RegExp(T.consent) }) as HTMLInputElement;
  if (box.checked !== consent) fireEvent.click(box);
};
const send = () => fireEvent.click(screen.getByRole('button', { name: T.send }));

describe('winner story form', () => {
  it('a visitor sees no form; the button asks for the login and loads the coupons after it', () => {
    const { store, actions } = mount(false);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText(T.visitorHint)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.login }));
    expect(actions).toContain(authActions.loginRequired.type);
    expect(store.getState().auth.pendingAction).toEqual(winnerStoryActions.couponsRequested());
  });

  it("lists the member's won coupons and refuses an incomplete form without calling the server", async () => {
    const posts = serve();
    mount(true);
    const select = await screen.findByLabelText(new RegExp(T.coupon));
    const labels = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(labels).toEqual([T.couponPlaceholder, T.couponOption('2611250001', '125,00 TL', '24.11.2026'), T.couponOption('2611200002', '180,00 TL', '20.11.2026')]);
    send();
    expect(await screen.findByText(T.couponRequired)).toBeTruthy();
    expect(screen.getByText(RAFFLE_MESSAGES.storyLength)).toBeTruthy();
    expect(screen.getByText(RAFFLE_MESSAGES.storyConsentRequired)).toBeTruthy();

    // Too short once trimmed, and too long: the same message as the server's.
    await fill({ story: `   ${'a'.repeat(19)}   ` });
    send();
    await waitFor(() => expect(screen.queryByText(T.couponRequired)).toBeNull());
    expect(screen.getByText(RAFFLE_MESSAGES.storyLength)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(new RegExp(T.story)), { target: { value: 'b'.repeat(1001) } });
    send();
    expect(await screen.findByText(RAFFLE_MESSAGES.storyLength)).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('requires the consent: unticked, nothing is sent; ticked, the consent goes with the story', async () => {
    const posts = serve();
    mount(true);
    await fill({ consent: false });
    send();
    expect(await screen.findByText(RAFFLE_MESSAGES.storyConsentRequired)).toBeTruthy();
    expect(screen.queryByText(RAFFLE_MESSAGES.storyLength)).toBeNull();
    expect(posts).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(T.consent) }));
    send();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ couponNo: '2611250001', story: STORY, consent: true } satisfies SaveStoryRequest);
  });

  it("shows the server's refusal under the form and keeps what was written", async () => {
    serve(() => HttpResponse.json({ IsSuccess: false, Code: 'NOT_WON', Message: RAFFLE_MESSAGES.storyCouponNotWon }, { status: 422 }));
    mount(true);
    await fill();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(RAFFLE_MESSAGES.storyCouponNotWon);
    expect((screen.getByLabelText(new RegExp(T.story)) as HTMLTextAreaElement).value).toBe(STORY);
    expect(screen.queryByText(T.sent)).toBeNull();
  });

  it('confirms a stored story, shows it as published, and withdraws it', async () => {
    const posts = serve();
    const { actions } = mount(true);
    await fill({ story: `  ${STORY}  ` });
    send();
    expect((await screen.findByRole('status')).textContent).toBe(T.sent);
    expect(posts[0]!.body).toMatchObject({ story: STORY });
    // The page's published stories reload; the form empties the text and the consent, the coupon stays chosen.
    expect(actions).toContain('raffles/winnersRequested');
    const published = screen.getByRole('group', { name: T.published });
    expect(within(published).getByText(STORY)).toBeTruthy();
    expect((screen.getByLabelText(new RegExp(T.story)) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: new RegExp(T.consent) }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(within(published).getByRole('button', { name: T.withdraw }));
    expect((await screen.findByRole('status')).textContent).toBe(T.withdrawn);
    expect(posts[1]).toEqual({ path: CONTENT_API.withdrawStory, body: { couponNo: '2611250001' } });
    expect(screen.queryByRole('group', { name: T.published })).toBeNull();
  });
});
