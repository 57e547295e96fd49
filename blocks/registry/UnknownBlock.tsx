import { Box, Text } from '@chakra-ui/react';

/** Shown to editors in preview only: a block the registry cannot render. */
export function BlockPlaceholder({ message }: { message: string }) {
  return (
    <Box
      as="section"
      role="note"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="orange.500"
      bg="orange.50"
      color="orange.900"
      p="4"
      my="4"
      mx="auto"
      maxW="6xl"
      data-block-placeholder=""
    >
      <Text fontWeight="semibold">{message}</Text>
    </Box>
  );
}
