/** Comments under share cards ('Kupona yorum yaz'): per share, opened on demand, newest first, plain text only. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CommentsAnswer, ShareComment } from '@shared/protocol/kupondas-social-api';
import type { RootState } from '../../app/store';
import type { LoadStatus } from './feed.slice';

export interface ShareComments {
  status: LoadStatus;
  comments: ShareComment[];
  cursor: string | null;
  sending: boolean;
  /** The server's refusal of the last comment sent (length, rate limit), shown under the field. */
  error: string | null;
  /** Bumped when a comment was sent, so the field empties. */
  sent: number;
}

export interface CommentsState {
  byShare: Record<number, ShareComments>;
}

const empty = (): ShareComments => ({ status: 'idle', comments: [], cursor: null, sending: false, error: null, sent: 0 });
export const initialCommentsState: CommentsState = { byShare: {} };

export const commentsSlice = createSlice({
  name: 'kupondasComments',
  initialState: initialCommentsState,
  reducers: {
    requested: (state, { payload }: PayloadAction<{ shareId: number; more?: boolean }>) => {
      const c = (state.byShare[payload.shareId] ??= empty());
      if (!payload.more) c.status = 'loading';
    },
    loaded: (state, { payload }: PayloadAction<{ shareId: number; more: boolean; answer: CommentsAnswer }>) => {
      const c = (state.byShare[payload.shareId] ??= empty());
      const known = new Set(payload.more ? c.comments.map((x) => x.CommentId) : []);
      const fresh = payload.answer.Comments.filter((x) => !known.has(x.CommentId));
      c.comments = payload.more ? [...c.comments, ...fresh] : fresh;
      c.cursor = payload.answer.NextCursor;
      c.status = 'loaded';
    },
    failed: (state, { payload }: PayloadAction<{ shareId: number }>) => {
      const c = (state.byShare[payload.shareId] ??= empty());
      c.status = 'failed';
    },
    submitted: (state, { payload }: PayloadAction<{ shareId: number; text: string }>) => {
      const c = (state.byShare[payload.shareId] ??= empty());
      c.sending = true;
      c.error = null;
    },
    added: (state, { payload }: PayloadAction<{ shareId: number; comment: ShareComment }>) => {
      const c = (state.byShare[payload.shareId] ??= empty());
      c.comments = [payload.comment, ...c.comments.filter((x) => x.CommentId !== payload.comment.CommentId)];
      c.sending = false;
      c.sent += 1;
    },
    refused: (state, { payload }: PayloadAction<{ shareId: number; message: string }>) => {
      const c = (state.byShare[payload.shareId] ??= empty());
      c.sending = false;
      c.error = payload.message;
    },
    deleteRequested: (_state, _action: PayloadAction<{ shareId: number; commentId: number }>) => {},
    deleted: (state, { payload }: PayloadAction<{ shareId: number; commentId: number }>) => {
      const c = state.byShare[payload.shareId];
      if (c) c.comments = c.comments.filter((x) => x.CommentId !== payload.commentId);
    },
    reportRequested: (_state, _action: PayloadAction<{ shareId: number; commentId: number }>) => {},
  },
});

export const commentsActions = commentsSlice.actions;
const EMPTY: ShareComments = empty();
export const selectComments = (state: RootState, shareId: number): ShareComments =>
  state.kupondasComments?.byShare[shareId] ?? EMPTY;
