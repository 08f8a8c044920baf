/** The not-found page's texts (client/components/not-found.tsx); its tab title is PAGE_TITLE_OF.notFound. */
export const NOT_FOUND_TEXTS = {
  heading: 'Aradığınız sayfa bulunamadı',
  text: 'Adres yanlış yazılmış ya da sayfa kaldırılmış olabilir. Bültene ya da ana sayfaya dönebilirsiniz.',
  toProgram: 'Bültene dön',
  toHome: 'Ana sayfa',
} as const;
