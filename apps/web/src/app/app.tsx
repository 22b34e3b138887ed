import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from 'react-hot-toast';
// The DOM build of RouterProvider, so navigate(..., { flushSync: true }) can commit at once.
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

export function App() {
  // One client and one router for the page's lifetime; loaders share the client's cache.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* react-hot-toast's defaults are the spec's toast rules; do not override durations. */}
      <Toaster />
    </QueryClientProvider>
  );
}
