import { CheckoutPage, checkoutMetadata, type CheckoutRouteProps } from '@/checkout/CheckoutPage';

/** Reads the shopper's session cookie (gated checkout, §6) and the car's live state: rendered per request. */
export const dynamic = 'force-dynamic';

const PATH = 'buy-online';

export const generateMetadata = (props: CheckoutRouteProps) => checkoutMetadata(props, PATH);

/** §2 /cars/{slug}/buy-online: Reserve Online, on a site whose checkoutPath is 'buy-online' (any other site's 404). */
export default function ReservePage({ params }: CheckoutRouteProps) {
  return <CheckoutPage params={params} path={PATH} />;
}
