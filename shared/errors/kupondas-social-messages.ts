/** Turkish texts of Kupondaş's social half: follows, blocks, feeds, profiles and comments. */
export const KUPONDAS_SOCIAL_MESSAGES = {
  memberNotFound: 'Üye bulunamadı.',
  shareNotFound: 'Paylaşım bulunamadı.',
  commentNotFound: 'Yorum bulunamadı.',
  followSelf: 'Kendinizi takip edemezsiniz.',
  blockSelf: 'Kendinizi engelleyemezsiniz.',
  blockedByMember: 'Bu üye sizi engellediği için takip edemezsiniz.',
  youBlockedMember: 'Engellediğiniz bir üyeyi takip edemezsiniz. Önce engeli kaldırın.',
  followLimit: 'En fazla {max} üye takip edebilirsiniz.',
  tooManyActions: 'Çok kısa sürede çok fazla işlem yaptınız. Lütfen biraz sonra tekrar deneyin.',
  tooManyComments: 'Çok kısa sürede çok fazla yorum yazdınız. Lütfen biraz sonra tekrar deneyin.',
  tooManyReports: 'Çok kısa sürede çok fazla bildirim yaptınız. Lütfen biraz sonra tekrar deneyin.',
  commentTooShort: 'Yorumunuz en az {min} karakter olmalıdır.',
  commentTooLong: 'Yorumunuz en fazla {max} karakter olabilir.',
  reportReasonTooLong: 'Bildirim nedeni en fazla {max} karakter olabilir.',
  notCommentAuthor: 'Yalnızca kendi yorumunuzu silebilirsiniz.',
  badCursor: 'Sayfa bilgisi geçersiz. Lütfen listeyi yenileyin.',
  feedPreparing: 'Akış hazırlanıyor',
} as const;

