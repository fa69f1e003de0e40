import { useEffect, useState } from 'react';
import type { GetCountryResponse } from '@contract';
import { ApiError, publicGet } from '../../../lib/api';

export type RegionStatus = GetCountryResponse['status'];

/**
 * GET /public/getCountry: 403 when purchases are not offered in the visitor's region, else 200.
 * The route and its schema (zod) load after the page, as the prices' do.
 */
export async function getCountryStatus(signal?: AbortSignal): Promise<RegionStatus> {
  try {
    const { getCountry } = await import('@contract/routes/public');
    return (await publicGet(getCountry, {}, { signal })).status;
  } catch (error) {
    // Also accept the region answer as an HTTP status.
    if (error instanceof ApiError && error.status === 403) return 403;
    throw error;
  }
}

/** The visitor's region status, or null while unknown or when the check failed (logged only). */
export function useRegionStatus(): RegionStatus | null {
  const [status, setStatus] = useState<RegionStatus | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getCountryStatus(controller.signal).then(setStatus, (error: unknown) => {
      if (!controller.signal.aborted) console.error('Country check failed', error);
    });
    return () => controller.abort();
  }, []);
  return status;
}
