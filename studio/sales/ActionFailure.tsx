import { Card, Text } from '@sanity/ui';

/** Why the last action of the Sales tool did not happen, announced as an alert; nothing when it did. */
export function ActionFailure({ message, border = false }: { message: string | null; border?: boolean }) {
  if (!message) return null;
  return (
    <Card tone="critical" padding={3} radius={2} border={border} role="alert">
      <Text size={1}>{message}</Text>
    </Card>
  );
}
