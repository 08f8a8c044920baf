/** The play tracking call of the client (shared/protocol/sharing-api.ts); the tracking saga `call`s it. */
import { SHARING_API, type TrackAnswer } from '@shared/protocol/sharing-api';
import { apiGet, type ApiResult } from '../../platform/api/api-client';

export const fetchTrackIddaa = (barcode: string, hazirKuponId: string): Promise<ApiResult<TrackAnswer>> =>
  apiGet(SHARING_API.trackIddaa, { barcode, hazirKuponId });
