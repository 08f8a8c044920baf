/**
 * What the horse-racing browser tests share: the day's first race of the first meeting with its first running horse
 * (read from the edge's program and database), and the demo member's login from the At Yarışı page.
 */
import type { Page } from 'playwright-core';
import { RACING_API, type RacingProgramAnswer } from '@shared/protocol/racing-api';
import type { Site } from './site';

export const firstRace = async (site: Site) => {
  const program = (await (await fetch(`${site.url}${RACING_API.program}`)).json()) as RacingProgramAnswer;
  const meeting = program.Hippodromes[0]!;
  const race = meeting.Races[0]!;
  const [horse] = await site.edge.db.query<{ no: number; name: string }>(
    'SELECT horse_no AS no, name FROM racing_runners WHERE race_id = $1 AND withdrawn_at IS NULL ORDER BY horse_no LIMIT 1', [race.RaceId]);
  if (!horse) throw new Error(`race ${race.RaceId} has no running horse`);
  return { meeting, race, horse };
};

/** Opens At Yarışı and logs the demo member in from the header (its balance shows). */
export const logInOnRacing = async (page: Page): Promise<void> => {
  await page.goto('/at-yarisi');
  await page.getByRole('heading', { level: 1, name: 'At Yarışı' }).waitFor();
  await page.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').first().fill('demo');
  await page.getByLabel('Şifre', { exact: true }).first().fill('Demo.1234');
  await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
  await page.getByText('1.000,00 TL').first().waitFor();
};
