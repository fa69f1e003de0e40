/** Site-wide facts shown in the footer and on the contact page. */
export const CONTACT_EMAIL = 'hello@storysprout.com';

export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/storysprout' },
  { name: 'Facebook', href: 'https://www.facebook.com/storysprout' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/storysprout' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['name'];
