/** Paths of the horse-racing pages. */
import { ROUTES } from '@shared/constants/routes';

export const racePath = (raceId: number): string => ROUTES.horseRacingRace.replace(':raceId', () => String(raceId));
