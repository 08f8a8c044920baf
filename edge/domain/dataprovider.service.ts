/**
 * /forms/dataprovider.aspx?node=: the sport menu as a tree, one level per call, for embedding. Nodes: '' (or '0')
 * the sports; '{sportId}' a sport's competitions; '{sportId}|{competition}' the competition's events (leaves).
 * Counts come from the live program read model, as the top menu's do.
 */
import { NOTICE_TEXTS } from '@shared/constants/notice-texts';
import type { DataProviderAnswer, DataProviderNode } from '@shared/protocol/content-api';
import type { ProgramReader } from '../program/program-reader';

const SEP = '|';

export const createDataProviderService = (reader: Pick<ProgramReader, 'sportMenu' | 'sportProgram'>) => {
  const sportName = (id: number): string | null => reader.sportMenu().find((s) => s.sportId === id)?.name ?? null;
  return {
    node(node: string): DataProviderAnswer | null {
      if (node === '' || node === '0') {
        const children: DataProviderNode[] = reader
          .sportMenu()
          .filter((s) => s.count + s.liveCount + s.outrightCount > 0)
          .map((s) => ({ Node: String(s.sportId), Name: s.name, Count: s.count, Leaf: false }));
        return { Node: '0', Name: NOTICE_TEXTS.rootNode, Children: children };
      }
      const [sportPart = '', competition] = node.split(SEP, 2);
      if (!/^-?\d{1,6}$/.test(sportPart)) return null;
      const sportId = Number(sportPart);
      const name = sportName(sportId);
      if (name === null) return null;
      const events = reader.sportProgram(sportId).events;
      if (competition === undefined) {
        const counts = new Map<string, number>();
        for (const e of events) counts.set(e.competition, (counts.get(e.competition) ?? 0) + 1);
        const children = [...counts].map(([c, count]) => ({ Node: `${sportId}${SEP}${c}`, Name: c, Count: count, Leaf: false }));
        return { Node: node, Name: name, Children: children };
      }
      const inCompetition = events.filter((e) => e.competition === competition);
      if (inCompetition.length === 0) return null;
      const children = inCompetition
        .sort((a, b) => a.startsAt - b.startsAt)
        .map((e) => ({ Node: String(e.code), Name: e.name, Count: e.marketCount, Leaf: true }));
      return { Node: node, Name: competition, Children: children };
    },
  };
};

export type DataProviderService = ReturnType<typeof createDataProviderService>;
