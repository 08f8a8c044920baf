/**
 * The customer-service phone of this site variant: the served page names it in <meta name="customer-service-phone">
 * (CUSTOMER_SERVICE_PHONE on the edge, default DEFAULT_CUSTOMER_SERVICE_PHONE). Empty when the page has none.
 */
export const customerServicePhone = (): string =>
  (typeof document === 'undefined' ? '' : document.querySelector<HTMLMetaElement>('meta[name="customer-service-phone"]')?.content.trim()) ?? '';
