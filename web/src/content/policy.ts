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
      'We do not sell your information, and we do not use it for advertising.',
    ],
  },
  {
    title: "Children's photos",
    paragraphs: [
      'Only upload photos you have the right to use, such as photos of your own family, and only with the agreement of the people in them (for a child, their parent or guardian).',
      'Photos are stored privately with your story. They are used only to draw the characters of your book and its illustrations; they are never published, shared with other users, or used to train any model.',
      'Photos are deleted together with their book, after 18 months without use (see above) or when you delete your account, whichever comes first.',
      'Photos of your saved characters (on your Characters page) are yours alone: they are used only to draw your own books, never shown in carousels, shares or emails. A saved character is deleted with its photos when you delete it, when you delete your account, or after 18 months in which it was neither changed nor put in a book. Books already made keep their own copies until they are deleted.',
      'StorySprout is not directed at children: we do not knowingly collect personal information from children, and children may not create an account.',
    ],
  },
  {
    title: 'Payments and printed books',
    paragraphs: [
      'Purchases are handled by our card payment provider; we never see or store your full card details.',
      'For a printed book, your name, shipping address and the book files are shared with our printing partner only to print and deliver your order.',
    ],
  },
  {
    title: 'Credits and final sales',
    paragraphs: [
      'Creating a story uses one credit. Your first digital story is free.',
      'Physical and digital sales and credits are final and non-refundable. Shipping and taxes are calculated at checkout.',
    ],
  },
];
