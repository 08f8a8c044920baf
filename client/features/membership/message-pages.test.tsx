import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MESSAGE_MESSAGES } from '@shared/errors/signup-messages';
import { MEMBERSHIP_API, type ContactUsRequest, type MemberMessage } from '@shared/protocol/membership-api';
import { MESSAGE_TEXTS } from '@shared/validation/message.schema';
import { server } from '../../../tests/setup/msw-server';
import { memberInfo } from '../auth/auth.test-store';
import { ContactUsPage } from './contact-us-page';
import { MESSAGE_PAGE_TEXTS as T } from './message-texts';
import { renderPage } from './membership.test-render';
import { WriteMessagePage } from './write-message-page';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ContactUsPage', () => {
  it('sends name, e-mail, subject and message and thanks the sender', async () => {
    let sent: ContactUsRequest | null = null;
    server.use(
      http.post(MEMBERSHIP_API.contactUs, async ({ request }) => {
        sent = (await request.json()) as ContactUsRequest;
        return HttpResponse.json({ IsSuccess: true, Message: MESSAGE_MESSAGES.contactSent });
      }),
    );
    renderPage(<ContactUsPage />, { url: '/bize-yazin' });
    type(T.name, 'Ali Veli');
    type(T.email, 'ali@example.com');
    type(T.subject, 'a');
    fireEvent.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByText(MESSAGE_TEXTS.subjectLength)).toBeTruthy();
    type(T.subject, 'Bilgi <talebi>');
    type(T.message, 'Kupon iptali hakkında bilgi istiyorum.');
    fireEvent.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByText(MESSAGE_MESSAGES.contactSent)).toBeTruthy();
    expect(sent).toEqual({ name: 'Ali Veli', email: 'ali@example.com', subject: 'Bilgi talebi', message: 'Kupon iptali hakkında bilgi istiyorum.' });
  });

  it('fills the name of a member', () => {
    renderPage(<ContactUsPage />, { url: '/bize-yazin', member: memberInfo() });
    expect((screen.getByLabelText(T.name) as HTMLInputElement).value).toBe('Ayşe Yılmaz');
  });
});

describe('WriteMessagePage', () => {
  it('asks a visitor to log in', () => {
    renderPage(<WriteMessagePage />, { url: '/hesabim/mesaj-yaz' });
    expect(screen.getByText(T.loginFirst, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: T.login }).getAttribute('href')).toBe('/Site/LoginPage?RedirectUrl=%2Fhesabim%2Fmesaj-yaz');
  });

  it('shows the thread with new replies marked, and reloads it after sending', async () => {
    const thread: MemberMessage[] = [{ Id: 2, FromMember: false, Subject: 'Bakiye', Body: 'Yanıtımız.', CreatedAt: Date.parse('2026-05-01T10:00:00Z'), Read: false }];
    server.use(
      http.post(MEMBERSHIP_API.messages, () => HttpResponse.json({ Messages: thread })),
      http.post(MEMBERSHIP_API.sendMessage, async ({ request }) => {
        const body = (await request.json()) as { subject: string; message: string };
        thread.unshift({ Id: 3, FromMember: true, Subject: body.subject, Body: body.message, CreatedAt: Date.now(), Read: true });
        return HttpResponse.json({ IsSuccess: true, Message: MESSAGE_MESSAGES.memberSent });
      }),
    );
    renderPage(<WriteMessagePage />, { url: '/hesabim/mesaj-yaz', member: memberInfo() });
    expect(await screen.findByText('Yanıtımız.')).toBeTruthy();
    expect(screen.getByText(T.newReply)).toBeTruthy();
    type(T.subject, 'Teşekkürler');
    type(T.message, 'Yanıtınız için teşekkür ederim.');
    fireEvent.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByText(MESSAGE_MESSAGES.memberSent)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Yanıtınız için teşekkür ederim.')).toBeTruthy());
    expect((screen.getByLabelText(T.subject) as HTMLInputElement).value).toBe('');
  });
});
