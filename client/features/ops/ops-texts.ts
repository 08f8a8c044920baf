/** Interface texts of the ops page (/ops). */
import type { OpsCutReason } from '@shared/protocol/ops-api';
import type { OpsRefusal } from './ops.slice';

export const OPS_TEXTS = {
  title: 'Canlı İzleme',
  subtitle: 'Gerçek zamanlı sunucu (WebSocket) ve veri yolu durumu',
  form: {
    heading: 'Ops erişimi',
    label: 'Erişim anahtarı',
    submit: 'Bağlan',
    hint: 'Anahtar yalnızca bu sekmede saklanır; sekme kapanınca silinir.',
    required: 'Lütfen erişim anahtarını giriniz.',
  },
  refusal: {
    rejected: 'Geçersiz erişim anahtarı.',
    disabled: 'Bu sunucuda ops erişimi kapalı (OPS_TOKEN tanımlı değil).',
  } satisfies Record<OpsRefusal, string>,
  stale: 'Sunucuya ulaşılamıyor; son alınan değerler gösteriliyor.',
  forget: 'Anahtarı unut',
  updatedAt: (time: string) => `Son güncelleme: ${time}`,
  statsLabel: 'Anlık değerler',
  stats: {
    connections: 'Bağlantı',
    rooms: 'Oda',
    subscribers: 'Abone',
    messagesIn: 'Gelen mesaj/sn',
    messagesOut: 'Giden mesaj/sn',
    bytesOut: 'Giden veri',
    busLag: 'Veri yolu gecikmesi',
    eventLoop: 'Olay döngüsü p99',
    memory: 'Bellek (RSS)',
    heap: 'Heap kullanımı',
    uptime: 'Çalışma süresi',
    bus: 'Veri yolu',
  },
  bus: { memory: 'Süreç içi', redis: 'Redis', connected: 'bağlı', disconnected: 'kopuk' },
  chartsLabel: 'Son 2 dakika',
  charts: {
    connections: 'Bağlantılar',
    messages: 'Mesaj/sn',
    messagesIn: 'Gelen',
    messagesOut: 'Giden',
    bytesOut: 'Giden veri/sn',
    busLag: 'Veri yolu gecikmesi (ms)',
    eventLoop: 'Olay döngüsü gecikmesi p99 (ms)',
    empty: 'Veri toplanıyor…',
  },
  cuts: {
    heading: 'Kesilen istemciler',
    reason: 'Neden',
    count: 'Adet',
    total: 'Toplam',
    reasons: {
      backpressure: 'Geri basınç (okumayan istemci)',
      frame_size: 'Çerçeve boyutu sınırı',
      rooms: 'Oda sayısı sınırı',
      bad_frame: 'Hatalı çerçeve',
      binary: 'İkili çerçeve',
      idle: 'Hareketsizlik zaman aşımı',
      frame_budget: 'Mesaj hızı sınırı',
    } satisfies Record<OpsCutReason, string>,
  },
} as const;
