import { QueryClient } from '@tanstack/react-query';

/** The console's query cache: react-admin's, made here so the console's start can fill it (early-requests). */
export const queryClient = new QueryClient();
