import { CheckoutPage, checkoutMetadata, type CheckoutRouteProps } from '@/checkout/CheckoutPage';

/** Reads the shopper's session cookie (gated checkout, §6) and the car's live state: rendered per request. */
export const dynamic = 'force-dynamic';

const PATH = 'checkout';

export const generateMetadata = (props: CheckoutRouteProps) => checkoutMetadata(props, PATH);

/** §2 /cars/{slug}/checkout: Reserve Online, on a site whose checkoutPath is 'checkout' (any other site's 404). */
export default function ReservePage({ params }: CheckoutRouteProps) {
  return <CheckoutPage params={params} path={PATH} />;
}
