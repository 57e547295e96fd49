'use client';

import { ChakraProvider } from '@chakra-ui/react';
import type { Template } from '@dealer/tenants';
import type { ReactNode } from 'react';
import { EmotionRegistry } from './EmotionRegistry';
import { getSystem } from './systems';

/** Client providers for a page: the Emotion registry and the Chakra system of the site's template. */
export function Providers({ template, children }: { template: Template; children: ReactNode }) {
  return (
    <EmotionRegistry>
      <ChakraProvider value={getSystem(template)}>{children}</ChakraProvider>
    </EmotionRegistry>
  );
}
