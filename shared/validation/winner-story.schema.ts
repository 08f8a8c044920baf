/** The winner story form (/kazandirdiklarimiz): the same limits and messages as the server's refusals. */
import * as yup from './yup';
import { STORY_LIMITS } from '../constants/notices';
import { RAFFLE_MESSAGES } from '../constants/raffle-texts';
import { WINNER_STORY_TEXTS } from '../constants/winner-story-texts';

export const winnerStorySchema = yup.object({
  couponNo: yup.string().default('').required(WINNER_STORY_TEXTS.couponRequired),
  story: yup
    .string()
    .default('')
    .trim()
    .min(STORY_LIMITS.minChars, RAFFLE_MESSAGES.storyLength)
    .max(STORY_LIMITS.maxChars, RAFFLE_MESSAGES.storyLength),
  consent: yup.boolean().default(false).oneOf([true], RAFFLE_MESSAGES.storyConsentRequired),
});
export type WinnerStoryInput = yup.InferType<typeof winnerStorySchema>;
