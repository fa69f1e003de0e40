/** Terms of Use And Privacy Policy (spec part 1 §2, §9). */
export const POLICY_LAST_UPDATED = 'Aug 5, 2025';

export const POLICY_SECTIONS: Array<{ title: string; paragraphs: string[] }> = [
  {
    title: 'Who may use StorySprout',
    paragraphs: [
      'StorySprout is made for adults (parents, relatives, caregivers and educators) who create stories for children aged 2-7. Only adults may create stories; children may not submit input.',
    ],
  },
  {
    title: 'Your stories',
    paragraphs: [
      'You keep the rights to the stories you create. We do not reuse your content without your permission.',
      'We may retain story content for up to 18 months so that you can read, download and print your books.',
      'In practice: a book nobody has opened, edited or ordered for 18 months is deleted with its photos, illustrations and files, and a story draft that was never saved is deleted after 30 days. You can delete your account and everything in it at any time with “Delete my account” at the bottom of every page once you are signed in; paid orders then keep only the amounts, dates and order numbers our accounts need.',
    ],
  },
  {
    title: 'Photos and personal information',
    paragraphs: [
      'We use your account details (name and email address) to run your account, and the photos and descriptions you provide only to create your stories.',
      'Purchases are handled by our card payment provider; we never see or store your full card details.',
    ],
  },
  {
    title: 'Credits, purchases and printed books',
    paragraphs: [
      'Creating a story uses one credit. Your first digital story is free.',
      'Physical and digital sales and credits are final and non-refundable. Shipping and taxes are calculated at checkout.',
    ],
  },
];
