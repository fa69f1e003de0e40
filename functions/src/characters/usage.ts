/** characterUsage/{uid}: the hour's saves with photos (shared/callLimits.ts), erased with the account. */
export const CHARACTER_USAGE_COLLECTION = 'characterUsage';
export const characterUsagePath = (uid: string) => `${CHARACTER_USAGE_COLLECTION}/${uid}`;
