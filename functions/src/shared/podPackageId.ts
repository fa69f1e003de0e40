/**
 * Lulu's product ids. Since 2027-02-01 Lulu accepts only the dotted form; the configuration
 * rewrites a legacy id so an operator's old setting keeps working.
 */
/** Lulu's product id: trim.colour.quality.binding.paper.finish, e.g. 0850X0850.FC.STD.PB.080CW444.GXX. */
const DOTTED_POD_PACKAGE = /^\d{4}X\d{4}\.[A-Z]{2}\.[A-Z]{3}\.[A-Z]{2}\.\d{3}[A-Z]{2}\d{3}\.[A-Z]{3}$/;
/** The same fields run together (27 characters), which Lulu stops accepting on 2027-02-01. */
const LEGACY_POD_PACKAGE = /^(\d{4}X\d{4})([A-Z]{2})([A-Z]{3})([A-Z]{2})(\d{3}[A-Z]{2}\d{3})([A-Z]{3})$/;

/**
 * A pod_package_id in the dotted form Lulu accepts after 2027-02-01 (a legacy 27-character id
 * is rewritten field by field), or null when it is neither.
 */
export function dottedPodPackageId(id: string): string | null {
  const trimmed = id.trim().toUpperCase();
  if (DOTTED_POD_PACKAGE.test(trimmed)) return trimmed;
  const legacy = LEGACY_POD_PACKAGE.exec(trimmed);
  return legacy ? legacy.slice(1).join('.') : null;
}
