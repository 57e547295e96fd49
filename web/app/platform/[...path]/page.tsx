import { notFound } from 'next/navigation';

/** The platform host serves only its index. */
export default function PlatformCatchAll() {
  notFound();
}
