import { BINDINGS, PRINT_EDITIONS, type Binding, type PrintEdition } from '@contract/print';
import type { AddressInput } from './api/print';
import type { ProofBuilds } from './components/proof/ProofStep';

/**
 * The print form of one book as the parent left it, kept in sessionStorage (this tab only), so a
 * trip to the payment page and back (or a reload) finds it as it was: the book, binding and
 * copies, the address, the shipping method, and the proof tick with the builds it was given for.
 */
export interface PrintDraft {
  edition: PrintEdition;
  binding: Binding;
  copies: number;
  address: AddressInput | null;
  shipping: string;
  proofCheckedFor: ProofBuilds | null;
}

const keyOf = (storyId: string) => `printDraft:${storyId}`;

function isBuilds(value: unknown): value is ProofBuilds {
  const v = value as ProofBuilds | null;
  return !!v && typeof v.interior === 'string' && typeof v.cover === 'string';
}

/** The saved draft of the book, or null (none, or not one this page wrote). */
export function loadPrintDraft(storyId: string): PrintDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(storyId));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<PrintDraft>;
    if (!PRINT_EDITIONS.includes(d.edition as PrintEdition) || !BINDINGS.includes(d.binding as Binding))
      return null;
    return {
      edition: d.edition as PrintEdition,
      binding: d.binding as Binding,
      copies: Number.isInteger(d.copies) && (d.copies as number) >= 1 ? (d.copies as number) : 1,
      address: d.address && typeof d.address === 'object' ? d.address : null,
      shipping: typeof d.shipping === 'string' ? d.shipping : '',
      proofCheckedFor: isBuilds(d.proofCheckedFor) ? d.proofCheckedFor : null,
    };
  } catch {
    return null;
  }
}

export function savePrintDraft(storyId: string, draft: PrintDraft): void {
  try {
    sessionStorage.setItem(keyOf(storyId), JSON.stringify(draft));
  } catch {
    // Storage full or off: the form simply is not kept.
  }
}

/** Once the order is paid, its form is done with. */
export function clearPrintDraft(storyId: string): void {
  try {
    sessionStorage.removeItem(keyOf(storyId));
  } catch {
    // Nothing kept.
  }
}
