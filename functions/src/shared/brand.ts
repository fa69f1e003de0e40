/** DESIGN.md brand colours, shared by the offline illustrator and the PDF. */
export const BRAND = {
  sprout: '#3FA66B',
  leaf: '#1F5E3B',
  sunrise: '#FFB547',
  berry: '#E5527A',
  sky: '#8FD3FF',
  paper: '#FFF9F0',
  ink: '#22303C',
} as const;
