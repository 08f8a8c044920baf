import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SIGNUP_MESSAGES } from '@shared/errors/signup-messages';
import { CONTRACT_API } from '@shared/protocol/contract-api';
import { MEMBERSHIP_API, type RegisterRequest } from '@shared/protocol/membership-api';
import { BIRTH_DATE_TEXTS } from '@shared/validation/birth-date';
import { EMAIL_TEXTS } from '@shared/validation/email';
import { PHONE_TEXTS } from '@shared/validation/phone';
import { SIGNUP_TEXTS } from '@shared/validation/signup.schema';
import { SIGNUP_PASSWORD_TEXTS } from '@shared/validation/signup-password';
import { completeTcKimlik } from '@shared/validation/tc-kimlik';
import { server } from '../../../tests/setup/msw-server';
import { authActions } from '../auth/auth.slice';
import { contractSaga } from '../contract/contract.sagas';
import { renderPage } from './membership.test-render';
import { SignupPage } from './signup-page';
import { SIGNUP_PAGE_TEXTS as T } from './signup-texts';

const CONTRACT = { Id: 3, Version: 2, Title: 'Üyelik Sözleşmesi', Body: '1. Taraflar.\n\n2. Konu.' };
const KVK = { Id: 4, Version: 1, Title: 'KVK Aydınlatma Metni', Body: 'Verileriniz korunur.' };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text field by its exact label. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}( \\*)?$`)) as HTMLInputElement;
/** A consent box by its label (its description follows the label). */
const box = (label: string) => screen.getByRole('checkbox', { name: new RegExp(`^${escaped(label)}`) }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const serveTexts = () => server.use(http.get(CONTRACT_API.current, () => HttpResponse.json({ Contract: CONTRACT, KvkText: KVK })));
const open = (url = '/uye-ol') => renderPage(<SignupPage />, { url, sagas: [contractSaga] });

/** Reads a consent text the way a person does: its link opens the text, 'Okudum, onaylıyorum' ticks the box. */
const accept = async (link: string) => {
  fireEvent.click(screen.getByRole('link', { name: link }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(await within(dialog).findByRole('button', { name: T.textAccept }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

const fillValid = async () => {
  type(T.name, 'Zeynep');
  type(T.surname, 'Kaya');
  type(T.citizenId, completeTcKimlik('123456780'));
  type(T.birthDate, '17051990');
  type(T.username, 'zeynep_k');
  type(T.email, 'zeynep@example.com');
  type(T.mobilePhone, '5321234567');
  type(T.password, 'Guclu.Sifre1');
  type(T.passwordAgain, 'Guclu.Sifre1');
  await accept(T.acceptContractLink);
  fireEvent.click(box(T.acceptKvk));
};

describe('SignupPage', () => {
  it('marks broken fields with the shared schema texts and sends nothing', async () => {
    open();
    type(T.email, 'ben@iddaa.com');
    type(T.mobilePhone, '212');
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(SIGNUP_TEXTS.nameEmpty)).toBeTruthy();
    expect(screen.getByText(EMAIL_TEXTS.ownDomain['iddaa.com'])).toBeTruthy();
    expect(screen.getByText(PHONE_TEXTS.length)).toBeTruthy();
    expect(screen.getByText(BIRTH_DATE_TEXTS.empty)).toBeTruthy();
    expect(screen.getByText(SIGNUP_TEXTS.contractRequired)).toBeTruthy();
    expect(screen.getByText(SIGNUP_TEXTS.kvkRequired)).toBeTruthy();
    expect(field(T.name).getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'Şifre', not 'Yeni şifre', about the password fields", async () => {
    open();
    type(T.password, 'Guclu.Sifre1');
    type(T.passwordAgain, 'Guclu.Sifre2');
    fireEvent.blur(field(T.passwordAgain));
    expect(await screen.findByText(SIGNUP_PASSWORD_TEXTS.mismatch)).toBeTruthy();
    type(T.password, '');
    fireEvent.blur(field(T.password));
    expect(await screen.findByText(SIGNUP_PASSWORD_TEXTS.required)).toBeTruthy();
    expect(screen.queryByText(/Yeni şifre/i)).toBeNull();
  });

  it('takes the birth date as gg.aa.yyyy through a numeric mask and answers in Turkish', async () => {
    open();
    const input = field(T.birthDate);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('placeholder')).toBe('gg.aa.yyyy');
    expect(input.getAttribute('maxlength')).toBe('10');
    type(T.birthDate, '1705');
    expect(input.value).toBe('17.05');
    fireEvent.blur(input);
    expect(await screen.findByText(BIRTH_DATE_TEXTS.format)).toBeTruthy();
    type(T.birthDate, '31021990');
    expect(input.value).toBe('31.02.1990');
    expect(await screen.findByText(BIRTH_DATE_TEXTS.invalid)).toBeTruthy();
    type(T.birthDate, `0101${new Date().getFullYear() - 10}`);
    expect(await screen.findByText(BIRTH_DATE_TEXTS.tooYoung)).toBeTruthy();
  });

  it('opens the contract and the KVK text in a dialog from their links; its approval ticks the box', async () => {
    serveTexts();
    open();
    fireEvent.click(screen.getByRole('link', { name: T.acceptContractLink }));
    const dialog = await screen.findByRole('dialog', { name: CONTRACT.Title });
    expect(await within(dialog).findByText('2. Konu.')).toBeTruthy();
    expect(box(T.acceptContract).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: T.textClose }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box(T.acceptContract).checked).toBe(false);

    await accept(T.acceptContractLink);
    expect(box(T.acceptContract).checked).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: T.acceptKvkLink }));
    const kvk = await screen.findByRole('dialog', { name: KVK.Title });
    expect(within(kvk).getByText(KVK.Body)).toBeTruthy();
    fireEvent.keyDown(kvk, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box(T.acceptKvk).checked).toBe(false);
  });

  it('ticks and unticks a box itself without a dialog', () => {
    open();
    fireEvent.click(box(T.acceptKvk));
    expect(box(T.acceptKvk).checked).toBe(true);
    fireEvent.click(box(T.acceptKvk));
    expect(box(T.acceptKvk).checked).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so in the dialog when the text cannot be loaded, and offers no approval', async () => {
    server.use(http.get(CONTRACT_API.current, () => HttpResponse.json({ IsSuccess: false, Code: 'NOT_FOUND', Message: 'x' }, { status: 404 })));
    open();
    fireEvent.click(screen.getByRole('link', { name: T.acceptKvkLink }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(T.textFailed);
    expect((within(dialog).getByRole('button', { name: T.textAccept }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('applies the input rules and the schema limits: masked phone, digits-only citizen ID, no < = > in names', () => {
    open();
    type(T.mobilePhone, '05321234567');
    expect(field(T.mobilePhone).value).toBe('0(532) 123 45 67');
    type(T.citizenId, '12ab34');
    expect(field(T.citizenId).value).toBe('1234');
    type(T.name, 'Ali<b>');
    expect(field(T.name).value).toBe('Alib');
    expect(field(T.citizenId).getAttribute('maxlength')).toBe('11');
    expect(field(T.username).getAttribute('maxlength')).toBe('20');
    expect(field(T.password).getAttribute('maxlength')).toBe('64');
  });

  it('registers with the referral link and the birth date as YYYY-MM-DD, then logs in', async () => {
    serveTexts();
    let sent: RegisterRequest | null = null;
    server.use(
      http.post(MEMBERSHIP_API.register, async ({ request }) => {
        sent = (await request.json()) as RegisterRequest;
        return HttpResponse.json({ IsSuccess: true, MemberNo: 20000001, Message: SIGNUP_MESSAGES.registered });
      }),
    );
    const { actions, store } = open('/uyelik/uye-ol?r=davet42');
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(SIGNUP_MESSAGES.registered)).toBeTruthy();
    expect(sent).toMatchObject({
      username: 'zeynep_k', birthDate: '1990-05-17', mobilePhone: '0(532) 123 45 67', referral: 'davet42', acceptContract: true, acceptKvk: true,
    });
    await waitFor(() => expect(actions).toContain(authActions.loginRequested.type));
    expect(store.getState().auth.form).toMatchObject({ origin: 'page', submitting: true });
  });

  it('shows the server refusal of a taken username', async () => {
    serveTexts();
    server.use(
      http.post(MEMBERSHIP_API.register, () =>
        HttpResponse.json({ IsSuccess: false, Code: 'USERNAME_TAKEN', Message: SIGNUP_MESSAGES.usernameTaken }, { status: 409 }),
      ),
    );
    const { actions } = open();
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(SIGNUP_MESSAGES.usernameTaken);
    expect(actions).not.toContain(authActions.loginRequested.type);
  });
});
