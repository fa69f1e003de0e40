/** Where the hosted payment page and its two buttons live, like Stripe's checkout.stripe.com/c/pay/{id}. */
const PAGE = /^\/c\/pay\/(cs_test_[A-Za-z0-9]+)(\/pay|\/cancel)?$/;

export const pagePath = (id: string) => `/c/pay/${id}`;
export const payPath = (id: string) => `${pagePath(id)}/pay`;
export const cancelPath = (id: string) => `${pagePath(id)}/cancel`;
export const STYLE_PATH = '/c/checkout.css';

/** The session id and the action (page, pay or cancel) of a hosted page path, or null. */
export function hostedPath(path: string): { id: string; action: 'page' | 'pay' | 'cancel' } | null {
  const match = PAGE.exec(path);
  if (!match) return null;
  return { id: match[1]!, action: match[2] === '/pay' ? 'pay' : match[2] === '/cancel' ? 'cancel' : 'page' };
}
