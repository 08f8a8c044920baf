/** Contact us (anyone) and the member's message thread; unread replies are MemberInfo.WaitingMessages. */
import type { MemberMessage } from '@shared/protocol/membership-api';
import { normalizeEmail } from '@shared/validation/email';
import type { ContactUsInput, MemberMessageInput } from '@shared/validation/message.schema';
import type { Db } from '../storage/db.port';
import { messagesRepo } from '../storage/messages.repo';

export const createMessagesService = ({ db, now }: { db: Db; now: () => number }) => ({
  contactUs(input: ContactUsInput, memberId: number | null, clientAddress: string): Promise<number> {
    return messagesRepo.insertContact(db, {
      memberId,
      name: input.name,
      email: normalizeEmail(input.email),
      subject: input.subject,
      body: input.message,
      ip: clientAddress,
      createdAt: new Date(now()),
    });
  },

  send(memberId: number, input: MemberMessageInput): Promise<number> {
    return messagesRepo.insertThread(db, memberId, true, input.subject, input.message, new Date(now()));
  },

  /** A reply to the member (ops); it counts as waiting until the member opens the thread. */
  reply(memberId: number, subject: string, body: string): Promise<number> {
    return messagesRepo.insertThread(db, memberId, false, subject, body, new Date(now()));
  },

  /** The thread as it was (Read tells which replies are new), after which every reply counts as read. */
  async openThread(memberId: number): Promise<MemberMessage[]> {
    return db.transaction(async (tx) => {
      const thread = await messagesRepo.thread(tx, memberId);
      await messagesRepo.markRepliesRead(tx, memberId, new Date(now()));
      return thread;
    });
  },
});

export type MessagesService = ReturnType<typeof createMessagesService>;
