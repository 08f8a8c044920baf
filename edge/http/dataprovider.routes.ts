/** GET /forms/dataprovider.aspx?node=: the sport menu tree by node, as JSON for embedding (dataprovider.service.ts). */
import { NOTICE_TEXTS } from '@shared/constants/notice-texts';
import { CONTENT_API } from '@shared/protocol/content-api';
import { createDataProviderService } from '../domain/dataprovider.service';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { refusal } from './member-guard';
import { dataProviderQuery } from './content.schemas';

export const dataProviderRoutes: AreaPlugin<'reader'> = async (app, { reader }) => {
  const provider = createDataProviderService(reader);
  app.get<{ Querystring: { node?: string } }>(CONTENT_API.dataProvider, { schema: { querystring: dataProviderQuery } }, async (req, reply) => {
    const answer = provider.node((req.query.node ?? '').trim());
    if (!answer) return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', NOTICE_TEXTS.nodeNotFound));
    return answer;
  });
};
