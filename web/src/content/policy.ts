import type { MessageId } from '../i18n';

/** Terms of Use And Privacy Policy (spec part 1 §2, §9): its words are in the catalogues. */
export const POLICY_LAST_UPDATED = '2025-08-05';

export const POLICY_SECTIONS: Array<{ title: MessageId; paragraphs: MessageId[] }> = [
  { title: 'policy.whoTitle', paragraphs: ['policy.whoAdults'] },
  {
    title: 'policy.storiesTitle',
    paragraphs: ['policy.storiesRights', 'policy.storiesRetain', 'policy.storiesDeletion'],
  },
  { title: 'policy.personalTitle', paragraphs: ['policy.personalUse', 'policy.personalNoSale'] },
  {
    title: 'policy.photosTitle',
    paragraphs: [
      'policy.photosRight',
      'policy.photosPrivate',
      'policy.photosDeleted',
      'policy.photosCharacters',
      'policy.photosNotChildren',
    ],
  },
  { title: 'policy.paymentsTitle', paragraphs: ['policy.paymentsCard', 'policy.paymentsPrint'] },
  { title: 'policy.creditsTitle', paragraphs: ['policy.creditsOne', 'policy.creditsFinal'] },
];
