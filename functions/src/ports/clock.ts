/** All business time comes from here, so tests and the sale end can be driven deterministically. */
export interface Clock {
  now(): Date;
}
