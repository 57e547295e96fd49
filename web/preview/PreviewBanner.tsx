import { Box, Link } from '@chakra-ui/react';
import { PreviewEditing } from './PreviewEditing';

/** Shown only in preview mode: says drafts are visible, and how to leave. */
export function PreviewBanner({ label, exitLabel }: { label: string; exitLabel: string }) {
  return (
    <Box role="status" position="sticky" top="0" zIndex="banner" bg="gray.900" color="white" px="4" py="1.5" fontSize="sm" display="flex" gap="3" justifyContent="center">
      <span>{label}</span>
      <Link href="/api/draft-mode/disable" color="white" textDecoration="underline">
        {exitLabel}
      </Link>
      <PreviewEditing />
    </Box>
  );
}
