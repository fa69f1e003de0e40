/** A class's own page (issue 47): reachable by its address, so it survives a reload. */
export const classPagePath = (classId: string) => `/classroom/${encodeURIComponent(classId)}`;
