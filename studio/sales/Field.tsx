import { Card, Stack, Text } from '@sanity/ui';
import type { ReactNode } from 'react';

/**
 * One labelled form control with an optional hint and the browser-side validation message next
 * to it. The control itself takes `fieldA11y(id, ...)` so the label, hint and message reach a
 * screen reader.
 */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error: string | null; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={id} size={1} weight="medium">
        {label}
      </Text>
      {hint ? (
        <Text id={`${id}-hint`} size={1} muted>
          {hint}
        </Text>
      ) : null}
      {children}
      {error ? (
        <Card tone="critical" padding={2} radius={2}>
          <Text id={`${id}-error`} size={1}>
            {error}
          </Text>
        </Card>
      ) : null}
    </Stack>
  );
}

/** The attributes that tie a control to its Field's hint and message. */
export function fieldA11y(id: string, { hint, error }: { hint?: string; error: string | null }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}
