/** Where the hosted payment page and its two buttons live, like Stripe's checkout.stripe.com/c/pay/{id}. */
const PAGE = /^\/c\/pay\/(cs_test_[A-Za-z0-9]+)(\/pay|\/cancel|\/promo)?$/;

export const pagePath = (id: string) => `/c/pay/${id}`;
export const payPath = (id: string) => `${pagePath(id)}/pay`;
export const cancelPath = (id: string) => `${pagePath(id)}/cancel`;
export const promoPath = (id: string) => `${pagePath(id)}/promo`;
export const STYLE_PATH = '/c/checkout.css';

export type HostedAction = 'page' | 'pay' | 'cancel' | 'promo';

/** The session id and the action (page, pay, cancel or a promotion code) of a hosted page path, or null. */
export function hostedPath(path: string): { id: string; action: HostedAction } | null {
  const match = PAGE.exec(path);
  if (!match) return null;
  const action = (match[2]?.slice(1) ?? 'page') as HostedAction;
  return { id: match[1]!, action };
}
