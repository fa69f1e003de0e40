// The request and response schemas of spec §7, shared by the API and the web client.
export * from './common.js';
export * from './public.js';
export * from './user.js';
